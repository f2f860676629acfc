import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';

@InputType({ description: 'R20 Criteria Request a change: 10 to 2,000 characters, about one program or the criteria in general' })
export class CriteriaChangeRequestInput {
  @Field(() => ID, { nullable: true, description: "One of the lender's programs; empty for its criteria in general" })
  programId?: string | null;

  @Field({ description: 'What to change and why, 10–2,000 characters' })
  message!: string;
}

@ObjectType('CriteriaChangeRequest', { description: "A lender's request to change its criteria, waiting for NetFund" })
export class CriteriaChangeRequestType {
  @Field(() => ID, { description: 'The change request\'s id (for resolveCriteriaChangeRequest)' })
  id!: number;

  @Field(() => ID, { nullable: true, description: 'The program it is about; null for the lender\'s criteria in general' })
  programId!: number | null;

  @Field(() => String, { nullable: true, description: 'That program\'s name; null for the criteria in general' })
  programName!: string | null;

  @Field({ description: 'What the lender wants changed, in its own words (10–2,000 characters)' })
  message!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the lender sent it (ISO-8601 date-time, UTC)' })
  createdAt!: Date;
}
