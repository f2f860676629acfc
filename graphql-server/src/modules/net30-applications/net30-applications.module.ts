import type { ModuleManifest } from '../module.js';
// The entity first: its decorators load reflect-metadata, which the resolver's decorators need.
import { Net30Application } from './net30-application.entity.js';
import { Net30ApplicationResolver } from './net30-applications.resolver.js';
import { Net30ApplicationService } from './net30-applications.service.js';

declare module '../module.js' {
  interface Services {
    net30Applications: Net30ApplicationService;
  }
}

/** R27 /net30/apply and R19's Applications tab: applications for a Net30 trade account and their decisions. */
export const net30ApplicationsModule: ModuleManifest = {
  name: 'net30-applications',
  entities: [Net30Application],
  resolvers: [Net30ApplicationResolver],
  services: { net30Applications: ({ em, config, services }) => new Net30ApplicationService(em, services.audit, config) },
};
