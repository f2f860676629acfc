import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { ConsentChannelEnum } from '../submissions/submissions.types.js';
import { OFFER_BADGES, PAYMENT_FREQUENCIES } from './offer-math.js';
import { OFFER_STATUSES, PRICING_TYPES } from './offer.entity.js';
import { FELL_THROUGH_REASONS } from './offers.schemas.js';

export const OfferStatusEnum = enumObject(OFFER_STATUSES);
registerEnumType(OfferStatusEnum, {
  name: 'OfferStatus',
  description: 'BACKOFFICE §3.3: sent → accepted | declined | withdrawn | expired | superseded | standby; standby → sent | void | expired; accepted → funded | fell_through',
});
export const PaymentFrequencyEnum = enumObject(PAYMENT_FREQUENCIES);
registerEnumType(PaymentFrequencyEnum, { name: 'PaymentFrequency', description: 'daily = every business day (252 a year), weekly, biweekly, monthly' });
export const OfferPricingTypeEnum = enumObject(PRICING_TYPES);
registerEnumType(OfferPricingTypeEnum, { name: 'OfferPricingType', description: 'A factor rate (ten-thousandths) or an annual interest rate (basis points)' });
export const OfferBadgeEnum = enumObject(OFFER_BADGES);
registerEnumType(OfferBadgeEnum, { name: 'OfferBadge', description: 'R22: Lowest APR, Lowest total cost, Lowest payment (per month), among the live offers' });
export const FellThroughReasonEnum = enumObject(FELL_THROUGH_REASONS);
registerEnumType(FellThroughReasonEnum, { name: 'FellThroughReason', description: '§3.3: why an accepted deal fell through' });

@ObjectType('OfferTexts', { description: 'Preformatted like /result/{id}: "$60,000.00", "9 months · 189 business-day payments", "Factor 1.28 (APR 77.38%)", "$406.35 daily", "189 × $406.35 daily"' })
export class OfferTextsType {
  @Field()
  amount!: string;

  @Field()
  term!: string;

  @Field()
  rate!: string;

  @Field()
  payment!: string;

  @Field({ description: 'The comparison’s Payments column' })
  schedule!: string;
}

@ObjectType('OfferFigures', { description: 'The §5.2 figures the server computes: money in cents, rates in basis points, factors in ten-thousandths' })
export class OfferFiguresType {
  @Field(() => Int)
  amountCents!: number;

  @Field(() => Int, { description: 'Origination and other fees taken out of the amount' })
  feesWithheldCents!: number;

  @Field(() => Int, { description: 'Mandatory fees charged later' })
  otherFeesCents!: number;

  @Field(() => Int, { description: 'You receive: amount − fees withheld' })
  disbursedCents!: number;

  @Field(() => OfferPricingTypeEnum)
  pricingType!: string;

  @Field(() => Int, { nullable: true, description: '12800 = factor 1.28' })
  factorE4!: number | null;

  @Field(() => Int, { nullable: true, description: '2400 = 24% a year' })
  interestBps!: number | null;

  @Field(() => Int, { description: 'The term in business days (21 a month)' })
  termBusinessDays!: number;

  @Field(() => PaymentFrequencyEnum)
  frequency!: string;

  @Field(() => Int)
  paymentCount!: number;

  @Field(() => Int, { description: 'Every payment but the last' })
  paymentCents!: number;

  @Field(() => Int, { description: 'The last payment absorbs the rounding' })
  lastPaymentCents!: number;

  @Field(() => Int)
  totalRepaymentCents!: number;

  @Field(() => Int, { description: 'Repayment + later fees − disbursed' })
  totalCostCents!: number;

  @Field(() => Int, { description: 'Reg Z actuarial APR, basis points' })
  aprBps!: number;

  @Field(() => Int, { description: 'Cost per dollar received, basis points of a dollar' })
  centsPerDollarBps!: number;

  @Field(() => Int)
  avgMonthlyPaymentCents!: number;

  @Field(() => Int, { nullable: true, description: 'Average monthly payment ÷ monthly revenue, basis points; null without a revenue' })
  paymentBurdenBps!: number | null;

  @Field(() => Int, { description: 'SB 1235 estimated annualized cost (an estimate, never the APR), basis points' })
  estimatedAnnualCostBps!: number;

  @Field(() => Int, { description: 'The APR convention: 252, 52, 26 or 12 periods a year' })
  periodsPerYear!: number;

  @Field(() => OfferTextsType)
  texts!: OfferTextsType;
}

@ObjectType('Offer', { description: "A lender's terms for an application (§3.1, §3.3); a lender only ever reads its own lender's offers" })
export class OfferType {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  applicationId!: number;

  @Field(() => ID)
  submissionId!: number;

  @Field(() => ID)
  lenderId!: number;

  @Field()
  lenderName!: string;

  @Field({ description: 'Catalogue product code' })
  product!: string;

  @Field(() => OfferStatusEnum, { description: 'As of now: a live offer past its expiry reads expired' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why it was withdrawn, declined or fell through; an exception note' })
  statusReason!: string | null;

  @Field(() => OfferFiguresType)
  figures!: OfferFiguresType;

  @Field(() => [OfferBadgeEnum], { description: 'Among the application’s sent offers' })
  badges!: string[];

  @Field()
  prepayment!: string;

  @Field(() => [String])
  conditions!: string[];

  @Field(() => GraphQLISODateTime)
  expiresAt!: Date;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  acceptedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  contractSentAt!: Date | null;

  @Field({ description: 'An admin entered it from the lender’s e-mail' })
  enteredByNetFund!: boolean;

  @Field(() => ID, { nullable: true, description: 'The offer this one revised' })
  supersedesId!: number | null;

  @Field(() => Int)
  version!: number;
}

@InputType('OfferTermsInput', { description: 'R20’s offer form: money in cents, rates in basis points, factors in ten-thousandths' })
export class OfferTermsInputType {
  @Field({ description: 'Catalogue product code' })
  product!: string;

  @Field(() => Int)
  amountCents!: number;

  @Field(() => OfferPricingTypeEnum)
  pricingType!: string;

  @Field(() => Int, { nullable: true, description: '10100–25000 (1.0100–2.5000)' })
  factorE4?: number | null;

  @Field(() => Int, { nullable: true, description: '1–19999 (0.01%–199.99% a year)' })
  interestBps?: number | null;

  @Field(() => Int, { nullable: true, description: 'The term in months (or termBusinessDays)' })
  termMonths?: number | null;

  @Field(() => Int, { nullable: true })
  termBusinessDays?: number | null;

  @Field(() => PaymentFrequencyEnum)
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
  @Field(() => ConsentChannelEnum)
  channel!: string;

  @Field()
  note!: string;
}
