/** What the offer screens read of an offer: the fields of the `OfferFields` fragment (offers contract, issue 11). */
export type OfferStatus = 'sent' | 'accepted' | 'declined' | 'withdrawn' | 'expired' | 'superseded' | 'standby' | 'void' | 'funded' | 'fell_through';
export type PaymentFrequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export type OfferBadge = 'lowest_apr' | 'lowest_total_cost' | 'lowest_payment';

export interface OfferFiguresView {
  amountCents: number;
  feesWithheldCents: number;
  otherFeesCents: number;
  disbursedCents: number;
  pricingType: 'factor' | 'interest';
  factorE4?: number | null;
  interestBps?: number | null;
  termBusinessDays: number;
  frequency: PaymentFrequency;
  paymentCount: number;
  paymentCents: number;
  lastPaymentCents: number;
  totalRepaymentCents: number;
  totalCostCents: number;
  aprBps: number;
  centsPerDollarBps: number;
  avgMonthlyPaymentCents: number;
  paymentBurdenBps?: number | null;
  estimatedAnnualCostBps: number;
  periodsPerYear: number;
  texts: { amount: string; term: string; rate: string; payment: string; schedule: string };
}

export interface OfferView {
  id: string | number;
  lenderName: string;
  product: string;
  status: OfferStatus;
  statusReason?: string | null;
  figures: OfferFiguresView;
  badges: readonly OfferBadge[];
  prepayment: string;
  conditions: readonly string[];
  expiresAt: unknown;
  enteredByNetFund: boolean;
  version: number;
}
