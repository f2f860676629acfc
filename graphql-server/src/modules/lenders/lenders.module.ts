import type { ModuleManifest } from '../module.js';
// The entities first: their decorators load reflect-metadata, which the resolver's decorators need.
import { LenderInvite } from './lender-invite.entity.js';
import { Lender } from './lender.entity.js';
import { LenderActivityResolver } from './lender-activity.resolver.js';
import { LenderActivityService } from './lender-activity.service.js';
import { LenderPerformanceService } from './lender-performance.js';
import { LendersResolver } from './lenders.resolver.js';
import { LenderUserService } from './lender-users.service.js';
import { LenderAdminService } from './lenders.service.js';

declare module '../module.js' {
  interface Services {
    lenders: LenderAdminService;
    lenderUsers: LenderUserService;
    lenderPerformance: LenderPerformanceService;
    lenderActivity: LenderActivityService;
  }
}

/** R6–R9: partner lenders, their users and the users' set-password invitations. */
export const lendersModule: ModuleManifest = {
  name: 'lenders',
  entities: [Lender, LenderInvite],
  resolvers: [LendersResolver, LenderActivityResolver],
  services: {
    lenders: ({ em, services }) => new LenderAdminService(em, services.audit, services.lenderUsers, services.platformSettings),
    lenderUsers: ({ em, config, services }) => new LenderUserService(em, services.audit, services.auth, config),
    lenderPerformance: ({ em }) => new LenderPerformanceService(em),
    lenderActivity: ({ em }) => new LenderActivityService(em),
  },
};
