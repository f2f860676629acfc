import type { ModuleManifest } from '../module.js';
import { LenderFileTimelineResolver } from './lender-file-timeline.resolver.js';
import { LenderFileTimelineService } from './lender-file-timeline.js';
import { LenderPortalResolver } from './lender-portal.resolver.js';
import { LenderPortalService } from './lender-portal.service.js';

declare module '../module.js' {
  interface Services {
    lenderPortal: LenderPortalService;
    lenderFileTimeline: LenderFileTimelineService;
  }
}

/** R20: the lender's portal — its files, opening one (logged), downloading documents (logged), declining, criteria. */
export const lenderPortalModule: ModuleManifest = {
  name: 'lender-portal',
  entities: [],
  resolvers: [LenderFileTimelineResolver, LenderPortalResolver],
  services: {
    lenderPortal: ({ em, services }) => new LenderPortalService(em, services.audit, services.lenderAccess),
    lenderFileTimeline: ({ em }) => new LenderFileTimelineService(em),
  },
};
