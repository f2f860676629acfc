import { graphql, type GraphQLQuery, type GraphQLResponseBody } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type {
  MarketplaceKpisQuery,
  MarketplaceKpisQueryVariables,
} from '../features/admin-dashboard/api/marketplace-kpis.generated';
import type {
  AddFundingTransactionMutation,
  AddFundingTransactionMutationVariables,
  ApplicationFundingIdQuery,
  ApplicationFundingIdQueryVariables,
  FundingDetailFragment,
  FundingDetailQuery,
  FundingDetailQueryVariables,
  OffersForFundingQuery,
  OffersForFundingQueryVariables,
  ReverseFundingTransactionMutation,
  ReverseFundingTransactionMutationVariables,
} from '../features/funding/api/funding.generated';
import { mockScenario } from './scenario';
import { registerSlice } from './store';

/**
 * MSW handlers for R14 (a funded deal) and R1's lender and funding KPIs, admins only as on the server. Demo data:
 * funding 1 (Rosa's Cocina, Cedar Growth, $60,000 at factor 1.28, two payments posted); funding 2 funded today with
 * an empty ledger; application 4 is funded as funding 1. `fundingMocks.sent` records what the mutations received.
 */

type Funding = FundingDetailFragment & { __typename: 'Funding' };
type Transaction = Funding['transactions'][number];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function transaction(id: string, type: string, amountCents: number, occurredOn: string, balanceAfterCents: number, extra: Partial<Transaction> = {}): Transaction {
  return {
    id,
    type: type as Transaction['type'],
    amountCents,
    occurredOn,
    source: 'lender',
    externalRef: `CED-${id}`,
    reversesId: null,
    reversedById: null,
    note: null,
    createdByName: 'lender',
    balanceAfterCents,
    ...extra,
  };
}

function demoFunding(id: string, payments: boolean): Funding {
  const transactions = payments ? [transaction('501', 'payment', 40_635, '2026-11-03', 7_639_365), transaction('502', 'payment', 40_635, '2026-11-04', 7_598_730)] : [];
  const paid = transactions.reduce((sum, row) => sum + row.amountCents, 0);
  return {
    __typename: 'Funding',
    id,
    applicationId: id === '1' ? '4' : '5',
    applicationNumber: id === '1' ? 'NF-2026-000104' : 'NF-2026-000105',
    businessName: id === '1' ? "Rosa's Cocina LLC" : 'Blue Fern Bakery LLC',
    contactName: 'Rosa Delgado',
    lenderName: 'Cedar Growth',
    productLabel: 'Revenue-Based Financing',
    fundedOn: '2026-11-02',
    fundedAmountCents: 6_000_000,
    disbursedCents: 5_820_000,
    feesWithheldCents: 180_000,
    otherFeesCents: 0,
    aprBps: 7738,
    termText: '9 months · 189 business-day payments',
    rateText: 'Factor 1.28 (APR 77.38%)',
    paymentText: '$406.35 daily',
    paymentCount: 189,
    originalPaybackCents: 7_680_000,
    expectedPaybackCents: 7_680_000,
    paidToDateCents: paid,
    creditedCents: 0,
    remainingCents: 7_680_000 - paid,
    percentPaidBps: Math.floor((paid * 10_000) / 7_680_000),
    status: 'active',
    statusNote: null,
    nextStatuses: ['paid_off', 'delinquent', 'defaulted', 'renewed'],
    lenderRef: 'CED-7781',
    note: null,
    commission: { expectedCents: 180_000, status: 'pending', receivedOn: null },
    renewalCandidate: false,
    missedDueDates: [],
    transactions,
    series: [
      { date: '2026-11-02', scheduledCents: 0, actualCents: 0 },
      { date: '2026-11-03', scheduledCents: 40_635, actualCents: payments ? 40_635 : 0 },
      { date: '2026-11-04', scheduledCents: 81_270, actualCents: payments ? 81_270 : 0 },
      { date: '2026-11-05', scheduledCents: 121_905, actualCents: null },
    ],
    version: 1,
  };
}

