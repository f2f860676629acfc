/**
 * The NetFund MSW kit, for this app's tests, `npm run dev:mock` and other projects (`@netfund/web/mocks`; guide:
 * docs/mocking.md).
 *
 * - `handlers`: every GraphQL operation and REST route the app calls, answering as the real server does (checked
 *   against schema.graphql and the OpenAPI document by web/src/mocks/contract.test.ts);
 * - `scenario`: the driver (sign in as a demo account, make the next call fail, and each domain's own switches);
 * - `reset()`: the demo world again, every domain at once;
 * - the store functions, to keep the world somewhere between runs (`serializeMocks` / `restoreMocks`).
 */
import { articleListMocks } from './article-lists';
import { accountMocks } from './account';
import { taskMocks } from './application-tasks';
import { workspaceMocks } from './application-workspace';
import { applicationMocks } from './applications';
import { authMocks } from './auth-two-factor';
import { clientDashboardMocks } from './client-dashboard';
import { clientManagementMocks } from './client-management';
import { dashboardMocks } from './dashboard';
import { fundingMocks } from './funding';
import { lenderInfoRequestMocks } from './lender-info-requests';
import { lenderManagementMocks } from './lender-management';
import { lenderPortalMocks } from './lender-portal';
import { lendersAccessMocks } from './lenders-access';
import { marketingMocks } from './marketing';
import { matchesMocks } from './matches';
import { net30Mocks } from './net30';
import { net30AdminMocks } from './net30-admin';
import { net30ApplicationMocks } from './net30-applications';
import { netbuilderMocks } from './netbuilder';
import { offerEntryMocks } from './offer-entry';
import { offersMocks } from './offers';
import { platformSettingsMocks } from './platform-settings';
import { programsMocks } from './programs';
import { mockScenario } from './scenario';
import { staffApplicationMocks } from './staff-application';
import { resetMocks } from './store';

export { handlers, graphqlHandlers, restHandlers } from './handlers';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, mockScenario, type DemoUsername, type MockFailure, type MockOperation } from './scenario';
export { loadMocks, restoreMocks, saveMocks, serializeMocks, STORAGE_KEY, type MockStorage } from './store';

/**
 * The driver: `scenario.signInAs('builder')`, `scenario.failNext('login', {...})`, `scenario.currentUser`, and each
 * domain's switches under its name (`scenario.netbuilder.failNext('checkout', 'Card declined')`, …).
 */
export const scenario = {
  signInAs: mockScenario.signInAs,
  failNext: mockScenario.failNext,
  /** The signed-in user, or null. */
  get currentUser() {
    return mockScenario.currentUser;
  },
  /** Every domain back to the demo world (the same as `reset()`). */
  reset: resetMocks,
  account: accountMocks,
  applications: applicationMocks,
  articleLists: articleListMocks,
  applicationTasks: taskMocks,
  applicationWorkspace: workspaceMocks,
  clientDashboard: clientDashboardMocks,
  clientManagement: clientManagementMocks,
  dashboard: dashboardMocks,
  funding: fundingMocks,
  lenderInfoRequests: lenderInfoRequestMocks,
  lenderManagement: lenderManagementMocks,
  lenderPortal: lenderPortalMocks,
  lendersAccess: lendersAccessMocks,
  marketing: marketingMocks,
  matches: matchesMocks,
  net30: net30Mocks,
  net30Admin: net30AdminMocks,
  net30Applications: net30ApplicationMocks,
  netbuilder: netbuilderMocks,
  offers: offersMocks,
  offerEntry: offerEntryMocks,
  platformSettings: platformSettingsMocks,
  programs: programsMocks,
  staffApplication: staffApplicationMocks,
  twoFactor: authMocks,
};

/** Every domain back to the demo world: the README's accounts, nobody signed in, no pending failures. */
export function reset(): void {
  resetMocks();
}
