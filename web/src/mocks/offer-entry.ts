import { graphql, type GraphQLQuery } from 'msw/graphql';
import type {
  AcceptOfferForClientMutationVariables,
  EnterOfferMutationVariables,
  OfferPreviewQueryVariables,
  ReportOfferFellThroughMutationVariables,
} from '../features/offers/api/offers.generated';
import { workspaceMocks } from './application-workspace';
import { graphqlError, invalid, refusal, reply, type GraphQLFailure } from './graphql-replies';
import { lenderDirectory } from './lender-management';
import { offerList, type MockOffer } from './offers';
import { registerSlice } from './store';

/**
 * MSW handlers for R13's offer entry (admins): the disclosure box of typed-in terms (`OfferPreview`, also the
 * lender's), an offer entered for a lender with a document of the application as evidence (`EnterOffer`; it joins the
 * offers of ./offers, so the client sees it too), *Accept offer for client* (consent channel and note) and *Report fell
 * through*. Messages and codes as OfferMakingService / OfferDecisionService: the terms' field errors, "Choose a
 * document of this application as evidence", at most 3 live offers per lender and file, "This offer is no longer
 * available", CONFLICT on a stale `expectedVersion`. The figures are simple arithmetic (no APR solver).
 */

type Terms = OfferPreviewQueryVariables['terms'];

const BUSINESS_DAYS_PER_MONTH = 21;
const PERIODS_PER_YEAR: Record<string, number> = { daily: 252, weekly: 52, biweekly: 26, monthly: 12 };
const DAYS_PER_PERIOD: Record<string, number> = { daily: 1, weekly: 5, biweekly: 10, monthly: 21 };
const STALE_OFFER = 'This offer was changed since you opened it. Reload to see the latest.';
const NO_LONGER_AVAILABLE = 'This offer is no longer available';

let sent: { operation: string; variables: unknown }[] = [];
let nextId = 950;

export const offerEntryMocks = {
  reset() {
    sent = [];
    nextId = 950;
  },
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
};

/** The offer-terms schema's checks (offers.schemas.ts), first failure first. */
function termsProblem(terms: Terms): GraphQLFailure | undefined {
  if (!terms.product) return invalid('product', 'Pick a product');
  if (!Number.isInteger(terms.amountCents) || terms.amountCents <= 0) return invalid('amountCents', 'The amount must be a whole number of cents');
  if (terms.pricingType === 'factor' && terms.factorE4 == null) return invalid('factorE4', 'Give the factor rate');
  if (terms.pricingType === 'interest' && terms.interestBps == null) return invalid('interestBps', 'Give the interest rate');
  if (terms.factorE4 != null && (terms.factorE4 < 10_100 || terms.factorE4 > 25_000)) return invalid('factorE4', 'The factor rate must be from 1.0100 to 2.5000');
  if (terms.interestBps != null && (terms.interestBps < 1 || terms.interestBps > 19_999)) return invalid('interestBps', 'The interest rate must be from 0.01% to 199.99% a year');
  if ((terms.termMonths == null) === (terms.termBusinessDays == null)) return invalid('termMonths', 'Give the term either in months or in business days');
  if (terms.termMonths != null && (terms.termMonths < 1 || terms.termMonths > 360)) return invalid('termMonths', 'The term must be from 1 to 360 months');
  if (terms.termBusinessDays != null && (terms.termBusinessDays < 1 || terms.termBusinessDays > 7_560)) return invalid('termBusinessDays', 'The term must be from 1 to 7,560 business days');
  if (terms.originationFeeCents != null && terms.originationFeeBps != null) return invalid('originationFeeCents', 'Give the origination fee in dollars or as a percentage, not both');
  if (terms.expiresInDays != null && (terms.expiresInDays < 1 || terms.expiresInDays > 30)) return invalid('expiresInDays', 'The offer must expire in 1 to 30 days');
  if (terms.conditions && terms.conditions.length > 10) return invalid('conditions', 'At most 10 conditions');
  return undefined;
}

const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100);

