import { graphql, type GraphQLQuery } from 'msw/graphql';
import type { MarkFundedMutation, MarkFundedMutationVariables } from '../features/funding/api/funding.generated';
import type {
  LenderFileCardFieldsFragment,
  LenderFilePageQueryVariables,
  LenderFileQueryVariables,
  LenderFileOffersQueryVariables,
  LenderReportFellThroughMutationVariables,
  LenderMarkContractSentMutationVariables,
  LenderOfferFieldsFragment,
  LenderWithdrawOfferMutationVariables,
  MyLenderProfileQuery,
  OpenLenderFileMutationVariables,
  LenderMakeOfferMutationVariables,
  LenderPostPaymentMutationVariables,
  LenderFileTimelineQueryVariables,
  LenderReviseOfferMutationVariables,
  LenderOfferPreviewQueryVariables,
  DeclineLenderFileMutationVariables,
} from '../features/lender-portal/api/lender-portal.generated';
import { graphqlError, refusal, reply, type GraphQLFailure } from './graphql-replies';
import { lendersAccessMocks } from './lenders-access';
import { registerSlice } from './store';

/**
 * MSW handlers for R20 (the lender portal), lender users only as on the server. Demo data for Cedar Growth: a new
 * file in the inbox (Blue Fern Bakery), Rosa's Cocina offered on (one sent and one accepted offer), a revoked file;
 * one funded deal. `lenderPortalMocks.profile` can pause the lender; `sent` records what the mutations received.
 */

type Offer = LenderOfferFieldsFragment & { __typename: 'Offer' };
/** Response objects carry their __typename as the server's do; the generated types leave it out. */
type WithTypename<T> = T & { __typename: string };
type FileCard = WithTypename<LenderFileCardFieldsFragment>;

const rosasFacts: WithTypename<NonNullable<LenderFileCardFieldsFragment['facts']>> = {
  __typename: 'LenderFileFacts',
  businessName: "Rosa's Cocina LLC",
  state: 'TX',
  industry: 'restaurants',
  naicsCode: '722511',
  entityType: 'llc',
  monthsInBusiness: 30,
  monthlyRevenueCents: 4_200_000,
  revenueSource: 'bank_statements',
  fico: 640,
  ficoSource: 'soft_pull',
  ficoAsOf: '2026-11-01',
  openPositions: 1,
  requestedAmountCents: 6_000_000,
  product: 'revenue-based-financing',
  useOfFunds: 'A second oven and a walk-in cooler',
};

/** Files the lender opened or offered on in this session: the list shows them viewed / offered, as the server would. */
let openedIds = new Set<string>();
let offeredIds = new Set<string>();

/** The lender's declines (R20 *Decline*), by application: when, and what it sent. */
let declined = new Map<
  string,
  { at: string; reasonCode: string; note: string | null; reconsiderHint: string | null }
>();

/** Statuses that grant the lender access to the file (ACCESS_STATUSES, §3.4). */
const ACCESS_STATUSES: readonly string[] = ['shared', 'viewed', 'info_requested', 'offered'];
const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/New_York',
});
const onDay = (at: string | null) => (at ? DATE.format(new Date(at)) : '');

/** A card whose access ended: no facts, the server's sentence (lender-portal.service.ts endedText). */
function ended(card: FileCard, status: string, endedText: string): FileCard {
  return { ...card, status: status as FileCard['status'], facts: null, whyYouSeeThis: null, endedText };
}

function withProgress(card: FileCard): FileCard {
  const decline = declined.get(card.applicationId);
  if (decline)
    return {
      ...ended(card, 'declined', `You declined this file on ${onDay(decline.at)}`),
      respondedAt: card.respondedAt ?? decline.at,
    };
  if (offeredIds.has(card.applicationId) && ['shared', 'viewed', 'info_requested'].includes(card.status))
    return { ...card, status: 'offered' };
  if (openedIds.has(card.applicationId) && card.status === 'shared') return { ...card, status: 'viewed' };
  return card;
}

/**
 * Application 2 (the client's, in review) is shared with Cedar Growth in ./lenders-access (submission 20, viewed):
 * its card follows that submission, so a decline here shows in the workspace's Lenders tab and the client's Lenders
 * & access, and a revoke there ends the lender's access here.
 */
