import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeclineReasonCode, type DeclineReasonCodeValue } from '../../catalogue/catalogue.types.js';
import { StaffMemberType } from '../applications/application-admin.types.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { enumObject } from '../../catalogue/enum-object.js';
import { DASHBOARD_BUCKETS, type DashboardBucket } from './dashboard.schemas.js';
import { QUEUE_ITEM_KINDS, type QueueItemKind } from './dashboard.service.js';

export const DashboardQueueKind = enumObject(QUEUE_ITEM_KINDS);
registerEnumType(DashboardQueueKind, {
  name: 'DashboardQueueKind',
  description: "What waits: an application submitted and unassigned for over 4 hours, an answered info request, uploaded documents, a lender's change request", valuesConfig: { documents_uploaded: { description: 'A client uploaded documents that wait for review' }, info_request_answered: { description: 'A client answered an info request' }, lender_change_request: { description: 'A lender asked for a change of its criteria (R20 Criteria)' }, unassigned_application: { description: 'An application submitted over 4 hours ago and still unassigned' } },
});

export const DashboardBucketKind = enumObject(DASHBOARD_BUCKETS);
registerEnumType(DashboardBucketKind, { name: 'DashboardBucket', description: 'Per day (ranges up to 31 days) or per week from Monday', valuesConfig: { day: { description: 'One bucket per day' }, week: { description: 'One bucket per week, from Monday' } } });

@InputType('DashboardRangeInput', {
  description: 'Either days (7, 30, 90 or 365, ending today, UTC) or a custom range from–to (dates, both included, at most 2 years); 30 days when empty',
})
export class DashboardRangeInputType {
  @Field(() => Int, { nullable: true, description: 'A preset: 7, 30, 90 or 365 days ending today (UTC); leave out for from–to' })
  days?: number | null;

  @Field(() => String, { nullable: true, description: 'A date (YYYY-MM-DD)' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'A date (YYYY-MM-DD)' })
  to?: string | null;
}

@ObjectType('DashboardQueueItem', { description: 'One row of the Needs action queue' })
export class DashboardQueueItemType {
  @Field(() => ID, { description: 'Unique within the queue' })
  key!: string;

  @Field(() => DashboardQueueKind, { description: 'What waits' })
  kind!: QueueItemKind;

  @Field(() => ID, { nullable: true, description: "Null for a lender's change request" })
  applicationId!: number | null;

  @Field(() => String, { nullable: true, description: 'The NF-… number; null for a change request or a draft' })
  applicationNumber!: string | null;

  @Field({ description: "The business, or the lender's display name for a change request" })
  businessName!: string;

  @Field(() => Int, { nullable: true, description: "The application's version, for Assign to me (expectedVersion); null for a change request" })
  applicationVersion!: number | null;

  @Field(() => ID, { nullable: true, description: "A lender's change request (R20 Criteria), for Mark done" })
  changeRequestId!: number | null;

  @Field(() => ID, { nullable: true, description: "A change request's lender (R9)" })
  lenderId!: number | null;

  @Field(() => ID, { nullable: true, description: "The program a change request is about (R4); null for the lender's criteria in general" })
  programId!: number | null;

  @Field(() => GraphQLISODateTime, { description: 'Waiting since (submitted, answered, or the oldest upload)' })
  since!: Date;

  @Field(() => Int, { description: 'Whole hours waiting' })
  ageHours!: number;

  @Field({ description: 'What waits, in a few words ("2 documents to review")' })
  detail!: string;

  @Field(() => StaffMemberType, { nullable: true, description: "The application's assignee (its owner in the back office)" })
  assignee!: StaffMemberType | null;
}

@ObjectType('DashboardQueue', { description: 'R1 Needs action: oldest first, at most 50 rows' })
export class DashboardQueueType {
  @Field(() => GraphQLISODateTime, { description: 'When the queue was read (ISO-8601 date-time, UTC)' })
  asOf!: Date;

