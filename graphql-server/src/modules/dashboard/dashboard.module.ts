import type { ModuleManifest } from '../module.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { DashboardService } from './dashboard.service.js';
import { dashboardKpiCache } from './kpi-cache.js';
import { MarketplaceKpisResolver } from './marketplace-kpis.resolver.js';
import { MarketplaceKpisService } from './marketplace-kpis.service.js';

declare module '../module.js' {
  interface Services {
    dashboard: DashboardService;
    marketplaceKpis: MarketplaceKpisService;
  }
}

/** R1 `/admin/dashboard`: read-only figures over the applications, documents, info requests and the marketplace (lenders, offers, fundings); no tables of its own. */
export const dashboardModule: ModuleManifest = {
  name: 'dashboard',
  resolvers: [DashboardResolver, MarketplaceKpisResolver],
  services: {
    dashboard: ({ em }) => new DashboardService(em, dashboardKpiCache),
    marketplaceKpis: ({ em }) => new MarketplaceKpisService(em, dashboardKpiCache),
  },
};
