import type { ModuleManifest } from '../module.js';
import { Business } from './business.entity.js';
import { BusinessResolver } from './business.resolver.js';
import { BusinessService } from './business.service.js';

declare module '../module.js' {
  interface Services {
    businesses: BusinessService;
  }
}

export const businessesModule: ModuleManifest = {
  name: 'businesses',
  entities: [Business],
  resolvers: [BusinessResolver],
  services: { businesses: ({ em, services }) => new BusinessService(em, services.audit) },
};