/** The disclosure figures of valid terms: simple interest for an interest rate, the factor otherwise. */
export function offerFigures(terms: Terms) {
  const termBusinessDays = terms.termBusinessDays ?? (terms.termMonths ?? 1) * BUSINESS_DAYS_PER_MONTH;
  const months = termBusinessDays / BUSINESS_DAYS_PER_MONTH;
  const amountCents = terms.amountCents;
  const feesWithheldCents = terms.originationFeeCents ?? Math.round((amountCents * (terms.originationFeeBps ?? 0)) / 10_000);
  const otherFeesCents = terms.otherFeesCents ?? 0;
  const totalRepaymentCents =
    terms.pricingType === 'factor' ? Math.round((amountCents * (terms.factorE4 ?? 10_000)) / 10_000) : Math.round(amountCents * (1 + ((terms.interestBps ?? 0) / 10_000) * (months / 12)));
  const paymentCount = Math.max(1, Math.round(termBusinessDays / (DAYS_PER_PERIOD[terms.frequency] ?? 1)));
  const paymentCents = Math.floor(totalRepaymentCents / paymentCount);
  const totalCostCents = totalRepaymentCents - amountCents + feesWithheldCents + otherFeesCents;
  const disbursedCents = amountCents - feesWithheldCents;
  const aprBps = Math.round((totalCostCents / Math.max(1, disbursedCents)) * (12 / months) * 10_000);
  return {
    __typename: 'OfferFigures',
    amountCents,
    feesWithheldCents,
    otherFeesCents,
    disbursedCents,
    pricingType: terms.pricingType,
    factorE4: terms.factorE4 ?? null,
    interestBps: terms.interestBps ?? null,
    termBusinessDays,
    frequency: terms.frequency,
    paymentCount,
    paymentCents,
    lastPaymentCents: totalRepaymentCents - (paymentCount - 1) * paymentCents,
    totalRepaymentCents,
    totalCostCents,
    aprBps,
    centsPerDollarBps: Math.round((totalCostCents * 10_000) / amountCents),
    avgMonthlyPaymentCents: Math.round(totalRepaymentCents / months),
    paymentBurdenBps: null,
    estimatedAnnualCostBps: aprBps,
    periodsPerYear: PERIODS_PER_YEAR[terms.frequency] ?? 252,
    texts: {
      __typename: 'OfferTexts',
      amount: dollars(amountCents),
      term: Number.isInteger(months) ? `${months} ${months === 1 ? 'month' : 'months'}` : `${termBusinessDays} business days`,
      rate: terms.pricingType === 'factor' ? `Factor ${((terms.factorE4 ?? 10_000) / 10_000).toFixed(2)}` : `${((terms.interestBps ?? 0) / 100).toFixed(2)}% a year`,
      payment: `${dollars(paymentCents)} ${terms.frequency}`,
      schedule: `${paymentCount} ${terms.frequency} payments`,
    },
  };
}

function findOffer(offerId: string, expectedVersion: number): { offer: MockOffer } | { failure: GraphQLFailure } {
  const offer = offerList().find((each) => String(each.id) === offerId);
  if (!offer) return { failure: { message: 'Offer not found', code: 'NOT_FOUND' } };
  if (offer.version !== expectedVersion) return { failure: { message: STALE_OFFER, code: 'CONFLICT' } };
  return { offer };
}

const api = graphql.link('*/graphql');

