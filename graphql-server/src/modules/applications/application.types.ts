import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeclineReasonCode, type DeclineReasonCodeValue } from '../../catalogue/catalogue.types.js';
import { ApplicationStatus, WorkflowAction, WorkflowStatus } from './application-workflow.js';

registerEnumType(ApplicationStatus, {
  name: 'ApplicationStatus',
  description: 'approved (pre-approved), review (under review) or declined',
});

registerEnumType(WorkflowStatus, {
  name: 'WorkflowStatus',
  description: 'Where an application is in the workflow (BACKOFFICE §3.2); the applicant sees the derived ApplicationStatus',
});

registerEnumType(WorkflowAction, {
  name: 'WorkflowAction',
  description: 'What can be done to an application (BACKOFFICE R13); availableActions lists those its status allows',
});

@ObjectType('DeclineReason', { description: 'One specific reason of a decline, as the client is told it' })
export class DeclineReasonType {
  @Field(() => DeclineReasonCode)
  code!: DeclineReasonCodeValue;

  @Field({ description: "The client-facing text (for `other`, the team's note verbatim)" })
  text!: string;
}

@ObjectType('TimelineEntry', { description: "One step of an application's history in plain words, for the client" })
export class TimelineEntryType {
  @Field(() => GraphQLISODateTime)
  at!: Date;

  @Field()
  title!: string;

  @Field(() => String, { nullable: true })
  detail!: string | null;
}

@ObjectType('Application', {
  description: 'A funding application, readable by an admin, the owning client, or with its access token',
})
export class ApplicationType {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'NF-2026-000123' })
  number!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  submittedAt?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was declined (or pre-approved)' })
  decidedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'ISO date from which a declined business may apply again' })
  reapplyAfter?: string | null;

  @Field(() => String, { nullable: true, description: 'Preformatted text, e.g. "$50,000"' })
  approvedAmount?: string | null;

  @Field(() => String, { nullable: true, description: 'Preformatted text, e.g. "12 months"' })
  approvedTerm?: string | null;

  @Field(() => String, { nullable: true, description: 'Preformatted text, e.g. "1.25 factor rate"' })
  approvedRate?: string | null;

  @Field(() => String, { nullable: true, description: 'Preformatted text, e.g. "$1,145 weekly"' })
  approvedPayment?: string | null;

  @Field(() => String, { nullable: true })
  ownerEmail?: string | null;

  @Field()
  businessName!: string;

  @Field()
  contactName!: string;

  @Field()
  product!: string;

  @Field(() => Int, { description: 'Whole US dollars' })
  requestedAmount!: number;

  @Field()
  industry!: string;

  @Field()
  state!: string;

  @Field(() => Int)
  monthsInBusiness!: number;

  @Field(() => Int, { description: 'Whole US dollars' })
  monthlyRevenue!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

@ObjectType('ApplicationStatusChange', { description: 'One step of the status history' })
export class ApplicationStatusChangeType {
  @Field(() => ID)
  id!: number;

  @Field(() => ApplicationStatus, {
    nullable: true,
    description: 'The public status before: null for the first step (the application arrived) and after a withdrawal or close',
  })
  fromStatus?: ApplicationStatus | null;

  @Field(() => ApplicationStatus, { nullable: true, description: 'The public status after; null when it was withdrawn or closed' })
  toStatus!: ApplicationStatus | null;

  @Field(() => WorkflowStatus, { nullable: true, description: 'Null for the first step' })
  fromWorkflowStatus?: WorkflowStatus | null;

  @Field(() => WorkflowStatus)
  toWorkflowStatus!: WorkflowStatus;

  @Field({ description: 'Who made the change, as shown to the applicant' })
  actor!: string;

  @Field(() => String, { nullable: true, description: 'What the applicant was told' })
  note?: string | null;

  @Field(() => String, { nullable: true, description: "The team's reason (admins' view only; null elsewhere)" })
  reason?: string | null;

  @Field(() => String, { nullable: true, description: "The staff member's username (admins' view only; null elsewhere)" })
  changedBy?: string | null;

  @Field(() => GraphQLISODateTime)
  changedAt!: Date;
}
