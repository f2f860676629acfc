import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { ConsentChannelEnum } from '../submissions/submissions.types.js';
import { OFFER_BADGES, PAYMENT_FREQUENCIES } from './offer-math.js';
import { OFFER_STATUSES, PRICING_TYPES } from './offer.entity.js';
import { FELL_THROUGH_REASONS } from './offers.schemas.js';

export const OfferStatusEnum = enumObject(OFFER_STATUSES);
registerEnumType(OfferStatusEnum, {
  name: 'OfferStatus',
  description: 'BACKOFFICE §3.3: sent → accepted | declined | withdrawn | expired | superseded | standby; standby → sent | void | expired; accepted → funded | fell_through', valuesConfig: { accepted: { description: 'Accepted by the client; waiting for funding' }, declined: { description: 'Declined by the client' }, expired: { description: 'Not answered before expiresAt' }, fell_through: { description: 'Accepted, then the deal fell through (§3.3 reason)' }, funded: { description: 'The lender funded the accepted offer (final)' }, sent: { description: 'Live: the client may accept it' }, standby: { description: 'Set aside because another offer was accepted; comes back if that one falls through' }, superseded: { description: 'Replaced by a revised offer' }, void: { description: 'Ended because another offer was funded' }, withdrawn: { description: 'Withdrawn by the lender or an admin' } },
});
export const PaymentFrequencyEnum = enumObject(PAYMENT_FREQUENCIES);
registerEnumType(PaymentFrequencyEnum, { name: 'PaymentFrequency', description: 'daily = every business day (252 a year), weekly, biweekly, monthly', valuesConfig: { biweekly: { description: 'Every other week (26 a year)' }, daily: { description: 'Every business day (252 a year)' }, monthly: { description: 'Every month (12 a year)' }, weekly: { description: 'Every week (52 a year)' } } });
export const OfferPricingTypeEnum = enumObject(PRICING_TYPES);
registerEnumType(OfferPricingTypeEnum, { name: 'OfferPricingType', description: 'A factor rate (ten-thousandths) or an annual interest rate (basis points)', valuesConfig: { factor: { description: 'A factor rate (factorE4): repayment = amount × factor' }, interest: { description: 'An annual interest rate (interestBps) on an amortizing schedule' } } });
export const OfferBadgeEnum = enumObject(OFFER_BADGES);
registerEnumType(OfferBadgeEnum, { name: 'OfferBadge', description: 'R22: Lowest APR, Lowest total cost, Lowest payment (per month), among the live offers', valuesConfig: { lowest_apr: { description: 'The lowest APR among the live offers' }, lowest_payment: { description: 'The lowest payment per month among the live offers' }, lowest_total_cost: { description: 'The lowest total cost among the live offers' } } });
export const FellThroughReasonEnum = enumObject(FELL_THROUGH_REASONS);
registerEnumType(FellThroughReasonEnum, { name: 'FellThroughReason', description: '§3.3: why an accepted deal fell through', valuesConfig: { bank_verification_failed: { description: 'The business\'s bank account could not be verified' }, client_backed_out: { description: 'The client no longer wants the deal' }, client_unresponsive: { description: 'The client stopped answering' }, lender_capacity: { description: 'The lender cannot fund it now' }, other: { description: 'Another reason (explained in the note)' }, terms_changed: { description: 'The terms had to change after acceptance' }, verification_failed: { description: 'Another verification (identity, business, documents) failed' } } });

@ObjectType('OfferTexts', { description: 'Preformatted like /result/{id}: "$60,000.00", "9 months · 189 business-day payments", "Factor 1.28 (APR 77.38%)", "$406.35 daily", "189 × $406.35 daily"' })
export class OfferTextsType {
  @Field({ description: 'The amount, e.g. "$60,000.00"' })
  amount!: string;

  @Field({ description: 'The term, e.g. "9 months · 189 business-day payments"' })
  term!: string;

  @Field({ description: 'The rate, e.g. "Factor 1.28 (APR 77.38%)"' })
  rate!: string;

  @Field({ description: 'The payment, e.g. "$406.35 daily"' })
  payment!: string;

  @Field({ description: 'The comparison’s Payments column' })
  schedule!: string;
}

@ObjectType('OfferFigures', { description: 'The §5.2 figures the server computes: money in cents, rates in basis points, factors in ten-thousandths' })
export class OfferFiguresType {
  @Field(() => Int, { description: 'The amount offered, in cents' })
  amountCents!: number;

  @Field(() => Int, { description: 'Origination and other fees taken out of the amount' })
  feesWithheldCents!: number;

  @Field(() => Int, { description: 'Mandatory fees charged later' })
  otherFeesCents!: number;

  @Field(() => Int, { description: 'You receive: amount − fees withheld' })
  disbursedCents!: number;

  @Field(() => OfferPricingTypeEnum, { description: 'Priced with a factor rate or an interest rate' })
  pricingType!: string;

  @Field(() => Int, { nullable: true, description: '12800 = factor 1.28' })
  factorE4!: number | null;

  @Field(() => Int, { nullable: true, description: '2400 = 24% a year' })
  interestBps!: number | null;

  @Field(() => Int, { description: 'The term in business days (21 a month)' })
  termBusinessDays!: number;

  @Field(() => PaymentFrequencyEnum, { description: 'How often a payment is due' })
  frequency!: string;

  @Field(() => Int, { description: 'How many payments there are' })
  paymentCount!: number;

  @Field(() => Int, { description: 'Every payment but the last' })
  paymentCents!: number;

  @Field(() => Int, { description: 'The last payment absorbs the rounding' })
  lastPaymentCents!: number;

