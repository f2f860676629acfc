import { accountModule } from './account/account.module.js';
import { applicationsModule } from './applications/applications.module.js';
import { articlesModule } from './articles/articles.module.js';
import { auditModule } from './audit/audit.module.js';
import { authModule } from './auth/auth.module.js';
import { businessesModule } from './businesses/businesses.module.js';
import { clientDashboardModule } from './client-dashboard/client-dashboard.module.js';
import { clientsModule } from './clients/clients.module.js';
import { contactModule } from './contact/contact.module.js';
import { creditApplicationsModule } from './credit-applications/credit-applications.module.js';
import { dashboardModule } from './dashboard/dashboard.module.js';
import { documentsModule } from './documents/documents.module.js';
import { emailModule } from './email/email.module.js';
import { fundingsModule } from './fundings/fundings.module.js';
import { furnishingModule } from './furnishing/furnishing.module.js';
import { integrationsModule } from './integrations/integrations.module.js';
import { lenderPortalModule } from './lender-portal/lender-portal.module.js';
import { lendersModule } from './lenders/lenders.module.js';
import { matchesModule } from './matches/matches.module.js';
import type { ModuleManifest } from './module.js';
import { net30ApplicationsModule } from './net30-applications/net30-applications.module.js';
import { net30Module } from './net30/net30.module.js';
import { netbuilderModule } from './netbuilder/netbuilder.module.js';
import { offersModule } from './offers/offers.module.js';
import { paymentsModule } from './payments/payments.module.js';
import { platformSettingsModule } from './platform-settings/platform-settings.module.js';
import { programsModule } from './programs/programs.module.js';
import { submissionsModule } from './submissions/submissions.module.js';
import { usersModule } from './users/users.module.js';

/**
 * Every server module, listed once: the ORM's entities, the GraphQL schema's resolvers, the request's services,
 * the background jobs and the payment handlers are all derived from this list (a new module is one line here).
 * Payment handlers run in this order.
 */
export const MODULES: readonly ModuleManifest[] = [
  usersModule,
  authModule,
  accountModule,
  auditModule,
  emailModule,
  contactModule,
  platformSettingsModule,
  creditApplicationsModule,
  articlesModule,
  integrationsModule,
  businessesModule,
  applicationsModule,
  documentsModule,
  dashboardModule,
  clientsModule,
  lendersModule,
  programsModule,
  matchesModule,
  submissionsModule,
  offersModule,
  clientDashboardModule,
  lenderPortalModule,
  fundingsModule,
  paymentsModule,
  netbuilderModule,
  net30ApplicationsModule,
  net30Module,
  furnishingModule,
];
