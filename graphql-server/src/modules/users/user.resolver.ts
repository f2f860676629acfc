import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { LoginInput, RegisterInput, UserType } from './user.types.js';

@Resolver(() => UserType)
export class UserResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user, or null when signed out' })
  me(@Ctx() ctx: GraphQLContext): UserType | null {
    // The session query's values (the same as the entity's): a `me` read does not build the user entity. The account
    // fields of `User` still answer for the request's own user (account.resolver.ts compares ids, then the caller).
    return ctx.account;
  }

  @Mutation(() => UserType, {
    description: 'Signs in and sets the session cookie; with two-factor sign-in on, fails with TWO_FACTOR_REQUIRED and extensions.challenge for completeTwoFactorSignIn',
  })
  async login(@Arg('input', () => LoginInput, { description: 'The username and password; UNAUTHENTICATED when they do not match, TWO_FACTOR_REQUIRED (with a challenge) when the account has two-factor sign-in, TOO_MANY_REQUESTS after repeated failures' }) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<UserType> {
    const signedIn = await ctx.services.auth.login(input, ctx.client);
    ctx.session.replace(signedIn);
    return signedIn.user;
  }

  @Mutation(() => UserType, { description: 'Creates a client account and signs it in' })
  async register(@Arg('input', () => RegisterInput, { description: 'The new client account\'s fields; BAD_USER_INPUT with field errors, CONFLICT when the username is taken, TOO_MANY_REQUESTS when too many accounts were registered from the address' }) input: RegisterInput, @Ctx() ctx: GraphQLContext): Promise<UserType> {
    const signedIn = await ctx.services.auth.register(input, ctx.client);
    ctx.session.replace(signedIn);
    return signedIn.user;
  }

  // No role decorator: the service checks the account holder, so a user who must set up two-factor can still use it.
  @Mutation(() => Int, { description: "Ends all of the signed-in user's other sessions (this one stays); answers how many ended" })
  signOutOtherSessions(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.auth.endOtherSessions(ctx.caller, ctx.session.token);
  }

  @Mutation(() => Boolean, { description: 'Ends the current session, if any; signing out twice is not an error' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.auth.logout(ctx.session.token);
    ctx.session.clear();
    return true;
  }
}
