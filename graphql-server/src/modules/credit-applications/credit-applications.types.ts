import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BusinessEntityType, CreditApplicationStatus, CreditProgram, NetBuilderPlanId } from './credit-application.entity.js';

registerEnumType(CreditProgram, { name: 'CreditProgram', description: 'NetBuilder credit builder or a Net30 trade account' });
registerEnumType(CreditApplicationStatus, { name: 'CreditApplicationStatus' });
registerEnumType(BusinessEntityType, { name: 'BusinessEntityType', description: 'Legal structure of a business' });
registerEnumType(NetBuilderPlanId, { name: 'NetBuilderPlanId', description: 'starter, growth or pro' });

/** The business fields of both forms (Net30ApplicationInput in net30-applications.types.ts extends it too). */
@InputType()
export abstract class BusinessApplicationFields {
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

  @Field(() => String, { nullable: true, description: 'Net30, signed out: the claim link (/net30/claim?token=…), given once; follow it signed in to add the application to a dashboard' })
  claimPath?: string | null;
}