function sharedFromWorkspace(): FileCard[] {
  const submission = lendersAccessMocks.of('2').find((each) => each.lenderName === 'Cedar Growth');
  if (!submission) return [];
  const card: FileCard = {
    __typename: 'LenderFileCard',
    submissionId: submission.id,
    applicationId: '2',
    number: 'NF-2026-000002',
    status: submission.status,
    sharedAt: '2026-11-01T15:00:00.000Z',
    firstViewedAt: '2026-11-03T15:14:00.000Z',
    respondedAt: null,
    slaDueAt: '2026-11-01T23:00:00.000Z',
    endedText: null,
    whyYouSeeThis: 'Meets all criteria',
    facts: {
      ...rosasFacts,
      businessName: 'Casey Client Catering Co.',
      state: 'IL',
      industry: 'restaurants',
      monthsInBusiness: 38,
      monthlyRevenueCents: 6_200_000,
      fico: 680,
      requestedAmountCents: 15_000_000,
      product: 'business-term-loan',
      useOfFunds: 'A catering van and kitchen equipment',
    },
  };
  if (ACCESS_STATUSES.includes(submission.status) || submission.status === 'declined') return [card];
  const text: Record<string, string> = {
    revoked:
      submission.revokedBy === 'client'
        ? `Access ended by the applicant on ${onDay(submission.endedAt)}`
        : `Access ended by NetFund on ${onDay(submission.endedAt)}`,
    closed: 'Closed by NetFund',
    expired: `Expired unanswered on ${onDay(submission.endedAt)}`,
    lost: 'The applicant chose another offer',
  };
  return [ended(card, submission.status, text[submission.status] ?? 'Access ended')];
}

/** Every file shared with the lender, as it stands now. */
function currentFiles(): FileCard[] {
  return [...sharedFromWorkspace(), ...demoFiles()].map(withProgress);
}

/**
 * The server's rule for which files a tab lists (LENDER_FILE_TAB_STATUSES in lender-portal.schemas.ts), as this fake
 * server needs it for its demo files: the inbox also lists the files whose access ended, except a won one.
 */
const TAB_STATUSES: Record<LenderFilePageQueryVariables['tab'], readonly string[]> = {
  inbox: ['shared', 'proposed', 'declined', 'refused', 'expired', 'revoked', 'closed', 'lost'],
  active: ['viewed', 'info_requested', 'offered'],
  offers: ['offered', 'won'],
};

function demoFiles(): FileCard[] {
  const card = (overrides: Partial<FileCard>): FileCard => ({
    __typename: 'LenderFileCard',
    submissionId: '1',
    applicationId: '104',
    number: 'NF-2026-000104',
    status: 'offered',
    sharedAt: '2026-11-18T15:00:00.000Z',
    firstViewedAt: '2026-11-18T16:00:00.000Z',
    respondedAt: '2026-11-19T10:00:00.000Z',
    slaDueAt: null,
    endedText: null,
    whyYouSeeThis: 'Meets all criteria',
    facts: rosasFacts,
    ...overrides,
  });
  return [
    card({
      submissionId: '2',
      applicationId: '105',
      number: 'NF-2026-000105',
      status: 'shared',
      firstViewedAt: null,
      respondedAt: null,
      slaDueAt: '2099-01-01T15:00:00.000Z',
      whyYouSeeThis: 'Near miss: Needs FICO 650, applicant has 620 (30 short)',
      facts: {
        ...rosasFacts,
        businessName: 'Blue Fern Bakery LLC',
        state: 'CA',
        industry: 'retail',
        fico: 620,
        requestedAmountCents: 2_500_000,
        useOfFunds: 'Inventory',
      },
    }),
    card({}),
    card({
      submissionId: '4',
      applicationId: '107',
      number: 'NF-2026-000107',
      status: 'won',
      facts: null,
      whyYouSeeThis: null,
      endedText: 'The applicant accepted your offer: proceed to contract',
    }),
    card({
      submissionId: '3',
      applicationId: '106',
      number: 'NF-2026-000106',
      status: 'revoked',
      facts: null,
      whyYouSeeThis: null,
      endedText: 'Access ended by the applicant on Nov 3, 2026',
    }),
  ];
}

