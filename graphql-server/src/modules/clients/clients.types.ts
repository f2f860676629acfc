import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ApplicationRecordType, AuditEntryType } from '../applications/application-admin.types.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { BusinessType } from '../businesses/business.types.js';
import { DashboardQueueItemType } from '../dashboard/dashboard.types.js';
import { ApplicationDocumentType } from '../documents/documents.types.js';
import { enumObject } from '../../catalogue/enum-object.js';
import { CLIENT_SORTS } from './clients.schemas.js';
import { PageOf } from '../../graphql/page-of.js';

export const ClientSort = enumObject(CLIENT_SORTS);
registerEnumType(ClientSort, { name: 'ClientSort', description: 'How the admin list of clients is ordered', valuesConfig: { applicationCount_asc: { description: 'Fewest applications first' }, applicationCount_desc: { description: 'Most applications first' }, businessName_asc: { description: 'Business name, A to Z' }, businessName_desc: { description: 'Business name, Z to A' }, createdAt_asc: { description: 'Oldest account first' }, createdAt_desc: { description: 'Newest account first (the default)' } } });

@InputType('ClientListFilter', { description: 'R11 clients tab filters; search matches name, e-mail, phone, EIN last 4 and application number' })
export class ClientListFilterInput {
  @Field(() => String, { nullable: true, description: 'Text to look for in name, e-mail, phone, EIN last 4 or application number' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: "Two-letter USPS code of the client's business" })
  state?: string | null;

  @Field(() => String, { nullable: true, description: "The catalogue's industry code" })
  industry?: string | null;

  @Field(() => WorkflowStatus, { nullable: true, description: "The status of the client's latest application" })
  latestStatus?: WorkflowStatus | null;

  @Field(() => Boolean, { nullable: true, description: 'True: only clients with an open application; false: only clients without one' })
  withOpenApplications?: boolean | null;
}

@ObjectType('ClientRow', { description: 'A client as the R11 list shows them (admins only)' })
export class ClientRowType {
  @Field(() => ID, { description: 'The client user\'s id' })
  id!: number;

  @Field({ description: 'The client\'s username' })
  username!: string;

  @Field({ description: 'The client\'s e-mail address' })
  email!: string;

  @Field({ description: "First and last name, else the latest application's contact name, else the username" })
  name!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the account was created (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field(() => ID, { nullable: true, description: 'The latest application\'s business id; null without an application' })
  businessId!: number | null;

  @Field(() => String, { nullable: true, description: "The latest business's legal name" })
  businessName!: string | null;

  @Field(() => String, { nullable: true, description: 'The latest business\'s two-letter state code, if any' })
  state!: string | null;

  @Field(() => String, { nullable: true, description: 'The latest business\'s catalogue industry code, if any' })
  industry!: string | null;

  @Field(() => Int, { nullable: true, description: 'The latest business\'s months in business, if any' })
  monthsInBusiness!: number | null;

  @Field(() => Int, { description: 'The client\'s applications in all' })
  applicationCount!: number;

  @Field(() => Int, { description: 'The client\'s applications that are open: neither a draft nor ended' })
  openApplicationCount!: number;

  @Field(() => WorkflowStatus, { nullable: true, description: 'The workflow status of the client\'s latest application; null without one' })
  latestStatus!: WorkflowStatus | null;

  @Field(() => String, { nullable: true, description: 'The NetBuilder plan id, if the client has a subscription' })
  netbuilderPlan!: string | null;

  @Field(() => String, { nullable: true, description: "The subscription's status (active, past_due, canceled, …)" })
  netbuilderStatus!: string | null;
}

@ObjectType('ClientPage', { description: 'One page of the admin list of clients (R11)' })
export class ClientPageType extends PageOf(ClientRowType) {}

@ObjectType('UnclaimedApplication', { description: 'An application that arrived without an account (R10 Resend claim link)' })
export class UnclaimedApplicationType {
  @Field(() => ID, { description: 'The application\'s id (for resendClaimLink)' })
  applicationId!: number;

  @Field(() => String, { nullable: true, description: 'The NF-… number; null for a draft' })
  number!: string | null;

  @Field({ description: 'The business\'s legal name' })
  businessName!: string;

  @Field({ description: 'The applicant\'s full name' })
  contactName!: string;

