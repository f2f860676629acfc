import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';

@InputType({ description: 'R20 Criteria Request a change: 10 to 2,000 characters, about one program or the criteria in general' })
export class CriteriaChangeRequestInput {
  @Field(() => ID, { nullable: true, description: "One of the lender's programs; empty for its criteria in general" })
  programId?: string | null;

  @Field()
  message!: string;
}

@ObjectType('CriteriaChangeRequest', { description: "A lender's request to change its criteria, waiting for NetFund" })
export class CriteriaChangeRequestType {
  @Field(() => ID)
  id!: number;

  @Field(() => ID, { nullable: true })
  programId!: number | null;

  @Field(() => String, { nullable: true })
  programName!: string | null;

  @Field()
  message!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}
