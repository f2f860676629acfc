import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuotaReport } from '../../shared/rate-limit.js';
import type { IntegrationConfig } from '../../config/index.js';
import { countSubmission } from '../contact/form-throttle.js';
import type { IntegrationCaller } from './integration.service.js';

export const INTAKE_RATE_LIMITED = 'Too many applications were sent with this API key.';

/**
 * Counts one new application for the caller's API key (keyed by its hash; the raw key is never stored) with the
 * public forms' counters: one atomic statement, in PostgreSQL so every instance counts the same requests. Call it in
 * the transaction that creates the application: its counter row stays locked until that transaction ends, so
 * parallel requests cannot pass the limit, and a request that fails or is rolled back (including one refused here)
 * gives its count back. Past the limit: RateLimitedError (429 with Retry-After).
 */
export async function countIntakeApplication(
  em: EntityManager,
  config: Pick<IntegrationConfig, 'maxApplicationsPerMinute'>,
  caller: IntegrationCaller,
  quotas?: QuotaReport,
): Promise<void> {
  await countSubmission(em, { windowMinutes: 1 }, [{ key: `intake:key:${caller.apiKeyHash}`, max: config.maxApplicationsPerMinute }], INTAKE_RATE_LIMITED, quotas);
}
