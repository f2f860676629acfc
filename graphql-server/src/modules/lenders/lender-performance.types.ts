import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('FallThroughCount', { description: 'Accepted deals that fell through for one reason (§3.3)' })
export class FallThroughCountType {
  @Field({ description: 'The fall-through reason, as entered' })
  reason!: string;

  @Field(() => Int, { description: 'How many of the lender\'s accepted offers fell through for it' })
  count!: number;
}

@ObjectType('LenderPerformance', {
  description: 'How a lender answers the files shared with it over the last 90 days (R6, R9, R20 Performance); rates 0–1, null with nothing to divide by',
})
export class LenderPerformanceType {
  @Field(() => ID, { description: 'The lender\'s id' })
  lenderId!: number;

  @Field(() => Int, { description: 'The window, in days (90)' })
  windowDays!: number;

  @Field(() => Int, { description: 'Files shared with the lender in the window' })
  shares!: number;

  @Field(() => Int, { description: 'Of those, answered with an offer, a decline or an info request' })
  responded!: number;

  @Field(() => Float, { nullable: true, description: 'Median hours from share to first answer' })
  medianFirstResponseHours!: number | null;

  @Field(() => Float, { nullable: true, description: 'Answered ÷ shared' })
  responseRate!: number | null;

  @Field(() => Int, { description: 'Shares answered with an offer' })
  offered!: number;

  @Field(() => Float, { nullable: true, description: 'Offered ÷ shared' })
  offerRate!: number | null;

  @Field(() => Int, { description: 'Shares won (its offer accepted)' })
  won!: number;

  @Field(() => Float, { nullable: true, description: 'Won ÷ offered' })
  winRate!: number | null;

  @Field(() => Int, { description: 'Its offers accepted by clients in the window' })
  accepted!: number;

  @Field(() => Int, { description: 'Of those, funded' })
  funded!: number;

  @Field(() => Float, { nullable: true, description: 'Funded ÷ accepted' })
  pullThrough!: number | null;

  @Field(() => Float, { description: 'Funded amount of those deals, in cents' })
  fundedVolumeCents!: number;

  @Field(() => [FallThroughCountType], { description: 'Accepted deals that fell through, by reason' })
  fallThroughs!: FallThroughCountType[];
}
