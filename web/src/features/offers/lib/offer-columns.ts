/**
 * The comparison's columns (BACKOFFICE §5.2): each figure's header, its value for one offer and the formula its
 * tooltip shows; the sorts R22 offers (APR, total cost, payment) and the order live offers come in.
 */
import { formatBps, formatCents, formatCentsPerDollar } from './offer-format';
import type { OfferStatus, OfferView } from './offer-view';

export type ColumnKey = 'receive' | 'repay' | 'payments' | 'totalCost' | 'apr' | 'centsPerDollar' | 'avgMonth' | 'burden';

export interface OfferColumn {
  key: ColumnKey;
  header: string;
  /** What the figure is and how it is computed, in the words of §5.2. */
  formula: string;
  value(offer: OfferView): string;
}

export const OFFER_COLUMNS: readonly OfferColumn[] = [
  {
    key: 'receive',
    header: 'You receive',
    formula: 'The amount paid out to you: amount − fees withheld (e.g. an origination fee taken before funding).',
    value: (offer) => formatCents(offer.figures.disbursedCents),
  },
  {
    key: 'repay',
    header: 'Repay',
    formula:
      'The total of all payments. Factor rate: amount × factor. Interest: n level payments P = A·i / (1 − (1 + i)^−n), i = yearly rate ÷ payments a year.',
    value: (offer) => formatCents(offer.figures.totalRepaymentCents),
  },
  {
    key: 'payments',
    header: 'Payments',
    formula: 'Number × amount of each payment: repay ÷ number of payments, rounded to the cent; the last payment absorbs the difference.',
    value: (offer) => offer.figures.texts.schedule,
  },
  {
    key: 'totalCost',
    header: 'Total cost',
    formula: 'What the money costs you in dollars: repay + later mandatory fees − what you receive.',
    value: (offer) => formatCents(offer.figures.totalCostCents),
  },
  {
    key: 'apr',
    header: 'APR',
    formula:
      'Annual percentage rate by the Reg Z actuarial method: the rate per period i at which your payments, discounted, equal what you receive; APR = i × periods a year (252 business days, 52 weeks, 26 two-week periods or 12 months).',
    value: (offer) => formatBps(offer.figures.aprBps),
  },
  {
    key: 'centsPerDollar',
    header: '¢ per $',
    formula: 'Cost per dollar you receive: total cost ÷ what you receive.',
    value: (offer) => formatCentsPerDollar(offer.figures.centsPerDollarBps),
  },
  {
    key: 'avgMonth',
    header: 'Avg / month',
    formula: 'Average monthly payment: repay ÷ term in months (21 business days a month).',
    value: (offer) => formatCents(offer.figures.avgMonthlyPaymentCents),
  },
  {
    key: 'burden',
    header: 'Burden',
    formula: 'Payment burden: average monthly payment ÷ your monthly revenue — the share of your revenue the payments take.',
    value: (offer) => (offer.figures.paymentBurdenBps == null ? '—' : formatBps(offer.figures.paymentBurdenBps, 1)),
  },
];

export const SORT_KEYS = ['apr', 'totalCost', 'payment'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, string> = { apr: 'APR', totalCost: 'Total cost', payment: 'Payment' };

/** The column a sort orders by (payments compare per month, as the "Lowest payment" badge does). */
export const SORT_COLUMN: Record<SortKey, ColumnKey> = { apr: 'apr', totalCost: 'totalCost', payment: 'avgMonth' };

const SORT_MEASURE: Record<SortKey, (offer: OfferView) => number> = {
  apr: (offer) => offer.figures.aprBps,
  totalCost: (offer) => offer.figures.totalCostCents,
  payment: (offer) => offer.figures.avgMonthlyPaymentCents,
};

/** Offers still in play come first (the one accepted, open ones, backups); ended ones follow. */
const IN_PLAY: readonly OfferStatus[] = ['accepted', 'funded', 'sent', 'standby'];

export function isInPlay(status: OfferStatus): boolean {
  return IN_PLAY.includes(status);
}

/** In play before ended, then lowest first by the chosen measure, then oldest (smaller id) first. */
export function sortOffers<Offer extends OfferView>(offers: readonly Offer[], sort: SortKey): Offer[] {
  const measure = SORT_MEASURE[sort];
  return [...offers].sort(
    (a, b) => Number(isInPlay(b.status)) - Number(isInPlay(a.status)) || measure(a) - measure(b) || Number(a.id) - Number(b.id),
  );
}