export const offerEntryHandlers = [
  api.query<GraphQLQuery, OfferPreviewQueryVariables>('OfferPreview', ({ variables }) => {
    const refused = refusal(['admin', 'lender']);
    if (refused) return graphqlError(refused);
    const problem = termsProblem(variables.terms);
    return problem ? graphqlError(problem) : reply({ offerPreview: offerFigures(variables.terms) });
  }),
  api.mutation<GraphQLQuery, EnterOfferMutationVariables>('EnterOffer', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'EnterOffer', variables });
    const applicationId = String(variables.applicationId);
    const lender = lenderDirectory().find((each) => each.id === String(variables.lenderId));
    if (!lender) return graphqlError({ message: 'Application not found', code: 'NOT_FOUND' });
    if (!workspaceMocks.documentsOf(applicationId).some((document) => document.id === String(variables.evidenceDocumentId))) {
      return graphqlError(invalid('evidenceDocumentId', 'Choose a document of this application as evidence'));
    }
    const problem = termsProblem(variables.terms);
    if (problem) return graphqlError(problem);
    const offers = offerList();
    const mine = offers.filter((each) => String(each.applicationId) === applicationId);
    if (mine.some((each) => each.status === 'accepted')) return graphqlError({ message: 'The applicant accepted another offer', code: 'CONFLICT' });
    if (mine.filter((each) => each.status === 'sent' && String(each.lenderId) === lender.id).length >= 3) return graphqlError({ message: 'Withdraw an offer before adding another', code: 'CONFLICT' });
    const now = new Date();
    const offer = {
      __typename: 'Offer',
      id: nextId++,
      submissionId: 0,
      applicationId: Number(applicationId),
      lenderId: Number(lender.id),
      lenderName: lender.displayName,
      product: variables.terms.product,
      status: 'sent',
      statusReason: null,
      badges: [],
      prepayment: variables.terms.prepayment ?? null,
      conditions: variables.terms.conditions ?? [],
      expiresAt: new Date(now.getTime() + (variables.terms.expiresInDays ?? 7) * 86_400_000).toISOString(),
      createdAt: now.toISOString(),
      acceptedAt: null,
      contractSentAt: null,
      enteredByNetFund: true,
      supersedesId: null,
      version: 1,
      figures: offerFigures(variables.terms),
    } as unknown as MockOffer;
    offers.push(offer);
    return reply({ enterOffer: offer });
  }),
  api.mutation<GraphQLQuery, AcceptOfferForClientMutationVariables>('AcceptOfferForClient', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'AcceptOfferForClient', variables });
    const note = variables.consent.note.trim();
    if (!['web', 'phone', 'email'].includes(variables.consent.channel)) return graphqlError(invalid('channel', 'Channel must be web, phone or email'));
    if (note.length < 5 || note.length > 1000) return graphqlError(invalid('note', 'Say how the client agreed (5 to 1,000 characters)'));
    const found = findOffer(String(variables.offerId), variables.expectedVersion);
    if ('failure' in found) return graphqlError(found.failure);
    const { offer } = found;
    const siblings = offerList().filter((each) => each.applicationId === offer.applicationId);
    if (offer.status !== 'sent' || siblings.some((each) => each.status === 'accepted')) return graphqlError({ message: NO_LONGER_AVAILABLE, code: 'CONFLICT' });
    for (const each of siblings) each.status = each === offer ? 'accepted' : each.status === 'sent' ? 'standby' : each.status;
    Object.assign(offer, { acceptedAt: new Date().toISOString(), version: offer.version + 1 });
    return reply({ acceptOfferForClient: { ...offer, badges: [] } });
  }),
  api.mutation<GraphQLQuery, ReportOfferFellThroughMutationVariables>('ReportOfferFellThrough', ({ variables }) => {
    const refused = refusal(['admin', 'lender']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'ReportOfferFellThrough', variables });
    const note = variables.note?.trim();
    if (note && note.length > 500) return graphqlError(invalid('note', 'The note must be at most 500 characters'));
    if (variables.reason === 'other' && (note?.length ?? 0) < 5) return graphqlError(invalid('note', 'Say what happened (at least 5 characters)'));
    const found = findOffer(String(variables.offerId), variables.expectedVersion);
    if ('failure' in found) return graphqlError(found.failure);
    const { offer } = found;
    if (offer.status !== 'accepted') return graphqlError({ message: 'Only an accepted offer can fall through', code: 'CONFLICT' });
    Object.assign(offer, { status: 'fell_through', statusReason: variables.reason, version: offer.version + 1 });
    return reply({ reportOfferFellThrough: { ...offer, badges: [] } });
  }),
];

// The domain's own state (entered offers live in ./offers' slice).
registerSlice(
  'offerEntry',
  () => ({ sent, nextId }),
  (state) => {
    ({ sent, nextId } = state);
  },
  () => offerEntryMocks.reset(),
);
