import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { PROGRAM_STATUSES } from './lender-program.entity.js';
import { PageOf } from '../../graphql/page-of.js';

export const ProgramStatusEnum = enumObject(PROGRAM_STATUSES);
registerEnumType(ProgramStatusEnum, { name: 'ProgramStatus', description: 'BACKOFFICE §3.5: draft → active (publish) ⇄ paused → archived' });

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

@InputType('CreateProgramInput')
export class CreateProgramInput {
  @Field(() => ID, { description: 'A lender that is not archived' })
  lenderId!: string;

  @Field({ description: '3–80 characters, unique per lender' })
  name!: string;

  @Field(() => ProgramCriteriaScalar, { description: 'The criteria; its product becomes the program’s product' })
  criteria!: Record<string, unknown>;
}

@InputType('UpdateProgramDraftInput')
export class UpdateProgramDraftInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => ProgramCriteriaScalar, { description: 'The product must stay the program’s' })
  criteria!: Record<string, unknown>;

  @Field(() => Int)
  expectedVersion!: number;
}

@InputType('ProgramListFilter', { description: 'R2/R4 filters; search matches the program and lender names' })
export class ProgramListFilterInput {
  @Field(() => String, { nullable: true })
  search?: string | null;

  @Field(() => String, { nullable: true, description: "The catalogue's product code" })
  product?: string | null;

  @Field(() => ProgramStatusEnum, { nullable: true })
  status?: string | null;

  @Field(() => ID, { nullable: true })
  lenderId?: string | null;
}

@ObjectType('ProgramVersion', { description: 'One published, immutable version of a program’s criteria' })
export class ProgramVersionType {
  @Field(() => Int)
  version!: number;

  @Field(() => ProgramCriteriaScalar)
  criteria!: Record<string, unknown>;

  @Field({ description: 'The admin who published it' })
  createdBy!: string;

  @Field(() => GraphQLISODateTime)
  publishedAt!: Date;
}

@ObjectType('ProgramRow', { description: 'A program as R2’s matrix and R4’s list show it' })
export class ProgramRowType {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  lenderId!: number;

  @Field()
  lenderName!: string;

  @Field()
  lenderStatus!: string;

  @Field()
  name!: string;

  @Field()
  product!: string;

  @Field(() => ProgramStatusEnum)
  status!: string;

  @Field(() => Int, { nullable: true, description: 'The published version in force; null before the first publish' })
  currentVersion!: number | null;

  @Field(() => ProgramCriteriaScalar, { nullable: true, description: 'The criteria in force (the draft’s before the first publish)' })
  criteria!: Record<string, unknown> | null;

  @Field({ description: 'An unpublished draft exists' })
  hasDraft!: boolean;

  @Field(() => String, { nullable: true })
  pausedReason!: string | null;

  @Field(() => Int)
  version!: number;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;

  @Field(() => String, { nullable: true })
  publishedBy!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  publishedAt!: Date | null;
}

@ObjectType('ProgramPage')
export class ProgramPageType extends PageOf(ProgramRowType) {}

@ObjectType('Program', { description: 'R4 detail: a program with its draft and version history' })
export class ProgramType {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  lenderId!: number;

  @Field()
  lenderName!: string;

  @Field()
  name!: string;

  @Field()
  product!: string;

  @Field(() => ProgramStatusEnum)
  status!: string;

  @Field(() => Int, { nullable: true })
  currentVersion!: number | null;

  @Field(() => ProgramCriteriaScalar, { nullable: true, description: 'The unpublished draft, if any' })
  draftCriteria!: Record<string, unknown> | null;

  @Field(() => String, { nullable: true })
  pausedReason!: string | null;

  @Field(() => Int)
  version!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;

  @Field(() => [ProgramVersionType], { description: 'Newest first' })
  versions!: ProgramVersionType[];
}

@ObjectType('CriteriaProblem', { description: 'One message of the criteria schema, at its field ("amount.minCents")' })
export class CriteriaProblemType {
  @Field()
  path!: string;

  @Field()
  message!: string;
}

@ObjectType('CriteriaPreview', { description: 'R3: the plain-English preview of valid criteria, or the schema’s messages' })
export class CriteriaPreviewType {
  @Field(() => String, { nullable: true, description: 'Null while the criteria have problems' })
  text!: string | null;

  @Field(() => [CriteriaProblemType])
  problems!: CriteriaProblemType[];
}

@ObjectType('CoverageCell')
export class CoverageCellType {
  @Field()
  ficoBand!: string;

  @Field()
  monthsBand!: string;

  @Field(() => Int, { description: 'Active programs that accept the cell’s best applicant; 0 is a gap' })
  programCount!: number;

  @Field(() => [Int])
  programIds!: number[];
}

@ObjectType('CoverageHeatmap', { description: 'R2: FICO bands × months-in-business bands for one product and amount' })
export class CoverageHeatmapType {
  @Field(() => [String], { description: 'Row order' })
  ficoBands!: string[];

  @Field(() => [String], { description: 'Column order' })
  monthsBands!: string[];

  @Field(() => [CoverageCellType])
  cells!: CoverageCellType[];

  @Field(() => Int)
  gapCount!: number;
}

@InputType('ProgramWhatIfInput', { description: 'R2 what-if tester: an applicant’s facts; absent facts are missing' })
export class ProgramWhatIfInput {
  @Field(() => Int)
  amountCents!: number;

  @Field({ description: "The catalogue's product code" })
  product!: string;

  @Field(() => Int, { nullable: true })
  fico?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'The FICO comes from a credit pull (default: self-reported)' })
  ficoVerified?: boolean | null;

  @Field(() => Int, { nullable: true })
  monthsInBusiness?: number | null;

  @Field(() => Int, { nullable: true })
  monthlyRevenueCents?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'The revenue comes from bank statements (default: self-reported)' })
  revenueVerified?: boolean | null;

  @Field(() => Int, { nullable: true })
  openPositions?: number | null;

  @Field({ description: 'USPS code' })
  state!: string;

  @Field(() => String, { nullable: true })
  naicsCode?: string | null;

  @Field(() => String, { nullable: true, description: "The catalogue's entity type code" })
  entityType?: string | null;

  @Field(() => Int, { nullable: true, description: 'On-time reported trade months (§4.5)' })
  onTimeTradeMonths?: number | null;
}

@ObjectType('WhatIfCriterion', { description: 'One criterion’s verdict with §4.3’s text' })
export class WhatIfCriterionType {
  @Field()
  code!: string;

  @Field()
  pass!: boolean;

  @Field()
  missing!: boolean;

  @Field()
  withinTolerance!: boolean;

  @Field()
  text!: string;
}

@ObjectType('ProgramWhatIfResult', { description: 'R2 what-if: one active program’s dry-run result; nothing is stored' })
export class ProgramWhatIfResultType {
  @Field(() => ID)
  programId!: number;

  @Field()
  programName!: string;

  @Field(() => ID)
  lenderId!: number;

  @Field()
  lenderName!: string;

  @Field(() => Int)
  programVersion!: number;

  @Field()
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

  @Field(() => [WhatIfCriterionType])
  criteria!: WhatIfCriterionType[];
}