function demoOffer(id: string, status: 'sent' | 'accepted', amountCents: number): Offer {
  return {
    __typename: 'Offer',
    id,
    applicationId: '104',
    status,
    statusReason: null,
    product: 'revenue-based-financing',
    expiresAt: '2099-01-01T00:00:00.000Z',
    acceptedAt: status === 'accepted' ? '2026-11-20T10:00:00.000Z' : null,
    contractSentAt: null,
    version: 1,
    prepayment: 'none',
    conditions: ['Bank verification'],
    figures: {
      __typename: 'OfferFigures',
      amountCents,
      disbursedCents: amountCents - 180_000,
      aprBps: 7738,
      totalRepaymentCents: Math.round(amountCents * 1.28),
      pricingType: 'factor',
      factorE4: 12_800,
      interestBps: null,
      termBusinessDays: 189,
      frequency: 'daily',
      feesWithheldCents: 180_000,
      otherFeesCents: 0,
      texts: { __typename: 'OfferTexts', term: '9 months', rate: 'Factor 1.28', payment: '$406.35 daily' },
    } as Offer['figures'],
  };
}

const activeProfile: WithTypename<MyLenderProfileQuery['myLender']> = {
  __typename: 'LenderProfile',
  id: '3',
  displayName: 'Cedar Growth',
  status: 'active',
  pausedReason: null,
  slaHours: 24,
};

let offers: Offer[] = [];
let sent: { operation: string; variables: unknown }[] = [];
let profile = activeProfile;
/** What the demo funded deal has been paid (Post payment adds to it). */
let paidToDateCents = 81_270;

function reset(): void {
  paidToDateCents = 81_270;
  openedIds = new Set();
  offeredIds = new Set();
  declined = new Map();
  offers = [demoOffer('31', 'accepted', 6_000_000), demoOffer('32', 'sent', 4_000_000)];
  sent = [];
  profile = activeProfile;
}
reset();

export const lenderPortalMocks = {
  reset,
  /** Pauses the demo lender with this reason (R20 banner). */
  pause(reason: string): void {
    profile = { ...activeProfile, status: 'paused', pausedReason: reason };
  },
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
};

/** R20 *Decline* reason codes and the server's sentences (lender-portal.schemas.ts). */
const DECLINE_REASONS = [
  { code: 'credit_score', label: 'Credit score' },
  { code: 'time_in_business', label: 'Time in business' },
  { code: 'revenue', label: 'Revenue' },
  { code: 'cash_flow', label: 'Cash flow / NSFs' },
  { code: 'industry', label: 'Industry' },
  { code: 'state', label: 'State' },
  { code: 'positions', label: 'Positions / stacking' },
  { code: 'documents_insufficient', label: 'Documents insufficient' },
  { code: 'duplicate', label: 'Duplicate' },
  { code: 'outside_program', label: 'Outside program' },
  { code: 'other', label: 'Other' },
] as const;
const NOTE_REQUIRED_FOR_OTHER = 'Say why in at least 10 characters';
const ONLY_OPEN_FILES_DECLINE = 'Only a file you have not answered with an offer can be declined';

/** lenderDeclineSchema: every field's first problem, the first one as the message; the note rule for `other` last. */
function declineInput(
  input: DeclineLenderFileMutationVariables['input'],
): GraphQLFailure | { reasonCode: string; note: string | null; reconsiderHint: string | null } {
  const fieldErrors: Record<string, string> = {};
  if (!DECLINE_REASONS.some((reason) => reason.code === input.reasonCode)) fieldErrors.reasonCode = 'Pick a reason';
  const note = input.note?.trim() ?? null;
  if (note && note.length > 1000) fieldErrors.note = 'The note must be at most 1,000 characters';
  const reconsiderHint = input.reconsiderHint?.trim() ?? null;
  if (reconsiderHint && reconsiderHint.length > 200) fieldErrors.reconsiderHint = 'At most 200 characters';
  if (Object.keys(fieldErrors).length === 0 && input.reasonCode === 'other' && (note?.length ?? 0) < 10)
    fieldErrors.note = NOTE_REQUIRED_FOR_OTHER;
  const first = Object.values(fieldErrors)[0];
  if (first) return { message: first, code: 'BAD_USER_INPUT', fieldErrors };
  return { reasonCode: input.reasonCode, note: note || null, reconsiderHint: reconsiderHint || null };
}

/** The resolver's `@Authorized(Role.lender)`, answered with the server's own refusal. */
function lenderRefusal() {
  const refused = refusal(['lender']);
  return refused ? graphqlError(refused) : undefined;
}

