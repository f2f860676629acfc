import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('FurnishingAging', { description: 'Balances by age on the as-of date, in cents' })
export class FurnishingAgingType {
  @Field(() => Int, { description: 'Owed and not yet due, in cents' }) current!: number;
  @Field(() => Int, { description: 'Past due 1–30 days, in cents' }) days1to30!: number;
  @Field(() => Int, { description: 'Past due 31–60 days, in cents' }) days31to60!: number;
  @Field(() => Int, { description: 'Past due 61–90 days, in cents' }) days61to90!: number;
  @Field(() => Int, { description: 'Past due 91 days or more, in cents' }) days91plus!: number;
}

@ObjectType('FurnishingBatch', { description: 'What NetFund reports to one bureau for one month (R19 Reporting)' })
export class FurnishingBatchType {
  @Field(() => ID, { description: 'The batch\'s id' }) id!: number;
  @Field({ description: 'dnb, experian or equifax' }) bureau!: string;
  @Field({ description: 'YYYY-MM' }) periodMonth!: string;
  @Field({ description: 'generated (not sent), submitted, accepted, partially_rejected or rejected' }) status!: string;
  @Field(() => Int, { description: 'Records in the batch' }) recordCount!: number;
  @Field(() => Int, { description: 'Records the bureau accepted' }) acceptedCount!: number;
  @Field(() => Int, { description: 'Records the bureau rejected' }) rejectedCount!: number;
  @Field(() => Int, { description: 'Records corrected after a dispute or a rejection' }) correctedCount!: number;
  @Field({ description: 'When the batch was generated (ISO-8601 date-time, UTC)' }) generatedAt!: Date;
  @Field(() => String, { nullable: true, description: 'The admin who generated it; null when the monthly job did' }) generatedByName!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was marked submitted (ISO-8601 date-time, UTC); null before' }) submittedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'The admin who marked it submitted; null before' }) submittedByName!: string | null;
  @Field(() => Date, { nullable: true, description: 'When the bureau\'s answer was recorded (ISO-8601 date-time, UTC); null before' }) responseAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'The note recorded with the bureau\'s answer, if any' }) responseNote!: string | null;
  @Field({ description: 'Download of the batch file (CSV, admins)' }) fileUrl!: string;
}

@ObjectType('FurnishingBatchPage', { description: 'One page of furnishing batches, newest month first' })
export class FurnishingBatchPageType {
  @Field(() => [FurnishingBatchType], { description: 'The batches of this page, newest month first' }) items!: FurnishingBatchType[];
  @Field(() => Int, { description: 'Batches in all' }) totalCount!: number;
  @Field(() => Int, { description: 'This page, from 1' }) page!: number;
  @Field(() => Int, { description: 'Rows per page (25)' }) pageSize!: number;
}

@ObjectType('FurnishingRecord', { description: "One tradeline as reported in a batch: D&B's seven trade variables and the aging (amounts in cents)" })
export class FurnishingRecordType {
  @Field(() => ID, { description: 'The record\'s id' }) id!: number;
  @Field(() => ID, { description: 'The batch it was reported in' }) batchId!: number;
  @Field({ description: 'net30_account or netbuilder_subscription' }) sourceType!: string;
  @Field(() => ID, { description: 'The id of the Net30 account or NetBuilder subscription reported' }) sourceId!: number;
  @Field({ description: 'The reported business\'s name' }) businessName!: string;
  @Field({ description: 'Date of experience (the month’s last day)' }) asOf!: string;
  @Field({ description: 'Selling terms, e.g. Net 30' }) terms!: string;
  @Field(() => Int, { description: 'The credit line, in cents' }) creditLimit!: number;
  @Field(() => Int, { description: 'The highest balance over the last 12 months, in cents' }) highCredit12m!: number;
  @Field(() => Int, { description: 'The balance on the as-of date, in cents' }) nowOwes!: number;
  @Field(() => Int, { description: 'The part of the balance past due, in cents' }) pastDue!: number;
  @Field(() => FurnishingAgingType, { description: 'The balance by age on the as-of date' }) aging!: FurnishingAgingType;
  @Field(() => String, { nullable: true, description: 'The day of the last purchase or charge (ISO date); null when none' }) lastSaleOn!: string | null;
  @Field(() => String, { nullable: true, description: 'The day of the last payment (ISO date); null when none' }) lastPaymentOn!: string | null;
  @Field({ description: 'prompt, slow_1_30, slow_31_60, slow_61_90 or slow_91_plus' }) mannerOfPayment!: string;
  @Field({ description: 'included, accepted, rejected or corrected' }) status!: string;
  @Field(() => ID, { nullable: true, description: 'The earlier record this one corrects' }) correctsRecordId!: number | null;
}

