import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeclineReasonCode, type DeclineReasonCodeValue } from '../../catalogue/catalogue.types.js';
import { ApplicationStatus, WorkflowAction, WorkflowStatus } from './application-workflow.js';

registerEnumType(ApplicationStatus, {
  name: 'ApplicationStatus',
  description: 'approved (pre-approved), review (under review) or declined', valuesConfig: { approved: { description: 'Pre-approved: an offer was made (workflow offered, accepted or funded)' }, declined: { description: 'Declined (workflow declined); the reasons are in declineReasons' }, review: { description: 'Under review (workflow submitted, in_review or matched)' } },
});

registerEnumType(WorkflowStatus, {
  name: 'WorkflowStatus',
  description: 'Where an application is in the workflow (BACKOFFICE §3.2); the applicant sees the derived ApplicationStatus', valuesConfig: { accepted: { description: 'The client accepted an offer; the lender has not funded it yet' }, closed: { description: 'Closed by an admin — no acceptable offer (may be reopened within 90 days)' }, declined: { description: 'Declined by an admin with reason codes (may be reopened within 90 days)' }, draft: { description: 'A staff-entered draft (R12): no number, invisible to the client' }, funded: { description: 'The accepted offer was funded (final)' }, in_review: { description: 'An admin is reviewing it (Start review)' }, matched: { description: 'Shared with at least one lender' }, offered: { description: 'At least one lender\'s offer was sent to the client' }, submitted: { description: 'Received (from the form, the API or a staff draft) and waiting for review' }, withdrawn: { description: 'Withdrawn by the client or on their request (final)' } },
});

registerEnumType(WorkflowAction, {
  name: 'WorkflowAction',
  description: 'What can be done to an application (BACKOFFICE R13); availableActions lists those its status allows', valuesConfig: { assign: { description: 'Assign it to an admin or to nobody (assignApplication)' }, close: { description: 'Close — no acceptable offer (closeApplication), from in_review' }, decline: { description: 'Decline with reason codes (declineApplication), from in_review, matched or offered' }, edit_facts: { description: 'Edit the business facts (editBusinessFacts)' }, reopen: { description: 'Reopen a declined or closed application within 90 days of the decision (reopenApplication)' }, start_review: { description: 'Start review (startReview), from submitted' }, submit: { description: 'Submit a staff-entered draft (submitApplicationDraft)' }, withdraw: { description: 'Withdraw on the client\'s request (withdrawApplication), from any status that is not final' } },
});

@ObjectType('DeclineReason', { description: 'One specific reason of a decline, as the client is told it' })
export class DeclineReasonType {
  @Field(() => DeclineReasonCode, { description: 'The reason\'s code (adverse-action reason, R13 Decline)' })
  code!: DeclineReasonCodeValue;

  @Field({ description: "The client-facing text (for `other`, the team's note verbatim)" })
  text!: string;
}

@ObjectType('TimelineEntry', { description: "One step of an application's history in plain words, for the client" })
export class TimelineEntryType {
  @Field(() => GraphQLISODateTime, { description: 'When the step happened (ISO-8601 date-time, UTC)' })
  at!: Date;

  @Field({ description: 'The step in plain words, e.g. "Application received"' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'More about the step in plain words (e.g. the lender\'s name or the reason), if any' })
  detail!: string | null;
}

@ObjectType('Application', {
  description: 'A funding application, readable by an admin, the owning client, or with its access token',
})
export class ApplicationType {
  @Field(() => ID, { description: 'The application\'s id, as in its result link /result/{id}' })
  id!: number;

  @Field(() => String, { description: 'NF-2026-000123' })
  number!: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was submitted (ISO-8601 date-time, UTC); null for a draft' })
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

  @Field(() => String, { nullable: true, description: 'The applicant\'s e-mail address; null for readers with the access token only' })
  ownerEmail?: string | null;

  @Field({ description: 'The business\'s legal name as applied' })
  businessName!: string;

  @Field({ description: 'The applicant\'s full name (first and last)' })
  contactName!: string;

  @Field({ description: 'The catalogue product code applied for (e.g. "mca", "term_loan")' })
  product!: string;

  @Field(() => Int, { description: 'Whole US dollars' })
  requestedAmount!: number;

  @Field({ description: 'The business\'s industry, as entered on the form' })
  industry!: string;

  @Field({ description: 'The business\'s US state, two letters (e.g. "TX")' })
  state!: string;

  @Field(() => Int, { description: 'How long the business has operated, in whole months' })
  monthsInBusiness!: number;

  @Field(() => Int, { description: 'Whole US dollars' })
  monthlyRevenue!: number;

  @Field(() => GraphQLISODateTime, { description: 'When the application was received (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it last changed (ISO-8601 date-time, UTC)' })
  updatedAt!: Date;
}

@ObjectType('ApplicationStatusChange', { description: 'One step of the status history' })
export class ApplicationStatusChangeType {
  @Field(() => ID, { description: 'The history row\'s id' })
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

  @Field(() => WorkflowStatus, { description: 'The workflow status after the change' })
  toWorkflowStatus!: WorkflowStatus;

  @Field({ description: 'Who made the change, as shown to the applicant' })
  actor!: string;

  @Field(() => String, { nullable: true, description: 'What the applicant was told' })
  note?: string | null;

  @Field(() => String, { nullable: true, description: "The team's reason (admins' view only; null elsewhere)" })
  reason?: string | null;

  @Field(() => String, { nullable: true, description: "The staff member's username (admins' view only; null elsewhere)" })
  changedBy?: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When the status changed (ISO-8601 date-time, UTC)' })
  changedAt!: Date;
}
