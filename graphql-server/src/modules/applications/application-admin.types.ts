import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeclineReasonCode, type DeclineReasonCodeValue } from '../../catalogue/catalogue.types.js';
import { AuditEventType } from '../audit/audit.types.js';
import { BusinessType } from '../businesses/business.types.js';
import { APPLICATION_SORTS } from './application-admin.schemas.js';
import { WorkflowStatus } from './application-workflow.js';
import { PageOf } from '../../graphql/page-of.js';

export const ApplicationSort = Object.fromEntries(APPLICATION_SORTS.map((sort) => [sort, sort])) as { [S in (typeof APPLICATION_SORTS)[number]]: S };
registerEnumType(ApplicationSort, { name: 'ApplicationSort', description: 'How the admin list of applications is ordered', valuesConfig: { businessName_asc: { description: 'Business name, A to Z' }, requestedAmount_asc: { description: 'Requested amount, smallest first' }, requestedAmount_desc: { description: 'Requested amount, largest first' }, status_asc: { description: 'Workflow status, in the workflow\'s order' }, submittedAt_asc: { description: 'Submitted, oldest first' }, submittedAt_desc: { description: 'Submitted, newest first (the default)' } } });

@ObjectType('StaffMember', { description: 'An admin, as the Assign picker and the list show them' })
export class StaffMemberType {
  @Field(() => ID, { description: 'The admin\'s user id' })
  id!: number;

  @Field({ description: 'The admin\'s username' })
  username!: string;

  @Field({ description: 'First and last name, or the username' })
  displayName!: string;
}

@ObjectType('ClientSummary', { description: 'The client account that owns an application' })
export class ClientSummaryType {
  @Field(() => ID, { description: 'The client user\'s id' })
  id!: number;

  @Field({ description: 'The client\'s username' })
  username!: string;

  @Field({ description: 'The client\'s e-mail address' })
  email!: string;
}

@ObjectType('AuditEntry', { description: "One audit event of a record's activity" })
export class AuditEntryType extends AuditEventType {}

@ObjectType('ApplicationRecord', { description: 'An application as the back office sees it (admins only)' })
export class ApplicationRecordType {
  @Field(() => ID, { description: 'The application\'s id (as in /admin/applications/{id}; the NF-… number is `number`)' })
  id!: number;

  @Field(() => String, { nullable: true, description: 'NF-2026-000123; null while a draft' })
  number!: string | null;

  @Field(() => Int, { description: 'Send it back as expectedVersion with every change' })
  version!: number;

  @Field(() => BusinessType, { description: 'The business that applied, with its current facts and their provenance' })
  business!: BusinessType;

  @Field({ description: 'The applicant\'s full name' })
  contactName!: string;

  @Field({ description: 'The applicant\'s e-mail address' })
  ownerEmail!: string;

  @Field({ description: 'The applicant\'s phone, E.164 (+15125550100)' })
  phone!: string;

  @Field({ description: 'The catalogue product code applied for' })
  product!: string;

  @Field(() => Int, { description: 'Whole US dollars' })
  requestedAmount!: number;

  @Field({ description: 'external_form, admin, client or api' })
  source!: string;

  @Field(() => String, { nullable: true, description: 'R12 use of funds (working_capital, inventory, …); null where it was not asked' })
  useOfFunds!: string | null;

  @Field(() => String, { nullable: true, description: 'The applicant\'s own words on the use of funds, if any' })
  useOfFundsNote!: string | null;

  @Field(() => ID, { nullable: true, description: 'R14 Start renewal: the funded deal (funding id) this application renews' })
  renewalOfFundingId!: number | null;

  @Field(() => [DeclineReasonCode], { description: 'The reason codes of the current decline (empty unless declined)' })
  statusReasonCodes!: DeclineReasonCodeValue[];

  @Field(() => String, { nullable: true, description: 'The team\'s note on the last decline, close or reopen; null when none' })
  statusNote!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was submitted (ISO-8601 date-time, UTC); null for a draft' })
  submittedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was declined or first offered (ISO-8601 date-time, UTC); null before' })
  decidedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was closed or withdrawn (ISO-8601 date-time, UTC); null otherwise' })
  closedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'ISO date' })
  reapplyAfter!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When the record was created (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it last changed (ISO-8601 date-time, UTC)' })
  updatedAt!: Date;
}

@ObjectType('ApplicationRecordPage', { description: 'One page of the admin list of applications' })
export class ApplicationRecordPageType extends PageOf(ApplicationRecordType) {}

@ObjectType('DeclineNotice', { description: 'The decline e-mail exactly as the client will receive it' })
export class DeclineNoticeType {
  @Field({ description: 'The e-mail\'s subject line' })
  subject!: string;

  @Field({ description: 'The plain-text body' })
  body!: string;
}

@InputType('ApplicationListFilter', { description: 'R11: which applications the admin list shows; every field left out matches all' })
export class ApplicationListFilterInput {
  @Field(() => [WorkflowStatus], { nullable: true, description: 'Only these workflow statuses' })
  statuses?: WorkflowStatus[] | null;

  @Field(() => ID, { nullable: true, description: 'Only those assigned to this admin\'s user id' })
  assigneeId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only applications nobody is assigned to' })
  unassigned?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Only this catalogue product code' })
  product?: string | null;

  @Field(() => String, { nullable: true, description: 'Business name, contact e-mail, phone, application number or EIN last 4' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date (UTC), inclusive' })
  submittedFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date (UTC), inclusive' })
  submittedTo?: string | null;
}

@InputType('DeclineApplicationInput', { description: 'R13 Decline: an application in review, matched or offered, and the specific reasons the client is told' })
export class DeclineApplicationInputType {
  @Field(() => ID, { description: 'The application\'s id' })
  id!: string;

  @Field(() => Int, { description: 'The application\'s version as last read; a stale one is CONFLICT' })
  expectedVersion!: number;

  @Field(() => [DeclineReasonCode], { description: 'At least one' })
  reasonCodes!: DeclineReasonCodeValue[];

  @Field(() => String, { nullable: true, description: 'Required for `other` (shown to the client verbatim); at most 2,000 characters' })
  note?: string | null;
}
