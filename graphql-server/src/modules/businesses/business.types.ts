import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('FactProvenance', { description: 'Where a fact of a business came from (R11 provenance badges)' })
export class FactProvenanceType {
  @Field({ description: 'The fact (field name), e.g. monthlyRevenue' })
  field!: string;

  @Field({ description: 'applicant, netfund, self, soft_pull, hard_pull, bank_statements or tax_return' })
  source!: string;

  @Field({ description: 'ISO date' })
  asOf!: string;

  @Field(() => String, { nullable: true, description: "The staff member who entered it; null for the applicant's own form" })
  enteredBy!: string | null;
}

@ObjectType('Business', { description: 'The business behind applications, with its current facts (admins only)' })
export class BusinessType {
  @Field(() => ID, { description: 'The business\'s id' })
  id!: number;

  @Field({ description: 'The business\'s legal name' })
  legalName!: string;

  @Field(() => String, { nullable: true, description: 'The "doing business as" name, if any' })
  dba?: string | null;

  @Field(() => String, { nullable: true, description: 'The legal form of the business as entered (e.g. LLC, corporation, sole proprietorship), if known' })
  entityType?: string | null;

  @Field(() => String, { nullable: true, description: 'The last 4 digits of the EIN (the full number is not stored)' })
  einLast4?: string | null;

  @Field(() => String, { nullable: true, description: 'The NAICS industry code (2–6 digits), if known' })
  naicsCode?: string | null;

  @Field({ description: "The catalogue's industry code" })
  industry!: string;

  @Field({ description: 'The state of the business, two-letter USPS code' })
  state!: string;

  @Field(() => String, { nullable: true, description: 'ISO date: the first day of the month the business started' })
  startedOn?: string | null;

  @Field(() => Int, { nullable: true, description: 'Whole months since startedOn' })
  monthsInBusiness?: number | null;

  @Field(() => Int, { description: 'Whole US dollars' })
  monthlyRevenue!: number;

  @Field(() => String, { nullable: true, description: 'How the monthly revenue was established: self (stated by the applicant), bank_statements or tax_return' })
  revenueSource?: string | null;

  @Field(() => Int, { nullable: true, description: 'The owner\'s FICO score (300–850), if known' })
  fico?: number | null;

  @Field(() => String, { nullable: true, description: 'How the FICO score was obtained: self, soft_pull or hard_pull' })
  ficoSource?: string | null;

  @Field(() => String, { nullable: true, description: 'The day the FICO score was taken (ISO date), if known' })
  ficoAsOf?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many loans or advances the business has open now, if known' })
  openPositions?: number | null;

  @Field(() => String, { nullable: true, description: 'The business phone, E.164 (+15125550100), if known' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'The business\'s website, if any' })
  website?: string | null;

  @Field(() => Int, { description: 'Send it back as expectedVersion with editBusinessFacts' })
  version!: number;
}

@InputType('EditBusinessFactsInput', { description: 'R11 Edit facts: the facts to change (left out = unchanged) and why' })
export class EditBusinessFactsInputType {
  @Field(() => ID, { description: 'The business\'s id (ApplicationRecord.business.id)' })
  businessId!: string;

  @Field(() => Int, { description: 'The business\'s version as last read; a stale one is CONFLICT' })
  expectedVersion!: number;

  @Field({ description: 'Why the facts change (1–2,000 characters, required; kept in the audit trail)' })
  reason!: string;

  @Field(() => String, { nullable: true, description: 'The legal name; left out keeps it' })
  legalName?: string;

  @Field(() => String, { nullable: true, description: 'The "doing business as" name; null clears it' })
  dba?: string | null;

  @Field(() => String, { nullable: true, description: 'The NAICS code (2–6 digits); null clears it' })
  naicsCode?: string | null;

  @Field(() => String, { nullable: true, description: 'The two-letter USPS state code; left out keeps it' })
  state?: string;

  @Field(() => String, { nullable: true, description: 'ISO date, not in the future' })
  startedOn?: string | null;

  @Field(() => Int, { nullable: true, description: 'Whole US dollars, ≥ 0' })
  monthlyRevenue?: number;

  @Field(() => Int, { nullable: true, description: '300–850' })
  fico?: number | null;

  @Field(() => String, { nullable: true, description: 'self, soft_pull or hard_pull' })
  ficoSource?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many loans or advances are open now (0–50); null clears it' })
  openPositions?: number | null;

  @Field(() => String, { nullable: true, description: 'The business phone in any common format (stored as E.164); null clears it' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'The website; null clears it' })
  website?: string | null;
}
