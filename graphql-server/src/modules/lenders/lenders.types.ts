import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { COMMISSION_BASES, LENDER_STATUSES } from './lender.entity.js';
import { LENDER_SORTS } from './lenders.schemas.js';
import { USER_STATUSES } from '../users/user.entity.js';
import { PageOf } from '../../graphql/page-of.js';

export const LenderStatusEnum = enumObject(LENDER_STATUSES);
registerEnumType(LenderStatusEnum, { name: 'LenderStatus', description: 'BACKOFFICE §3.5: onboarding → active ⇄ paused → archived' });
export const CommissionBasisEnum = enumObject(COMMISSION_BASES);
registerEnumType(CommissionBasisEnum, { name: 'CommissionBasis', description: 'pct_funded: basis points of the funded amount; flat: cents per funded deal' });
export const LenderSortEnum = enumObject(LENDER_SORTS);
registerEnumType(LenderSortEnum, { name: 'LenderSort', description: 'How the admin list of lenders is ordered' });
export const UserStatusEnum = enumObject(USER_STATUSES);
registerEnumType(UserStatusEnum, { name: 'UserStatus', description: 'invited: no password set yet; disabled: may not sign in' });

/** R8's form and R9's *Edit profile* share these fields. */
@InputType('LenderProfileInput')
export class LenderProfileInput {
  @Field({ description: '2–120 characters, unique whatever its case' })
  legalName!: string;

  @Field({ description: 'The name clients see' })
  displayName!: string;

  @Field(() => String, { nullable: true, description: 'An https:// address' })
  website?: string | null;

  @Field()
  contactName!: string;

  @Field()
  contactEmail!: string;

  @Field(() => String, { nullable: true, description: 'E.164, e.g. +15125550100' })
  contactPhone?: string | null;

  @Field(() => [String], { description: "The catalogue's product codes (at least one)" })
  products!: string[];

  @Field(() => [String], { nullable: true, description: 'USPS codes' })
  statesLicensed?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Response SLA, 1–72 hours (8 when left out on create)' })
  slaHours?: number | null;

  @Field(() => CommissionBasisEnum, { nullable: true })
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

@InputType('CreateLenderInput')
export class CreateLenderInputType extends LenderProfileInput {
  @Field(() => [String], { nullable: true, description: 'Users to invite (0–10 e-mails; at least one to activate)' })
  inviteEmails?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Save & activate: needs the agreement date, the data terms and an invited user' })
  activate?: boolean | null;
}

@InputType('UpdateLenderInput')
export class UpdateLenderInputType extends LenderProfileInput {
  @Field(() => Int)
  expectedVersion!: number;
}

@InputType('LenderListFilter', { description: 'R7 filters; search matches the legal and display names and any e-mail' })
export class LenderListFilterInput {
  @Field(() => String, { nullable: true })
  search?: string | null;

  @Field(() => LenderStatusEnum, { nullable: true })
  status?: string | null;

  @Field(() => String, { nullable: true, description: "The catalogue's product code" })
  product?: string | null;

  @Field(() => String, { nullable: true, description: 'A USPS code the lender is licensed in' })
  state?: string | null;
}

@ObjectType('LenderUser', { description: "A lender's user (admins see them on R9's Users tab)" })
export class LenderUserType {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'The username they sign in with (their e-mail)' })
  username!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => UserStatusEnum)
  status!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When their newest session began; null if they never signed in (only adminLender answers it; the user mutations leave it null)' })
  lastSignInAt?: Date | null;
}

/** What a lender's own users may read about their lender: never the commission or internal notes. */
@ObjectType('LenderProfile')
export class LenderProfileType {
  @Field(() => ID)
  id!: number;

  @Field()
  displayName!: string;

  @Field(() => LenderStatusEnum)
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why NetFund paused the lender, while paused' })
  pausedReason!: string | null;

  @Field(() => [String])
  products!: string[];

  @Field(() => Int)
  slaHours!: number;
}

@ObjectType('Lender', { description: 'A partner lender as admins see it (R9), commission included' })
export class LenderType {
  @Field(() => ID)
  id!: number;

  @Field()
  legalName!: string;

  @Field()
  displayName!: string;

  @Field(() => String, { nullable: true })
  website!: string | null;

  @Field()
  contactName!: string;

  @Field()
  contactEmail!: string;

  @Field(() => String, { nullable: true })
  contactPhone!: string | null;

  @Field(() => [String])
  products!: string[];

  @Field(() => [String])
  statesLicensed!: string[];

  @Field(() => LenderStatusEnum)
  status!: string;

  @Field(() => String, { nullable: true })
  pausedReason!: string | null;

  @Field(() => Int)
  slaHours!: number;

  @Field(() => CommissionBasisEnum, { nullable: true })
  commissionBasis!: string | null;

  @Field(() => Int, { nullable: true })
  commissionBps!: number | null;

  @Field(() => Int, { nullable: true })
  commissionFlatCents!: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  agreementSignedOn!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  dataTermsAcceptedAt!: Date | null;

  @Field()
  requires2fa!: boolean;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => Int)
  version!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => [LenderUserType], { description: 'Its users, oldest first (disabled ones included)' })
  users!: LenderUserType[];
}

@ObjectType('LenderRow', { description: 'A lender as R7 lists it' })
export class LenderRowType {
  @Field(() => ID)
  id!: number;

  @Field()
  legalName!: string;

  @Field()
  displayName!: string;

  @Field(() => LenderStatusEnum)
  status!: string;

  @Field(() => [String])
  products!: string[];

  @Field(() => [String])
  statesLicensed!: string[];

  @Field()
  contactEmail!: string;

  @Field(() => Int)
  slaHours!: number;

  @Field(() => CommissionBasisEnum, { nullable: true })
  commissionBasis!: string | null;

  @Field(() => Int, { nullable: true })
  commissionBps!: number | null;

  @Field(() => Int, { nullable: true })
  commissionFlatCents!: number | null;

  @Field(() => Int, { description: 'Users invited or active' })
  userCount!: number;

  @Field(() => Int)
  activeUserCount!: number;

  @Field(() => Int, { description: 'Programs in status active' })
  activeProgramCount!: number;

  @Field(() => Int, { description: 'Open submissions (proposed or granting access)' })
  openSubmissionCount!: number;

  @Field(() => Int, { description: "The lender's version, for the row menu's expectedVersion" })
  version!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

@ObjectType('LenderPage')
export class LenderPageType extends PageOf(LenderRowType) {}

@InputType('AcceptLenderInviteInput')
export class AcceptLenderInviteInput {
  @Field({ description: 'The token of the set-password link' })
  token!: string;

  @Field({ description: 'At least 12 characters' })
  password!: string;

  @Field()
  confirmPassword!: string;
}
