import { Field, ObjectType } from 'type-graphql';

@ObjectType('LenderTimelineEntry', { description: "R20 drawer: one action of the lender's own users on a file" })
export class LenderTimelineEntryType {
  @Field({ description: 'When it happened (ISO-8601 date-time, UTC)' })
  at!: Date;

  @Field({ description: 'The lender user who acted' })
  actorName!: string;

  @Field({ description: 'What they did, e.g. "Made an offer of $50,000.00"' })
  text!: string;
}
