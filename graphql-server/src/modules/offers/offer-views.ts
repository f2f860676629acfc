import type { EntityManager } from '@mikro-orm/postgresql';
import { Application } from '../applications/application.entity.js';
import { Lender } from '../lenders/lender.entity.js';
import { computeOffer, offerBadges, PERIODS_PER_YEAR, type OfferBadge, type OfferMath } from './offer-math.js';
import { formatOfferPayment, formatOfferRate, formatOfferTerm, formatPaymentSchedule, formatUsdCents, offerResultTexts } from './offer-terms.js';
import { effectiveStatus } from './offer-transitions.js';
import { Offer, type OfferStatus } from './offer.entity.js';

/** The §5.2 figures of a stored offer, as the comparison and the disclosure box show them. */
export interface OfferFigures {
  amountCents: number;
  feesWithheldCents: number;
  otherFeesCents: number;
  disbursedCents: number;
  pricingType: 'factor' | 'interest';
  factorE4: number | null;
  interestBps: number | null;
  termBusinessDays: number;
  frequency: OfferMath['frequency'];
  paymentCount: number;
  paymentCents: number;
  lastPaymentCents: number;
  totalRepaymentCents: number;
  totalCostCents: number;
  aprBps: number;
  centsPerDollarBps: number;
  avgMonthlyPaymentCents: number;
  paymentBurdenBps: number | null;
  estimatedAnnualCostBps: number;
  periodsPerYear: number;
  texts: { amount: string; term: string; rate: string; payment: string; schedule: string };
}

export interface OfferView {
  offer: Offer;
  status: OfferStatus;
  lenderName: string;
  figures: OfferFigures;
  badges: OfferBadge[];
}

/** A computed offer's figures with their texts (the preview before *Send*, and each stored offer). */
export function figuresOf(math: OfferMath): OfferFigures {
  return {
    amountCents: math.amountCents,
    feesWithheldCents: math.feesWithheldCents,
    otherFeesCents: math.otherFeesCents,
    disbursedCents: math.disbursedCents,
    pricingType: math.pricing.type,
    factorE4: math.pricing.type === 'factor' ? math.pricing.factorE4 : null,
    interestBps: math.pricing.type === 'interest' ? math.pricing.interestBps : null,
    termBusinessDays: math.termBusinessDays,
    frequency: math.frequency,
    paymentCount: math.paymentCount,
    paymentCents: math.paymentCents,
    lastPaymentCents: math.lastPaymentCents,
    totalRepaymentCents: math.totalRepaymentCents,
    totalCostCents: math.totalCostCents,
    aprBps: math.aprBps,
    centsPerDollarBps: math.centsPerDollarBps,
    avgMonthlyPaymentCents: math.avgMonthlyPaymentCents,
    paymentBurdenBps: math.paymentBurdenBps,
    estimatedAnnualCostBps: math.estimatedAnnualCostBps,
    periodsPerYear: PERIODS_PER_YEAR[math.frequency],
    texts: {
      amount: formatUsdCents(math.amountCents),
      term: formatOfferTerm(math),
      rate: formatOfferRate(math),
      payment: formatOfferPayment(math),
      schedule: formatPaymentSchedule(math),
    },
  };
}

/**
 * A stored offer's figures: what was stored when it was made (the client saw exactly these), with the payment burden
 * against the applicant's monthly revenue now and the SB 1235 estimate, which are not stored.
 */
export function storedFigures(offer: Offer, monthlyRevenueCents: number | null): OfferFigures {
  const math = computeOffer({
    amountCents: offer.amount,
    feesWithheldCents: offer.feesWithheld,
    otherFeesCents: offer.otherFees,
    pricing: offer.pricingType === 'factor' ? { type: 'factor', factorE4: offer.factorE4! } : { type: 'interest', interestBps: offer.interestBps! },
    term: { businessDays: offer.termDays },
    frequency: offer.frequency,
    monthlyRevenueCents,
  });
  return figuresOf({
    ...math,
    disbursedCents: offer.disbursed,
    paymentCount: offer.paymentCount,
    paymentCents: offer.payment,
    lastPaymentCents: offer.lastPayment,
    totalRepaymentCents: offer.totalRepayment,
    totalCostCents: offer.totalCost,
    aprBps: offer.aprBps,
    centsPerDollarBps: offer.centsPerDollarBps,
    avgMonthlyPaymentCents: offer.avgMonthlyPayment,
  });
}

