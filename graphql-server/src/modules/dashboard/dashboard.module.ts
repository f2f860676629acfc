import type { ModuleManifest } from '../module.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { DashboardService } from './dashboard.service.js';

declare module '../module.js' {
  interface Services {
    dashboard: DashboardService;
  }
}

/** R1 `/admin/dashboard`: read-only figures over the applications, documents and info requests; no tables of its own. */
export const dashboardModule: ModuleManifest = {
  name: 'dashboard',
  resolvers: [DashboardResolver],
  services: { dashboard: ({ em }) => new DashboardService(em) },
};
