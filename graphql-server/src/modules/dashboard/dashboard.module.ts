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
    // KPIs cached for a minute (kpi-cache.ts), except in the test environment, whose tests assert fresh figures.
    dashboard: ({ em, config }) => new DashboardService(em, config.env === 'test' ? undefined : dashboardKpiCache),
    marketplaceKpis: ({ em, config }) => new MarketplaceKpisService(em, config.env === 'test' ? undefined : dashboardKpiCache),
  },
};
