import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import { ApplicationMatchType, ClientMatchSummaryType } from './matches.types.js';

/** R13 Matches tab for admins; the client's summary (R21/R22). The service checks role and owner again. */
@Resolver()
export class MatchesResolver {
  @Authorized(Role.client, Role.admin)
  @Query(() => ClientMatchSummaryType, {
    nullable: true,
    description: "R21/R22: the owner's view of the application's matches (§4.6), null before matching ran; NOT_FOUND \"Application not found\" for anyone else",
  })
  async applicationMatchSummary(@Arg('applicationId', () => ID, { description: 'The application\'s id (the caller\'s own, for a client)' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<ClientMatchSummaryType | null> {
    return ctx.services.matches.clientSummary(Number(applicationId), ctx.caller);
  }

  @Authorized(Role.admin)
  @Query(() => [ApplicationMatchType], { description: 'R13: the latest match result per program, ranked (§4.4); NOT_FOUND "Application not found"' })
  async applicationMatches(@Arg('applicationId', () => ID, { description: 'The application\'s id' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<ApplicationMatchType[]> {
    return matchesView(ctx, applicationId);
  }

  @Authorized(Role.admin)
  @Mutation(() => [ApplicationMatchType], { description: 'R13 *Re-run matching*: matches the application against every active program now' })
  async rematchApplication(@Arg('applicationId', () => ID, { description: 'The application\'s id; NOT_FOUND "Application not found" when there is none' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<ApplicationMatchType[]> {
    await ctx.services.matches.rematch(Number(applicationId), ctx.caller);
    return matchesView(ctx, applicationId);
  }
}

async function matchesView(ctx: GraphQLContext, applicationId: string): Promise<ApplicationMatchType[]> {
  const matches = await ctx.services.matches.applicationMatches(Number(applicationId), ctx.caller);
  return matches.map((match) => ({ ...match, missingFacts: match.missingFacts.map((missing) => missing.text) }));
}
