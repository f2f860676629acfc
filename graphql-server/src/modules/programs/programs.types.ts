import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { PROGRAM_STATUSES } from './lender-program.entity.js';
import { PageOf } from '../../graphql/page-of.js';

export const ProgramStatusEnum = enumObject(PROGRAM_STATUSES);
registerEnumType(ProgramStatusEnum, { name: 'ProgramStatus', description: 'BACKOFFICE §3.5: draft → active (publish) ⇄ paused → archived', valuesConfig: { active: { description: 'Published and matching new applications' }, archived: { description: 'Retired for good (read only)' }, draft: { description: 'Never published; matches nothing' }, paused: { description: 'Published but matching nothing new until resumed' } } });

function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalValue(field.value)]));
    case Kind.LIST:
      return node.values.map(literalValue);
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.NULL:
      return null;
    default:
      throw new GraphQLError('Program criteria must be a JSON object');
  }
}

/**
 * A program's criteria document (BACKOFFICE §4.1) as JSON: the one zod schema of the matching module
 * (`programCriteriaSchema`) validates it in the service, so the GraphQL edge does not restate its shape.
 */
export const ProgramCriteriaScalar = new GraphQLScalarType({
  name: 'ProgramCriteria',
  description: 'A criteria document (BACKOFFICE §4.1, schema 1) as a JSON object; validated by the server’s criteria schema, errors per field ("amount.minCents")',
  serialize: (value) => value,
  parseValue: (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new GraphQLError('Program criteria must be a JSON object');
    return value;
  },
  parseLiteral: (node) => {
    if (node.kind !== Kind.OBJECT) throw new GraphQLError('Program criteria must be a JSON object');
    return literalValue(node);
  },
});

@InputType('CreateProgramInput', { description: 'R3 New program: its lender, name and criteria (saved as a draft)' })
export class CreateProgramInput {
  @Field(() => ID, { description: 'A lender that is not archived' })
  lenderId!: string;

  @Field({ description: '3–80 characters, unique per lender' })
  name!: string;

  @Field(() => ProgramCriteriaScalar, { description: 'The criteria; its product becomes the program’s product' })
  criteria!: Record<string, unknown>;
}

@InputType('UpdateProgramDraftInput', { description: 'R3 Save draft of an existing program: its name and criteria' })
export class UpdateProgramDraftInput {
  @Field(() => String, { nullable: true, description: 'The new name (3–80 characters, unique per lender); null keeps it' })
  name?: string | null;

  @Field(() => ProgramCriteriaScalar, { description: 'The product must stay the program’s' })
  criteria!: Record<string, unknown>;

  @Field(() => Int, { description: 'The program\'s row version as last read; a stale one is CONFLICT' })
  expectedVersion!: number;
}

@InputType('ProgramListFilter', { description: 'R2/R4 filters; search matches the program and lender names' })
export class ProgramListFilterInput {
  @Field(() => String, { nullable: true, description: 'Text to look for in program and lender names' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: "The catalogue's product code" })
  product?: string | null;

  @Field(() => ProgramStatusEnum, { nullable: true, description: 'Only programs in this status' })
  status?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only this lender\'s programs' })
  lenderId?: string | null;
}

@ObjectType('ProgramVersion', { description: 'One published, immutable version of a program’s criteria' })
export class ProgramVersionType {
  @Field(() => Int, { description: 'The version number, from 1' })
  version!: number;

  @Field(() => ProgramCriteriaScalar, { description: 'The criteria of this version (JSON, BACKOFFICE §4.1)' })
  criteria!: Record<string, unknown>;

  @Field({ description: 'The admin who published it' })
  createdBy!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was published (ISO-8601 date-time, UTC)' })
  publishedAt!: Date;
}

@ObjectType('ProgramRow', { description: 'A program as R2’s matrix and R4’s list show it' })
export class ProgramRowType {
  @Field(() => ID, { description: 'The program\'s id' })
  id!: number;

  @Field(() => ID, { description: 'The lender\'s id' })
  lenderId!: number;

  @Field({ description: 'The lender\'s display name' })
  lenderName!: string;