let fundings = new Map<string, Funding>();
let sent: { operation: string; variables: unknown }[] = [];
function reset() {
  fundings = new Map([
    ['1', demoFunding('1', true)],
    ['2', demoFunding('2', false)],
    // A lender with no commission terms: nothing to collect.
    ['3', { ...demoFunding('3', false), commission: { expectedCents: 0, status: 'pending', receivedOn: null } }],
  ]);
  sent = [];
}
reset();

export const fundingMocks = {
  reset,
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
};

function graphqlError<Query extends GraphQLQuery>(message: string, code: string, fieldErrors?: Record<string, string>) {
  return HttpResponse.json<GraphQLResponseBody<Query>>({ data: null, errors: [{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }] });
}

function refusal<Query extends GraphQLQuery>() {
  const user = mockScenario.currentUser;
  if (!user) return graphqlError<Query>('Authentication required', 'UNAUTHENTICATED');
  if (user.role !== 'admin') return graphqlError<Query>('Access denied', 'FORBIDDEN');
  return undefined;
}

function withEntry(funding: Funding, entry: Transaction): Funding {
  const lowers = entry.type === 'payment' || entry.type === 'adjustment' || entry.type === 'discount';
  const remainingCents = funding.remainingCents + (lowers ? -entry.amountCents : entry.amountCents);
  const paidToDateCents = funding.paidToDateCents + (entry.type === 'payment' ? entry.amountCents : 0);
  return { ...funding, remainingCents, paidToDateCents, transactions: [...funding.transactions, { ...entry, balanceAfterCents: remainingCents }], version: funding.version };
}

const api = graphql.link('*/graphql');