/** The applicant's monthly revenue in cents: the business's current figure, else the application's. */
export async function monthlyRevenueCents(em: EntityManager, application: Application): Promise<number | null> {
  const [row] = await em.execute<{ dollars: number | null }[]>(
    `select coalesce(b.monthly_revenue, a.monthly_revenue) as dollars from applications a join businesses b on b.id = a.business_id where a.id = ?`,
    [application.id],
  );
  return row?.dollars == null ? null : Number(row.dollars) * 100;
}

/**
 * The offers of an application as the comparison shows them (§5.2, R22, R13, R20): newest first, each with its
 * status as of now (a live offer past expiry reads expired), its figures and the badges among the sent ones.
 * `lenderId` keeps a lender's view to its own offers.
 */
export async function offerViews(em: EntityManager, application: Application, lenderId: number | null = null, now = new Date()): Promise<OfferView[]> {
  const offers = await em.find(Offer, { applicationId: application.id, ...(lenderId !== null && { lenderId }) }, { orderBy: { id: 'desc' } });
  if (offers.length === 0) return [];
  const lenders = await em.find(Lender, { id: { $in: [...new Set(offers.map((offer) => offer.lenderId))] } });
  const names = new Map(lenders.map((lender) => [lender.id, lender.displayName]));
  const revenue = await monthlyRevenueCents(em, application);
  const views = offers.map((offer) => ({ offer, status: effectiveStatus(offer, now), lenderName: names.get(offer.lenderId) ?? 'Lender', figures: storedFigures(offer, revenue), badges: [] as OfferBadge[] }));
  const sent = views.filter((view) => view.status === 'sent');
  offerBadges(sent.map((view) => ({ aprBps: view.figures.aprBps, totalCostCents: view.figures.totalCostCents, avgMonthlyPaymentCents: view.figures.avgMonthlyPaymentCents }))).forEach(
    (badges, index) => (sent[index]!.badges = badges),
  );
  return views;
}

/**
 * §3.2: the result fields (`approvedAmount`, term, rate, payment) come from the accepted offer, else the lowest-APR
 * live offer. Written onto the application in the transaction of every offer change, so `/result/{id}`, REST and
 * GraphQL read them as before. An application that has offers but none accepted or live shows none.
 */
export async function refreshResultFields(em: EntityManager, applicationId: number, now = new Date()): Promise<void> {
  const offers = await em.find(Offer, { applicationId }, { refresh: true });
  if (offers.length === 0) return;
  const accepted = offers.find((offer) => offer.status === 'accepted' || offer.status === 'funded');
  const live = offers.filter((offer) => effectiveStatus(offer, now) === 'sent').sort((a, b) => a.aprBps - b.aprBps || a.id - b.id);
  const best = accepted ?? live[0];
  const texts = best
    ? offerResultTexts({
        amountCents: best.amount,
        pricing: best.pricingType === 'factor' ? { type: 'factor', factorE4: best.factorE4! } : { type: 'interest', interestBps: best.interestBps! },
        aprBps: best.aprBps,
        termBusinessDays: best.termDays,
        paymentCount: best.paymentCount,
        paymentCents: best.payment,
        frequency: best.frequency,
      })
    : null;
  await em.nativeUpdate(
    Application,
    { id: applicationId },
    { approvedAmount: texts?.approvedAmount ?? null, approvedTerm: texts?.term ?? null, approvedRate: texts?.rate ?? null, approvedPayment: texts?.payment ?? null },
  );
}
