import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type {
  MyApplicationActivityQuery,
  MyCreditBuildingQuery,
} from '../features/applications/api/client-dashboard.generated';
import { applicationMocks } from './applications';
import { graphqlError, refusal } from './graphql-replies';
import { lendersAccessMocks } from './lenders-access';
import { offersMocks } from './offers';
import { registerSlice } from './store';

/**
 * MSW handlers for the client dashboard's server side (R21): `myApplicationActivity`, derived from the applications,
 * lenders-access and offers mocks as the server derives it from its tables (lenders with access, proposals, live
 * offers while none is accepted), and `myCreditBuilding` for the client's latest application. Clients only, as on
 * the server. `clientDashboardMocks.setCreditBuilding` changes the card; `failNextCreditBuilding` makes its next read fail.
 */

type CreditBuilding = Omit<MyCreditBuildingQuery['myCreditBuilding'], '__typename'>;

const ACCESS = ['shared', 'viewed', 'info_requested', 'offered'];

/** The default insight, for whichever application is the client's latest: §4.5's example sentence. */
const DEFAULT_INSIGHT: NonNullable<CreditBuilding['insight']> = {
  fitsNow: 1,
  ficoTarget: 650,
  ficoOpens: 2,
  moreTradeMonths: 2,
  tradeMonthsOpens: 2,
  text: '2 more lender programs open at FICO 650 or after 2 more on-time reported months.',
};

let overrides: Partial<CreditBuilding> = {};
let failure: string | null = null;

export const clientDashboardMocks = {
  reset(): void {
    overrides = {};
    failure = null;
  },
  /** Changes what `myCreditBuilding` answers (the rest is derived from the client's applications). */
  setCreditBuilding(values: Partial<CreditBuilding>): void {
    overrides = values;
  },
  /** The next `myCreditBuilding` read fails with this message. */
  failNextCreditBuilding(message: string): void {
    failure = message;
  },
};

function activity(application: { id: string; number: string }) {
  const submissions = lendersAccessMocks.of(application.id);
  const offers = offersMocks.of(application.id);
  const acceptedOffer = offers.some((offer) => offer.status === 'accepted' || offer.status === 'funded');
  const live = acceptedOffer ? [] : offers.filter((offer) => offer.status === 'sent' && Date.parse(offer.expiresAt) > Date.now());
  const expiries = live.map((offer) => Date.parse(offer.expiresAt));
  return {
    __typename: 'ClientApplicationActivity' as const,
    applicationId: application.id,
    applicationNumber: application.number,
    lendersWithAccess: new Set(submissions.filter((each) => ACCESS.includes(each.status)).map((each) => each.lenderName)).size,
    proposalsToApprove: submissions.filter((each) => each.status === 'proposed').length,
    offersToReview: live.length,
    offersExpireAt: expiries.length > 0 ? new Date(Math.min(...expiries)).toISOString() : null,
    offerCount: offers.length,
    acceptedOffer,
  };
}

const api = graphql.link('*/graphql');

export const clientDashboardHandlers = [
  api.query<MyApplicationActivityQuery>('MyApplicationActivity', () => {
    const refused = refusal(['client']);
    if (refused) return graphqlError(refused);
    return HttpResponse.json({ data: { myApplicationActivity: applicationMocks.mine().map(activity) } });
  }),
  api.query<MyCreditBuildingQuery>('MyCreditBuilding', () => {
    const refused = refusal(['client']);
    if (refused) return graphqlError(refused);
    if (failure !== null) {
      const message = failure;
      failure = null;
      return graphqlError({ message, code: 'INTERNAL_SERVER_ERROR' });
    }
    const latest = applicationMocks.mine().at(-1);
    const card: CreditBuilding = {
      applicationId: latest?.id ?? null,
      applicationNumber: latest?.number ?? null,
      onTimeTradeMonths: 0,
      insight: latest ? DEFAULT_INSIGHT : null,
      net30Application: null,
      ...overrides,
    };
    // With the __typenames a real server adds (Apollo's cache normalises by them).
    const myCreditBuilding = {
      __typename: 'ClientCreditBuilding' as const,
      ...card,
      insight: card.insight && { __typename: 'CreditBuildingInsight' as const, ...card.insight },
      net30Application: card.net30Application && { __typename: 'Net30ApplicationSummary' as const, ...card.net30Application },
    };
    return HttpResponse.json({ data: { myCreditBuilding } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'clientDashboard',
  () => ({ overrides, failure }),
  (state) => {
    ({ overrides, failure } = state);
  },
  () => clientDashboardMocks.reset(),
);