  @Field({ description: 'The lender\'s status (onboarding, active, paused, archived): a paused lender\'s programs match nothing' })
  lenderStatus!: string;

  @Field({ description: 'The program\'s name' })
  name!: string;

  @Field({ description: 'The catalogue product code it funds' })
  product!: string;

  @Field(() => ProgramStatusEnum, { description: 'Where the program is in its life' })
  status!: string;

  @Field(() => Int, { nullable: true, description: 'The published version in force; null before the first publish' })
  currentVersion!: number | null;

  @Field(() => ProgramCriteriaScalar, { nullable: true, description: 'The criteria in force (the draft’s before the first publish)' })
  criteria!: Record<string, unknown> | null;

  @Field({ description: 'An unpublished draft exists' })
  hasDraft!: boolean;

  @Field(() => String, { nullable: true, description: 'Why it is paused; null unless paused' })
  pausedReason!: string | null;

  @Field(() => Int, { description: 'The row\'s version: send it back as expectedVersion with a change' })
  version!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it last changed (ISO-8601 date-time, UTC)' })
  updatedAt!: Date;

  @Field(() => String, { nullable: true, description: 'The admin who published it; null before the first publish' })
  publishedBy!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the version in force was published (ISO-8601 date-time, UTC); null before the first publish' })
  publishedAt!: Date | null;
}

@ObjectType('ProgramPage', { description: 'One page of the admin list of programs (R2/R4)' })
export class ProgramPageType extends PageOf(ProgramRowType) {}

@ObjectType('Program', { description: 'R4 detail: a program with its draft and version history' })
export class ProgramType {
  @Field(() => ID, { description: 'The program\'s id (as in /admin/programs/{id})' })
  id!: number;

  @Field(() => ID, { description: 'The lender\'s id' })
  lenderId!: number;

  @Field({ description: 'The lender\'s display name' })
  lenderName!: string;

  @Field({ description: 'The program\'s name (unique per lender)' })
  name!: string;

  @Field({ description: 'The catalogue product code it funds' })
  product!: string;

  @Field(() => ProgramStatusEnum, { description: 'Where the program is in its life' })
  status!: string;

  @Field(() => Int, { nullable: true, description: 'The published version in force; null before the first publish' })
  currentVersion!: number | null;

  @Field(() => ProgramCriteriaScalar, { nullable: true, description: 'The unpublished draft, if any' })
  draftCriteria!: Record<string, unknown> | null;

  @Field(() => String, { nullable: true, description: 'Why it is paused; null unless paused' })
  pausedReason!: string | null;

  @Field(() => Int, { description: 'The row\'s version: send it back as expectedVersion with a change' })
  version!: number;

  @Field(() => GraphQLISODateTime, { description: 'When the program was created (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it last changed (ISO-8601 date-time, UTC)' })
  updatedAt!: Date;

  @Field(() => [ProgramVersionType], { description: 'Newest first' })
  versions!: ProgramVersionType[];
}

@ObjectType('CriteriaProblem', { description: 'One message of the criteria schema, at its field ("amount.minCents")' })
export class CriteriaProblemType {
  @Field({ description: 'The field, as a dotted path, e.g. "amount.minCents"' })
  path!: string;

  @Field({ description: 'What is wrong, in words' })
  message!: string;
}

@ObjectType('CriteriaPreview', { description: 'R3: the plain-English preview of valid criteria, or the schema’s messages' })
export class CriteriaPreviewType {
  @Field(() => String, { nullable: true, description: 'Null while the criteria have problems' })
  text!: string | null;

  @Field(() => [CriteriaProblemType], { description: 'The criteria schema\'s messages by field; empty when valid' })
  problems!: CriteriaProblemType[];
}

@ObjectType('CoverageCell', { description: 'R2: one cell of the coverage heatmap, a FICO band × a months-in-business band' })
export class CoverageCellType {
  @Field({ description: 'The cell\'s FICO band, e.g. "600–649"' })
  ficoBand!: string;

  @Field({ description: 'The cell\'s months-in-business band, e.g. "12–23"' })
  monthsBand!: string;

  @Field(() => Int, { description: 'Active programs that accept the cell’s best applicant; 0 is a gap' })
  programCount!: number;

