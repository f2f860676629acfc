import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { DashboardRangeType } from './dashboard.types.js';

@ObjectType('FundedMonth', { description: 'Deals funded in one month (YYYY-MM)' })
export class FundedMonthType {
  @Field() month!: string;
  @Field(() => Int) count!: number;
  @Field(() => Float, { description: 'Cents' }) amountCents!: number;
}

@ObjectType('FundedCount', { description: 'How many deals were funded, and for how much' })
export class FundedCountType {
  @Field(() => Int) count!: number;
  @Field(() => Float, { description: 'Cents' }) amountCents!: number;
}

@ObjectType('FundedVolume', { description: '§6.2 Funded volume: the range, the last 12 months, month to date vs the same days of the prior month' })
export class FundedVolumeType {
  @Field(() => Int) count!: number;
  @Field(() => Float, { description: 'Cents' }) amountCents!: number;
  @Field(() => [FundedMonthType]) byMonth!: FundedMonthType[];
  @Field(() => FundedCountType) monthToDate!: FundedCountType;
  @Field(() => FundedCountType) priorMonthToDate!: FundedCountType;
}

@ObjectType('ReasonCount', { description: 'A reason and how often it was given' })
export class ReasonCountType {
  @Field() reason!: string;
  @Field(() => Int) count!: number;
}

@ObjectType('PullThrough', { description: '§6.2 Pull-through (funded ÷ accepted) and fall-throughs by reason, over the offers accepted in the range' })
export class PullThroughType {
  @Field(() => Int) accepted!: number;
  @Field(() => Int) funded!: number;
  @Field(() => Int) fellThrough!: number;
  @Field(() => Float, { nullable: true, description: '0–100; null without accepted offers' }) pullThroughPercent!: number | null;
  @Field(() => [ReasonCountType]) fallThroughs!: ReasonCountType[];
}

@ObjectType('OffersPerApplicationBucket', { description: 'Applications (submitted in the range and shared) that received 0, 1, 2 or 3+ offers' })
export class OffersBucketType {
  @Field() bucket!: string;
  @Field(() => Int) count!: number;
}

@ObjectType('BlockingCriterion', { description: 'A criterion failed by near-misses (engine code, e.g. FICO_MIN)' })
export class BlockingCriterionType {
  @Field() code!: string;
  @Field({ description: 'How R1 names it ("FICO", "Time in business")' }) label!: string;
  @Field(() => Int) count!: number;
}

@ObjectType('MatchCoverage', { description: '§6.2 Match coverage: applications submitted in the range with at least one eligible program' })
export class MatchCoverageType {
  @Field(() => Int) submitted!: number;
  @Field(() => Int) withEligible!: number;
  @Field(() => Float, { nullable: true, description: '0–100' }) coveragePercent!: number | null;
  @Field(() => [BlockingCriterionType]) blockingCriteria!: BlockingCriterionType[];
}

@ObjectType('LenderResponseRow', { description: 'One lender: median hours from share to first answer, response, offer and win rates (0–1)' })
export class LenderResponseRowType {
  @Field(() => ID) lenderId!: number;
  @Field() lenderName!: string;
  @Field(() => Int) slaHours!: number;
  @Field(() => Int) shares!: number;
  @Field(() => Float, { nullable: true }) medianFirstResponseHours!: number | null;
  @Field(() => Float, { nullable: true }) responseRate!: number | null;
  @Field(() => Float, { nullable: true }) offerRate!: number | null;
  @Field(() => Float, { nullable: true }) winRate!: number | null;
}

@ObjectType('LenderResponse', { description: '§6.2 Lender response time over the last 90 days, fastest first' })
export class LenderResponseType {
  @Field(() => Int) windowDays!: number;
  @Field(() => [LenderResponseRowType]) lenders!: LenderResponseRowType[];
}

@ObjectType('MarketplaceKpis', { description: "R1's lender and funding KPIs of a range (BACKOFFICE §6.2)" })
export class MarketplaceKpisType {
  @Field(() => DashboardRangeType) range!: DashboardRangeType;
  @Field(() => GraphQLISODateTime) asOf!: Date;
  @Field(() => FundedVolumeType) fundedVolume!: FundedVolumeType;
  @Field(() => PullThroughType) pullThrough!: PullThroughType;
  @Field(() => [OffersBucketType]) offersPerApplication!: OffersBucketType[];
  @Field(() => MatchCoverageType) matchCoverage!: MatchCoverageType;
  @Field(() => LenderResponseType) lenderResponse!: LenderResponseType;
}
