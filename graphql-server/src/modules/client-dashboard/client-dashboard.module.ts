import type { ModuleManifest } from '../module.js';
import { ClientDashboardResolver } from './client-dashboard.resolver.js';
import { ClientDashboardService } from './client-dashboard.service.js';

declare module '../module.js' {
  interface Services {
    clientDashboard: ClientDashboardService;
  }
}

/** R21 `/client/dashboard`: per-application marketplace activity and the credit-building card (§4.5). No tables. */
export const clientDashboardModule: ModuleManifest = {
  name: 'client-dashboard',
  resolvers: [ClientDashboardResolver],
  services: { clientDashboard: ({ em }) => new ClientDashboardService(em) },
};