  @Field(() => [Int], { description: 'The ids of the active programs that accept the cell' })
  programIds!: number[];
}

@ObjectType('CoverageHeatmap', { description: 'R2: FICO bands × months-in-business bands for one product and amount' })
export class CoverageHeatmapType {
  @Field(() => [String], { description: 'Row order' })
  ficoBands!: string[];

  @Field(() => [String], { description: 'Column order' })
  monthsBands!: string[];

  @Field(() => [CoverageCellType], { description: 'Every cell, row by row' })
  cells!: CoverageCellType[];

  @Field(() => Int, { description: 'Cells no active program accepts' })
  gapCount!: number;
}

@InputType('ProgramWhatIfInput', { description: 'R2 what-if tester: an applicant’s facts; absent facts are missing' })
export class ProgramWhatIfInput {
  @Field(() => Int, { description: 'The requested amount, in cents' })
  amountCents!: number;

  @Field({ description: "The catalogue's product code" })
  product!: string;

  @Field(() => Int, { nullable: true, description: 'The owner\'s FICO score (300–850)' })
  fico?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'The FICO comes from a credit pull (default: self-reported)' })
  ficoVerified?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'How long the business has operated, in whole months' })
  monthsInBusiness?: number | null;

  @Field(() => Int, { nullable: true, description: 'The monthly revenue, in cents' })
  monthlyRevenueCents?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'The revenue comes from bank statements (default: self-reported)' })
  revenueVerified?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'How many loans or advances the business has open' })
  openPositions?: number | null;

  @Field({ description: 'USPS code' })
  state!: string;

  @Field(() => String, { nullable: true, description: 'The NAICS industry code (2–6 digits)' })
  naicsCode?: string | null;

  @Field(() => String, { nullable: true, description: "The catalogue's entity type code" })
  entityType?: string | null;

  @Field(() => Int, { nullable: true, description: 'On-time reported trade months (§4.5)' })
  onTimeTradeMonths?: number | null;
}

@ObjectType('WhatIfCriterion', { description: 'One criterion’s verdict with §4.3’s text' })
export class WhatIfCriterionType {
  @Field({ description: 'The engine\'s criterion code, e.g. FICO_MIN' })
  code!: string;

  @Field({ description: 'The facts meet it' })
  pass!: boolean;

  @Field({ description: 'The fact it needs was not given' })
  missing!: boolean;

  @Field({ description: 'A failed FICO, months or revenue criterion within the program’s near-miss tolerance (§4.3): the program is a near_miss, not ineligible' })
  withinTolerance!: boolean;

  @Field({ description: 'The verdict in words (§4.3), e.g. "FICO 640 is below the minimum 650"' })
  text!: string;
}

@ObjectType('ProgramWhatIfResult', { description: 'R2 what-if: one active program’s dry-run result; nothing is stored' })
export class ProgramWhatIfResultType {
  @Field(() => ID, { description: 'The program\'s id' })
  programId!: number;

  @Field({ description: 'The program\'s name' })
  programName!: string;

  @Field(() => ID, { description: 'The lender\'s id' })
  lenderId!: number;

  @Field({ description: 'The lender\'s display name' })
  lenderName!: string;

  @Field(() => Int, { description: 'The published version tested' })
  programVersion!: number;

  @Field({ description: 'The program\'s catalogue product code' })
  product!: string;

  @Field({ description: 'The program is for another product than the one asked for' })
  differentProduct!: boolean;

  @Field({ description: 'eligible | near_miss | ineligible | needs_data' })
  outcome!: string;

  @Field(() => Int, { nullable: true, description: '§4.4 fit 0–100, eligible only (no lender track record: the default offer rate)' })
  fitScore!: number | null;

  @Field(() => [String], { description: 'Every failing criterion’s text' })
  reasons!: string[];

  @Field(() => [String], { description: 'Facts the program needs that were left out ("FICO not provided")' })
  missingFacts!: string[];

  @Field(() => [WhatIfCriterionType], { description: 'Every criterion\'s verdict' })
  criteria!: WhatIfCriterionType[];
}
