import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('FurnishingAging', { description: 'Balances by age on the as-of date, in cents' })
export class FurnishingAgingType {
  @Field(() => Int) current!: number;
  @Field(() => Int) days1to30!: number;
  @Field(() => Int) days31to60!: number;
  @Field(() => Int) days61to90!: number;
  @Field(() => Int) days91plus!: number;
}

@ObjectType('FurnishingBatch', { description: 'What NetFund reports to one bureau for one month (R19 Reporting)' })
export class FurnishingBatchType {
  @Field(() => ID) id!: number;
  @Field({ description: 'dnb, experian or equifax' }) bureau!: string;
  @Field({ description: 'YYYY-MM' }) periodMonth!: string;
  @Field({ description: 'generated (not sent), submitted, accepted, partially_rejected or rejected' }) status!: string;
  @Field(() => Int) recordCount!: number;
  @Field(() => Int) acceptedCount!: number;
  @Field(() => Int) rejectedCount!: number;
  @Field(() => Int) correctedCount!: number;
  @Field() generatedAt!: Date;
  @Field(() => String, { nullable: true, description: 'The admin who generated it; null when the monthly job did' }) generatedByName!: string | null;
  @Field(() => Date, { nullable: true }) submittedAt!: Date | null;
  @Field(() => String, { nullable: true }) submittedByName!: string | null;
  @Field(() => Date, { nullable: true }) responseAt!: Date | null;
  @Field(() => String, { nullable: true }) responseNote!: string | null;
  @Field({ description: 'Download of the batch file (CSV, admins)' }) fileUrl!: string;
}

@ObjectType('FurnishingBatchPage', { description: 'One page of furnishing batches, newest month first' })
export class FurnishingBatchPageType {
  @Field(() => [FurnishingBatchType]) items!: FurnishingBatchType[];
  @Field(() => Int) totalCount!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType('FurnishingRecord', { description: "One tradeline as reported in a batch: D&B's seven trade variables and the aging (amounts in cents)" })
export class FurnishingRecordType {
  @Field(() => ID) id!: number;
  @Field(() => ID) batchId!: number;
  @Field({ description: 'net30_account or netbuilder_subscription' }) sourceType!: string;
  @Field(() => ID) sourceId!: number;
  @Field() businessName!: string;
  @Field({ description: 'Date of experience (the month’s last day)' }) asOf!: string;
  @Field({ description: 'Selling terms, e.g. Net 30' }) terms!: string;
  @Field(() => Int) creditLimit!: number;
  @Field(() => Int) highCredit12m!: number;
  @Field(() => Int) nowOwes!: number;
  @Field(() => Int) pastDue!: number;
  @Field(() => FurnishingAgingType) aging!: FurnishingAgingType;
  @Field(() => String, { nullable: true }) lastSaleOn!: string | null;
  @Field(() => String, { nullable: true }) lastPaymentOn!: string | null;
  @Field({ description: 'prompt, slow_1_30, slow_31_60, slow_61_90 or slow_91_plus' }) mannerOfPayment!: string;
  @Field({ description: 'included, accepted, rejected or corrected' }) status!: string;
  @Field(() => ID, { nullable: true, description: 'The earlier record this one corrects' }) correctsRecordId!: number | null;
}

@ObjectType('FurnishingDispute', { description: "A client's dispute of a reported record (answered within 30 days)" })
export class FurnishingDisputeType {
  @Field(() => ID) id!: number;
  @Field(() => ID) recordId!: number;
  @Field({ description: 'not_mine, paid_on_time, amount_wrong or other' }) reason!: string;
  @Field() text!: string;
  @Field({ description: 'open, corrected or upheld' }) status!: string;
  @Field(() => String, { nullable: true, description: 'The note to the client' }) resolution!: string | null;
  @Field() dueAt!: Date;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) resolvedAt!: Date | null;
}

@ObjectType('FurnishingLogEntry', { description: 'R23/R24 furnishing log: a record reported about the client' })
export class FurnishingLogEntryType {
  @Field(() => FurnishingRecordType) record!: FurnishingRecordType;
  @Field() bureau!: string;
  @Field({ description: 'YYYY-MM' }) periodMonth!: string;
  @Field({ description: "The batch's status: generated (not sent yet), submitted, accepted, partially_rejected or rejected" }) batchStatus!: string;
  @Field(() => FurnishingDisputeType, { nullable: true, description: 'The open dispute, else the latest answered one' }) dispute!: FurnishingDisputeType | null;
}

@ObjectType('FurnishingDisputeQueueItem', { description: 'R19 Disputes queue row' })
export class FurnishingDisputeQueueItemType extends FurnishingDisputeType {
  @Field() bureau!: string;
  @Field() periodMonth!: string;
  @Field() businessName!: string;
  @Field(() => ID) clientId!: number;
  @Field() clientName!: string;
  @Field() clientEmail!: string;
  @Field(() => FurnishingRecordType) record!: FurnishingRecordType;
}

@InputType('RecordFurnishingBatchResponseInput')
export class RecordFurnishingBatchResponseInput {
  @Field(() => ID) batchId!: string;
  @Field({ description: 'accepted, partially_rejected or rejected' }) status!: string;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => [ID], { nullable: true, description: 'partially_rejected: the records the bureau rejected' }) rejectedRecordIds?: string[] | null;
}

@InputType('DisputeFurnishingRecordInput')
export class DisputeFurnishingRecordInput {
  @Field(() => ID) recordId!: string;
  @Field({ description: 'not_mine, paid_on_time, amount_wrong or other' }) reason!: string;
  @Field() text!: string;
}

@InputType('ResolveFurnishingDisputeInput')
export class ResolveFurnishingDisputeInput {
  @Field(() => ID) disputeId!: string;
  @Field({ description: 'correct (correct and re-report) or uphold' }) outcome!: string;
  @Field({ description: 'The note to the client' }) note!: string;
}
