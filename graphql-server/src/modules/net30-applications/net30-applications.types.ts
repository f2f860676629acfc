import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../graphql/page-of.js';
import { BusinessApplicationFields } from '../credit-applications/credit-applications.types.js';
import { NET30_APPLICATION_STATUSES, type Net30ApplicationStatus } from './net30-application.entity.js';

export const Net30ApplicationStatusEnum = Object.fromEntries(NET30_APPLICATION_STATUSES.map((status) => [status, status])) as {
  [Status in Net30ApplicationStatus]: Status;
};
registerEnumType(Net30ApplicationStatusEnum, {
  name: 'Net30ApplicationStatus',
  description: '§3.5: submitted ⇄ needs_info; submitted → approved (opens an account) | declined; → withdrawn', valuesConfig: { approved: { description: 'Approved: the Net30 account is open' }, declined: { description: 'Declined; the business may apply again after 90 days' }, needs_info: { description: 'The team asked a question; waiting for the applicant\'s answer' }, submitted: { description: 'Received, waiting for the team\'s decision' }, withdrawn: { description: 'Withdrawn by the applicant' } },
});

@InputType('Net30TradeReferenceInput', { description: 'R27: a supplier who gives the business trade credit' })
export class Net30TradeReferenceInput {
  @Field({ description: 'The supplier\'s name' })
  company!: string;

  @Field({ description: 'The person to ask there' })
  contact!: string;

  @Field({ description: 'A phone number or an e-mail address' })
  phoneOrEmail!: string;
}

@InputType({ description: 'An application for a Net30 trade account' })
export class Net30ApplicationInput extends BusinessApplicationFields {
  @Field(() => Int, { description: 'Whole US dollars, 500 to 50,000 (stored in cents)' })
  requestedLimit!: number;

  @Field(() => String, { nullable: true, description: 'D-U-N-S number, 9 digits' })
  duns?: string | null;

  @Field({ description: 'What the business will buy on net terms, 10–2,000 characters' })
  intendedUse!: string;

  @Field(() => [Net30TradeReferenceInput], { nullable: true, description: 'At most 3' })
  tradeReferences?: Net30TradeReferenceInput[] | null;
}

@ObjectType('Net30TradeReference', { description: 'A supplier who extends the business credit today' })
export class Net30TradeReferenceType {
  @Field({ description: 'The supplier\'s name' })
  company!: string;

  @Field({ description: 'The person to ask there' })
  contact!: string;

  @Field({ description: 'How to reach them: a phone number or an e-mail address' })
  phoneOrEmail!: string;
}

@ObjectType('Net30Application', { description: 'R27/R24: a Net30 trade account application and its decision' })
export class Net30ApplicationType {
  @Field(() => ID, { description: 'The Net30 application\'s id' })
  id!: number;

  @Field({ description: 'N30-000042' })
  reference!: string;

  @Field(() => Net30ApplicationStatusEnum, { description: 'Where the application is' })
  status!: Net30ApplicationStatus;

  @Field({ description: 'The business\'s legal name as applied' })
  businessName!: string;

  @Field(() => String, { nullable: true, description: 'NN-NNNNNNN' })
  ein!: string | null;

  @Field(() => Int, { description: 'Cents' })
  requestedLimitCents!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it was submitted (ISO-8601 date-time, UTC)' })
  submittedAt!: Date;

  @Field(() => String, { nullable: true, description: 'needs_info: what NetFund asked' })
  infoRequestMessage!: string | null;

  @Field(() => String, { nullable: true, description: "The applicant's answer to the latest info request" })
  infoAnswer!: string | null;

  @Field(() => String, { nullable: true, description: 'declined: why' })
  decisionReason!: string | null;

  @Field(() => String, { nullable: true, description: 'declined: the date (YYYY-MM-DD) from which the business may apply again' })
  reapplyAfter!: string | null;

  @Field(() => Int, { nullable: true, description: 'approved: the credit limit in cents' })
  approvedLimitCents!: number | null;

