import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { COMMISSION_BASES, LENDER_STATUSES } from './lender.entity.js';
import { LENDER_SORTS } from './lenders.schemas.js';
import { USER_STATUSES } from '../users/user.entity.js';
import { PageOf } from '../../graphql/page-of.js';

export const LenderStatusEnum = enumObject(LENDER_STATUSES);
registerEnumType(LenderStatusEnum, { name: 'LenderStatus', description: 'BACKOFFICE §3.5: onboarding → active ⇄ paused → archived', valuesConfig: { active: { description: 'Receives shared files' }, archived: { description: 'Gone for good: no users, no shares (read only)' }, onboarding: { description: 'Being set up: no shares until activated' }, paused: { description: 'Temporarily receives no new shares (pausedReason)' } } });
export const CommissionBasisEnum = enumObject(COMMISSION_BASES);
registerEnumType(CommissionBasisEnum, { name: 'CommissionBasis', description: 'pct_funded: basis points of the funded amount; flat: cents per funded deal', valuesConfig: { flat: { description: 'A flat amount per funded deal (commissionFlatCents)' }, pct_funded: { description: 'A percentage of the funded amount (commissionBps)' } } });
export const LenderSortEnum = enumObject(LENDER_SORTS);
registerEnumType(LenderSortEnum, { name: 'LenderSort', description: 'How the admin list of lenders is ordered', valuesConfig: { createdAt_asc: { description: 'Oldest first' }, createdAt_desc: { description: 'Newest first' }, name_asc: { description: 'Name, A to Z (the default)' }, name_desc: { description: 'Name, Z to A' }, status_asc: { description: 'By status' } } });
export const UserStatusEnum = enumObject(USER_STATUSES);
registerEnumType(UserStatusEnum, { name: 'UserStatus', description: 'invited: no password set yet; disabled: may not sign in', valuesConfig: { active: { description: 'Has a password and can sign in' }, disabled: { description: 'Sign-in refused (disabled by an admin)' }, invited: { description: 'Invited; has not set a password yet' } } });

/** R8's form and R9's *Edit profile* share these fields. */
@InputType('LenderProfileInput')
export class LenderProfileInput {
  @Field({ description: '2–120 characters, unique whatever its case' })
  legalName!: string;

  @Field({ description: 'The name clients see' })
  displayName!: string;

  @Field(() => String, { nullable: true, description: 'An https:// address' })
  website?: string | null;

  @Field({ description: 'The lender\'s main contact\'s name' })
  contactName!: string;

  @Field({ description: 'The lender\'s main contact\'s e-mail address' })
  contactEmail!: string;

  @Field(() => String, { nullable: true, description: 'E.164, e.g. +15125550100' })
  contactPhone?: string | null;

  @Field(() => [String], { description: "The catalogue's product codes (at least one)" })
  products!: string[];

  @Field(() => [String], { nullable: true, description: 'USPS codes' })
  statesLicensed?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Response SLA, 1–72 hours (8 when left out on create)' })
  slaHours?: number | null;

  @Field(() => CommissionBasisEnum, { nullable: true, description: 'How NetFund\'s commission is computed; null: none agreed yet' })
  commissionBasis?: string | null;

  @Field(() => Int, { nullable: true, description: '0–1,000 basis points when the basis is pct_funded' })
  commissionBps?: number | null;

  @Field(() => Int, { nullable: true, description: 'Cents when the basis is flat' })
  commissionFlatCents?: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  agreementSignedOn?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'The data-handling terms are accepted (no re-marketing or resale of applicant data)' })
  dataTermsAccepted?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Require 2FA of its users (default true)' })
  requires2fa?: boolean | null;

  @Field(() => String, { nullable: true, description: 'At most 2,000 characters' })
  notes?: string | null;
}

@InputType('CreateLenderInput', { description: 'R8 New lender: the profile, commission and the users to invite; activate: true saves and activates' })
export class CreateLenderInputType extends LenderProfileInput {
  @Field(() => [String], { nullable: true, description: 'Users to invite (0–10 e-mails; at least one to activate)' })
  inviteEmails?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Save & activate: needs the agreement date, the data terms and an invited user' })
  activate?: boolean | null;
}

@InputType('UpdateLenderInput', { description: 'R9 Edit profile: the whole profile and the version as last read' })
export class UpdateLenderInputType extends LenderProfileInput {
  @Field(() => Int, { description: 'The lender\'s version as last read; a stale one is CONFLICT' })
  expectedVersion!: number;
}

@InputType('LenderListFilter', { description: 'R7 filters; search matches the legal and display names and any e-mail' })
export class LenderListFilterInput {
  @Field(() => String, { nullable: true, description: 'Text to look for in the legal or display name, the contact\'s e-mail or a lender user\'s e-mail' })
  search?: string | null;

  @Field(() => LenderStatusEnum, { nullable: true, description: 'Only lenders in this status' })
  status?: string | null;

  @Field(() => String, { nullable: true, description: "The catalogue's product code" })
  product?: string | null;

  @Field(() => String, { nullable: true, description: 'A USPS code the lender is licensed in' })
  state?: string | null;
}

@ObjectType('LenderUser', { description: "A lender's user (admins see them on R9's Users tab)" })
export class LenderUserType {
  @Field(() => ID, { description: 'The user\'s id' })
  id!: number;

  @Field({ description: 'The username they sign in with (their e-mail)' })
  username!: string;

  @Field({ description: 'The user\'s e-mail address' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'The user\'s name, once given' })
  name!: string | null;

