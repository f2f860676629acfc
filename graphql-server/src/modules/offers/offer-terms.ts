/**
 * How an offer's figures read (BACKOFFICE §3.2 result fields, §5.2 comparison): "$60,000.00",
 * "9 months · 189 business-day payments", "Factor 1.28 (APR 77.38%)", "$406.35 daily". Every number is formatted
 * from its exact decimal string (Intl.NumberFormat takes one), so no float ever rounds money or a rate.
 */
import { Decimal } from 'decimal.js';
import { BUSINESS_DAYS_PER_MONTH, type OfferMath, type PaymentFrequency } from './offer-math.js';

type DecimalString = `${number}`;
const exact = (value: Decimal, fractionDigits: number) =>
  value.toFixed(fractionDigits, Decimal.ROUND_HALF_UP) as DecimalString;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('en-US');

/** Cents as en-US dollars: 6000000 → "$60,000.00". */
export function formatUsdCents(cents: number): string {
  return usd.format(exact(new Decimal(cents).div(100), 2));
}

/** Basis points as a percentage, halves rounded up: 7738 → "77.38%"; 2246 with one digit → "22.5%". */
export function formatPercentBps(bps: number, fractionDigits: 1 | 2 = 2): string {
  const format = fractionDigits === 1 ? oneDecimal : twoDecimals;
  return `${format.format(exact(new Decimal(bps).div(100), fractionDigits))}%`;
}

/** Cost per dollar received, from basis points of a dollar, in cents to one decimal: 3196 → "32.0¢". */
export function formatCentsPerDollar(bps: number): string {
  return `${oneDecimal.format(exact(new Decimal(bps).div(100), 1))}¢`;
}

/** A factor rate from ten-thousandths, with two decimals or as many as it has: 12800 → "1.28", 12850 → "1.285". */
export function formatFactor(factorE4: number): string {
  const factor = new Decimal(factorE4).div(10_000);
  return factor.decimalPlaces() <= 2 ? factor.toFixed(2) : factor.toString();
}

/** The schedule's adjective for a count of payments, and for the payment amount. */
const FREQUENCY_WORDS: Readonly<Record<PaymentFrequency, { payments: string; amount: string }>> = {
  daily: { payments: 'business-day', amount: 'daily' },
  weekly: { payments: 'weekly', amount: 'weekly' },
  biweekly: { payments: 'biweekly', amount: 'biweekly' },
  monthly: { payments: 'monthly', amount: 'monthly' },
};

const plural = (count: number, word: string) => `${wholeNumber.format(count)} ${word}${count === 1 ? '' : 's'}`;

/** "9 months · 189 business-day payments"; a term that is not whole months reads in business days. */
export function formatOfferTerm(offer: Pick<OfferMath, 'termBusinessDays' | 'paymentCount' | 'frequency'>): string {
  const { termBusinessDays } = offer;
  const term =
    termBusinessDays % BUSINESS_DAYS_PER_MONTH === 0
      ? plural(termBusinessDays / BUSINESS_DAYS_PER_MONTH, 'month')
      : plural(termBusinessDays, 'business day');
  return `${term} · ${plural(offer.paymentCount, `${FREQUENCY_WORDS[offer.frequency].payments} payment`)}`;
}

/** "Factor 1.28 (APR 77.38%)" or "24.00% interest (APR 27.97%)". */
export function formatOfferRate(offer: Pick<OfferMath, 'pricing' | 'aprBps'>): string {
  const apr = `(APR ${formatPercentBps(offer.aprBps)})`;
  const { pricing } = offer;
  return pricing.type === 'factor'
    ? `Factor ${formatFactor(pricing.factorE4)} ${apr}`
    : `${formatPercentBps(pricing.interestBps)} interest ${apr}`;
}

/** The regular payment: "$406.35 daily". */
export function formatOfferPayment(offer: Pick<OfferMath, 'paymentCents' | 'frequency'>): string {
  return `${formatUsdCents(offer.paymentCents)} ${FREQUENCY_WORDS[offer.frequency].amount}`;
}

/** The comparison's Payments column: "189 × $406.35 daily". */
export function formatPaymentSchedule(offer: Pick<OfferMath, 'paymentCount' | 'paymentCents' | 'frequency'>): string {
  return `${wholeNumber.format(offer.paymentCount)} × ${formatOfferPayment(offer)}`;
}

/** The spec's result fields (§3.2), preformatted as `/result/{id}` and the APIs show them. */
export interface OfferResultTexts {
  approvedAmount: string;
  term: string;
  rate: string;
  payment: string;
}

export function offerResultTexts(
  offer: Pick<
    OfferMath,
    'amountCents' | 'pricing' | 'aprBps' | 'termBusinessDays' | 'paymentCount' | 'paymentCents' | 'frequency'
  >,
): OfferResultTexts {
  return {
    approvedAmount: formatUsdCents(offer.amountCents),
    term: formatOfferTerm(offer),
    rate: formatOfferRate(offer),
    payment: formatOfferPayment(offer),
  };
}
