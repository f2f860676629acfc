import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { USE_OF_FUNDS } from './staff-application.schemas.js';

export const UseOfFunds = Object.fromEntries(USE_OF_FUNDS.map((use) => [use, use])) as { [U in (typeof USE_OF_FUNDS)[number]]: U };
registerEnumType(UseOfFunds, { name: 'UseOfFunds', description: 'What the requested money is for (R12)', valuesConfig: { equipment: { description: 'Buying or leasing equipment' }, expansion: { description: 'Growing the business (new location, hires, marketing)' }, inventory: { description: 'Buying inventory' }, other: { description: 'Something else (described in the note)' }, payroll: { description: 'Paying staff' }, real_estate: { description: 'Buying or improving real estate' }, refinance: { description: 'Paying off existing debt' }, working_capital: { description: 'Day-to-day operating costs' } } });

@InputType('StaffApplicationInput', { description: 'R12: a staff-entered application (a new draft, or the draft `id` at `expectedVersion`)' })
export class StaffApplicationInputType {
  @Field(() => ID, { nullable: true, description: 'The draft to update; leave out to create one' })
  id?: string | null;

  @Field(() => Int, { nullable: true, description: 'Required with `id`' })
  expectedVersion?: number | null;

  @Field(() => ID, { nullable: true, description: 'An existing client account; leave out for a new client (no account is created)' })
  clientUserId?: string | null;

  @Field({ description: 'The business\'s legal name' })
  legalName!: string;

  @Field(() => String, { nullable: true, description: 'The business\'s "doing business as" name, if any' })
  dba?: string | null;

  @Field({ description: 'The applicant\'s first name' })
  contactFirstName!: string;

  @Field({ description: 'The applicant\'s last name' })
  contactLastName!: string;

  @Field({ description: 'The applicant\'s e-mail address (where the result link is sent)' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'The applicant\'s phone in any common format (stored as E.164)' })
  phone?: string | null;

  @Field({ description: 'sole_proprietorship, partnership, llc, corporation, s_corporation or nonprofit' })
  entityType!: string;

  @Field(() => String, { nullable: true, description: '12-3456789; only the last 4 digits are stored. Left empty on an update, the stored last 4 are kept' })
  ein?: string | null;

  @Field({ description: '2 to 6 digits' })
  naicsCode!: string;

  @Field({ description: 'The catalogue industry code' })
  industry!: string;

  @Field({ description: 'Two-letter US state code' })
  state!: string;

  @Field({ description: 'The month the business started: 2021-04' })
  startedMonth!: string;

  @Field(() => Int, { description: 'Average monthly revenue of the last 3 months, whole US dollars' })
  monthlyRevenue!: number;

  @Field({ description: 'self, bank_statements or tax_return' })
  revenueSource!: string;

  @Field(() => Int, { description: "The owner's FICO score, 300–850" })
  fico!: number;

  @Field({ description: 'self, soft_pull or hard_pull' })
  ficoSource!: string;

  @Field(() => String, { nullable: true, description: 'ISO date the score is from (default today)' })
  ficoAsOf?: string | null;

  @Field(() => Int, { nullable: true, description: 'Existing open financing positions' })
  openPositions?: number | null;

  @Field({ description: 'A catalogue product code' })
  product!: string;

  @Field(() => Int, { description: 'Whole US dollars, $1,000 to $10,000,000' })
  requestedAmount!: number;

  @Field(() => UseOfFunds, { description: 'What the money is for' })
  useOfFunds!: string;

  @Field(() => String, { nullable: true, description: 'Required for `other`' })
  useOfFundsNote?: string | null;

  @Field(() => ID, { nullable: true, description: 'R14 Start renewal: the funded deal this new application renews (kept when the draft is updated)' })
  renewalOfFundingId?: string | null;
}

@InputType('SubmitStaffApplicationInput', { description: 'R12 Submit: a saved draft and the answers to its warnings' })
export class SubmitStaffApplicationInputType {
  @Field(() => ID, { description: 'The draft application\'s id' })
  id!: string;

  @Field(() => Int, { description: 'The draft\'s version as last read; a stale one is CONFLICT' })
  expectedVersion!: number;

  @Field(() => Boolean, { nullable: true, description: 'Submit although an open application for the same product exists' })
  confirmDuplicate?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Why to submit although the business was declined less than 30 days ago (audited)' })
  cooldownReason?: string | null;
}

@ObjectType('ClientChoice', { description: "A client account R12's picker offers" })
export class ClientChoiceType {
  @Field(() => ID, { description: 'The client user\'s id (the clientUserId of a staff-entered application)' })
  id!: number;

  @Field({ description: 'The client\'s username' })
  username!: string;

  @Field({ description: 'The client\'s e-mail address' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'The client\'s first name, if given' })
  firstName!: string | null;

  @Field(() => String, { nullable: true, description: 'The client\'s last name, if given' })
  lastName!: string | null;
}
