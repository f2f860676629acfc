import type { JobDefinition } from './job-queue.js';
import { purgeExpiredRecords } from './purge-expired-records.js';
import { deliverEmail } from '../modules/email/deliver-email.job.js';
import { verifyAuditChain } from '../modules/audit/verify-audit-chain.job.js';

export { startJobQueue, type JobContext, type JobDefinition, type JobLog, type JobQueue, type JobQueueOptions } from './job-queue.js';

/** Every background job the app runs; registering one is one entry here. */
export const JOBS: JobDefinition[] = [purgeExpiredRecords, deliverEmail, verifyAuditChain];
