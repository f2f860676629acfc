import type { ModuleManifest } from '../module.js';
// The entity first: its decorators load reflect-metadata, which the resolver's decorators need.
import { ClientNote } from './client-note.entity.js';
import { ClientsResolver } from './clients.resolver.js';
import { ClientAdminService } from './clients.service.js';

declare module '../module.js' {
  interface Services {
    clients: ClientAdminService;
  }
}

/** R10 client overview and R11 clients: the clients list and file, internal notes, the claim link of unclaimed applications. */
export const clientsModule: ModuleManifest = {
  name: 'clients',
  entities: [ClientNote],
  resolvers: [ClientsResolver],
  services: { clients: ({ em, config, services }) => new ClientAdminService(em, services.audit, services.dashboard, config) },
};