@ObjectType('FurnishingDispute', { description: "A client's dispute of a reported record (answered within 30 days)" })
export class FurnishingDisputeType {
  @Field(() => ID, { description: 'The dispute\'s id' }) id!: number;
  @Field(() => ID, { description: 'The disputed record\'s id' }) recordId!: number;
  @Field({ description: 'not_mine, paid_on_time, amount_wrong or other' }) reason!: string;
  @Field({ description: 'What is wrong, in the client\'s words' }) text!: string;
  @Field({ description: 'open, corrected or upheld' }) status!: string;
  @Field(() => String, { nullable: true, description: 'The note to the client' }) resolution!: string | null;
  @Field({ description: 'The answer deadline: 30 days after the dispute (ISO-8601 date-time, UTC)' }) dueAt!: Date;
  @Field({ description: 'When the client disputed (ISO-8601 date-time, UTC)' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was answered (ISO-8601 date-time, UTC); null while open' }) resolvedAt!: Date | null;
}

@ObjectType('FurnishingLogEntry', { description: 'R23/R24 furnishing log: a record reported about the client' })
export class FurnishingLogEntryType {
  @Field(() => FurnishingRecordType, { description: 'The record as reported' }) record!: FurnishingRecordType;
  @Field({ description: 'The bureau it was reported to: dnb, experian or equifax' }) bureau!: string;
  @Field({ description: 'YYYY-MM' }) periodMonth!: string;
  @Field({ description: "The batch's status: generated (not sent yet), submitted, accepted, partially_rejected or rejected" }) batchStatus!: string;
  @Field(() => FurnishingDisputeType, { nullable: true, description: 'The open dispute, else the latest answered one' }) dispute!: FurnishingDisputeType | null;
}

@ObjectType('FurnishingDisputeQueueItem', { description: 'R19 Disputes queue row' })
export class FurnishingDisputeQueueItemType extends FurnishingDisputeType {
  @Field({ description: 'The bureau the record was reported to: dnb, experian or equifax' }) bureau!: string;
  @Field({ description: 'The reported month (YYYY-MM)' }) periodMonth!: string;
  @Field({ description: 'The reported business\'s name' }) businessName!: string;
  @Field(() => ID, { description: 'The client user\'s id' }) clientId!: number;
  @Field({ description: 'The client\'s name' }) clientName!: string;
  @Field({ description: 'The client\'s e-mail address' }) clientEmail!: string;
  @Field(() => FurnishingRecordType, { description: 'The disputed record as reported' }) record!: FurnishingRecordType;
}

@InputType('RecordFurnishingBatchResponseInput', { description: 'R19 Record response: the bureau\'s answer to a submitted batch' })
export class RecordFurnishingBatchResponseInput {
  @Field(() => ID, { description: 'The submitted batch\'s id' }) batchId!: string;
  @Field({ description: 'accepted, partially_rejected or rejected' }) status!: string;
  @Field(() => String, { nullable: true, description: 'A note on the answer (optional)' }) note?: string | null;
  @Field(() => [ID], { nullable: true, description: 'partially_rejected: the records the bureau rejected' }) rejectedRecordIds?: string[] | null;
}

@InputType('DisputeFurnishingRecordInput', { description: 'R24: a client\'s dispute of a record reported about them' })
export class DisputeFurnishingRecordInput {
  @Field(() => ID, { description: 'The reported record\'s id (from myFurnishingRecords)' }) recordId!: string;
  @Field({ description: 'not_mine, paid_on_time, amount_wrong or other' }) reason!: string;
  @Field({ description: 'What is wrong, in the client\'s words' }) text!: string;
}

@InputType('ResolveFurnishingDisputeInput', { description: 'R19: an admin\'s answer to a client\'s dispute' })
export class ResolveFurnishingDisputeInput {
  @Field(() => ID, { description: 'The open dispute\'s id' }) disputeId!: string;
  @Field({ description: 'correct (correct and re-report) or uphold' }) outcome!: string;
  @Field({ description: 'The note to the client' }) note!: string;
}
