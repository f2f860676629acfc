import { Field, Float, ID, ObjectType } from 'type-graphql';
import { PageOf } from '../../graphql/page-of.js';

@ObjectType('LenderSubmissionRow', { description: 'R9 Submissions: a file shared with the lender' })
export class LenderSubmissionRowType {
  @Field(() => ID, { description: 'The submission\'s id' })
  submissionId!: number;

  @Field(() => ID, { description: 'The application\'s id' })
  applicationId!: number;

  @Field(() => String, { nullable: true, description: 'The application\'s NF-… number' })
  number!: string | null;

  @Field({ description: 'The business\'s legal name' })
  businessName!: string;

  @Field({ description: '§3.4 submission status (the outcome)' })
  status!: string;

  @Field(() => Date, { nullable: true, description: 'When the file was shared with the lender (ISO-8601 date-time, UTC); null while proposed' })
  sharedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When a lender user first opened the file (ISO-8601 date-time, UTC); null if never' })
  firstViewedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the lender first answered (offer, info request or decline; ISO-8601 date-time, UTC)' })
  respondedAt!: Date | null;

  @Field(() => Float, { nullable: true, description: 'The largest offer it made on the file, in cents; null when none' })
  offerAmountCents!: number | null;
}

@ObjectType('LenderSubmissionPage', { description: 'One page of the files shared with a lender (R9), newest first' })
export class LenderSubmissionPageType extends PageOf(LenderSubmissionRowType) {}

@ObjectType('LenderFundingRow', { description: 'R9 Funded deals: one of the lender’s funded deals (R14 has the ledger)' })
export class LenderFundingRowType {
  @Field(() => ID, { description: 'The funding\'s id (for funding(id))' })
  fundingId!: number;

  @Field(() => ID, { description: 'The funded application\'s id' })
  applicationId!: number;

  @Field(() => String, { nullable: true, description: 'The application\'s NF-… number' })
  number!: string | null;

  @Field({ description: 'The funded business\'s legal name' })
  businessName!: string;

  @Field({ description: 'YYYY-MM-DD' })
  fundedOn!: string;

  @Field(() => Float, { description: 'The funded amount, in cents' })
  fundedAmountCents!: number;

  @Field(() => Float, { description: 'The payback with fees and discounts, in cents' })
  expectedPaybackCents!: number;

  @Field(() => Float, { description: 'Payments net of their reversals (R14)' })
  paidToDateCents!: number;

  @Field(() => Float, { description: 'Payback still owed (R14); negative after an overpayment' })
  remainingCents!: number;

  @Field({ description: '§3.5 funding status' })
  status!: string;
}

@ObjectType('LenderFundingPage', { description: 'One page of a lender\'s funded deals (R9), newest first' })
export class LenderFundingPageType extends PageOf(LenderFundingRowType) {}

@ObjectType('LenderAccessRow', { description: 'R9 Access log: one of the lender’s users opened a file or a document' })
export class LenderAccessRowType {
  @Field(() => ID, { description: 'The log row\'s id' })
  id!: number;

  @Field({ description: 'When it was opened (ISO-8601 date-time, UTC)' })
  at!: Date;

  @Field({ description: 'The lender user who opened it' })
  userName!: string;

  @Field({ description: 'open_file, view_document or download_document' })
  action!: string;

  @Field(() => String, { nullable: true, description: 'The document downloaded; null when the file itself was viewed' })
  documentName!: string | null;

  @Field(() => ID, { description: 'The application opened' })
  applicationId!: number;

  @Field(() => String, { nullable: true, description: 'The application\'s NF-… number' })
  number!: string | null;
}

@ObjectType('LenderAccessPage', { description: 'One page of a lender\'s access log (R9), newest first' })
export class LenderAccessPageType extends PageOf(LenderAccessRowType) {}

@ObjectType('LateSubmission', { description: 'R6 "Waiting past SLA now": a shared file its lender has not answered in time' })
export class LateSubmissionType {
  @Field(() => ID, { description: 'The submission\'s id' })
  submissionId!: number;

  @Field(() => ID, { description: 'The lender\'s id' })
  lenderId!: number;

  @Field({ description: 'The lender\'s display name' })
  lenderName!: string;

  @Field(() => ID, { description: 'The shared application\'s id' })
  applicationId!: number;

  @Field(() => String, { nullable: true, description: 'The application\'s NF-… number' })
  number!: string | null;

  @Field({ description: 'When the lender\'s answer was due: shared + the lender\'s SLA hours (ISO-8601 date-time, UTC)' })
  slaDueAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the lender was last reminded (ISO-8601 date-time, UTC); null if never' })
  lastNudgedAt!: Date | null;
}
