import type { JobDefinition } from '../module.js';
import { expireStaleProposals, PROPOSAL_EXPIRY_JOB } from './proposal-expiry.js';

/** Hourly: proposals the client left unanswered for 5 days expire (§3.4). */
export const expireSubmissionProposals: JobDefinition = {
  name: PROPOSAL_EXPIRY_JOB,
  cron: '25 * * * *',
  async run({ em, services }) {
    const expired = await expireStaleProposals(em, services.audit);
    return expired > 0 ? { expired } : undefined;
  },
};
