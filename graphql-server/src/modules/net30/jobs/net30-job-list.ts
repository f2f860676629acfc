import type { JobDefinition } from '../../module.js';
import { net30HoldJob, net30LateFeeJob, net30OverdueJob, net30ReminderJob, net30StatementJob } from './net30-jobs.job.js';

/** The Net30 module's jobs, in §3.5's order. */
export const NET30_JOBS: readonly JobDefinition[] = [net30OverdueJob, net30LateFeeJob, net30HoldJob, net30ReminderJob, net30StatementJob];
