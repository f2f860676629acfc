import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ApplicationStatus } from './application.entity.js';

registerEnumType(ApplicationStatus, {
  name: 'ApplicationStatus',
  description: 'approved (pre-approved), review (under review) or declined',
});

@ObjectType('Application', {
  description: 'A funding application, readable by an admin, the owning client, or with its access token',
})
export class ApplicationType {
  @Field(() => ID)
  id!: number;

  @Field(() => ApplicationStatus)
  status!: ApplicationStatus;

  @Field(() => String, { nullable: true, description: 'Preformatted text, e.g. "$50,000"' })
  approvedAmount?: string | null;

  @Field(() => String, { nullable: true, description: 'Preformatted text, e.g. "12 months"' })
  approvedTerm?: string | null;

  @Field(() => String, { nullable: true, description: 'Preformatted text, e.g. "1.25 factor rate"' })
  approvedRate?: string | null;

  @Field(() => String, { nullable: true, description: 'Preformatted text, e.g. "$1,145 weekly"' })
  approvedPayment?: string | null;

  @Field(() => String, { nullable: true })
  ownerEmail?: string | null;

  @Field()
  businessName!: string;

  @Field()
  contactName!: string;

  @Field()
  product!: string;

  @Field(() => Int, { description: 'Whole US dollars' })
  requestedAmount!: number;

  @Field()
  industry!: string;

  @Field()
  state!: string;

  @Field(() => Int)
  monthsInBusiness!: number;

  @Field(() => Int, { description: 'Whole US dollars' })
  monthlyRevenue!: number;

  @Field(() => String, { nullable: true, description: 'Why the application was declined' })
  declineReason?: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

@ObjectType('ApplicationStatusChange', { description: 'One step of the status history' })
export class ApplicationStatusChangeType {
  @Field(() => ID)
  id!: number;

  @Field(() => ApplicationStatus, { nullable: true, description: 'Null for the first step (the application arrived)' })
  fromStatus?: ApplicationStatus | null;

  @Field(() => ApplicationStatus)
  toStatus!: ApplicationStatus;

  @Field({ description: 'Who made the change, as shown to the applicant' })
  actor!: string;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field(() => GraphQLISODateTime)
  changedAt!: Date;
}
