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
  async completeTwoFactorSignIn(@Arg('challenge', () => String) challenge: string, @Arg('code', () => String) code: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    const signedIn = await ctx.services.auth.completeTwoFactorSignIn(challenge, code, ctx.client);
    ctx.session.replace(signedIn);
    return signedIn.user;
  }

  @Mutation(() => UserType, { description: "Changes the signed-in user's name and phone" })
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.profile.updateProfile(ctx.caller, input);
  }

  @Mutation(() => Boolean, { description: 'Sends a confirmation link (24 h) to the new address; needs the password' })
  requestEmailChange(@Arg('input', () => RequestEmailChangeInput) input: RequestEmailChangeInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.profile.requestEmailChange(ctx.caller, input);
  }

  @Mutation(() => UserType, { description: 'Finishes an e-mail change from its link (signed in as the same user; once)' })
  confirmEmailChange(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.profile.confirmEmailChange(ctx.caller, token);
  }

  @Mutation(() => Boolean, { description: 'Changes the password; other sessions end unless signOutOtherSessions is false' })
  changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.passwords.changePassword(ctx.caller, input, ctx.session.token);
  }

  @Mutation(() => Boolean, { description: 'E-mails a reset link (30 min) if an account has the address; always true' })
  requestPasswordReset(@Arg('input', () => RequestPasswordResetInput) input: RequestPasswordResetInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.passwords.requestPasswordReset(input, ctx.client);
  }

  @Mutation(() => Boolean, { description: 'Sets a new password from a reset link (once) and ends every session' })
  resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.passwords.resetPassword(input);
  }

  @Mutation(() => TwoFactorEnrolmentType, { description: 'A new authenticator secret (QR code and manual key), to confirm with a code' })
  startTwoFactorEnrolment(@Ctx() ctx: GraphQLContext): Promise<TwoFactorEnrolmentType> {
    return ctx.services.twoFactor.startEnrolment(ctx.caller);
  }

  @Mutation(() => [String], { description: 'Turns two-factor sign-in on with a code from the app; answers ten recovery codes, shown once' })
  confirmTwoFactorEnrolment(@Arg('code', () => String) code: string, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    return ctx.services.twoFactor.confirmEnrolment(ctx.caller, code);
  }

  @Mutation(() => [String], { description: 'Ten new recovery codes (the old ones stop working); needs the password' })
  regenerateRecoveryCodes(@Arg('password', () => String) password: string, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    return ctx.services.twoFactor.regenerateRecoveryCodes(ctx.caller, password);
  }

  @Mutation(() => Boolean, { description: 'Turns two-factor sign-in off; needs the password' })
  disableTwoFactor(@Arg('password', () => String) password: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.twoFactor.disable(ctx.caller, password);
  }

  @Query(() => [AccountSessionType], { description: "The signed-in user's live sessions, the current one marked" })
  mySessions(@Ctx() ctx: GraphQLContext): Promise<AccountSessionType[]> {
    return ctx.services.accountSessions.mySessions(ctx.caller, ctx.sessionId);
  }

  @Mutation(() => Boolean, { description: 'Ends one of your other sessions (it gets 401 at its next request)' })
  revokeSession(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
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
