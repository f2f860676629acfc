import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type { OfferBadge, OfferStatus } from '../generated/graphql';
import type {
  AcceptOfferMutation,
  AcceptOfferMutationVariables,
  ApplicationOffersQuery,
  ApplicationOffersQueryVariables,
  DeclineOfferMutation,
  DeclineOfferMutationVariables,
} from '../features/offers/api/offers.generated';
import { graphqlError } from './graphql-replies';
import { rosasOffers } from './offers-fixture';
import { registerSlice } from './store';

/**
 * MSW handlers for the client's offers (R22): application `offersMocks.applicationId` (3 unless set) has Rosa's three
 * offers of §5.2 with the server's badges; accepting one puts the others on standby, and a second accept answers the
 * server's 409. `offersMocks.sent` records what the mutations received.
 */
type MockOffer = Omit<ReturnType<typeof rosasOffers>[number], 'status' | 'badges'> & { status: OfferStatus; badges: OfferBadge[] };

const state = { applicationId: '3', offers: [] as MockOffer[], sent: [] as { operation: string; variables: Record<string, unknown> }[] };

function withBadges(offers: MockOffer[]): MockOffer[] {
  const live = offers.filter((offer) => offer.status === 'sent');
  const lowest = (measure: (offer: MockOffer) => number) => Math.min(...live.map(measure));
  return offers.map((offer) => {
    if (offer.status !== 'sent' || live.length < 2) return { ...offer, badges: [] };
    const badges: OfferBadge[] = [];
    if (offer.figures.aprBps === lowest((each) => each.figures.aprBps)) badges.push('lowest_apr');
    if (offer.figures.totalCostCents === lowest((each) => each.figures.totalCostCents)) badges.push('lowest_total_cost');
    if (offer.figures.avgMonthlyPaymentCents === lowest((each) => each.figures.avgMonthlyPaymentCents)) badges.push('lowest_payment');
    return { ...offer, badges };
  });
}

export const offersMocks = {
  get sent() {
    return state.sent;
  },
  /** Gives Rosa's three offers to `applicationId`. */
  reset(applicationId = '3') {
    state.applicationId = applicationId;
    state.offers = rosasOffers().map((offer) => ({ ...offer, applicationId: Number(applicationId), contractSentAt: null, supersedesId: null, status: 'sent', badges: [] }));
    state.sent = [];
  },
  /** The application's offers as they stand (the dashboard's activity mock reads them). */
  of(applicationId: string): readonly { status: OfferStatus; expiresAt: string }[] {
    return state.offers.filter((offer) => String(offer.applicationId) === applicationId);
  },
};

/** The live offers list, for ./offer-entry (staff-entered offers, acceptance for the client, fall-throughs). */
export function offerList(): MockOffer[] {
  return state.offers;
}
export type { MockOffer };
offersMocks.reset();

const api = graphql.link('*/graphql');
/** Every offer with its badges, compared among the offers of its own application. */
const view = () => {
  const ids = [...new Set(state.offers.map((offer) => String(offer.applicationId)))];
  const badged = new Map(ids.flatMap((id) => withBadges(state.offers.filter((offer) => String(offer.applicationId) === id)).map((offer) => [offer.id, offer] as const)));
  return state.offers.map((offer) => badged.get(offer.id)!);
};

export const offersHandlers = [
  api.query<ApplicationOffersQuery, ApplicationOffersQueryVariables>('ApplicationOffers', ({ variables }) =>
    HttpResponse.json({ data: { applicationOffers: view().filter((offer) => String(offer.applicationId) === String(variables.applicationId)) as never } }),
  ),
  api.mutation<AcceptOfferMutation, AcceptOfferMutationVariables>('AcceptOffer', ({ variables }) => {
    state.sent.push({ operation: 'AcceptOffer', variables });
    const offer = state.offers.find((each) => String(each.id) === String(variables.offerId));
    if (!offer) return graphqlError({ message: 'Offer not found', code: 'NOT_FOUND' });
    if (offer.status !== 'sent' || state.offers.some((each) => each.status === 'accepted')) return graphqlError({ message: 'This offer is no longer available', code: 'CONFLICT' });
    for (const each of state.offers) each.status = each === offer ? 'accepted' : each.status === 'sent' ? 'standby' : each.status;
    offer.version += 1;
    return HttpResponse.json({ data: { acceptOffer: view().find((each) => each.id === offer.id) as never } });
  }),
  api.mutation<DeclineOfferMutation, DeclineOfferMutationVariables>('DeclineOffer', ({ variables }) => {
    state.sent.push({ operation: 'DeclineOffer', variables });
    const offer = state.offers.find((each) => String(each.id) === String(variables.offerId));
    if (!offer) return graphqlError({ message: 'Offer not found', code: 'NOT_FOUND' });
    if (offer.status !== 'sent') return graphqlError({ message: 'This offer is no longer available', code: 'CONFLICT' });
    offer.status = 'declined';
    offer.version += 1;
    return HttpResponse.json({ data: { declineOffer: view().find((each) => each.id === offer.id) as never } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'offers',
  () => state,
  (saved) => {
    Object.assign(state, saved);
  },
  () => offersMocks.reset(),
);
