import type { JobDefinition } from '../module.js';
import { OFFER_EXPIRY_JOB } from './offer-decisions.service.js';

/** Every 5 minutes: live offers past their expiry become `expired` (§3.3; reads show them expired at once). */
export const expireOffers: JobDefinition = {
  name: OFFER_EXPIRY_JOB,
  cron: '*/5 * * * *',
  async run({ services }) {
    const expired = await services.offerDecisions.expireDue();
    return expired > 0 ? { expired } : undefined;
  },
};
