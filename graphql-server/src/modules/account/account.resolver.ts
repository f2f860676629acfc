import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UserType } from '../users/user.types.js';
import type { User } from '../users/user.entity.js';
import {
  AccountSessionType,
  ChangePasswordInput,
  RequestEmailChangeInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
  SignInEventType,
  TwoFactorEnrolmentType,
  UpdateProfileInput,
} from './account.types.js';

/**
 * Issue 13 accounts (R29 for everyone, R5 *My account*). None of these carries a role decorator: each service
 * checks `requireAccountHolder`, so a user who must set up two-factor sign-in can still reach them.
 */
@Resolver()
export class AccountResolver {
  @Mutation(() => UserType, { description: 'The second sign-in step: the challenge from login and a code (or a recovery code); sets the session cookie' })
  async completeTwoFactorSignIn(@Arg('challenge', () => String, { description: 'The opaque, single-use challenge token that login answered with in its TWO_FACTOR_REQUIRED error (valid 5 minutes); an unknown, used or expired one is UNAUTHENTICATED' }) challenge: string, @Arg('code', () => String, { description: 'The 6-digit code from the authenticator app, or one unused recovery code. A wrong or expired one is BAD_USER_INPUT; repeated failures are TOO_MANY_REQUESTS' }) code: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    const signedIn = await ctx.services.auth.completeTwoFactorSignIn(challenge, code, ctx.client);
    ctx.session.replace(signedIn);
    return signedIn.user;
  }

  @Mutation(() => UserType, { description: "Changes the signed-in user's name and phone" })
  updateProfile(@Arg('input', () => UpdateProfileInput, { description: 'The fields to change; a field left out (or null) keeps its value' }) input: UpdateProfileInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.profile.updateProfile(ctx.caller, input);
  }

  @Mutation(() => Boolean, { description: 'Sends a confirmation link (24 h) to the new address; needs the password' })
  requestEmailChange(@Arg('input', () => RequestEmailChangeInput, { description: 'The new e-mail address and the current password; BAD_USER_INPUT when the password is wrong or the address invalid or unchanged, CONFLICT when another account has it' }) input: RequestEmailChangeInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.profile.requestEmailChange(ctx.caller, input);
  }

  @Mutation(() => UserType, { description: 'Finishes an e-mail change from its link (signed in as the same user; once)' })
  confirmEmailChange(@Arg('token', () => String, { description: 'The token from the confirmation link e-mailed to the new address (valid 24 hours, once). BAD_USER_INPUT when it is unknown, used, expired or meant for another user' }) token: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.profile.confirmEmailChange(ctx.caller, token);
  }

  @Mutation(() => Boolean, { description: 'Changes the password; other sessions end unless signOutOtherSessions is false' })
  changePassword(@Arg('input', () => ChangePasswordInput, { description: 'The current password, the new one twice, and whether to end the other sessions. BAD_USER_INPUT (field errors) when the current password is wrong, the new one is too short for the role, too common, or the two differ' }) input: ChangePasswordInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.passwords.changePassword(ctx.caller, input, ctx.session.token);
  }

  @Mutation(() => Boolean, { description: 'E-mails a reset link (30 min) if an account has the address; always true' })
  requestPasswordReset(@Arg('input', () => RequestPasswordResetInput, { description: 'The address the account signs in with; the answer is the same whether or not an account has it (TOO_MANY_REQUESTS when asked too often)' }) input: RequestPasswordResetInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.passwords.requestPasswordReset(input, ctx.client);
  }

  @Mutation(() => Boolean, { description: 'Sets a new password from a reset link (once) and ends every session' })
  resetPassword(@Arg('input', () => ResetPasswordInput, { description: 'The token from the reset link and the new password twice; BAD_USER_INPUT when the token is unknown, used or expired (30 minutes) or the password breaks a rule' }) input: ResetPasswordInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.passwords.resetPassword(input);
  }

  @Mutation(() => TwoFactorEnrolmentType, { description: 'A new authenticator secret (QR code and manual key), to confirm with a code' })
  startTwoFactorEnrolment(@Ctx() ctx: GraphQLContext): Promise<TwoFactorEnrolmentType> {
    return ctx.services.twoFactor.startEnrolment(ctx.caller);
  }

  @Mutation(() => [String], { description: 'Turns two-factor sign-in on with a code from the app; answers ten recovery codes, shown once' })
  confirmTwoFactorEnrolment(@Arg('code', () => String, { description: 'The 6-digit code the authenticator app shows for the secret from startTwoFactorEnrolment; a wrong code is BAD_USER_INPUT, CONFLICT when no enrolment was started or it is already on' }) code: string, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    return ctx.services.twoFactor.confirmEnrolment(ctx.caller, code);
  }

  @Mutation(() => [String], { description: 'Ten new recovery codes (the old ones stop working); needs the password' })
  regenerateRecoveryCodes(@Arg('password', () => String, { description: 'The account\'s current password (re-authentication); a wrong one is BAD_USER_INPUT' }) password: string, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    return ctx.services.twoFactor.regenerateRecoveryCodes(ctx.caller, password);
  }

  @Mutation(() => Boolean, { description: 'Turns two-factor sign-in off; needs the password' })
  disableTwoFactor(@Arg('password', () => String, { description: 'The account\'s current password (re-authentication); a wrong one is BAD_USER_INPUT. FORBIDDEN when the role\'s policy requires two-factor sign-in' }) password: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.twoFactor.disable(ctx.caller, password);
  }

  @Query(() => [AccountSessionType], { description: "The signed-in user's live sessions, the current one marked" })
  mySessions(@Ctx() ctx: GraphQLContext): Promise<AccountSessionType[]> {
    return ctx.services.accountSessions.mySessions(ctx.caller, ctx.sessionId);
  }

  @Mutation(() => Boolean, { description: 'Ends one of your other sessions (it gets 401 at its next request)' })
  revokeSession(@Arg('id', () => ID, { description: 'The session\'s id, as listed by mySessions; NOT_FOUND when it is not one of the caller\'s live sessions, BAD_USER_INPUT for the current session (sign out instead)' }) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.accountSessions.revokeSession(ctx.caller, id, ctx.sessionId);
  }

  @Query(() => [SignInEventType], { description: "The signed-in user's last 20 sign-in attempts, newest first" })
  myRecentSignIns(@Ctx() ctx: GraphQLContext): Promise<SignInEventType[]> {
    return ctx.services.accountSessions.recentSignIns(ctx.caller);
  }
}

/** The account fields of `User`: computed, so they are right for whichever user the operation answers with. */
@Resolver(() => UserType)
export class AccountUserFieldsResolver {
  @FieldResolver(() => Boolean, { description: 'Two-factor sign-in is on' })
  twoFactorEnabled(@Root() user: User): boolean {
    return Boolean(user.totpEnabledAt);
  }

  @FieldResolver(() => Boolean, {
    description: "The user's role requires two-factor sign-in by policy (admins when the platform setting is on, lenders whose lender requires it) and it is not on",
  })
  async twoFactorSetupRequired(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    // The request's own user: decided once, with the session (request-state).
    if (ctx.user && ctx.user.id === user.id && ctx.caller.user === ctx.user) return ctx.caller.twoFactorSetupRequired === true;
    // Another user object (just signed in, or the result of an account change): the same rule.
    return ctx.services.twoFactor.setupRequired(user);
  }
}
