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
  @Field(() => ID)
  id!: number;

  @Field()
  legalName!: string;

  @Field(() => String, { nullable: true })
  dba?: string | null;

  @Field(() => String, { nullable: true })
  entityType?: string | null;

  @Field(() => String, { nullable: true, description: 'The last 4 digits of the EIN (the full number is not stored)' })
  einLast4?: string | null;

  @Field(() => String, { nullable: true })
  naicsCode?: string | null;

  @Field({ description: "The catalogue's industry code" })
  industry!: string;

  @Field()
  state!: string;

  @Field(() => String, { nullable: true, description: 'ISO date: the first day of the month the business started' })
  startedOn?: string | null;

  @Field(() => Int, { nullable: true, description: 'Whole months since startedOn' })
  monthsInBusiness?: number | null;

  @Field(() => Int, { description: 'Whole US dollars' })
  monthlyRevenue!: number;

  @Field(() => String, { nullable: true })
  revenueSource?: string | null;

  @Field(() => Int, { nullable: true })
  fico?: number | null;

  @Field(() => String, { nullable: true })
  ficoSource?: string | null;

  @Field(() => String, { nullable: true })
  ficoAsOf?: string | null;

  @Field(() => Int, { nullable: true })
  openPositions?: number | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  website?: string | null;

  @Field(() => Int)
  version!: number;
}

@InputType('EditBusinessFactsInput', { description: 'R11 Edit facts: the facts to change (left out = unchanged) and why' })
export class EditBusinessFactsInputType {
  @Field(() => ID)
  businessId!: string;

  @Field(() => Int)
  expectedVersion!: number;

  @Field()
  reason!: string;

  @Field(() => String, { nullable: true })
  legalName?: string;

  @Field(() => String, { nullable: true })
  dba?: string | null;

  @Field(() => String, { nullable: true })
  naicsCode?: string | null;

  @Field(() => String, { nullable: true })
  state?: string;

  @Field(() => String, { nullable: true, description: 'ISO date, not in the future' })
  startedOn?: string | null;

  @Field(() => Int, { nullable: true, description: 'Whole US dollars, ≥ 0' })
  monthlyRevenue?: number;

  @Field(() => Int, { nullable: true, description: '300–850' })
  fico?: number | null;

  @Field(() => String, { nullable: true, description: 'self, soft_pull or hard_pull' })
  ficoSource?: string | null;

  @Field(() => Int, { nullable: true })
  openPositions?: number | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  website?: string | null;
}
