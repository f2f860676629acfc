import type { JobDefinition } from '../module.js';
import { deleteExpiredIdempotencyKeys } from './idempotency-retention.js';

/** Every hour: the Idempotency-Keys past their retention are deleted (idempotency-retention.ts). */
export const purgeIdempotencyKeys: JobDefinition = {
  name: 'purge-idempotency-keys',
  cron: '17 * * * *',
  async run({ em, config }) {
    const idempotencyKeys = await deleteExpiredIdempotencyKeys(em, config.integration.idempotencyKeyRetentionDays);
    return idempotencyKeys > 0 ? { idempotencyKeys } : undefined;
  },
};
