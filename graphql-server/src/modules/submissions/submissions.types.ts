import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { ACCESS_ACTIONS } from './access-log.entity.js';
import { CONSENT_CHANNELS } from './consent-record.entity.js';
import { CONSENT_MODES, SUBMISSION_STATUSES } from './submission.entity.js';

export const SubmissionStatusEnum = enumObject(SUBMISSION_STATUSES);
registerEnumType(SubmissionStatusEnum, {
  name: 'SubmissionStatus',
  description: 'BACKOFFICE §3.4: proposed → shared | refused | expired; shared → viewed ⇄ info_requested → offered | declined; open → revoked | closed; offered → won | lost', valuesConfig: { closed: { description: 'Closed because the application ended' }, declined: { description: 'The lender declined the file' }, expired: { description: 'Not answered in time (5 days for a proposal, the SLA plus grace for the lender)' }, info_requested: { description: 'The lender asked for more information' }, lost: { description: 'The lender made an offer, but another offer won' }, offered: { description: 'The lender made an offer' }, proposed: { description: 'Proposed to the client; waiting for their consent' }, refused: { description: 'The client said no to this lender' }, revoked: { description: 'Access ended by the client or NetFund' }, shared: { description: 'Shared with the lender (consent given); not opened yet' }, viewed: { description: 'The lender opened the file' }, won: { description: 'The lender\'s offer was accepted' } },
});
export const ConsentModeEnum = enumObject(CONSENT_MODES);
registerEnumType(ConsentModeEnum, { name: 'ConsentMode', description: 'How the consent behind a share was given (invariant 7)', valuesConfig: { client_auto_policy: { description: 'Under the client\'s auto-share policy' }, client_click: { description: 'The client approved the proposal on the website' }, staff_recorded: { description: 'The client said yes to a team member, who recorded it' } } });
export const ConsentChannelEnum = enumObject(CONSENT_CHANNELS);
registerEnumType(ConsentChannelEnum, { name: 'ConsentChannel', description: 'Where a consent was given', valuesConfig: { email: { description: 'By e-mail' }, phone: { description: 'By phone' }, web: { description: 'On the website' } } });
export const ShareConsentKindEnum = enumObject(['auto_share_policy', 'staff_recorded'] as const);
registerEnumType(ShareConsentKindEnum, { name: 'ShareConsentKind', description: "Share now under the client's auto-share policy, or with consent recorded by staff", valuesConfig: { auto_share_policy: { description: 'The client\'s auto-share policy (it must be on)' }, staff_recorded: { description: 'A yes the client gave a team member (channel and note required)' } } });
export const AccessActionEnum = enumObject(ACCESS_ACTIONS);
registerEnumType(AccessActionEnum, { name: 'AccessAction', description: 'What a lender user did with a file', valuesConfig: { download_document: { description: 'Downloaded a document' }, open_file: { description: 'Opened the application file' }, view_document: { description: 'Viewed a document in the browser' } } });
export const RevokedByEnum = enumObject(['client', 'admin'] as const);
registerEnumType(RevokedByEnum, { name: 'RevokedBy', description: 'Who ended a lender’s access: the client, or NetFund', valuesConfig: { admin: { description: 'NetFund ended it' }, client: { description: 'The client ended it' } } });

@InputType('ProgramChoiceInput', { description: 'A program chosen on R13 Matches; an ineligible one needs an override reason' })
export class ProgramChoiceInput {
  @Field(() => ID, { description: 'The program\'s id' })
  programId!: string;

  @Field(() => String, { nullable: true, description: '5–500 characters; required for a program whose latest match is ineligible' })
  overrideReason?: string | null;
}

@InputType('ShareConsentInput', { description: 'R13 Share now: the consent it rests on' })
export class ShareConsentInput {
  @Field(() => ShareConsentKindEnum, { description: 'What the consent is: the auto-share policy or a staff-recorded yes' })
  kind!: string;

  @Field(() => ConsentChannelEnum, { nullable: true, description: 'staff_recorded: where the client said yes' })
  channel?: string | null;

  @Field(() => String, { nullable: true, description: 'staff_recorded: who said yes, when, how (5–1000 characters)' })
  note?: string | null;
}

@ObjectType('Submission', { description: "A lender's access grant to an application, as R13's Lenders tab lists it" })
export class SubmissionType {
  @Field(() => ID, { description: 'The submission\'s id' })
  id!: number;

  @Field(() => ID, { description: 'The lender\'s id' })
  lenderId!: number;

  @Field({ description: 'The lender\'s display name' })
  lenderName!: string;

  @Field(() => ID, { description: 'The program\'s id' })
  programId!: number;

  @Field({ description: 'The program\'s name' })
  programName!: string;

  @Field(() => Int, { description: 'The program version the file was matched against' })
  programVersion!: number;

