import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { DashboardRangeType } from './dashboard.types.js';

@ObjectType('FundedMonth', { description: 'Deals funded in one month (YYYY-MM)' })
export class FundedMonthType {
  @Field({ description: 'The month (YYYY-MM, UTC)' }) month!: string;
  @Field(() => Int, { description: 'Deals funded in the month' }) count!: number;
  @Field(() => Float, { description: 'Cents' }) amountCents!: number;
}

@ObjectType('FundedCount', { description: 'How many deals were funded, and for how much' })
export class FundedCountType {
  @Field(() => Int, { description: 'Deals funded' }) count!: number;
  @Field(() => Float, { description: 'Cents' }) amountCents!: number;
}

@ObjectType('FundedVolume', { description: '§6.2 Funded volume: the range, the last 12 months, month to date vs the same days of the prior month' })
export class FundedVolumeType {
  @Field(() => Int, { description: 'Deals funded in the range' }) count!: number;
  @Field(() => Float, { description: 'Cents' }) amountCents!: number;
  @Field(() => [FundedMonthType], { description: 'The last 12 months, oldest first' }) byMonth!: FundedMonthType[];
  @Field(() => FundedCountType, { description: 'This month so far' }) monthToDate!: FundedCountType;
  @Field(() => FundedCountType, { description: 'The same days of the prior month, to compare with monthToDate' }) priorMonthToDate!: FundedCountType;
}

@ObjectType('ReasonCount', { description: 'A reason and how often it was given' })
export class ReasonCountType {
  @Field({ description: 'The reason, as entered' }) reason!: string;
  @Field(() => Int, { description: 'How often it was given' }) count!: number;
}

@ObjectType('PullThrough', { description: '§6.2 Pull-through (funded ÷ accepted) and fall-throughs by reason, over the offers accepted in the range' })
export class PullThroughType {
  @Field(() => Int, { description: 'Offers accepted in the range' }) accepted!: number;
  @Field(() => Int, { description: 'Accepted offers that were funded' }) funded!: number;
  @Field(() => Int, { description: 'Accepted offers that fell through' }) fellThrough!: number;
  @Field(() => Float, { nullable: true, description: '0–100; null without accepted offers' }) pullThroughPercent!: number | null;
  @Field(() => [ReasonCountType], { description: 'The fall-through reasons, most frequent first' }) fallThroughs!: ReasonCountType[];
}

@ObjectType('OffersPerApplicationBucket', { description: 'Applications (submitted in the range and shared) that received 0, 1, 2 or 3+ offers' })
export class OffersBucketType {
  @Field({ description: '"0", "1", "2" or "3+" offers' }) bucket!: string;
  @Field(() => Int, { description: 'Applications in the bucket' }) count!: number;
}

@ObjectType('BlockingCriterion', { description: 'A criterion failed by near-misses (engine code, e.g. FICO_MIN)' })
export class BlockingCriterionType {
  @Field({ description: 'The matching engine\'s criterion code, e.g. FICO_MIN' }) code!: string;
  @Field({ description: 'How R1 names it ("FICO", "Time in business")' }) label!: string;
  @Field(() => Int, { description: 'Near-miss applications that failed it' }) count!: number;
}

@ObjectType('MatchCoverage', { description: '§6.2 Match coverage: applications submitted in the range with at least one eligible program' })
export class MatchCoverageType {
  @Field(() => Int, { description: 'Applications submitted in the range' }) submitted!: number;
  @Field(() => Int, { description: 'Of those, how many had at least one eligible program' }) withEligible!: number;
  @Field(() => Float, { nullable: true, description: '0–100' }) coveragePercent!: number | null;
  @Field(() => [BlockingCriterionType], { description: 'The criteria near-misses failed most, most frequent first' }) blockingCriteria!: BlockingCriterionType[];
}

@ObjectType('LenderResponseRow', { description: 'One lender: median hours from share to first answer, response, offer and win rates (0–1)' })
export class LenderResponseRowType {
  @Field(() => ID, { description: 'The lender\'s id' }) lenderId!: number;
  @Field({ description: 'The lender\'s display name' }) lenderName!: string;
  @Field(() => Int, { description: 'The hours the lender agreed to answer within' }) slaHours!: number;
  @Field(() => Int, { description: 'Applications shared with the lender in the window' }) shares!: number;
  @Field(() => Float, { nullable: true, description: 'Median hours from a share to the lender\'s first answer; null without answers' }) medianFirstResponseHours!: number | null;
  @Field(() => Float, { nullable: true, description: 'Share of shares the lender answered (0–1); null without shares' }) responseRate!: number | null;
  @Field(() => Float, { nullable: true, description: 'Share of shares that got an offer (0–1); null without shares' }) offerRate!: number | null;
  @Field(() => Float, { nullable: true, description: 'Share of the lender\'s offers that were accepted (0–1); null without offers' }) winRate!: number | null;
}

@ObjectType('LenderResponse', { description: '§6.2 Lender response time over the last 90 days, fastest first' })
export class LenderResponseType {
  @Field(() => Int, { description: 'How many days back the figures look (90)' }) windowDays!: number;
  @Field(() => [LenderResponseRowType], { description: 'One row per lender with shares, fastest first' }) lenders!: LenderResponseRowType[];
}

@ObjectType('MarketplaceKpis', { description: "R1's lender and funding KPIs of a range (BACKOFFICE §6.2)" })
export class MarketplaceKpisType {
  @Field(() => DashboardRangeType, { description: 'The range the figures cover' }) range!: DashboardRangeType;
  @Field(() => GraphQLISODateTime, { description: 'When the figures were computed (ISO-8601 date-time, UTC)' }) asOf!: Date;
  @Field(() => FundedVolumeType, { description: 'Funded deals and amounts' }) fundedVolume!: FundedVolumeType;
  @Field(() => PullThroughType, { description: 'Accepted offers that were funded, and why others fell through' }) pullThrough!: PullThroughType;
  @Field(() => [OffersBucketType], { description: 'Applications by number of offers received: 0, 1, 2, 3+' }) offersPerApplication!: OffersBucketType[];
  @Field(() => MatchCoverageType, { description: 'How many applications had at least one eligible program' }) matchCoverage!: MatchCoverageType;
  @Field(() => LenderResponseType, { description: 'How fast and how often lenders answer' }) lenderResponse!: LenderResponseType;
}
