import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('PlatformSettings', { description: 'R5 Platform: the settings admins change without code (each change audited setting.changed)' })
export class PlatformSettingsType {
  @Field(() => String, { description: 'Shown to users (e-mails, contact page, footer)' }) supportEmail!: string;
  @Field(() => String, { description: 'The support phone number shown to users' }) supportPhone!: string;
  @Field(() => String, { description: 'NetFund\'s postal address, shown in e-mails and the footer' }) postalAddress!: string;
  @Field(() => Int, { description: 'Days a new offer stays open when the lender names none (7, 1–30)' }) defaultOfferExpiryDays!: number;
  @Field(() => Int, { description: 'Response SLA of a lender onboarded without one (8, 1–72)' }) defaultLenderSlaHours!: number;
  @Field(() => Boolean, { description: 'Admins must use two-factor sign-in' }) requireAdminTwoFactor!: boolean;
  @Field(() => Int, { description: 'Send it back as expectedVersion with updatePlatformSettings' }) version!: number;
  @Field(() => GraphQLISODateTime, { description: 'When the settings were last saved (ISO-8601 date-time, UTC)' }) updatedAt!: Date;
  @Field(() => String, { nullable: true, description: 'Who saved last; null before the first save' }) updatedByName!: string | null;
}

@ObjectType('ContactDetails', { description: "NetFund's public contact details (R5 Platform settings)" })
export class ContactDetailsType {
  @Field(() => String, { description: 'The support e-mail address' }) supportEmail!: string;
  @Field(() => String, { description: 'The support phone number' }) supportPhone!: string;
  @Field(() => String, { description: 'NetFund\'s postal address' }) postalAddress!: string;
}

@ObjectType('OfferDefaults', { description: 'What an offer form starts from (R5 Platform settings)' })
export class OfferDefaultsType {
  @Field(() => Int, { description: 'Days a new offer stays open unless the lender says otherwise (1–30)' }) expiresInDays!: number;
}

@InputType('PlatformSettingsInput', { description: 'R5 Platform: every setting (the form sends them all)' })
export class PlatformSettingsInput {
  @Field(() => String, { description: 'The support e-mail address shown to users' }) supportEmail!: string;
  @Field(() => String, { description: 'The support phone number shown to users' }) supportPhone!: string;
  @Field(() => String, { description: 'NetFund\'s postal address' }) postalAddress!: string;
  @Field(() => Int, { description: 'Days a new offer stays open when the lender names none, 1–30' }) defaultOfferExpiryDays!: number;
  @Field(() => Int, { description: 'Response SLA of a lender onboarded without one, 1–72 hours' }) defaultLenderSlaHours!: number;
  @Field(() => Boolean, { description: 'True: admins must use two-factor sign-in' }) requireAdminTwoFactor!: boolean;
}
