import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BusinessEntityType, CreditApplicationStatus, CreditProgram, NetBuilderPlanId } from './credit-application.entity.js';

registerEnumType(CreditProgram, { name: 'CreditProgram', description: 'NetBuilder credit builder or a Net30 trade account' });
registerEnumType(CreditApplicationStatus, { name: 'CreditApplicationStatus' });
registerEnumType(BusinessEntityType, { name: 'BusinessEntityType', description: 'Legal structure of a business' });
registerEnumType(NetBuilderPlanId, { name: 'NetBuilderPlanId', description: 'starter, growth or pro' });

@InputType()
abstract class BusinessApplicationFields {
  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field()
  email!: string;

  @Field()
  phone!: string;

  @Field()
  businessName!: string;

  @Field(() => BusinessEntityType)
  entityType!: BusinessEntityType;

  @Field(() => String, { nullable: true })
  ein?: string | null;

  @Field(() => Int)
  businessStartYear!: number;

  @Field(() => Int, { description: 'Whole US dollars' })
  annualRevenue!: number;

  @Field({ description: 'Two-letter US state code' })
  state!: string;

  @Field(() => String, { nullable: true })
  website?: string | null;

  @Field({ description: 'Must be true: the applicant accepts the terms and the credit check' })
  agreeToTerms!: boolean;
}

@InputType({ description: 'An application for the NetBuilder credit builder' })
export class NetBuilderApplicationInput extends BusinessApplicationFields {
  @Field(() => NetBuilderPlanId)
  plan!: NetBuilderPlanId;
}

@InputType({ description: 'An application for a Net30 trade account' })
export class Net30ApplicationInput extends BusinessApplicationFields {
  @Field(() => Int, { description: 'Whole US dollars, 500 to 50,000' })
  requestedLimit!: number;

  @Field(() => String, { nullable: true, description: 'D-U-N-S number, 9 digits' })
  duns?: string | null;

  @Field()
  intendedUse!: string;
}

@ObjectType('CreditApplicationReceipt', { description: 'Confirms that a credit application was stored' })
export class CreditApplicationReceipt {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'What the applicant quotes when calling us, e.g. NB-000042' })
  reference!: string;

  @Field(() => CreditProgram)
  program!: CreditProgram;

  @Field(() => CreditApplicationStatus)
  status!: CreditApplicationStatus;

  @Field()
  createdAt!: Date;
}
