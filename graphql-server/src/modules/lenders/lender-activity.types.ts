import { Field, Float, ID, ObjectType } from 'type-graphql';
import { PageOf } from '../../graphql/page-of.js';

@ObjectType('LenderSubmissionRow', { description: 'R9 Submissions: a file shared with the lender' })
export class LenderSubmissionRowType {
  @Field(() => ID)
  submissionId!: number;

  @Field(() => ID)
  applicationId!: number;

  @Field(() => String, { nullable: true })
  number!: string | null;

  @Field()
  businessName!: string;

  @Field({ description: '§3.4 submission status (the outcome)' })
  status!: string;

  @Field(() => Date, { nullable: true })
  sharedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  firstViewedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  respondedAt!: Date | null;

  @Field(() => Float, { nullable: true, description: 'The largest offer it made on the file, in cents; null when none' })
  offerAmountCents!: number | null;
}

@ObjectType('LenderSubmissionPage')
export class LenderSubmissionPageType extends PageOf(LenderSubmissionRowType) {}

@ObjectType('LenderFundingRow', { description: 'R9 Funded deals: one of the lender’s funded deals (R14 has the ledger)' })
export class LenderFundingRowType {
  @Field(() => ID)
  fundingId!: number;

  @Field(() => ID)
  applicationId!: number;

  @Field(() => String, { nullable: true })
  number!: string | null;

  @Field()
  businessName!: string;

  @Field({ description: 'YYYY-MM-DD' })
  fundedOn!: string;

  @Field(() => Float)
  fundedAmountCents!: number;

  @Field(() => Float)
  expectedPaybackCents!: number;

  @Field(() => Float, { description: 'Payments net of their reversals (R14)' })
  paidToDateCents!: number;

  @Field(() => Float, { description: 'Payback still owed (R14); negative after an overpayment' })
  remainingCents!: number;

  @Field({ description: '§3.5 funding status' })
  status!: string;
}

@ObjectType('LenderFundingPage')
export class LenderFundingPageType extends PageOf(LenderFundingRowType) {}

@ObjectType('LenderAccessRow', { description: 'R9 Access log: one of the lender’s users opened a file or a document' })
export class LenderAccessRowType {
  @Field(() => ID)
  id!: number;

  @Field()
  at!: Date;

  @Field()
  userName!: string;

  @Field({ description: 'open_file, view_document or download_document' })
  action!: string;

  @Field(() => String, { nullable: true })
  documentName!: string | null;

  @Field(() => ID)
  applicationId!: number;

  @Field(() => String, { nullable: true })
  number!: string | null;
}

@ObjectType('LenderAccessPage')
export class LenderAccessPageType extends PageOf(LenderAccessRowType) {}

@ObjectType('LateSubmission', { description: 'R6 "Waiting past SLA now": a shared file its lender has not answered in time' })
export class LateSubmissionType {
  @Field(() => ID)
  submissionId!: number;

  @Field(() => ID)
  lenderId!: number;

  @Field()
  lenderName!: string;

  @Field(() => ID)
  applicationId!: number;

  @Field(() => String, { nullable: true })
  number!: string | null;

  @Field()
  slaDueAt!: Date;

  @Field(() => Date, { nullable: true })
  lastNudgedAt!: Date | null;
}
