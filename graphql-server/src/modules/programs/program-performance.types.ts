import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('ProgramBlockingCriterion', { description: 'R4: a criterion its near-misses fail, and how often' })
export class ProgramBlockingCriterionType {
  @Field({ description: "The engine's criterion code (MIN_FICO, …)" })
  code!: string;

  @Field({ description: 'The criterion in the back office’s words' })
  label!: string;

  @Field(() => Int, { description: 'Near-misses failing it' })
  count!: number;

  @Field(() => Int, { description: 'Share of the near-misses failing it, in %' })
  percent!: number;
}

@ObjectType('ProgramRecentMatch', { description: 'R4: an application the program matched lately' })
export class ProgramRecentMatchType {
  @Field(() => ID, { description: 'The matched application\'s id' })
  applicationId!: number;

  @Field(() => String, { nullable: true, description: 'NF-2026-000123; null while a draft' })
  number!: string | null;

  @Field({ description: 'The matched business\'s legal name' })
  businessName!: string;

  @Field({ description: 'eligible or near_miss' })
  outcome!: string;

  @Field({ description: 'When the match was computed (ISO-8601 date-time, UTC)' })
  computedAt!: Date;
}

@ObjectType('ProgramPerformance', { description: 'R4: how one program performs, from its matches to funded dollars' })
export class ProgramPerformanceType {
  @Field(() => Int, { description: 'Applications whose latest result is eligible or near miss' })
  matched!: number;

  @Field(() => Int, { description: 'Files shared with the lender through this program' })
  shared!: number;

  @Field(() => Int, { description: 'Shared files the lender opened' })
  viewed!: number;

  @Field(() => Int, { description: 'Offers made through this program' })
  offers!: number;

  @Field(() => Int, { description: 'Files won (an offer accepted)' })
  won!: number;

  @Field(() => Float, { description: 'Funded dollars, in cents' })
  fundedCents!: number;

  @Field(() => Float, { nullable: true, description: 'Shares answered with an offer ÷ shares (0–1); null before any share' })
  offerRate!: number | null;

  @Field(() => Float, { nullable: true, description: 'Median hours from share to the first answer; null before any answer' })
  medianFirstResponseHours!: number | null;

  @Field(() => [ProgramBlockingCriterionType], { description: 'The criteria that block its near-misses most, most first' })
  blockingCriteria!: ProgramBlockingCriterionType[];

  @Field(() => [ProgramRecentMatchType], { description: 'The applications it matched lately, newest first' })
  recent!: ProgramRecentMatchType[];
}