  @Field(() => Int, { description: 'Everything repaid over the term, in cents' })
  totalRepaymentCents!: number;

  @Field(() => Int, { description: 'Repayment + later fees − disbursed' })
  totalCostCents!: number;

  @Field(() => Int, { description: 'Reg Z actuarial APR, basis points' })
  aprBps!: number;

  @Field(() => Int, { description: 'Cost per dollar received, basis points of a dollar' })
  centsPerDollarBps!: number;

  @Field(() => Int, { description: 'The average payment per month, in cents' })
  avgMonthlyPaymentCents!: number;

  @Field(() => Int, { nullable: true, description: 'Average monthly payment ÷ monthly revenue, basis points; null without a revenue' })
  paymentBurdenBps!: number | null;

  @Field(() => Int, { description: 'SB 1235 estimated annualized cost (an estimate, never the APR), basis points' })
  estimatedAnnualCostBps!: number;

  @Field(() => Int, { description: 'The APR convention: 252, 52, 26 or 12 periods a year' })
  periodsPerYear!: number;

  @Field(() => OfferTextsType, { description: 'The same figures preformatted for display' })
  texts!: OfferTextsType;
}

@ObjectType('Offer', { description: "A lender's terms for an application (§3.1, §3.3); a lender only ever reads its own lender's offers" })
export class OfferType {
  @Field(() => ID, { description: 'The offer\'s id' })
  id!: number;

  @Field(() => ID, { description: 'The application it is for' })
  applicationId!: number;

  @Field(() => ID, { description: 'The submission (the file shared with the lender) it answers' })
  submissionId!: number;

  @Field(() => ID, { description: 'The lender\'s id' })
  lenderId!: number;

  @Field({ description: 'The lender\'s display name' })
  lenderName!: string;

  @Field({ description: 'Catalogue product code' })
  product!: string;

  @Field(() => OfferStatusEnum, { description: 'As of now: a live offer past its expiry reads expired' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why it was withdrawn, declined or fell through; an exception note' })
  statusReason!: string | null;

  @Field(() => OfferFiguresType, { description: 'The §5.2 figures the server computed from its terms' })
  figures!: OfferFiguresType;

  @Field(() => [OfferBadgeEnum], { description: 'Among the application’s sent offers' })
  badges!: string[];

  @Field({ description: 'What paying early does, in words (e.g. "none")' })
  prepayment!: string;

  @Field(() => [String], { description: 'Conditions / stipulations before funding' })
  conditions!: string[];

  @Field(() => GraphQLISODateTime, { description: 'When it stops being available (ISO-8601 date-time, UTC)' })
  expiresAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it was made (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the client accepted it (ISO-8601 date-time, UTC); null before' })
  acceptedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the lender sent the contract (ISO-8601 date-time, UTC); null before' })
  contractSentAt!: Date | null;

  @Field({ description: 'An admin entered it from the lender’s e-mail' })
  enteredByNetFund!: boolean;

  @Field(() => ID, { nullable: true, description: 'The offer this one revised' })
  supersedesId!: number | null;

  @Field(() => Int, { description: 'Send it back as expectedVersion with a change' })
  version!: number;
}

@InputType('OfferTermsInput', { description: 'R20’s offer form: money in cents, rates in basis points, factors in ten-thousandths' })
export class OfferTermsInputType {
  @Field({ description: 'Catalogue product code' })
  product!: string;

  @Field(() => Int, { description: 'The amount offered, in cents' })
  amountCents!: number;

  @Field(() => OfferPricingTypeEnum, { description: 'Priced with a factor rate (factorE4) or an interest rate (interestBps)' })
  pricingType!: string;

  @Field(() => Int, { nullable: true, description: '10100–25000 (1.0100–2.5000)' })
  factorE4?: number | null;

  @Field(() => Int, { nullable: true, description: '1–19999 (0.01%–199.99% a year)' })
  interestBps?: number | null;

  @Field(() => Int, { nullable: true, description: 'The term in months (or termBusinessDays)' })
  termMonths?: number | null;

  @Field(() => Int, { nullable: true, description: 'The term in business days (instead of termMonths)' })
  termBusinessDays?: number | null;

  @Field(() => PaymentFrequencyEnum, { description: 'How often a payment is due' })
  frequency!: string;

  @Field(() => Int, { nullable: true, description: 'Withheld from the amount, in cents (or originationFeeBps)' })
  originationFeeCents?: number | null;

  @Field(() => Int, { nullable: true, description: 'Withheld from the amount, basis points of it' })
  originationFeeBps?: number | null;

  @Field(() => Int, { nullable: true, description: 'Mandatory fees charged later, in cents' })
  otherFeesCents?: number | null;

  @Field(() => String, { nullable: true, description: 'none, a discount schedule or interest saved, in words (≤ 500)' })
  prepayment?: string | null;

  @Field(() => [String], { nullable: true, description: 'Conditions / stipulations' })
  conditions?: string[] | null;

  @Field(() => Int, { nullable: true, description: '1–30 days, 7 when left out' })
  expiresInDays?: number | null;

  @Field(() => String, { nullable: true, description: 'Required when the amount is above the program’s maximum' })
  exceptionNote?: string | null;
}

@InputType('OfferConsentInput', { description: 'R13 Accept offer for client: how the client agreed' })
export class OfferConsentInputType {
  @Field(() => ConsentChannelEnum, { description: 'How the client told NetFund: web, phone or email' })
  channel!: string;

  @Field({ description: 'What the client said and when (required)' })
  note!: string;
}
