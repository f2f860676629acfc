import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Deletes the Idempotency-Keys older than the retention (IDEMPOTENCY_KEY_RETENTION_DAYS, 7 days by default; the job
 * `purge-idempotency-keys` runs it): a retry within the retention replays the first answer, after it the same request
 * is a new one. Without it `idempotency_keys` only grows. Longer than Stripe's 24 hours on purpose: an integrator's
 * retry queue may stand still over a long weekend, and a replay is cheap for us while a duplicate application is not.
 */
export async function deleteExpiredIdempotencyKeys(em: EntityManager, retentionDays: number): Promise<number> {
  const result = await em.execute<QueryResult>(
    `delete from idempotency_keys where created_at < now() - make_interval(days => ?)`,
    [retentionDays],
    'run',
  );
  return result.affectedRows;
}
