import type { ModuleManifest } from '../module.js';
// The entities first: their decorators load reflect-metadata, which the resolver's decorators need.
import { Offer } from './offer.entity.js';
import { OfferDecisionService } from './offer-decisions.service.js';
import { expireOffers } from './offer-expiry.job.js';
import { OfferMakingService } from './offer-making.service.js';
import { OfferReadService } from './offer-reads.service.js';
import { OffersResolver } from './offers.resolver.js';

declare module '../module.js' {
  interface Services {
    offerMaking: OfferMakingService;
    offerDecisions: OfferDecisionService;
    offerReads: OfferReadService;
  }
}

/**
 * §3.1/§3.3 offers: lenders' terms for a shared application — made, revised, withdrawn, accepted, declined, fallen
 * through and expired (the maths in offer-math.ts, the texts in offer-terms.ts).
 */
export const offersModule: ModuleManifest = {
  name: 'offers',
  entities: [Offer],
  resolvers: [OffersResolver],
  services: {
    offerMaking: ({ em, config, services }) => new OfferMakingService(em, services.audit, config, services.platformSettings),
    offerDecisions: ({ em, config, services }) => new OfferDecisionService(em, services.audit, config),
    offerReads: ({ em }) => new OfferReadService(em),
  },
  jobs: [expireOffers],
};