  @Field(() => Int, { nullable: true, description: 'approved: Net 15, 30, 45 or 60' })
  netDays!: number | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was approved or declined (ISO-8601 date-time, UTC); null before' })
  decidedAt!: Date | null;

  @Field(() => Int, { description: 'Send it back with a decision (a stale one is refused)' })
  version!: number;
}

@ObjectType('Net30ApplicantNetBuilder', { description: "The applicant's NetBuilder history" })
export class Net30ApplicantNetBuilderType {
  @Field(() => String, { nullable: true, description: 'starter, growth or pro; null without a subscription' })
  plan!: string | null;

  @Field(() => String, { nullable: true, description: 'The applicant\'s NetBuilder subscription status (active, past_due, canceled…); null without one' })
  status!: string | null;

  @Field(() => Int, { description: 'Months reported as paid' })
  paidMonths!: number;
}

@ObjectType('Net30ApplicationRow', { description: 'R19 Applications: one application with what the decision needs' })
export class Net30ApplicationRowType extends Net30ApplicationType {
  @Field({ description: 'The applicant\'s full name' })
  applicantName!: string;

  @Field({ description: 'The applicant\'s e-mail address' })
  email!: string;

  @Field(() => Int, { description: 'The year the business started' })
  businessStartYear!: number;

  @Field(() => Int, { description: 'From January of the start year' })
  monthsInBusiness!: number;

  @Field(() => Int, { description: 'Whole dollars, as entered' })
  annualRevenue!: number;

  @Field(() => Int, { description: 'Cents: 10 % of monthly revenue, capped $10,000, floored $500 (a suggestion)' })
  suggestedLimitCents!: number;

  @Field(() => [Net30TradeReferenceType], { description: 'The trade references given (at most 3)' })
  tradeReferences!: Net30TradeReferenceType[];

  @Field(() => String, { nullable: true, description: 'What the business will buy on net terms' })
  intendedUse!: string | null;

  @Field(() => Net30ApplicantNetBuilderType, { nullable: true, description: 'Null when no client follows the application' })
  netBuilder!: Net30ApplicantNetBuilderType | null;
}

@ObjectType('Net30ApplicationPage', { description: 'One page of the admin list of Net30 applications (R19), newest first' })
export class Net30ApplicationPageType extends PageOf(Net30ApplicationRowType) {}

@InputType('ApproveNet30ApplicationInput', { description: 'R19 Approve: opens the Net30 account with a limit and net terms' })
export class ApproveNet30ApplicationInput {
  @Field(() => ID, { description: 'The Net30 application\'s id' })
  id!: string;

  @Field(() => Int, { description: 'The application\'s version as last read; a stale one is CONFLICT' })
  expectedVersion!: number;

  @Field(() => Int, { description: 'Cents, $100 to $50,000' })
  limitCents!: number;

  @Field(() => Int, { description: '15, 30, 45 or 60' })
  netDays!: number;
}

@InputType('DeclineNet30ApplicationInput', { description: 'R19 Decline: the business may apply again after 90 days' })
export class DeclineNet30ApplicationInput {
  @Field(() => ID, { description: 'The Net30 application\'s id' })
  id!: string;

  @Field(() => Int, { description: 'The application\'s version as last read; a stale one is CONFLICT' })
  expectedVersion!: number;

  @Field({ description: 'Why it is declined (required; told to the applicant)' })
  reason!: string;
}

@InputType('RequestNet30ApplicationInfoInput', { description: 'R19 Request info: submitted → needs_info, with the team\'s question' })
export class RequestNet30ApplicationInfoInput {
  @Field(() => ID, { description: 'The Net30 application\'s id' })
  id!: string;

  @Field(() => Int, { description: 'The application\'s version as last read; a stale one is CONFLICT' })
  expectedVersion!: number;

  @Field({ description: 'What the team needs to know (shown and e-mailed to the applicant)' })
  message!: string;
}
