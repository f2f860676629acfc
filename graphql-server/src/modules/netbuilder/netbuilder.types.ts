import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum PaymentMode {
  stripe = 'stripe',
  demo = 'demo',
}
registerEnumType(PaymentMode, { name: 'PaymentMode', description: 'stripe: real Stripe Checkout; demo: the local hosted checkout' });

@ObjectType('PaymentConfig', { description: 'What the browser needs to start a checkout' })
export class PaymentConfigType {
  @Field(() => PaymentMode)
  mode!: PaymentMode;

  @Field(() => String, { nullable: true, description: 'Stripe publishable key (stripe mode)' })
  publishableKey!: string | null;
}

@ObjectType('NetbuilderPlanFeature')
export class PlanFeatureType {
  @Field()
  text!: string;

  @Field()
  included!: boolean;
}

@ObjectType('NetbuilderPlan', { description: 'SPEC §3 plan catalogue' })
export class PlanType {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => Int, { description: 'Dollars a month' })
  price!: number;

  @Field(() => Int, { description: 'Dollars, "up to"' })
  tradelineValue!: number;

  @Field()
  netTerms!: string;

  @Field(() => Int, { description: 'Dollars' })
  creditLimit!: number;

  @Field(() => [String])
  bureaus!: string[];

  @Field(() => [PlanFeatureType])
  features!: PlanFeatureType[];

  @Field()
  mostPopular!: boolean;
}

@ObjectType('NetbuilderSubscription', { description: "The caller's NetBuilder subscription" })
export class SubscriptionType {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'starter, growth or pro' })
  plan!: string;

  @Field(() => PlanType)
  planDetails!: PlanType;

  @Field({ description: "The payment provider's status: active, past_due, canceled, …" })
  status!: string;

  @Field(() => Date, { nullable: true })
  currentPeriodStart!: Date | null;

  @Field(() => Date, { nullable: true })
  currentPeriodEnd!: Date | null;

  @Field({ description: 'Set after Cancel Plan: the subscription ends at currentPeriodEnd' })
  cancelAtPeriodEnd!: boolean;
}

@ObjectType('NetbuilderReport', { description: 'One paid month, reported to the bureaus' })
export class ReportType {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'YYYY-MM' })
  reportMonth!: string;

  @Field(() => Float, { description: 'Dollars' })
  paymentAmount!: number;

  @Field()
  paymentStatus!: string;

  @Field(() => [String])
  bureaus!: string[];
}

@ObjectType('CheckoutSession', { description: 'Send the browser to url (the hosted checkout)' })
export class CheckoutSessionType {
  @Field()
  sessionId!: string;

  @Field()
  url!: string;
}
