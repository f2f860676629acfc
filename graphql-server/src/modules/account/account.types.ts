import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType('TwoFactorEnrolment', { description: 'What the authenticator app needs; shown until the user confirms a code' })
export class TwoFactorEnrolmentType {
  @Field({ description: 'The key for manual entry (base32)' })
  secret!: string;

  @Field({ description: 'The otpauth:// URI the QR code holds' })
  otpauthUrl!: string;

  @Field({ description: 'The QR code of otpauthUrl, as an SVG document' })
  qrCodeSvg!: string;
}

@ObjectType('AccountSession', { description: "One of the signed-in user's sessions (R29 Sessions)" })
export class AccountSessionType {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Browser and operating system, e.g. "Chrome 131 on macOS"' })
  browser!: string;

  @Field(() => String, { nullable: true, description: 'The address prefix (/24 for IPv4, /48 for IPv6)' })
  ipPrefix!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Updated at most every 5 minutes' })
  lastSeenAt!: Date;

  @Field({ description: 'The session this request came with' })
  current!: boolean;
}

@ObjectType('SignInEvent', { description: 'A sign-in attempt on the account (the last 20 are kept for R5)' })
export class SignInEventType {
  @Field(() => GraphQLISODateTime)
  at!: Date;

  @Field()
  success!: boolean;

  @Field(() => String, { nullable: true })
  ipPrefix!: string | null;

  @Field()
  browser!: string;
}

@InputType('UpdateProfileInput')
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'Any common format; stored as E.164 (+15125550100). Empty clears it' })
  phone?: string | null;
}

@InputType('RequestEmailChangeInput')
export class RequestEmailChangeInput {
  @Field()
  newEmail!: string;

  @Field({ description: 'The current password (re-authentication)' })
  password!: string;
}

@InputType('ChangePasswordInput')
export class ChangePasswordInput {
  @Field()
  currentPassword!: string;

  @Field()
  newPassword!: string;

  @Field()
  confirmPassword!: string;

  @Field(() => Boolean, { nullable: true, defaultValue: true, description: 'End every other session (default true)' })
  signOutOtherSessions?: boolean | null;
}

@InputType('RequestPasswordResetInput')
export class RequestPasswordResetInput {
  @Field()
  email!: string;
}

@InputType('ResetPasswordInput')
export class ResetPasswordInput {
  @Field({ description: 'The token from the link /auth/reset-password?token=' })
  token!: string;

  @Field()
  newPassword!: string;

  @Field()
  confirmPassword!: string;
}