function changeOffer(
  operation: string,
  variables: { offerId: string | number; expectedVersion: number },
  change: (offer: Offer) => Offer,
): { offer: Offer } | { error: string; code: string } {
  sent.push({ operation, variables });
  const offer = offers.find((each) => each.id === String(variables.offerId));
  if (!offer) return { error: 'Offer not found', code: 'NOT_FOUND' };
  if (offer.version !== variables.expectedVersion)
    return { error: 'Someone else changed this offer. Reload and try again.', code: 'CONFLICT' };
  const changed = { ...change(offer), version: offer.version + 1 };
  offers = offers.map((each) => (each.id === offer.id ? changed : each));
  return { offer: changed };
}

const api = graphql.link('*/graphql');

export const lenderPortalHandlers = [
  api.query<GraphQLQuery, LenderFilePageQueryVariables>('LenderFilePage', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    const page = variables.page ?? 1;
    const pageSize = variables.pageSize ?? 25;
    if (pageSize < 1 || pageSize > 100)
      return graphqlError({ message: 'pageSize must be a whole number from 1 to 100', code: 'BAD_USER_INPUT' });
    const files = currentFiles().filter((file) => TAB_STATUSES[variables.tab].includes(file.status));
    return reply({
      lenderFilePage: {
        __typename: 'LenderFilePage',
        items: files.slice((page - 1) * pageSize, page * pageSize),
        totalCount: files.length,
        page,
        pageSize,
      },
    });
  }),
  api.query<GraphQLQuery, LenderFileQueryVariables>('LenderFile', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    const card = currentFiles().find((file) => file.applicationId === String(variables.applicationId));
    if (!card) return graphqlError({ message: 'Application not found', code: 'NOT_FOUND' });
    return reply({ lenderFile: card });
  }),
  api.mutation<GraphQLQuery, OpenLenderFileMutationVariables>('OpenLenderFile', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    // requireOpenSubmission: once access ended (declined, revoked, …) the file is not found.
    const card = currentFiles().find(
      (file) => file.applicationId === String(variables.applicationId) && ACCESS_STATUSES.includes(file.status),
    );
    if (card) openedIds.add(card.applicationId);
    if (!card) return graphqlError({ message: 'Application not found', code: 'NOT_FOUND' });
    const documents = [
      {
        __typename: 'LenderFileDocument' as const,
        id: '51',
        label: 'Bank statements (3 months)',
        docType: 'bank_statement',
        status: 'accepted',
        fileName: 'bank-statements.pdf',
      },
    ];
    return reply({
      openLenderFile: {
        __typename: 'LenderFile',
        card: { ...card, status: card.status === 'shared' ? 'viewed' : card.status },
        documents,
      },
    });
  }),
  // R20 decline reason codes (LENDER_DECLINE_REASONS), lender users only as the resolver.
  api.query(
    'LenderDeclineReasons',
    () =>
      lenderRefusal() ??
      reply({
        lenderDeclineReasons: DECLINE_REASONS.map((reason) => ({ __typename: 'LenderDeclineReason', ...reason })),
      }),
  ),
  // R20 *Decline* (LenderPortalService.decline): the input first, then an open share, then not yet answered with an offer.
  api.mutation<GraphQLQuery, DeclineLenderFileMutationVariables>('DeclineLenderFile', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    sent.push({ operation: 'DeclineLenderFile', variables });
    const input = declineInput(variables.input);
    if ('code' in input) return graphqlError(input);
    const applicationId = String(variables.applicationId);
    const card = currentFiles().find(
      (file) => file.applicationId === applicationId && ACCESS_STATUSES.includes(file.status),
    );
    if (!/^\d{1,10}$/.test(applicationId) || !card)
      return graphqlError({ message: 'Application not found', code: 'NOT_FOUND' });
    if (!['shared', 'viewed', 'info_requested'].includes(card.status))
      return graphqlError({ message: ONLY_OPEN_FILES_DECLINE, code: 'CONFLICT' });
    const at = new Date().toISOString();
    declined.set(applicationId, { at, ...input });
    // The admin's and the client's views of the share (./lenders-access) see the decline too.
    if (applicationId === '2') lendersAccessMocks.declinedByLender(card.submissionId, at);
    return reply({ declineLenderFile: currentFiles().find((file) => file.applicationId === applicationId) });
  }),
  api.query('MyLenderProfile', () => lenderRefusal() ?? reply({ myLender: profile })),
  api.query(
    'MyLenderPrograms',
    () =>
      lenderRefusal() ??
      reply({
        myLenderPrograms: [
          {
            __typename: 'LenderProgramSummary',
            id: '7',
            name: 'Cedar RBF Core',
            product: 'revenue-based-financing',
            status: 'active',
            version: 3,
            description: 'FICO 600 or more; 12 months in business; $15,000 a month in revenue; up to $150,000.',
          },
        ],
      }),
  ),
  api.query(
    'LenderPortalPerformance',
    () =>
      lenderRefusal() ??
      reply({
        lenderPerformance: {
          __typename: 'LenderPerformance',
          lenderId: '3',
          windowDays: 90,
          shares: 12,
          responded: 10,
          offered: 6,
          won: 2,
          accepted: 2,
          funded: 1,
          medianFirstResponseHours: 30.5,
          responseRate: 10 / 12,
          offerRate: 0.5,
          winRate: 1 / 3,
          pullThrough: 0.5,
        },
      }),
  ),
  api.query(
    'MyLenderFundings',
    () =>
      lenderRefusal() ??
      reply({
        myLenderFundings: [
          {
            __typename: 'Funding',
            id: '1',
            applicationId: '104',
            applicationNumber: 'NF-2026-000104',
            businessName: "Rosa's Cocina LLC",
            productLabel: 'Revenue-Based Financing',
            fundedOn: '2026-11-02',
            fundedAmountCents: 6_000_000,
            expectedPaybackCents: 7_680_000,
            paidToDateCents,
            remainingCents: 7_680_000 - paidToDateCents,
            percentPaidBps: Math.floor((paidToDateCents * 10_000) / 7_680_000),
            status: 'active',
            paymentText: '$406.35 daily',
          },
        ],
      }),
  ),
  api.query<GraphQLQuery, LenderFileOffersQueryVariables>(
    'LenderFileOffers',
    ({ variables }) =>
      lenderRefusal() ??
      reply({ applicationOffers: offers.filter((offer) => offer.applicationId === String(variables.applicationId)) }),
  ),
  api.mutation<GraphQLQuery, LenderWithdrawOfferMutationVariables>('LenderWithdrawOffer', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    const result = changeOffer('LenderWithdrawOffer', variables, (offer) => ({
      ...offer,
      status: 'withdrawn',
      statusReason: variables.reason,
    }));
    return 'error' in result
      ? graphqlError({ message: result.error, code: result.code })
      : reply({ withdrawOffer: result.offer });
  }),
  api.mutation<GraphQLQuery, MarkFundedMutationVariables>('MarkFunded', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    const result = changeOffer(
      'MarkFunded',
      { offerId: variables.input.offerId, expectedVersion: variables.input.expectedVersion },
      (offer) => ({ ...offer, status: 'funded' }),
    );
    sent[sent.length - 1] = { operation: 'MarkFunded', variables: variables.input };
    return 'error' in result
      ? graphqlError({ message: result.error, code: result.code })
      : reply({ markFunded: { __typename: 'Funding', id: '71' } as MarkFundedMutation['markFunded'] });
  }),
  api.mutation<GraphQLQuery, LenderReportFellThroughMutationVariables>('LenderReportFellThrough', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    const result = changeOffer('LenderReportFellThrough', variables, (offer) => ({
      ...offer,
      status: 'fell_through',
      statusReason: variables.reason,
    }));
    return 'error' in result
      ? graphqlError({ message: result.error, code: result.code })
      : reply({ reportOfferFellThrough: result.offer });
  }),
  api.mutation<GraphQLQuery, LenderMarkContractSentMutationVariables>('LenderMarkContractSent', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    const result = changeOffer('LenderMarkContractSent', variables, (offer) => ({
      ...offer,
      contractSentAt: '2026-11-21T10:00:00.000Z',
    }));
    return 'error' in result
      ? graphqlError({ message: result.error, code: result.code })
      : reply({ markContractSent: result.offer });
  }),
  api.query<GraphQLQuery, LenderOfferPreviewQueryVariables>('LenderOfferPreview', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    const amountCents = variables.terms.amountCents;
    const totalRepaymentCents = Math.round((amountCents * (variables.terms.factorE4 ?? 12_800)) / 10_000);
    const figures = {
      __typename: 'OfferFigures',
      amountCents,
      feesWithheldCents: 0,
      otherFeesCents: 0,
      disbursedCents: amountCents,
      pricingType: variables.terms.pricingType,
      factorE4: variables.terms.factorE4 ?? null,
      interestBps: variables.terms.interestBps ?? null,
      termBusinessDays: 189,
      frequency: variables.terms.frequency,
      paymentCount: 189,
      paymentCents: Math.floor(totalRepaymentCents / 189),
      lastPaymentCents: totalRepaymentCents - 188 * Math.floor(totalRepaymentCents / 189),
      totalRepaymentCents,
      totalCostCents: totalRepaymentCents - amountCents,
      aprBps: 7738,
      centsPerDollarBps: Math.round(((totalRepaymentCents - amountCents) * 10_000) / amountCents),
      avgMonthlyPaymentCents: Math.round(totalRepaymentCents / 9),
      paymentBurdenBps: null,
      estimatedAnnualCostBps: 7500,
      periodsPerYear: 252,
      texts: {
        __typename: 'OfferTexts',
        amount: '',
        term: '9 months',
        rate: 'Factor 1.28',
        payment: 'daily',
        schedule: '189 daily payments',
      },
    };
    return reply({ offerPreview: figures });
  }),
  api.query<GraphQLQuery, LenderFileTimelineQueryVariables>('LenderFileTimeline', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    const made = sent
      .filter(
        (each) =>
          each.operation === 'LenderMakeOffer' &&
          (each.variables as LenderMakeOfferMutationVariables).applicationId === variables.applicationId,
      )
      .map((each) => ({
        at: '2026-11-21T15:00:00.000Z',
        text: `Made an offer of $${((each.variables as LenderMakeOfferMutationVariables).terms.amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      }));
    const entries = [...made.reverse(), { at: '2026-11-18T16:00:00.000Z', text: 'Opened the file' }];
    return reply({
      lenderFileTimeline: entries.map((entry) => ({
        __typename: 'LenderTimelineEntry',
        actorName: 'Logan Lender',
        ...entry,
      })),
    });
  }),
  api.mutation<GraphQLQuery, LenderReviseOfferMutationVariables>('LenderReviseOffer', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    const result = changeOffer('LenderReviseOffer', variables, (offer) => ({ ...offer, status: 'superseded' }));
    if ('error' in result) return graphqlError({ message: result.error, code: result.code });
    const revised = {
      ...demoOffer(String(40 + offers.length), 'sent', variables.terms.amountCents),
      applicationId: result.offer.applicationId,
    };
    offers = [...offers, revised];
    return reply({ reviseOffer: revised });
  }),
  api.mutation<GraphQLQuery, LenderPostPaymentMutationVariables>('LenderPostPayment', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    sent.push({ operation: 'LenderPostPayment', variables });
    const remaining = 7_680_000 - paidToDateCents;
    if (variables.input.amountCents > remaining) {
      return graphqlError({
        message: `This payment is more than the remaining balance of ${(remaining / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })}`,
        code: 'BAD_USER_INPUT',
      });
    }
    paidToDateCents += variables.input.amountCents;
    return reply({
      postFundingPayment: {
        __typename: 'Funding',
        id: String(variables.fundingId),
        paidToDateCents,
        remainingCents: 7_680_000 - paidToDateCents,
        percentPaidBps: Math.floor((paidToDateCents * 10_000) / 7_680_000),
        version: 2,
      },
    });
  }),
  api.mutation<GraphQLQuery, LenderMakeOfferMutationVariables>('LenderMakeOffer', ({ variables }) => {
    const refused = lenderRefusal();
    if (refused) return refused;
    sent.push({ operation: 'LenderMakeOffer', variables });
    if (variables.terms.amountCents > 15_000_000) {
      return graphqlError({
        message: 'Check the offer',
        code: 'BAD_USER_INPUT',
        fieldErrors: { amountCents: 'Above your program’s maximum of $150,000: add an exception note' },
      });
    }
    if (offers.filter((offer) => offer.status === 'sent' || offer.status === 'accepted').length >= 3)
      return graphqlError({ message: 'Withdraw an offer before adding another', code: 'CONFLICT' });
    const offer = {
      ...demoOffer(String(40 + offers.length), 'sent', variables.terms.amountCents),
      applicationId: String(variables.applicationId),
    };
    offers = [...offers, offer];
    offeredIds.add(offer.applicationId);
    return reply({ makeOffer: offer });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'lenderPortal',
  () => ({ openedIds, offeredIds, declined, offers, sent, profile, paidToDateCents }),
  (state) => {
    ({ openedIds, offeredIds, offers, sent, profile, paidToDateCents } = state);
    // A world saved before declines existed still loads.
    declined = state.declined ?? new Map();
  },
  () => reset(),
);
