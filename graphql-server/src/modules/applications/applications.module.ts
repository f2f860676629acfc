import type { ModuleManifest } from '../module.js';
import { ApplicationStatusChange } from './application-status-change.entity.js';
import { Application } from './application.entity.js';
import { ApplicationResolver } from './application.resolver.js';
import { ApplicationService } from './application.service.js';

declare module '../module.js' {
  interface Services {
    applications: ApplicationService;
  }
}

export const applicationsModule: ModuleManifest = {
  name: 'applications',
  entities: [Application, ApplicationStatusChange],
  resolvers: [ApplicationResolver],
  services: { applications: ({ em, config, services }) => new ApplicationService(em, services.audit, config) },
};
