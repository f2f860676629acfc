/**
 * Offer maths (BACKOFFICE §5.2): from what a lender offers (amount, fees, factor or interest, term, frequency) to
 * what the client is shown (disbursed amount, payments, total cost, APR, cents per dollar, monthly payment, burden).
 * Pure and synchronous: no database, no GraphQL. Money is integer cents, rates basis points, factors ten-thousandths
 * (§0); everything in between is computed in decimals (decimal.js), never in JS floats.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';

/** Enough digits that the APR's bisection to 1e-12 and the cent roundings never see a float-like error. */
const Dec = Decimal.clone({ precision: 40 });

export const PAYMENT_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
/** `daily` means every business day. */
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** Unit periods per year for the APR (the convention printed in the disclosure box, §5.2). */
export const PERIODS_PER_YEAR: Readonly<Record<PaymentFrequency, number>> = {
  daily: 252,
  weekly: 52,
  biweekly: 26,
  monthly: 12,
};
export const BUSINESS_DAYS_PER_MONTH = 21;
const BUSINESS_DAYS_PER_YEAR = 252;
const CALENDAR_DAYS_PER_YEAR = 365;

/** The offer form's ranges (BACKOFFICE R20); the amount is capped at the funding matrix's largest program (R3). */
export const OFFER_LIMITS = {
  maxAmountCents: 1_000_000_000,
  factorE4: { min: 10_100, max: 25_000 },
  interestBps: { min: 1, max: 19_999 },
  termMonths: { min: 1, max: 360 },
  termBusinessDays: { min: 1, max: 360 * BUSINESS_DAYS_PER_MONTH },
} as const;

export type OfferPricing = { type: 'factor'; factorE4: number } | { type: 'interest'; interestBps: number };
/** A term in months (21 business days each) or in business days, as MCA terms are often quoted. */
export type OfferTerm = { months: number } | { businessDays: number };

export interface OfferMathInput {
  amountCents: number;
  /** Origination and other fees taken out of the amount before it is paid out. */
  feesWithheldCents: number;
  /** Mandatory fees charged later (not part of the payments); they count in the total cost. */
  otherFeesCents: number;
  pricing: OfferPricing;
  term: OfferTerm;
  frequency: PaymentFrequency;
  /** The applicant's average monthly revenue, for the payment burden; none (or zero) → no burden. */
  monthlyRevenueCents?: number | null;
}

export interface OfferMath {
  amountCents: number;
  feesWithheldCents: number;
  otherFeesCents: number;
  pricing: OfferPricing;
  frequency: PaymentFrequency;
  /** The term in business days (months × 21): one unit for both ways of giving it. */
  termBusinessDays: number;
  /** D = amount − fees withheld. */
  disbursedCents: number;
  paymentCount: number;
  /** Every payment but the last: R / n rounded half-up to the cent. */
  paymentCents: number;
  /** R − (n − 1) × payment: the last payment absorbs the rounding. */
  lastPaymentCents: number;
  /** R: the sum of the payments. */
  totalRepaymentCents: number;
  /** C = R + later mandatory fees − D. */
  totalCostCents: number;
  /** Reg Z actuarial APR (12 CFR 1026 App. J), basis points: 7738 = 77.38 %. */
  aprBps: number;
  /** C / D in basis points of a dollar: 3196 = 31.96¢ of cost per dollar received (the entity's `centsPerDollarBps`). */
  centsPerDollarBps: number;
  /** R / term in months, rounded half-up to the cent. */
  avgMonthlyPaymentCents: number;
  /** Average monthly payment ÷ monthly revenue in basis points (2246 = 22.46 %); null without a revenue. */
  paymentBurdenBps: number | null;
  /**
   * The SB 1235 draft's "estimated annualized cost of capital", C / D × 365 / term in calendar days (the business
   * days × 365 / 252), in basis points. A secondary figure, always labelled "estimate", never an APR.
   */
  estimatedAnnualCostBps: number;
}

