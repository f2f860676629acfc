import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BusinessEntityType, CreditApplicationStatus, CreditProgram, NetBuilderPlanId } from './credit-application.entity.js';

registerEnumType(CreditProgram, { name: 'CreditProgram', description: 'NetBuilder credit builder or a Net30 trade account', valuesConfig: { net30: { description: 'A Net30 trade account (buy now, pay within 30 days; payments reported to the business bureaus)' }, netbuilder: { description: 'The NetBuilder credit builder subscription' } } });
registerEnumType(CreditApplicationStatus, { name: 'CreditApplicationStatus', description: 'Where a NetBuilder or Net30 application is in its review', valuesConfig: { approved: { description: 'Approved (no flow sets it today: a receipt always answers submitted)' }, declined: { description: 'Declined after review (no flow sets it today: a receipt always answers submitted)' }, in_review: { description: 'Being reviewed by the NetFund team (no flow sets it today: a receipt always answers submitted)' }, submitted: { description: 'Received, not reviewed yet' } } });
registerEnumType(BusinessEntityType, { name: 'BusinessEntityType', description: 'Legal structure of a business', valuesConfig: { c_corp: { description: 'C corporation' }, llc: { description: 'Limited liability company' }, nonprofit: { description: 'Nonprofit organization' }, partnership: { description: 'A general or limited partnership' }, s_corp: { description: 'S corporation' }, sole_proprietorship: { description: 'A sole proprietorship: one owner, not incorporated' } } });
registerEnumType(NetBuilderPlanId, { name: 'NetBuilderPlanId', description: 'starter, growth or pro', valuesConfig: { growth: { description: 'Growth, $59/month: up to $7,500 Net 30 credit line, reported to Dun & Bradstreet and Experian (marked Most Popular)' }, pro: { description: 'Pro, $99/month: up to $15,000 Net 45 credit line, reported to Dun & Bradstreet, Experian and Equifax' }, starter: { description: 'Starter, $29/month: up to $2,500 Net 15 credit line, reported to Dun & Bradstreet' } } });

/** The business fields of both forms (Net30ApplicationInput in net30-applications.types.ts extends it too). */
@InputType()
export abstract class BusinessApplicationFields {
  @Field({ description: 'The applicant\'s first name' })
  firstName!: string;

  @Field({ description: 'The applicant\'s last name' })
  lastName!: string;

  @Field({ description: 'The applicant\'s e-mail address' })
  email!: string;

  @Field({ description: 'The applicant\'s phone, US format' })
  phone!: string;

  @Field({ description: 'The business\'s legal name' })
  businessName!: string;

  @Field(() => BusinessEntityType, { description: 'The business\'s legal structure' })
  entityType!: BusinessEntityType;

  @Field(() => String, { nullable: true, description: 'The business\'s EIN, 9 digits, e.g. 12-3456789 (optional)' })
  ein?: string | null;

  @Field(() => Int, { description: 'The year the business started (four digits, not in the future)' })
  businessStartYear!: number;

  @Field(() => Int, { description: 'Whole US dollars' })
  annualRevenue!: number;

  @Field({ description: 'Two-letter US state code' })
  state!: string;

  @Field(() => String, { nullable: true, description: 'The business\'s website (optional)' })
  website?: string | null;

  @Field({ description: 'Must be true: the applicant accepts the terms and the credit check' })
  agreeToTerms!: boolean;
}

@InputType({ description: 'An application for the NetBuilder credit builder' })
export class NetBuilderApplicationInput extends BusinessApplicationFields {
  @Field(() => NetBuilderPlanId, { description: 'The NetBuilder plan chosen' })
  plan!: NetBuilderPlanId;
}

@ObjectType('CreditApplicationReceipt', { description: 'Confirms that a credit application was stored' })
export class CreditApplicationReceipt {
  @Field(() => ID, { description: 'The stored application\'s id' })
  id!: number;

  @Field({ description: 'What the applicant quotes when calling us, e.g. NB-000042' })
  reference!: string;

  @Field(() => CreditProgram, { description: 'Which program was applied for' })
  program!: CreditProgram;

  @Field(() => CreditApplicationStatus, { description: 'The application\'s status now (submitted right after applying)' })
  status!: CreditApplicationStatus;

  @Field({ description: 'When the application was stored (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'Net30, signed out: the claim link (/net30/claim?token=…), given once; follow it signed in to add the application to a dashboard' })
  claimPath?: string | null;
}