export const fundingHandlers = [
  api.query<FundingDetailQuery, FundingDetailQueryVariables>('FundingDetail', ({ variables }) => {
    const refused = refusal<FundingDetailQuery>();
    if (refused) return refused;
    const funding = fundings.get(String(variables.id));
    if (!funding) return graphqlError<FundingDetailQuery>('Funding record not found', 'NOT_FOUND');
    return HttpResponse.json({ data: { funding } });
  }),
  api.query<ApplicationFundingIdQuery, ApplicationFundingIdQueryVariables>('ApplicationFundingId', ({ variables }) => {
    const refused = refusal<ApplicationFundingIdQuery>();
    if (refused) return refused;
    const funding = [...fundings.values()].find((each) => each.applicationId === String(variables.applicationId));
    return HttpResponse.json({ data: { applicationFundingId: funding?.id ?? null } });
  }),
  // R13 *Mark funded* looks for the accepted offer; the demo workspace has no accepted application.
  api.query<OffersForFundingQuery, OffersForFundingQueryVariables>('OffersForFunding', () => {
    const refused = refusal<OffersForFundingQuery>();
    if (refused) return refused;
    return HttpResponse.json({ data: { applicationOffers: [] } });
  }),
  api.mutation<AddFundingTransactionMutation, AddFundingTransactionMutationVariables>('AddFundingTransaction', ({ variables }) => {
    sent.push({ operation: 'AddFundingTransaction', variables });
    const refused = refusal<AddFundingTransactionMutation>();
    if (refused) return refused;
    const funding = fundings.get(String(variables.fundingId));
    if (!funding) return graphqlError<AddFundingTransactionMutation>('Funding record not found', 'NOT_FOUND');
    const { input } = variables;
    if (input.type !== 'fee' && !input.recordOverpayment && input.amountCents > funding.remainingCents) {
      const message = `This ${input.type} is more than the remaining balance of ${usd.format(funding.remainingCents / 100)}`;
      return graphqlError<AddFundingTransactionMutation>(message, 'BAD_USER_INPUT', { amountCents: message });
    }
    const entry = transaction(String(600 + funding.transactions.length), input.type, input.amountCents, input.occurredOn, 0, {
      source: 'manual',
      createdByName: 'admin',
      note: input.note ?? null,
      externalRef: input.externalRef ?? null,
    });
    const next = withEntry(funding, entry);
    fundings.set(funding.id, next);
    return HttpResponse.json({ data: { addFundingTransaction: next } });
  }),
  api.mutation<ReverseFundingTransactionMutation, ReverseFundingTransactionMutationVariables>('ReverseFundingTransaction', ({ variables }) => {
    sent.push({ operation: 'ReverseFundingTransaction', variables });
    const refused = refusal<ReverseFundingTransactionMutation>();
    if (refused) return refused;
    const funding = [...fundings.values()].find((each) => each.transactions.some((row) => row.id === String(variables.transactionId)));
    const reversed = funding?.transactions.find((row) => row.id === String(variables.transactionId));
    if (!funding || !reversed) return graphqlError<ReverseFundingTransactionMutation>('Transaction not found', 'NOT_FOUND');
    if (reversed.reversedById) return graphqlError<ReverseFundingTransactionMutation>('This transaction has already been reversed', 'CONFLICT');
    const reversalId = String(700 + funding.transactions.length);
    const remainingCents = funding.remainingCents + reversed.amountCents;
    const next: Funding = {
      ...funding,
      remainingCents,
      paidToDateCents: funding.paidToDateCents - (reversed.type === 'payment' ? reversed.amountCents : 0),
      transactions: [
        ...funding.transactions.map((row) => (row.id === reversed.id ? { ...row, reversedById: reversalId } : row)),
        transaction(reversalId, 'reversal', -reversed.amountCents, '2026-11-05', remainingCents, { reversesId: reversed.id, note: variables.reason, source: 'manual', createdByName: 'admin', externalRef: null }),
      ],
    };
    fundings.set(funding.id, next);
    return HttpResponse.json({ data: { reverseFundingTransaction: next } });
  }),
  api.query<MarketplaceKpisQuery, MarketplaceKpisQueryVariables>('MarketplaceKpis', () => {
    const refused = refusal<MarketplaceKpisQuery>();
    if (refused) return refused;
    const months = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
    const marketplaceKpis: MarketplaceKpisQuery['marketplaceKpis'] = {
      range: { from: '2026-10-24', to: '2026-11-22' },
      asOf: new Date().toISOString(),
      fundedVolume: {
        count: 3,
        amountCents: 16_500_000,
        byMonth: months.map((month, index) => ({ month, count: index % 3, amountCents: (index % 3) * 5_500_000 })),
        monthToDate: { count: 2, amountCents: 11_000_000 },
        priorMonthToDate: { count: 1, amountCents: 5_500_000 },
      },
      pullThrough: {
        accepted: 4,
        funded: 3,
        fellThrough: 1,
        pullThroughPercent: 75,
        fallThroughs: [{ reason: 'bank_verification_failed', count: 1 }],
      },
      offersPerApplication: [
        { bucket: '0', count: 2 },
        { bucket: '1', count: 3 },
        { bucket: '2', count: 1 },
        { bucket: '3+', count: 1 },
      ],
      matchCoverage: {
        submitted: 12,
        withEligible: 9,
        coveragePercent: 75,
        blockingCriteria: [
          { code: 'MIN_FICO', label: 'FICO', count: 4 },
          { code: 'MIN_MONTHS', label: 'Time in business', count: 2 },
        ],
      },
      lenderResponse: {
        windowDays: 90,
        lenders: [
          { lenderId: '3', lenderName: 'Cedar Growth', slaHours: 8, shares: 6, medianFirstResponseHours: 3.5, responseRate: 1, offerRate: 0.67, winRate: 0.5 },
          { lenderId: '1', lenderName: 'Summit Capital', slaHours: 8, shares: 4, medianFirstResponseHours: 9.2, responseRate: 0.75, offerRate: 0.5, winRate: 0.5 },
          { lenderId: '2', lenderName: 'Harbor Funding', slaHours: 8, shares: 2, medianFirstResponseHours: null, responseRate: 0, offerRate: 0, winRate: null },
        ],
      },
    };
    // The cache identifies the object by its type name, which the generated type leaves out.
    const withTypename = { __typename: 'MarketplaceKpis', ...marketplaceKpis };
    return HttpResponse.json({ data: { marketplaceKpis: withTypename } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'funding',
  () => ({ fundings, sent }),
  (state) => {
    ({ fundings, sent } = state);
  },
  () => reset(),
);
