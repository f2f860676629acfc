import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import { ApplicationMatchType } from './matches.types.js';

/** R13 Matches tab: admins only (the service checks the role again). */
@Authorized(Role.admin)
@Resolver()
export class MatchesResolver {
  @Query(() => [ApplicationMatchType], { description: 'R13: the latest match result per program, ranked (§4.4); NOT_FOUND "Application not found"' })
  async applicationMatches(@Arg('applicationId', () => ID) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<ApplicationMatchType[]> {
    return matchesView(ctx, applicationId);
  }

  @Mutation(() => [ApplicationMatchType], { description: 'R13 *Re-run matching*: matches the application against every active program now' })
  async rematchApplication(@Arg('applicationId', () => ID) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<ApplicationMatchType[]> {
    await ctx.services.matches.rematch(Number(applicationId), ctx.caller);
    return matchesView(ctx, applicationId);
  }
}

async function matchesView(ctx: GraphQLContext, applicationId: string): Promise<ApplicationMatchType[]> {
  const matches = await ctx.services.matches.applicationMatches(Number(applicationId), ctx.caller);
  return matches.map((match) => ({ ...match, missingFacts: match.missingFacts.map((missing) => missing.text) }));
}
