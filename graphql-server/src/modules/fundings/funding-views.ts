import type { EntityManager } from '@mikro-orm/postgresql';
import { PRODUCTS } from '../../catalogue/index.js';
import { Application } from '../applications/application.entity.js';
import { Lender } from '../lenders/lender.entity.js';
import { Offer } from '../offers/offer.entity.js';
import { formatOfferPayment, formatOfferRate, formatOfferTerm } from '../offers/offer-terms.js';
import { cumulativeSeries, isRenewalCandidate, ledgerTotals, missedDueDates, sortLedger, withBalances, type LedgerTotals, type ScheduleTerms, type SeriesPoint } from './funding-ledger.js';
import { platformToday } from '../../shared/calendar.js';
import { FundingTransaction } from './funding-transaction.entity.js';
import type { Funding } from './funding.entity.js';

/** R14 (and the lender's Funded tab): one funded deal with its ledger, schedule, chart series and renewal badge. */
export interface FundingDetail {
  funding: Funding;
  applicationNumber: string;
  businessName: string;
  contactName: string;
  lenderName: string;
  productLabel: string;
  /** From the funded offer. */
  feesWithheldCents: number;
  otherFeesCents: number;
  factorE4: number | null;
  interestBps: number | null;
  aprBps: number;
  paymentCount: number;
  lastPaymentCents: number;
  termText: string;
  rateText: string;
  paymentText: string;
  totals: LedgerTotals;
  transactions: { row: FundingTransaction; balanceAfterCents: number; reversedById: number | null }[];
  series: SeriesPoint[];
  missedDueDates: string[];
  renewalCandidate: boolean;
  /** False for a lender: the commission is the platform's business (it never leaves the admin API). */
  showCommission: boolean;
}

/** Reads what R14 shows for a funding the service already authorised. */
export async function fundingDetail(em: EntityManager, funding: Funding, showCommission: boolean, now = new Date()): Promise<FundingDetail> {
  const [application, lender, offer, rows] = await Promise.all([
    em.findOneOrFail(Application, { id: funding.applicationId }),
    em.findOneOrFail(Lender, { id: funding.lenderId }),
    em.findOneOrFail(Offer, { id: funding.offerId }),
    em.find(FundingTransaction, { fundingId: funding.id }),
  ]);
  const today = platformToday(now);
  const terms: ScheduleTerms = {
    fundedOn: funding.fundedOn,
    frequency: funding.frequency,
    paymentCount: offer.paymentCount,
    paymentCents: offer.payment,
    lastPaymentCents: offer.lastPayment,
  };
  const totals = ledgerTotals(funding.expectedPayback, rows);
  const missed = missedDueDates(terms, rows, today);
  const reversedBy = new Map(rows.flatMap((row) => (row.reversesId ? [[row.reversesId, row.id] as const] : [])));
  const pricing = offer.pricingType === 'factor' ? { type: 'factor' as const, factorE4: offer.factorE4! } : { type: 'interest' as const, interestBps: offer.interestBps! };
  return {
    funding,
    applicationNumber: application.number ?? `#${application.id}`,
    businessName: application.businessName,
    contactName: application.contactName,
    lenderName: lender.displayName,
    productLabel: PRODUCTS.find((product) => product.code === offer.product)?.label ?? offer.product,
    feesWithheldCents: offer.feesWithheld,
    otherFeesCents: offer.otherFees,
    factorE4: offer.factorE4,
    interestBps: offer.interestBps,
    aprBps: offer.aprBps,
    paymentCount: offer.paymentCount,
    lastPaymentCents: offer.lastPayment,
    termText: formatOfferTerm({ termBusinessDays: offer.termDays, paymentCount: offer.paymentCount, frequency: offer.frequency }),
    rateText: formatOfferRate({ pricing, aprBps: offer.aprBps }),
    paymentText: formatOfferPayment({ paymentCents: funding.payment, frequency: funding.frequency }),
    totals,
    transactions: withBalances(funding.expectedPayback, sortLedger(rows)).map(({ row, balanceAfterCents }) => ({ row, balanceAfterCents, reversedById: reversedBy.get(row.id) ?? null })),
    series: cumulativeSeries(terms, rows, today),
    missedDueDates: missed,
    renewalCandidate: isRenewalCandidate(funding.status, totals, missed),
    showCommission,
  };
}
