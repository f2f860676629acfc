import type { ModuleManifest } from '../module.js';
import { CriteriaChangeRequest } from './criteria-change-request.entity.js';
import { CriteriaChangeRequestsResolver } from './criteria-change-requests.resolver.js';
import { CriteriaChangeRequestService } from './criteria-change-requests.service.js';
import { LenderFileTimelineResolver } from './lender-file-timeline.resolver.js';
import { LenderFileTimelineService } from './lender-file-timeline.js';
import { LenderInfoRequestsResolver } from './lender-info-requests.resolver.js';
import { LenderInfoRequestService } from './lender-info-requests.service.js';
import { LenderPortalResolver } from './lender-portal.resolver.js';
import { LenderPortalService } from './lender-portal.service.js';

declare module '../module.js' {
  interface Services {
    lenderPortal: LenderPortalService;
    lenderFileTimeline: LenderFileTimelineService;
    lenderInfoRequests: LenderInfoRequestService;
    criteriaChangeRequests: CriteriaChangeRequestService;
  }
}

/**
 * R20: the lender's portal — its files, opening one (logged), downloading documents (logged), declining, asking the
 * applicant for information, criteria and change requests to NetFund.
 */
export const lenderPortalModule: ModuleManifest = {
  name: 'lender-portal',
  entities: [CriteriaChangeRequest],
  resolvers: [CriteriaChangeRequestsResolver, LenderFileTimelineResolver, LenderInfoRequestsResolver, LenderPortalResolver],
  services: {
    lenderPortal: ({ em, services }) => new LenderPortalService(em, services.audit, services.lenderAccess),
    lenderFileTimeline: ({ em }) => new LenderFileTimelineService(em),
    criteriaChangeRequests: ({ em, services }) => new CriteriaChangeRequestService(em, services.audit),
    lenderInfoRequests: ({ em, services }) => new LenderInfoRequestService(em, services.audit, services.lenderAccess, services.infoRequests),
  },
};