  @Field(() => Int, { description: 'All the rows waiting, beyond the 50 shown too' })
  totalCount!: number;

  @Field(() => [DashboardQueueItemType], { description: 'The rows, oldest first (at most 50)' })
  items!: DashboardQueueItemType[];
}

@ObjectType('DashboardRange', { description: 'The range the KPIs cover (UTC dates, both included)' })
export class DashboardRangeType {
  @Field({ description: 'The first day (YYYY-MM-DD, UTC, included)' })
  from!: string;

  @Field({ description: 'The last day (YYYY-MM-DD, UTC, included)' })
  to!: string;

  @Field(() => Int, { description: 'How many days the range covers' })
  days!: number;

  @Field(() => DashboardBucketKind, { description: 'How applicationsOverTime is bucketed' })
  bucket!: DashboardBucket;
}

@ObjectType('PipelineStage', { description: 'Applications submitted in the range that are in this status now' })
export class PipelineStageType {
  @Field(() => WorkflowStatus, { description: 'The workflow status' })
  status!: WorkflowStatus;

  @Field(() => Int, { description: 'Applications submitted in the range that are in this status now' })
  count!: number;

  @Field(() => Float, { description: 'Whole dollars requested (a sum may pass 32-bit integers)' })
  requestedAmount!: number;
}

@ObjectType('TimeToDecision', { description: 'Plain hours from submission to the decision, for the decisions made in the range' })
export class TimeToDecisionType {
  @Field(() => Int, { description: 'Decisions made in the range' })
  decidedCount!: number;

  @Field(() => Float, { nullable: true, description: 'Null without decisions' })
  medianHours!: number | null;

  @Field(() => Float, { nullable: true, description: '90th percentile of hours to decision; null without decisions' })
  p90Hours!: number | null;

  @Field(() => Int, { description: 'Decided within 24 hours of submission (the marketing claim)' })
  within24hCount!: number;

  @Field(() => Float, { nullable: true, description: '0–100; null without decisions' })
  within24hPercent!: number | null;
}

@ObjectType('DeclineReasonCount', { description: 'How often a reason code was given in the declines of the range' })
export class DeclineReasonCountType {
  @Field(() => DeclineReasonCode, { description: 'The decline reason code' })
  code!: DeclineReasonCodeValue;

  @Field(() => Int, { description: 'Declines in the range that gave it' })
  count!: number;
}

@ObjectType('ApplicationsBucket', { description: 'Applications submitted in one day or week' })
export class ApplicationsBucketType {
  @Field({ description: 'The first day of the bucket (YYYY-MM-DD, UTC)' })
  start!: string;

  @Field(() => Int, { description: 'Applications submitted in the bucket' })
  count!: number;
}

@ObjectType('DashboardKpis', { description: 'R1 KPIs of a range (BACKOFFICE §6.2)' })
export class DashboardKpisType {
  @Field(() => DashboardRangeType, { description: 'The range the figures cover' })
  range!: DashboardRangeType;

  @Field(() => GraphQLISODateTime, { description: 'When the figures were computed' })
  asOf!: Date;

  @Field({ description: 'False on a fresh install: no application at all' })
  hasApplications!: boolean;

  @Field(() => Int, { description: 'Applications submitted in the range' })
  submittedCount!: number;

  @Field(() => Float, { description: 'Whole dollars requested by the applications submitted in the range' })
  requestedAmount!: number;

  @Field(() => [PipelineStageType], { description: 'Every status from submitted to withdrawn, in workflow order' })
  pipeline!: PipelineStageType[];

  @Field(() => TimeToDecisionType, { description: 'Hours from submission to decision over the range\'s decisions' })
  timeToDecision!: TimeToDecisionType;

  @Field(() => [DeclineReasonCountType], { description: 'Most frequent first' })
  declineReasons!: DeclineReasonCountType[];

  @Field(() => [ApplicationsBucketType], { description: 'Every day (or week) of the range, zeros included' })
  applicationsOverTime!: ApplicationsBucketType[];
}
