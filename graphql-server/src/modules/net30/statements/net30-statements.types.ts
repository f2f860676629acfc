import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Net30StatementAging', { description: 'The closing balance by age at the period end, in cents' })
export class Net30StatementAgingType {
  @Field(() => Int, { description: 'Not past due, in cents' }) current!: number;
  @Field(() => Int, { description: '1–30 days past due, in cents' }) days1to30!: number;
  @Field(() => Int, { description: '31–60 days past due, in cents' }) days31to60!: number;
  @Field(() => Int, { description: '61–90 days past due, in cents' }) days61to90!: number;
  @Field(() => Int, { description: '91 days or more past due, in cents' }) days91plus!: number;
}

@ObjectType('Net30Statement', { description: "A month-close statement of a Net30 account (amounts in cents)" })
export class Net30StatementType {
  @Field(() => ID, { description: 'The statement\'s id' }) id!: number;
  @Field(() => ID, { description: 'The Net30 account\'s id' }) accountId!: number;
  @Field({ description: 'The period\'s first day (ISO date)' }) periodStart!: string;
  @Field({ description: 'The period\'s last day (ISO date)' }) periodEnd!: string;
  @Field(() => Int, { description: 'The balance at the start of the period, in cents' }) opening!: number;
  @Field(() => Int, { description: 'Invoices issued in the period' }) charges!: number;
  @Field(() => Int, { description: 'Payments received in the period' }) payments!: number;
  @Field(() => Int, { description: 'Fees assessed in the period (not waived)' }) fees!: number;
  @Field(() => Int, { description: 'The balance at the end of the period, in cents' }) closing!: number;
  @Field(() => Net30StatementAgingType, { description: 'The closing balance by age, in cents' }) aging!: Net30StatementAgingType;
  @Field({ description: 'Download of the statement PDF' }) downloadUrl!: string;
}
