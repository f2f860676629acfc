import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeclineReasonCode, type DeclineReasonCodeValue } from '../../catalogue/catalogue.types.js';
import { AuditEventType } from '../audit/audit.types.js';
import { BusinessType } from '../businesses/business.types.js';
import { APPLICATION_SORTS } from './application-admin.schemas.js';
import { WorkflowStatus } from './application-workflow.js';
import { PageOf } from '../../graphql/page-of.js';

export const ApplicationSort = Object.fromEntries(APPLICATION_SORTS.map((sort) => [sort, sort])) as { [S in (typeof APPLICATION_SORTS)[number]]: S };
registerEnumType(ApplicationSort, { name: 'ApplicationSort', description: 'How the admin list of applications is ordered' });

@ObjectType('StaffMember', { description: 'An admin, as the Assign picker and the list show them' })
export class StaffMemberType {
  @Field(() => ID)
  id!: number;

  @Field()
  username!: string;

  @Field({ description: 'First and last name, or the username' })
  displayName!: string;
}

@ObjectType('ClientSummary', { description: 'The client account that owns an application' })
export class ClientSummaryType {
  @Field(() => ID)
  id!: number;

  @Field()
  username!: string;

  @Field()
  email!: string;
}

@ObjectType('AuditEntry', { description: "One audit event of a record's activity" })
export class AuditEntryType extends AuditEventType {}

@ObjectType('ApplicationRecord', { description: 'An application as the back office sees it (admins only)' })
export class ApplicationRecordType {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { nullable: true, description: 'NF-2026-000123; null while a draft' })
  number!: string | null;

  @Field(() => Int, { description: 'Send it back as expectedVersion with every change' })
  version!: number;

  @Field(() => BusinessType)
  business!: BusinessType;

  @Field()
  contactName!: string;

  @Field()
  ownerEmail!: string;

  @Field()
  phone!: string;

  @Field()
  product!: string;

  @Field(() => Int, { description: 'Whole US dollars' })
  requestedAmount!: number;

  @Field({ description: 'external_form, admin, client or api' })
  source!: string;

  @Field(() => String, { nullable: true, description: 'R12 use of funds (working_capital, inventory, …); null where it was not asked' })
  useOfFunds!: string | null;

  @Field(() => String, { nullable: true })
  useOfFundsNote!: string | null;

  @Field(() => ID, { nullable: true, description: 'R14 Start renewal: the funded deal (funding id) this application renews' })
  renewalOfFundingId!: number | null;

  @Field(() => [DeclineReasonCode])
  statusReasonCodes!: DeclineReasonCodeValue[];

  @Field(() => String, { nullable: true })
  statusNote!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  submittedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  decidedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  closedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'ISO date' })
  reapplyAfter!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

@ObjectType('ApplicationRecordPage', { description: 'One page of the admin list of applications' })
export class ApplicationRecordPageType extends PageOf(ApplicationRecordType) {}

@ObjectType('DeclineNotice', { description: 'The decline e-mail exactly as the client will receive it' })
export class DeclineNoticeType {
  @Field()
  subject!: string;

  @Field({ description: 'The plain-text body' })
  body!: string;
}

@InputType('ApplicationListFilter')
export class ApplicationListFilterInput {
  @Field(() => [WorkflowStatus], { nullable: true })
  statuses?: WorkflowStatus[] | null;

  @Field(() => ID, { nullable: true })
  assigneeId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only applications nobody is assigned to' })
  unassigned?: boolean | null;

  @Field(() => String, { nullable: true })
  product?: string | null;

  @Field(() => String, { nullable: true, description: 'Business name, contact e-mail, phone, application number or EIN last 4' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date (UTC), inclusive' })
  submittedFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date (UTC), inclusive' })
  submittedTo?: string | null;
}

@InputType('DeclineApplicationInput')
export class DeclineApplicationInputType {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  expectedVersion!: number;

  @Field(() => [DeclineReasonCode], { description: 'At least one' })
  reasonCodes!: DeclineReasonCodeValue[];

  @Field(() => String, { nullable: true, description: 'Required for `other` (shown to the client verbatim); at most 2,000 characters' })
  note?: string | null;
}
