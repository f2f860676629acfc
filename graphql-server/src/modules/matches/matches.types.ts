import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { WhatIfCriterionType } from '../programs/programs.types.js';

@ObjectType('ApplicationMatch', { description: 'R13: the latest stored match result of one program for an application (§4.2–§4.4)' })
export class ApplicationMatchType {
  @Field(() => ID, { description: 'The program\'s id' })
  programId!: number;

  @Field({ description: 'The program\'s name' })
  programName!: string;

  @Field(() => ID, { description: 'The program\'s lender\'s id' })
  lenderId!: number;

  @Field({ description: 'The program\'s lender\'s display name' })
  lenderName!: string;

  @Field(() => Int, { description: 'The program version matched against' })
  programVersion!: number;

  @Field({ description: "The program's product (catalogue code)" })
  product!: string;

  @Field({ description: 'The program is for another product than the one asked for (the client accepts others)' })
  differentProduct!: boolean;

  @Field({ description: 'eligible | near_miss | ineligible | needs_data' })
  outcome!: string;

  @Field(() => Int, { nullable: true, description: '§4.4 fit 0–100, eligible only' })
  fitScore!: number | null;

  @Field(() => [WhatIfCriterionType], { description: 'Every present criterion in §4.2’s order, with §4.3’s text' })
  criteria!: WhatIfCriterionType[];

  @Field(() => [String], { description: 'The failing criteria’s texts' })
  reasons!: string[];

  @Field(() => [String], { description: '"FICO not provided", …' })
  missingFacts!: string[];

  @Field(() => GraphQLISODateTime, { description: 'When the match was computed (ISO-8601 date-time, UTC)' })
  computedAt!: Date;

  @Field(() => Int, { nullable: true, description: 'R13 "New match since v{n}": the program version that made it newly eligible' })
  newSinceVersion!: number | null;
}

@ObjectType('ClientMatchSummary', { description: "§4.6: what a client is told about their matches — counts and what is within reach, never a lender's name or credit box" })
export class ClientMatchSummaryType {
  @Field(() => Int, { description: 'Programs the application fits now' })
  fitsNow!: number;

  @Field(() => Int, { description: 'Near misses: programs one change away' })
  withinReach!: number;

  @Field(() => Int, { description: 'Programs that could fit with more information' })
  needInformation!: number;

  @Field({ description: '"1 lender program fits now; 2 are within reach: one at FICO 650 (+30) or after 2 more on-time months, one for up to $50,000."' })
  text!: string;
}
