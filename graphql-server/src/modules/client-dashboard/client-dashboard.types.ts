import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('ClientApplicationActivity', { description: "R21: one of the client's applications in the marketplace — who sees the file, what waits for the client" })
export class ClientApplicationActivityType {
  @Field(() => ID, { description: 'The application\'s id' })
  applicationId!: number;

  @Field({ description: 'NF-2026-000123' })
  applicationNumber!: string;

  @Field(() => Int, { description: '"Who can see my file: N lenders": lenders with access now (shared, viewed, info requested, offered)' })
  lendersWithAccess!: number;

  @Field(() => Int, { description: 'Sharing proposals waiting for the client to approve or refuse' })
  proposalsToApprove!: number;

  @Field(() => Int, { description: 'Sent, unexpired offers while none is accepted' })
  offersToReview!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the first offer to review expires' })
  offersExpireAt!: Date | null;

  @Field(() => Int, { description: 'Offers made, in any status' })
  offerCount!: number;

  @Field({ description: "An offer was accepted: the application's result fields (approvedAmount…) are that offer's" })
  acceptedOffer!: boolean;
}

@ObjectType('CreditBuildingInsight', { description: '§4.5 what-if over the active programs: counts only, never a lender or program name' })
export class CreditBuildingInsightType {
  @Field(() => Int, { description: 'Programs the application fits now' })
  fitsNow!: number;

  @Field(() => Int, { nullable: true, description: 'The nearest higher FICO that opens more programs' })
  ficoTarget!: number | null;

  @Field(() => Int, { nullable: true, description: 'How many programs that FICO opens' })
  ficoOpens!: number | null;

  @Field(() => Int, { nullable: true, description: 'The fewest more on-time reported months that open more programs' })
  moreTradeMonths!: number | null;

  @Field(() => Int, { nullable: true, description: 'How many programs those months open' })
  tradeMonthsOpens!: number | null;

  @Field(() => String, { nullable: true, description: '"2 more lender programs open at FICO 650 or after 2 more on-time reported months."; null when nothing opens' })
  text!: string | null;
}

@ObjectType('Net30ApplicationSummary', { description: "The client's latest Net30 trade account application" })
export class Net30ApplicationSummaryType {
  @Field({ description: 'N30-000042' })
  reference!: string;

  @Field({ description: 'submitted | needs_info | approved | declined | withdrawn' })
  status!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was submitted (ISO-8601 date-time, UTC)' })
  submittedAt!: Date;
}

@ObjectType('ClientCreditBuilding', { description: "R21's credit-building card: trade history, Net30 and the matrix insight (§4.5)" })
export class ClientCreditBuildingType {
  @Field(() => ID, { nullable: true, description: 'The application the insight is about; null when the client has none' })
  applicationId!: number | null;

  @Field(() => String, { nullable: true, description: 'The NF-… number of the application the insight is about; null when the client has none' })
  applicationNumber!: string | null;

  @Field(() => Int, { description: 'On-time reported trade months NetFund furnished (§4.5)' })
  onTimeTradeMonths!: number;

  @Field(() => CreditBuildingInsightType, { nullable: true, description: 'Null without an application' })
  insight!: CreditBuildingInsightType | null;

  @Field(() => Net30ApplicationSummaryType, { nullable: true, description: 'The client\'s latest Net30 trade account application; null when none' })
  net30Application!: Net30ApplicationSummaryType | null;
}
