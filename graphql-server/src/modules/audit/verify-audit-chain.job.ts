import type { JobDefinition } from '../module.js';

/**
 * Every night: walks the audit trail's hash chain. A broken link fails the run, which the job queue logs as an
 * error naming the first broken event (the alert an owner acts on).
 */
export const verifyAuditChain: JobDefinition = {
  name: 'verify-audit-chain',
  cron: '17 3 * * *',
  async run({ services }) {
    const status = await services.audit.verifyAuditChain();
    if (!status.ok) throw new Error(`The audit trail's hash chain is broken at event ${status.brokenAtSeq}: ${status.reason}`);
    return status;
  },
};