  @Field({ description: 'Where the claim link is sent' })
  email!: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was submitted (ISO-8601 date-time, UTC)' })
  submittedAt!: Date | null;

  @Field(() => WorkflowStatus, { description: 'Where it is in the workflow' })
  workflowStatus!: WorkflowStatus;

  @Field(() => Int, { description: 'Claim links sent in the last 24 hours (at most 3)' })
  linksSentToday!: number;
}

@ObjectType('ClientOverview', { description: 'R10 client overview (admins only)' })
export class ClientOverviewType {
  @Field(() => GraphQLISODateTime, { description: 'When the counts were taken (ISO-8601 date-time, UTC)' })
  asOf!: Date;

  @Field(() => Int, { description: 'Client accounts in all' })
  clientCount!: number;

  @Field(() => Int, { description: 'Client accounts created in the last 30 days' })
  newClients30d!: number;

  @Field(() => Int, { description: 'Clients with at least one application that is not final' })
  clientsWithOpenApplications!: number;

  @Field(() => Int, { description: 'Submitted applications no client account has claimed' })
  unclaimedApplications!: number;

  @Field(() => Int, { description: 'Uploaded documents of open applications waiting for review' })
  documentsAwaitingReview!: number;

  @Field(() => Int, { description: 'NetBuilder (credit-builder) applications submitted or in review' })
  creditBuilderApplications!: number;

  @Field(() => Int, { description: 'Net30 applications submitted or in review' })
  net30ApplicationsPending!: number;

  @Field({ description: 'False when no client and no application arrived yet (show the empty state)' })
  hasAnything!: boolean;

  @Field(() => [UnclaimedApplicationType], { description: 'The newest 10' })
  unclaimed!: UnclaimedApplicationType[];

  @Field(() => [DashboardQueueItemType], { description: 'Info requests answered and documents uploaded, oldest first' })
  needsAttention!: DashboardQueueItemType[];
}

@ObjectType('ClientNote', { description: 'An internal note about a client; never shown to the client' })
export class ClientNoteType {
  @Field(() => ID, { description: 'The note\'s id' })
  id!: number;

  @Field({ description: 'The note\'s text' })
  body!: string;

  @Field({ description: "The author's username" })
  authorName!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was written (ISO-8601 date-time, UTC)' })
  createdAt!: Date;
}

@ObjectType('ClientDetail', { description: 'R11 client detail (admins only)' })
export class ClientDetailType {
  @Field(() => ID, { description: 'The client user\'s id' })
  id!: number;

  @Field({ description: 'The client\'s username' })
  username!: string;

  @Field({ description: 'The client\'s e-mail address' })
  email!: string;

  @Field({ description: 'First and last name, else the latest application\'s contact name, else the username' })
  name!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the account was created (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the client last signed in (while the session is kept)' })
  lastSignInAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The NetBuilder plan id, if the client has a subscription' })
  netbuilderPlan!: string | null;

  @Field(() => String, { nullable: true, description: 'The subscription\'s status (active, past_due, canceled, …)' })
  netbuilderStatus!: string | null;

  @Field(() => [BusinessType], { description: 'Newest first, each fact with its provenance' })
  businesses!: BusinessType[];

  @Field(() => [ApplicationRecordType], { description: 'Newest first' })
  applications!: ApplicationRecordType[];

  @Field(() => [ApplicationDocumentType], { description: 'The documents uploaded on the client\'s applications' })
  documents!: ApplicationDocumentType[];

  @Field(() => [ClientNoteType], { description: 'Newest first' })
  notes!: ClientNoteType[];

  @Field(() => [AuditEntryType], { description: 'Audit events about the client, its businesses and applications, newest first (at most 100)' })
  activity!: AuditEntryType[];
}

@ObjectType('ClaimLinkReceipt', { description: 'A claim link e-mailed (through the outbox)' })
export class ClaimLinkReceiptType {
  @Field(() => ID, { description: 'The application whose claim link was sent' })
  applicationId!: number;

  @Field({ description: 'The address the link was e-mailed to' })
  sentTo!: string;

  @Field(() => Int, { description: 'Sends in the last 24 hours, this one included' })
  sentToday!: number;

  @Field(() => Int, { description: 'How many more links may be sent for it in the next 24 hours' })
  remainingToday!: number;
}