  @Field(() => UserStatusEnum, { description: 'Whether the user can sign in' })
  status!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the user was invited (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When their newest session began; null if they never signed in (only adminLender answers it; the user mutations leave it null)' })
  lastSignInAt?: Date | null;
}

/** What a lender's own users may read about their lender: never the commission or internal notes. */
@ObjectType('LenderProfile', { description: 'The signed-in lender user\'s own lender, for the portal\'s banner' })
export class LenderProfileType {
  @Field(() => ID, { description: 'The lender\'s id' })
  id!: number;

  @Field({ description: 'The lender\'s display name' })
  displayName!: string;

  @Field(() => LenderStatusEnum, { description: 'Where the lender is (paused: no new shares)' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why NetFund paused the lender, while paused' })
  pausedReason!: string | null;

  @Field(() => [String], { description: 'The catalogue product codes it funds' })
  products!: string[];

  @Field(() => Int, { description: 'The hours it agreed to answer a shared file within' })
  slaHours!: number;
}

@ObjectType('Lender', { description: 'A partner lender as admins see it (R9), commission included' })
export class LenderType {
  @Field(() => ID, { description: 'The lender\'s id (as in /admin/lenders/{id})' })
  id!: number;

  @Field({ description: 'The lender\'s legal name (unique)' })
  legalName!: string;

  @Field({ description: 'The name clients and the back office see' })
  displayName!: string;

  @Field(() => String, { nullable: true, description: 'The lender\'s website, if any' })
  website!: string | null;

  @Field({ description: 'The lender\'s main contact\'s name' })
  contactName!: string;

  @Field({ description: 'The lender\'s main contact\'s e-mail address' })
  contactEmail!: string;

  @Field(() => String, { nullable: true, description: 'The main contact\'s phone, E.164, if any' })
  contactPhone!: string | null;

  @Field(() => [String], { description: 'The catalogue product codes the lender funds' })
  products!: string[];

  @Field(() => [String], { description: 'The two-letter codes of the states the lender may fund in' })
  statesLicensed!: string[];

  @Field(() => LenderStatusEnum, { description: 'Where the lender is in its life' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why it is paused; null unless paused' })
  pausedReason!: string | null;

  @Field(() => Int, { description: 'The hours the lender agrees to answer a shared file within' })
  slaHours!: number;

  @Field(() => CommissionBasisEnum, { nullable: true, description: 'How NetFund\'s commission is computed; null: none agreed' })
  commissionBasis!: string | null;

  @Field(() => Int, { nullable: true, description: 'The commission as basis points of the funded amount (250 = 2.5 %), with pct_funded' })
  commissionBps!: number | null;

  @Field(() => Int, { nullable: true, description: 'The flat commission per funded deal, in cents, with flat' })
  commissionFlatCents!: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  agreementSignedOn!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the data terms were accepted (ISO-8601 date-time, UTC); null before' })
  dataTermsAcceptedAt!: Date | null;

  @Field({ description: 'Its users must use two-factor sign-in' })
  requires2fa!: boolean;

  @Field(() => String, { nullable: true, description: 'Internal notes (admins only), if any' })
  notes!: string | null;

  @Field(() => Int, { description: 'Send it back as expectedVersion with a change' })
  version!: number;

  @Field(() => GraphQLISODateTime, { description: 'When the lender was created (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field(() => [LenderUserType], { description: 'Its users, oldest first (disabled ones included)' })
  users!: LenderUserType[];
}

@ObjectType('LenderRow', { description: 'A lender as R7 lists it' })
export class LenderRowType {
  @Field(() => ID, { description: 'The lender\'s id' })
  id!: number;

  @Field({ description: 'The lender\'s legal name' })
  legalName!: string;

  @Field({ description: 'The name clients and the back office see' })
  displayName!: string;

  @Field(() => LenderStatusEnum, { description: 'Where the lender is in its life' })
  status!: string;

  @Field(() => [String], { description: 'The catalogue product codes it funds' })
  products!: string[];

  @Field(() => [String], { description: 'The states it may fund in, two-letter codes' })
  statesLicensed!: string[];

  @Field({ description: 'The main contact\'s e-mail address' })
  contactEmail!: string;

  @Field(() => Int, { description: 'The hours it agreed to answer within' })
  slaHours!: number;

  @Field(() => CommissionBasisEnum, { nullable: true, description: 'How NetFund\'s commission is computed; null: none agreed' })
  commissionBasis!: string | null;

  @Field(() => Int, { nullable: true, description: 'Basis points of the funded amount, with pct_funded' })
  commissionBps!: number | null;

  @Field(() => Int, { nullable: true, description: 'Cents per funded deal, with flat' })
  commissionFlatCents!: number | null;

  @Field(() => Int, { description: 'Users invited or active' })
  userCount!: number;

  @Field(() => Int, { description: 'Users who can sign in now' })
  activeUserCount!: number;

  @Field(() => Int, { description: 'Programs in status active' })
  activeProgramCount!: number;

  @Field(() => Int, { description: 'Open submissions (proposed or granting access)' })
  openSubmissionCount!: number;

  @Field(() => Int, { description: "The lender's version, for the row menu's expectedVersion" })
  version!: number;

  @Field(() => GraphQLISODateTime, { description: 'When the lender was created (ISO-8601 date-time, UTC)' })
  createdAt!: Date;
}

@ObjectType('LenderPage', { description: 'One page of the admin list of lenders (R7)' })
export class LenderPageType extends PageOf(LenderRowType) {}

@InputType('AcceptLenderInviteInput', { description: 'R9 invitation: a lender user sets a password from the link e-mailed to them' })
export class AcceptLenderInviteInput {
  @Field({ description: 'The token of the set-password link' })
  token!: string;

  @Field({ description: 'At least 12 characters' })
  password!: string;

  @Field({ description: 'The new password again; must equal password' })
  confirmPassword!: string;
}