  @Field(() => SubmissionStatusEnum, { description: 'Where the lender\'s access is (§3.4)' })
  status!: string;

  @Field(() => ConsentModeEnum, { nullable: true, description: 'How the consent was given; null while proposed' })
  consentMode!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was proposed to the client (ISO-8601 date-time, UTC); null when shared directly' })
  proposedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the file was shared (ISO-8601 date-time, UTC); null while proposed' })
  sharedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the lender first opened the file (ISO-8601 date-time, UTC); null if never' })
  firstViewedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the lender first answered (ISO-8601 date-time, UTC); null before' })
  respondedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'sharedAt + the lender’s SLA hours' })
  slaDueAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the lender was last reminded to answer (R13 *Nudge* or the SLA job)' })
  lastNudgedAt!: Date | null;

  @Field(() => Int, { description: 'How many reminders the lender got for this file' })
  nudgeCount!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When access was revoked (ISO-8601 date-time, UTC); null unless revoked' })
  revokedAt!: Date | null;

  @Field(() => RevokedByEnum, { nullable: true, description: 'Who revoked it; null unless revoked' })
  revokedBy!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was refused, expired or closed' })
  closedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why an ineligible program was chosen anyway; null otherwise' })
  overrideReason!: string | null;
}

@ObjectType('ApplicationSubmissions', { description: 'R13 Lenders tab: an application\'s submissions and the sharing policy' })
export class ApplicationSubmissionsType {
  @Field(() => ID, { description: 'The application\'s id' })
  applicationId!: number;

  @Field({ description: 'The client allows sharing without asking each time (Share now may rest on it)' })
  autoSharePolicy!: boolean;

  @Field(() => Int, { description: 'Proposed or open submissions (the cap counts these)' })
  openCount!: number;

  @Field(() => Int, { description: 'The cap on proposed and open submissions (5)' })
  maxOpen!: number;

  @Field(() => [SubmissionType], { description: 'Newest first' })
  items!: SubmissionType[];
}

@ObjectType('ClientLender', { description: "R22: a lender proposed for or shared with the client's file (no commission)" })
export class ClientLenderType {
  @Field(() => ID, { description: 'The submission\'s id (for respondToProposal and revokeLender)' })
  submissionId!: number;

  @Field({ description: 'The lender\'s display name' })
  lenderName!: string;

  @Field({ description: 'The product the lender offers, e.g. "Merchant cash advance"' })
  productLabel!: string;

  @Field(() => String, { nullable: true, description: 'Typical pricing, never a quote: "Factor 1.20–1.35"' })
  typicalPricing!: string | null;

  @Field(() => SubmissionStatusEnum, { description: 'Where the lender\'s access is' })
  status!: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When NetFund proposed the lender (ISO-8601 date-time, UTC); null when shared under the policy' })
  proposedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the file was shared (ISO-8601 date-time, UTC); null while proposed' })
  sharedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the lender first opened the file (ISO-8601 date-time, UTC); null if never' })
  firstViewedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the lender first answered (ISO-8601 date-time, UTC); null before' })
  respondedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When access ended (revoked, refused, expired, closed)' })
  endedAt!: Date | null;

  @Field(() => RevokedByEnum, { nullable: true, description: 'Who ended the lender\'s access; null unless revoked' })
  revokedBy!: string | null;

  @Field(() => [String], { description: 'What the lender sees (or would see) of the file' })
  canSee!: string[];
}

@ObjectType('AccessLogLine', { description: 'One access of a lender user to an application\'s file (R13/R22 access log)' })
export class AccessLogLineType {
  @Field({ description: 'The lender\'s display name' })
  lenderName!: string;

  @Field({ description: 'The lender user\'s name' })
  userName!: string;

  @Field(() => AccessActionEnum, { description: 'What the user did' })
  action!: string;

  @Field(() => String, { nullable: true, description: 'The document\'s name; null for opening the file' })
  documentName!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When (ISO-8601 date-time, UTC)' })
  at!: Date;

  @Field({ description: '"Harbor Funding — j.smith viewed bank-statement-march.pdf, Nov 3, 10:14 AM"' })
  text!: string;
}

@ObjectType('ApplicationLenders', { description: "R22 Lenders & access: the client's own file's lenders and every lender read" })
export class ApplicationLendersType {
  @Field(() => ID, { description: 'The application\'s id' })
  applicationId!: number;

  @Field({ description: 'The client allows sharing with matching lenders without asking each time' })
  autoSharePolicy!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Since when the policy is on (ISO-8601 date-time, UTC); null when off' })
  autoSharePolicySince!: Date | null;

  @Field(() => [ClientLenderType], { description: 'Newest first' })
  lenders!: ClientLenderType[];

  @Field(() => [AccessLogLineType], { description: 'Newest first (the latest 200)' })
  accessLog!: AccessLogLineType[];
}
