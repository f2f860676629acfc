import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Net30StatementAging', { description: 'The closing balance by age at the period end, in cents' })
export class Net30StatementAgingType {
  @Field(() => Int) current!: number;
  @Field(() => Int) days1to30!: number;
  @Field(() => Int) days31to60!: number;
  @Field(() => Int) days61to90!: number;
  @Field(() => Int) days91plus!: number;
}

@ObjectType('Net30Statement', { description: "A month-close statement of a Net30 account (amounts in cents)" })
export class Net30StatementType {
  @Field(() => ID) id!: number;
  @Field(() => ID) accountId!: number;
  @Field() periodStart!: string;
  @Field() periodEnd!: string;
  @Field(() => Int) opening!: number;
  @Field(() => Int, { description: 'Invoices issued in the period' }) charges!: number;
  @Field(() => Int, { description: 'Payments received in the period' }) payments!: number;
  @Field(() => Int, { description: 'Fees assessed in the period (not waived)' }) fees!: number;
  @Field(() => Int) closing!: number;
  @Field(() => Net30StatementAgingType) aging!: Net30StatementAgingType;
  @Field({ description: 'Download of the statement PDF' }) downloadUrl!: string;
}
