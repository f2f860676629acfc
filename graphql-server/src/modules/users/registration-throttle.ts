import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import type { QuotaReport } from '../../shared/rate-limit.js';
import { countSubmission } from '../contact/form-throttle.js';

/**
 * Counts one self-registration per address (per window) and across all addresses (per minute), with the public
 * forms' counter: counted before the account is created, one atomic statement per key, so parallel registrations
 * on any number of instances cannot create more accounts than the limits allow. Past a limit: RateLimitedError.
 */
export async function countRegistration(em: EntityManager, limits: AppConfig['registrationThrottle'], ip: string | null, quotas?: QuotaReport): Promise<void> {
  await countSubmission(
    em,
    { windowMinutes: limits.windowMinutes },
    [{ key: `register:ip:${ip ?? 'unknown'}`, max: limits.maxPerIp }],
    'Too many accounts were created from this address.',
    quotas,
  );
  await countSubmission(em, { windowMinutes: 1 }, [{ key: 'register:all', max: limits.maxPerMinuteGlobal }], 'Too many new accounts right now.', quotas);
}
