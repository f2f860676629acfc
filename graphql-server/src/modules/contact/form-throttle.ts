import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitedError } from '../../shared/errors.js';
import { retryLaterMessage, type QuotaReport } from '../../shared/rate-limit.js';

export interface FormThrottleLimits {
  windowMinutes: number;
  maxPerIp: number;
  maxPerEmail: number;
}

/** A counter's key is `<form>:<what it counts by>[:<value>]`; its policy is the first two, never the value. */
const policyOf = (key: string) => key.split(':').slice(0, 2).join('-');

/**
 * Counts one submission for each key in one atomic statement per key (a new window starts when the old one is over)
 * and refuses it with a RateLimitedError when any key is past its limit. Counting happens before the record is
 * written, so concurrent submissions on several instances cannot slip past the limit. Inside a transaction (see
 * `storeWithinQuota`) the counters' rows stay locked until it ends, and a rollback gives the submission back.
 * Where each counter stands goes to `quotas` (the request's, for the edge's RateLimit headers).
 */
export async function countSubmission(
  em: EntityManager,
  limits: Pick<FormThrottleLimits, 'windowMinutes'>,
  keys: { key: string; max: number }[],
  message: string,
  quotas?: QuotaReport,
): Promise<void> {
  const upsert = `
    insert into form_throttles (key, submissions, window_started_at)
    values (?, 1, now())
    on conflict (key) do update set
      submissions = case when form_throttles.window_started_at < now() - make_interval(mins => ?) then 1 else form_throttles.submissions + 1 end,
      window_started_at = case when form_throttles.window_started_at < now() - make_interval(mins => ?) then now() else form_throttles.window_started_at end
    returning submissions, ceil(extract(epoch from (window_started_at + make_interval(mins => ?) - now())))::int as seconds_left`;
  let retryAfter = 0;
  for (const { key, max } of keys) {
    // em.execute runs in em's transaction, when there is one.
    const [row] = await em.execute<{ submissions: number; seconds_left: number }[]>(upsert, [
      key,
      limits.windowMinutes,
      limits.windowMinutes,
      limits.windowMinutes,
    ]);
    if (!row) continue;
    // At most the window: a window opened by a transaction that began after this one would otherwise read a second longer.
    const windowSeconds = limits.windowMinutes * 60;
    const secondsLeft = Math.min(windowSeconds, Math.max(1, row.seconds_left));
    quotas?.record({ policy: policyOf(key), limit: max, remaining: Math.max(0, max - row.submissions), resetSeconds: secondsLeft, windowSeconds });
    if (row.submissions > max) retryAfter = Math.max(retryAfter, secondsLeft);
  }
  if (retryAfter > 0) throw new RateLimitedError(retryLaterMessage(message, retryAfter), retryAfter);
}

/**
 * Counts the submission and stores its record in one transaction: a submission that fails (its insert, or anything
 * else before the commit) does not use up the sender's quota, and one refused as over the limit counts nothing.
 * Parallel submissions for the same key wait for each other on the counter's row, so at most the limit succeed.
 */
export async function storeWithinQuota<T>(
  em: EntityManager,
  limits: FormThrottleLimits,
  keys: { key: string; max: number }[],
  message: string,
  store: (em: EntityManager) => Promise<T>,
  quotas?: QuotaReport,
): Promise<T> {
  return em.transactional(async (tx) => {
    await countSubmission(tx, limits, keys, message, quotas);
    return store(tx);
  });
}

/** Deletes counters whose window is over (the purge job runs this): the next submission would start them afresh. */
export async function purgeStaleSubmissionCounts(em: EntityManager, windowMinutes: number): Promise<number> {
  const result = await em.execute<QueryResult>(`delete from form_throttles where window_started_at < now() - make_interval(mins => ?)`, [windowMinutes], 'run');
  return result.affectedRows;
}
