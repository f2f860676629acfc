import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitedError } from '../../shared/errors.js';
import { retryLaterMessage, type QuotaReport } from '../../shared/rate-limit.js';

/** One counter a sign-in attempt is held to: `account:<username>`, `ip:<address>` or `device:<token hash>`. */
export interface AttemptLimit {
  key: string;
  max: number;
}

/**
 * A counter's period is over when its lock has ended, or, unlocked, when its window has: the next attempt starts
 * counting afresh. (`t` is the stored row; the last parameter is the window in minutes.)
 */
const PERIOD_OVER = `coalesce(t.locked_until, t.window_started_at + make_interval(mins => ?)) <= now()`;

/**
 * Takes one attempt from a counter in one statement, so concurrent attempts on any number of app instances are
 * counted one by one: the row lock of the upsert orders them. When the counter is at its limit nothing is
 * counted and no row comes back. The attempt that reaches the limit still runs, and locks the key for a window.
 */
const TAKE = `
  insert into login_throttles as t (key, failures, window_started_at, locked_until)
  values (?, 1, now(), case when 1 >= ? then now() + make_interval(mins => ?) end)
  on conflict (key) do update set
    failures = case when ${PERIOD_OVER} then 1 else t.failures + 1 end,
    window_started_at = case when ${PERIOD_OVER} then now() else t.window_started_at end,
    locked_until = case when (case when ${PERIOD_OVER} then 1 else t.failures + 1 end) >= ? then now() + make_interval(mins => ?) end
  where ${PERIOD_OVER} or t.failures < ?
  returning t.failures, ceil(extract(epoch from coalesce(t.locked_until, t.window_started_at + make_interval(mins => ?)) - now()))::int as seconds`;

/** Gives an attempt back (it succeeded, or another counter refused it); the counter is then below its limit. */
const GIVE_BACK = `
  update login_throttles set failures = greatest(failures - 1, 0),
    locked_until = case when failures - 1 >= ? then locked_until end
  where key = ?`;

const SECONDS_LEFT = `
  select ceil(extract(epoch from coalesce(locked_until, window_started_at + make_interval(mins => ?)) - now()))::int as seconds
    from login_throttles where key = ?`;

/** `account:<username>` counts by account: the policy `sign-in-account` (never the username). */
const policyOf = (limit: AttemptLimit) => `sign-in-${limit.key.split(':')[0]}`;

/**
 * Counts a sign-in attempt against each limit *before* the password is checked, so that N parallel guesses get
 * at most `max` evaluations per key. The attempt is refused with a RateLimitedError when any key is at its limit;
 * the keys counted before that one are given back, so a refused attempt counts nowhere. Where each counter stands
 * goes to `quotas` (the request's, for the edge's RateLimit headers).
 */
export async function takeLoginAttempt(em: EntityManager, windowMinutes: number, limits: AttemptLimit[], quotas?: QuotaReport): Promise<void> {
  const taken: AttemptLimit[] = [];
  const w = windowMinutes;
  // At most the window: a lock set by a transaction that began after this one would otherwise read a second longer.
  const within = (seconds: number) => Math.min(w * 60, Math.max(1, seconds));
  const quota = (limit: AttemptLimit, remaining: number, seconds: number) =>
    quotas?.record({ policy: policyOf(limit), limit: limit.max, remaining, resetSeconds: within(seconds), windowSeconds: w * 60 });
  for (const limit of limits) {
    const rows = await em.execute<{ failures: number; seconds: number }[]>(TAKE, [limit.key, limit.max, w, w, w, w, limit.max, w, w, limit.max, w]);
    if (rows.length === 0) {
      await giveBackLoginAttempt(em, taken, quotas);
      const [row] = await em.execute<{ seconds: number }[]>(SECONDS_LEFT, [w, limit.key]);
      const seconds = within(row?.seconds ?? 60);
      quota(limit, 0, seconds);
      throw tooManyAttempts(seconds);
    }
    quota(limit, Math.max(0, limit.max - rows[0]!.failures), rows[0]!.seconds);
    taken.push(limit);
  }
}

/**
 * A successful sign-in gives its own attempt back, so the counters hold failures only. It does not wipe the
 * failures of others: guesses interleaved with the real user's sign-ins still add up to the limit.
 */
export async function giveBackLoginAttempt(em: EntityManager, limits: AttemptLimit[], quotas?: QuotaReport): Promise<void> {
  for (const limit of limits) {
    await em.execute(GIVE_BACK, [limit.max, limit.key]);
    quotas?.giveBack(policyOf(limit));
  }
}

/** Deletes counters whose period is over: the next attempt would start them afresh anyway. */
export async function purgeStaleLoginAttempts(em: EntityManager, windowMinutes: number): Promise<number> {
  const result = await em.execute<QueryResult>(`delete from login_throttles t where ${PERIOD_OVER}`, [windowMinutes], 'run');
  return result.affectedRows;
}

function tooManyAttempts(seconds: number): RateLimitedError {
  return new RateLimitedError(retryLaterMessage('Too many failed login attempts.', seconds), seconds);
}
