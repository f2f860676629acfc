import type { ModuleManifest } from '../module.js';
// The entities first: their decorators load reflect-metadata, which the resolvers' decorators need.
import { ApplicationStatusChange } from './application-status-change.entity.js';
import { Application } from './application.entity.js';
import { ApplicationAdminResolver } from './application-admin.resolver.js';
import { ApplicationAdminService } from './application-admin.service.js';
import { ApplicationWorkflowService } from './application-workflow.service.js';
import { ApplicationResolver } from './application.resolver.js';
import { ApplicationService } from './application.service.js';
import { StaffApplicationResolver } from './staff-application.resolver.js';
import { StaffApplicationService } from './staff-application.service.js';

declare module '../module.js' {
  interface Services {
    applications: ApplicationService;
    applicationWorkflow: ApplicationWorkflowService;
    applicationAdmin: ApplicationAdminService;
    staffApplications: StaffApplicationService;
  }
}

export const applicationsModule: ModuleManifest = {
  name: 'applications',
  entities: [Application, ApplicationStatusChange],
  resolvers: [ApplicationResolver, ApplicationAdminResolver, StaffApplicationResolver],
  services: {
    applications: ({ em, config, services }) => new ApplicationService(em, services.audit, config),
    applicationWorkflow: ({ em, config, services }) => new ApplicationWorkflowService(em, services.audit, config),
    applicationAdmin: ({ em }) => new ApplicationAdminService(em),
    staffApplications: ({ em, config, services }) => new StaffApplicationService(em, services.audit, config),
  },
};
