import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitedError } from '../../shared/errors.js';

export interface FormThrottleLimits {
  windowMinutes: number;
  maxPerIp: number;
  maxPerEmail: number;
}

/**
 * Counts one submission for each key in one atomic statement per key (a new window starts when the old one is over)
 * and refuses it with a RateLimitedError when any key is past its limit. Counting happens before the record is
 * written, so concurrent submissions on several instances cannot slip past the limit.
 */
export async function countSubmission(
  em: EntityManager,
  limits: FormThrottleLimits,
  keys: { key: string; max: number }[],
  message: string,
): Promise<void> {
  const upsert = `
    insert into form_throttles (key, submissions, window_started_at)
    values (?, 1, now())
    on conflict (key) do update set
      submissions = case when form_throttles.window_started_at < now() - make_interval(mins => ?) then 1 else form_throttles.submissions + 1 end,
      window_started_at = case when form_throttles.window_started_at < now() - make_interval(mins => ?) then now() else form_throttles.window_started_at end
    returning submissions, extract(epoch from (window_started_at + make_interval(mins => ?) - now()))::int as seconds_left`;
  const connection = em.getConnection();
  let retryAfter = 0;
  for (const { key, max } of keys) {
    const [row] = await connection.execute<{ submissions: number; seconds_left: number }[]>(upsert, [
      key,
      limits.windowMinutes,
      limits.windowMinutes,
      limits.windowMinutes,
    ]);
    if (row && row.submissions > max) retryAfter = Math.max(retryAfter, Math.max(1, row.seconds_left));
  }
  if (retryAfter > 0) {
    const minutes = Math.max(1, Math.ceil(retryAfter / 60));
    throw new RateLimitedError(`${message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfter);
  }
}
