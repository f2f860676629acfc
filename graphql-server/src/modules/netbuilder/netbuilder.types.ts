import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum PaymentMode {
  stripe = 'stripe',
  demo = 'demo',
}
registerEnumType(PaymentMode, { name: 'PaymentMode', description: 'stripe: real Stripe Checkout; demo: the local hosted checkout', valuesConfig: { demo: { description: 'The built-in demo checkout (no card is charged)' }, stripe: { description: 'Stripe\'s hosted checkout' } } });

@ObjectType('PaymentConfig', { description: 'What the browser needs to start a checkout' })
export class PaymentConfigType {
  @Field(() => PaymentMode, { description: 'Which payment flow the site uses' })
  mode!: PaymentMode;

  @Field(() => String, { nullable: true, description: 'Stripe publishable key (stripe mode)' })
  publishableKey!: string | null;
}

@ObjectType('NetbuilderPlanFeature', { description: 'One line of a plan card: a feature, included or not' })
export class PlanFeatureType {
  @Field({ description: 'The feature in words, e.g. "Experian reporting"' })
  text!: string;

  @Field({ description: 'True when the plan has it (a check mark), false when not (a cross)' })
  included!: boolean;
}

@ObjectType('NetbuilderPlan', { description: 'SPEC §3 plan catalogue' })
export class PlanType {
  @Field(() => ID, { description: 'The plan id: starter, growth or pro' })
  id!: string;

  @Field({ description: 'The plan\'s name, e.g. "Growth"' })
  name!: string;

  @Field(() => Int, { description: 'Dollars a month' })
  price!: number;

  @Field(() => Int, { description: 'Dollars, "up to"' })
  tradelineValue!: number;

  @Field({ description: 'The payment terms of its credit line, e.g. "Net 30"' })
  netTerms!: string;

  @Field(() => Int, { description: 'Dollars' })
  creditLimit!: number;

  @Field(() => [String], { description: 'The bureaus the plan reports to, e.g. "Dun & Bradstreet"' })
  bureaus!: string[];

  @Field(() => [PlanFeatureType], { description: 'What the plan includes and leaves out, for the plan cards' })
  features!: PlanFeatureType[];

  @Field({ description: 'True for the plan marked Most Popular (Growth)' })
  mostPopular!: boolean;
}

@ObjectType('NetbuilderSubscription', { description: "The caller's NetBuilder subscription" })
export class SubscriptionType {
  @Field(() => ID, { description: 'The subscription\'s id' })
  id!: number;

  @Field(() => String, { description: 'starter, growth or pro' })
  plan!: string;

  @Field(() => PlanType, { description: 'The subscribed plan as the catalogue describes it' })
  planDetails!: PlanType;

  @Field({ description: "The payment provider's status: active, past_due, canceled, …" })
  status!: string;

  @Field(() => Date, { nullable: true, description: 'When the current billing period started (ISO-8601 date-time, UTC); null before the first payment' })
  currentPeriodStart!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the current billing period ends (ISO-8601 date-time, UTC); null before the first payment' })
  currentPeriodEnd!: Date | null;

  @Field({ description: 'Set after Cancel Plan: the subscription ends at currentPeriodEnd' })
  cancelAtPeriodEnd!: boolean;
}

@ObjectType('NetbuilderReport', { description: 'One paid month, reported to the bureaus' })
export class ReportType {
  @Field(() => ID, { description: 'The report\'s id' })
  id!: number;

  @Field({ description: 'YYYY-MM' })
  reportMonth!: string;

  @Field(() => Float, { description: 'Dollars' })
  paymentAmount!: number;

  @Field({ description: 'The status of the month\'s subscription payment that was reported (paid: the invoice was paid)' })
  paymentStatus!: string;

  @Field(() => [String], { description: 'The bureaus this month\'s payment was reported to' })
  bureaus!: string[];
}

@ObjectType('CheckoutSession', { description: 'Send the browser to url (the hosted checkout)' })
export class CheckoutSessionType {
  @Field({ description: 'The payment provider\'s checkout session id' })
  sessionId!: string;

  @Field({ description: 'The hosted checkout page; send the browser there' })
  url!: string;
}