const wholeCents = (label: string, sign: string) =>
  z
    .number({ error: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} ${sign}`);

const rangeNumber = (message: string, range: { min: number; max: number }) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

const FACTOR_RANGE_MESSAGE = 'The factor rate must be from 1.0100 to 2.5000';
const INTEREST_RANGE_MESSAGE = 'The interest rate must be from 0.01% to 199.99% a year';
const FEES_TOO_HIGH_MESSAGE = 'The fees withheld must be less than the amount';

const offerMathInputSchema = z
  .object({
    amountCents: z
      .number({ error: 'The amount must be a whole number of cents' })
      .int('The amount must be a whole number of cents')
      .min(1, 'The amount must be more than $0')
      .max(OFFER_LIMITS.maxAmountCents, 'The amount must be at most $10,000,000.00'),
    feesWithheldCents: wholeCents('The fees withheld', 'cannot be negative'),
    otherFeesCents: wholeCents('Other mandatory fees', 'cannot be negative'),
    pricing: z.discriminatedUnion(
      'type',
      [
        z.object({ type: z.literal('factor'), factorE4: rangeNumber(FACTOR_RANGE_MESSAGE, OFFER_LIMITS.factorE4) }),
        z.object({
          type: z.literal('interest'),
          interestBps: rangeNumber(INTEREST_RANGE_MESSAGE, OFFER_LIMITS.interestBps),
        }),
      ],
      { error: 'The pricing must be a factor rate or an interest rate' },
    ),
    term: z
      .object({
        months: rangeNumber('The term must be from 1 to 360 months', OFFER_LIMITS.termMonths).optional(),
        businessDays: rangeNumber(
          'The term must be from 1 to 7,560 business days',
          OFFER_LIMITS.termBusinessDays,
        ).optional(),
      })
      .refine(
        (term) => (term.months === undefined) !== (term.businessDays === undefined),
        'Give the term either in months or in business days',
      ),
    frequency: z.enum(PAYMENT_FREQUENCIES, {
      error: 'The payment frequency must be daily, weekly, biweekly or monthly',
    }),
    monthlyRevenueCents: wholeCents('The monthly revenue', 'cannot be negative').nullish(),
  })
  .refine((offer) => offer.feesWithheldCents < offer.amountCents, {
    path: ['feesWithheldCents'],
    message: FEES_TOO_HIGH_MESSAGE,
    // Compared only when both are valid amounts: a zero amount is one mistake, not two.
    when: ({ issues }) =>
      !issues.some((issue) => issue.path?.[0] === 'amountCents' || issue.path?.[0] === 'feesWithheldCents'),
  });

const roundHalfUp = (value: Decimal): number => value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
/** A ratio in basis points, rounded half-up. */
const bps = (numerator: Decimal.Value, denominator: Decimal.Value): number =>
  roundHalfUp(new Dec(numerator).times(10_000).div(denominator));

/**
 * The number of payments in a term: term in years × periods per year (21 business days a month, 52 weeks and 26
 * fortnights a year), rounded to the nearest whole payment, halves up (a 1-month weekly term has 4 payments, a
 * 2-month one 9). A term shorter than one payment period is refused.
 */
function countPayments(termBusinessDays: number, frequency: PaymentFrequency): number {
  const exact = new Dec(termBusinessDays).times(PERIODS_PER_YEAR[frequency]).div(BUSINESS_DAYS_PER_YEAR);
  if (exact.lt(1)) {
    const term = `${termBusinessDays.toLocaleString('en-US')} business day${termBusinessDays === 1 ? '' : 's'}`;
    const message = `A term of ${term} is shorter than one ${frequency} payment period`;
    throw new ValidationError(message, { term: message });
  }
  return roundHalfUp(exact);
}

/** R: amount × factor, or n level payments P = A·i / (1 − (1 + i)^−n), each rounded half-up to the cent. */
function totalRepaymentCents(
  amountCents: number,
  pricing: OfferPricing,
  paymentCount: number,
  frequency: PaymentFrequency,
): number {
  if (pricing.type === 'factor') return roundHalfUp(new Dec(amountCents).times(pricing.factorE4).div(10_000));
  const periodicRate = new Dec(pricing.interestBps).div(10_000).div(PERIODS_PER_YEAR[frequency]);
  const payment = new Dec(amountCents)
    .times(periodicRate)
    .div(new Dec(1).minus(periodicRate.plus(1).pow(-paymentCount)));
  return roundHalfUp(payment) * paymentCount;
}

/**
 * Computes an offer's disclosure figures (BACKOFFICE §5.2). Throws a ValidationError, with a sentence and the field,
 * for input it cannot disclose: amounts, fees, pricing or terms outside the offer form's ranges, a term shorter than
 * one payment, or a repayment too small to split into payments of at least one cent.
 */
export function computeOffer(input: OfferMathInput): OfferMath {
  const offer = parseInput(offerMathInputSchema, input);
  const { amountCents, feesWithheldCents, otherFeesCents, frequency } = offer;
  const pricing: OfferPricing =
    offer.pricing.type === 'factor'
      ? { type: 'factor', factorE4: offer.pricing.factorE4 }
      : { type: 'interest', interestBps: offer.pricing.interestBps };
  const termBusinessDays = offer.term.businessDays ?? offer.term.months! * BUSINESS_DAYS_PER_MONTH;

  const paymentCount = countPayments(termBusinessDays, frequency);
  const repayment = totalRepaymentCents(amountCents, pricing, paymentCount, frequency);
  const paymentCents = roundHalfUp(new Dec(repayment).div(paymentCount));
  const lastPaymentCents = repayment - (paymentCount - 1) * paymentCents;
  if (paymentCents < 1 || lastPaymentCents < 1) {
    const message = `The total repayment cannot be split into ${paymentCount.toLocaleString('en-US')} payments of at least one cent each; choose a shorter term or less frequent payments`;
    throw new ValidationError(message, { term: message });
  }

  const disbursedCents = amountCents - feesWithheldCents;
  const totalCostCents = repayment + otherFeesCents - disbursedCents;
  const payments = offerPayments({ paymentCount, paymentCents, lastPaymentCents });
  // R / months with months = business days / 21
  const monthlyPayment = new Dec(repayment).times(BUSINESS_DAYS_PER_MONTH).div(termBusinessDays);
  const revenue = offer.monthlyRevenueCents ?? 0;
  const termCalendarDays = new Dec(termBusinessDays).times(CALENDAR_DAYS_PER_YEAR).div(BUSINESS_DAYS_PER_YEAR);

  return {
    amountCents,
    feesWithheldCents,
    otherFeesCents,
    pricing,
    frequency,
    termBusinessDays,
    disbursedCents,
    paymentCount,
    paymentCents,
    lastPaymentCents,
    totalRepaymentCents: repayment,
    totalCostCents,
    aprBps: actuarialAprBps(disbursedCents, payments, PERIODS_PER_YEAR[frequency]),
    centsPerDollarBps: bps(totalCostCents, disbursedCents),
    avgMonthlyPaymentCents: roundHalfUp(monthlyPayment),
    paymentBurdenBps: revenue > 0 ? bps(monthlyPayment, revenue) : null,
    estimatedAnnualCostBps: bps(
      new Dec(totalCostCents).times(CALENDAR_DAYS_PER_YEAR).div(termCalendarDays),
      disbursedCents,
    ),
  };
}

/** Every payment in order, in cents: n − 1 regular payments and the last one. They add up to the total repayment. */
export function offerPayments(offer: Pick<OfferMath, 'paymentCount' | 'paymentCents' | 'lastPaymentCents'>): number[] {
  return [...Array<number>(offer.paymentCount - 1).fill(offer.paymentCents), offer.lastPaymentCents];
}

/** Consecutive equal payments as runs, so a present value costs one power per run instead of one per payment. */
function paymentRuns(payments: readonly number[]): { cents: number; count: number; after: number }[] {
  const runs: { cents: number; count: number; after: number }[] = [];
  payments.forEach((cents, index) => {
    const run = runs.at(-1);
    if (run && run.cents === cents) run.count += 1;
    else runs.push({ cents, count: 1, after: index });
  });
  return runs;
}

/**
 * The Reg Z actuarial APR (12 CFR 1026 App. J) in basis points, rounded half-up: the periodic rate i > 0 with
 * `disbursed = Σ_{k=1..n} payment_k / (1 + i)^k`, found by bisection to 1e-12, times the periods per year. The
 * bracket is [0, 1] as §5.2 says, doubled while the root lies above it (fees that leave almost nothing disbursed),
 * so every offer gets its true APR. Payments that only give the money back (or less) have an APR of 0.
 */
export function actuarialAprBps(disbursedCents: number, payments: readonly number[], periodsPerYear: number): number {
  const disbursed = new Dec(disbursedCents);
  if (payments.reduce((sum, cents) => sum + cents, 0) <= disbursedCents) return 0;
  const runs = paymentRuns(payments);
  // Σ over runs of cents × v^after × (1 − v^count) / i, with v = 1 / (1 + i): the payments' value today at rate i.
  const presentValue = (rate: Decimal): Decimal => {
    const v = new Dec(1).div(rate.plus(1));
    return runs.reduce(
      (sum, run) =>
        sum.plus(
          v
            .pow(run.after)
            .times(new Dec(1).minus(v.pow(run.count)))
            .times(run.cents)
            .div(rate),
        ),
      new Dec(0),
    );
  };
  let low = new Dec(0);
  let high = new Dec(1);
  while (presentValue(high).gt(disbursed)) [low, high] = [high, high.times(2)];
  const tolerance = new Dec('1e-12');
  while (high.minus(low).gt(tolerance)) {
    const middle = low.plus(high).div(2);
    if (presentValue(middle).gt(disbursed)) low = middle;
    else high = middle;
  }
  return roundHalfUp(low.plus(high).div(2).times(periodsPerYear).times(10_000));
}

export const OFFER_BADGES = ['lowest_apr', 'lowest_total_cost', 'lowest_payment'] as const;
export type OfferBadge = (typeof OFFER_BADGES)[number];
export const OFFER_BADGE_LABELS: Readonly<Record<OfferBadge, string>> = {
  lowest_apr: 'Lowest APR',
  lowest_total_cost: 'Lowest total cost',
  lowest_payment: 'Lowest payment',
};

/** What each badge compares. Payments compare per month, so a daily schedule's small payments do not win by their size. */
const BADGE_MEASURES: Readonly<Record<OfferBadge, (offer: BadgeFigures) => number>> = {
  lowest_apr: (offer) => offer.aprBps,
  lowest_total_cost: (offer) => offer.totalCostCents,
  lowest_payment: (offer) => offer.avgMonthlyPaymentCents,
};
type BadgeFigures = Pick<OfferMath, 'aprBps' | 'totalCostCents' | 'avgMonthlyPaymentCents'>;

/**
 * The comparison's badges (R22), one list per offer in the order given: each badge goes to every offer at the lowest
 * value of its measure (ties share it). A single offer has nothing to be compared with, so it gets none.
 */
export function offerBadges(offers: readonly BadgeFigures[]): OfferBadge[][] {
  if (offers.length < 2) return offers.map(() => []);
  const lowest = Object.fromEntries(
    OFFER_BADGES.map((badge) => [badge, Math.min(...offers.map(BADGE_MEASURES[badge]))]),
  ) as Record<OfferBadge, number>;
  return offers.map((offer) => OFFER_BADGES.filter((badge) => BADGE_MEASURES[badge](offer) === lowest[badge]));
}
