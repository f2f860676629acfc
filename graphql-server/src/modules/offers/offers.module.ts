import type { ModuleManifest } from '../module.js';
import { Offer } from './offer.entity.js';

/** §3.1/§3.3 offers: lenders' terms for a shared application (the maths in offer-math.ts, the texts in offer-terms.ts). */
export const offersModule: ModuleManifest = {
  name: 'offers',
  entities: [Offer],
};
