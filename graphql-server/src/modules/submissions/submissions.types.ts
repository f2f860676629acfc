import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { ACCESS_ACTIONS } from './access-log.entity.js';
import { CONSENT_CHANNELS } from './consent-record.entity.js';
import { CONSENT_MODES, SUBMISSION_STATUSES } from './submission.entity.js';

export const SubmissionStatusEnum = enumObject(SUBMISSION_STATUSES);
registerEnumType(SubmissionStatusEnum, {
  name: 'SubmissionStatus',
  description: 'BACKOFFICE §3.4: proposed → shared | refused | expired; shared → viewed ⇄ info_requested → offered | declined; open → revoked | closed; offered → won | lost',
});
export const ConsentModeEnum = enumObject(CONSENT_MODES);
registerEnumType(ConsentModeEnum, { name: 'ConsentMode', description: 'How the consent behind a share was given (invariant 7)' });
export const ConsentChannelEnum = enumObject(CONSENT_CHANNELS);
registerEnumType(ConsentChannelEnum, { name: 'ConsentChannel', description: 'Where a consent was given' });
export const ShareConsentKindEnum = enumObject(['auto_share_policy', 'staff_recorded'] as const);
registerEnumType(ShareConsentKindEnum, { name: 'ShareConsentKind', description: "Share now under the client's auto-share policy, or with consent recorded by staff" });
export const AccessActionEnum = enumObject(ACCESS_ACTIONS);
registerEnumType(AccessActionEnum, { name: 'AccessAction', description: 'What a lender user did with a file' });
export const RevokedByEnum = enumObject(['client', 'admin'] as const);
registerEnumType(RevokedByEnum, { name: 'RevokedBy', description: 'Who ended a lender’s access: the client, or NetFund' });

@InputType('ProgramChoiceInput', { description: 'A program chosen on R13 Matches; an ineligible one needs an override reason' })
export class ProgramChoiceInput {
  @Field(() => ID)
  programId!: string;

  @Field(() => String, { nullable: true, description: '5–500 characters; required for a program whose latest match is ineligible' })
  overrideReason?: string | null;
}

@InputType('ShareConsentInput', { description: 'R13 Share now: the consent it rests on' })
export class ShareConsentInput {
  @Field(() => ShareConsentKindEnum)
  kind!: string;

  @Field(() => ConsentChannelEnum, { nullable: true, description: 'staff_recorded: where the client said yes' })
  channel?: string | null;

  @Field(() => String, { nullable: true, description: 'staff_recorded: who said yes, when, how (5–1000 characters)' })
  note?: string | null;
}

@ObjectType('Submission', { description: "A lender's access grant to an application, as R13's Lenders tab lists it" })
export class SubmissionType {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  lenderId!: number;

  @Field()
  lenderName!: string;

  @Field(() => ID)
  programId!: number;

  @Field()
  programName!: string;

  @Field(() => Int)
  programVersion!: number;

  @Field(() => SubmissionStatusEnum)
  status!: string;

  @Field(() => ConsentModeEnum, { nullable: true })
  consentMode!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  proposedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  sharedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  firstViewedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  respondedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'sharedAt + the lender’s SLA hours' })
  slaDueAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the lender was last reminded to answer (R13 *Nudge* or the SLA job)' })
  lastNudgedAt!: Date | null;

  @Field(() => Int, { description: 'How many reminders the lender got for this file' })
  nudgeCount!: number;

  @Field(() => GraphQLISODateTime, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => RevokedByEnum, { nullable: true })
  revokedBy!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was refused, expired or closed' })
  closedAt!: Date | null;

  @Field(() => String, { nullable: true })
  overrideReason!: string | null;
}

@ObjectType('ApplicationSubmissions')
export class ApplicationSubmissionsType {
  @Field(() => ID)
  applicationId!: number;

  @Field({ description: 'The client allows sharing without asking each time (Share now may rest on it)' })
  autoSharePolicy!: boolean;

  @Field(() => Int, { description: 'Proposed or open submissions (the cap counts these)' })
  openCount!: number;

  @Field(() => Int)
  maxOpen!: number;

  @Field(() => [SubmissionType], { description: 'Newest first' })
  items!: SubmissionType[];
}

@ObjectType('ClientLender', { description: "R22: a lender proposed for or shared with the client's file (no commission)" })
export class ClientLenderType {
  @Field(() => ID)
  submissionId!: number;

  @Field()
  lenderName!: string;

  @Field()
  productLabel!: string;

  @Field(() => String, { nullable: true, description: 'Typical pricing, never a quote: "Factor 1.20–1.35"' })
  typicalPricing!: string | null;

  @Field(() => SubmissionStatusEnum)
  status!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  proposedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  sharedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  firstViewedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  respondedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When access ended (revoked, refused, expired, closed)' })
  endedAt!: Date | null;

  @Field(() => RevokedByEnum, { nullable: true })
  revokedBy!: string | null;

  @Field(() => [String], { description: 'What the lender sees (or would see) of the file' })
  canSee!: string[];
}

@ObjectType('AccessLogLine')
export class AccessLogLineType {
  @Field()
  lenderName!: string;

  @Field()
  userName!: string;

  @Field(() => AccessActionEnum)
  action!: string;

  @Field(() => String, { nullable: true })
  documentName!: string | null;

  @Field(() => GraphQLISODateTime)
  at!: Date;

  @Field({ description: '"Harbor Funding — j.smith viewed bank-statement-march.pdf, Nov 3, 10:14 AM"' })
  text!: string;
}

@ObjectType('ApplicationLenders', { description: "R22 Lenders & access: the client's own file's lenders and every lender read" })
export class ApplicationLendersType {
  @Field(() => ID)
  applicationId!: number;

  @Field()
  autoSharePolicy!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true })
  autoSharePolicySince!: Date | null;

  @Field(() => [ClientLenderType], { description: 'Newest first' })
  lenders!: ClientLenderType[];

  @Field(() => [AccessLogLineType], { description: 'Newest first (the latest 200)' })
  accessLog!: AccessLogLineType[];
}
