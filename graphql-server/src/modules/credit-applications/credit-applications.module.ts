import type { ModuleManifest } from '../module.js';
import { CreditApplication } from './credit-application.entity.js';
import { CreditApplicationResolver } from './credit-applications.resolver.js';
import { CreditApplicationService } from './credit-applications.service.js';

declare module '../module.js' {
  interface Services {
    creditApplications: CreditApplicationService;
  }
}

export const creditApplicationsModule: ModuleManifest = {
  name: 'credit-applications',
  entities: [CreditApplication],
  resolvers: [CreditApplicationResolver],
  services: { creditApplications: ({ em, config }) => new CreditApplicationService(em, config) },
};
