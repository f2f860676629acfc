import type { JobDefinition } from '../module.js';
import { SLA_JOB } from './sla-nudges.js';

/**
 * Every 15 minutes: lenders past their response time on a shared file get one reminder (R20 SLA nudges), and grants
 * still unanswered 48 hours after it expire (§3.4).
 */
export const submissionSlaJob: JobDefinition = {
  name: SLA_JOB,
  cron: '*/15 * * * *',
  async run({ services }) {
    const nudged = await services.submissionSla.nudgeOverdue();
    const expired = await services.submissionSla.expireUnanswered();
    return nudged + expired > 0 ? { nudged, expired } : undefined;
  },
};
