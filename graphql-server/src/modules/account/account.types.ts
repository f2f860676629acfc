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
  @Field(() => ID, { description: 'The session\'s id, to pass to revokeSession (not the session cookie\'s token)' })
  id!: string;

  @Field({ description: 'Browser and operating system, e.g. "Chrome 131 on macOS"' })
  browser!: string;

  @Field(() => String, { nullable: true, description: 'The address prefix (/24 for IPv4, /48 for IPv6)' })
  ipPrefix!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When the session was signed in (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Updated at most every 5 minutes' })
  lastSeenAt!: Date;

  @Field({ description: 'The session this request came with' })
  current!: boolean;
}

@ObjectType('SignInEvent', { description: 'A sign-in attempt on the account (the last 20 are kept for R5)' })
export class SignInEventType {
  @Field(() => GraphQLISODateTime, { description: 'When the attempt was made (ISO-8601 date-time, UTC)' })
  at!: Date;

  @Field({ description: 'True when the password (and code, if any) was right' })
  success!: boolean;

  @Field(() => String, { nullable: true, description: 'The address prefix the attempt came from (/24 for IPv4, /48 for IPv6); null when unknown' })
  ipPrefix!: string | null;

  @Field({ description: 'Browser and operating system of the attempt, e.g. "Chrome 131 on macOS"' })
  browser!: string;
}

@InputType('UpdateProfileInput', { description: 'R5 *My account* profile: the signed-in user\'s name and phone' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: 'The user\'s first name; null or left out keeps it' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'The user\'s last name; null or left out keeps it' })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'Any common format; stored as E.164 (+15125550100). Empty clears it' })
  phone?: string | null;
}

@InputType('RequestEmailChangeInput', { description: 'R29 *Change e-mail*: the address to move the account to; a confirmation link is sent there' })
export class RequestEmailChangeInput {
  @Field({ description: 'The new e-mail address; BAD_USER_INPUT when it is the current one, CONFLICT when it belongs to another account' })
  newEmail!: string;

  @Field({ description: 'The current password (re-authentication)' })
  password!: string;
}

@InputType('ChangePasswordInput', { description: 'R29 *Change password*: the signed-in user\'s current password and a new one (at least 6 characters for clients, 12 for staff and lenders; not a commonly breached password)' })
export class ChangePasswordInput {
  @Field({ description: 'The password the user signs in with today (re-authentication)' })
  currentPassword!: string;

  @Field({ description: 'The new password (length by role, at most 256 characters, not on the breached-passwords list)' })
  newPassword!: string;

  @Field({ description: 'The new password again; must equal newPassword ("Passwords do not match")' })
  confirmPassword!: string;

  @Field(() => Boolean, { nullable: true, defaultValue: true, description: 'End every other session (default true)' })
  signOutOtherSessions?: boolean | null;
}

@InputType('RequestPasswordResetInput', { description: '*Forgot password*: the address to send a reset link to' })
export class RequestPasswordResetInput {
  @Field({ description: 'The account\'s e-mail address (any case)' })
  email!: string;
}

@InputType('ResetPasswordInput', { description: '*Reset password* from the e-mailed link: its token and the new password twice' })
export class ResetPasswordInput {
  @Field({ description: 'The token from the link /auth/reset-password?token=' })
  token!: string;

  @Field({ description: 'The new password (length by role, at most 256 characters, not on the breached-passwords list)' })
  newPassword!: string;

  @Field({ description: 'The new password again; must equal newPassword' })
  confirmPassword!: string;
}
