import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { LenderTimelineEntry } from './lender-file-timeline.js';
import { LenderTimelineEntryType } from './lender-file-timeline.types.js';

@Authorized(Role.lender)
@Resolver()
export class LenderFileTimelineResolver {
  @Query(() => [LenderTimelineEntryType], { description: "R20 drawer: the timeline of the signed-in lender's own actions on a file, newest first; NOT_FOUND for a file it never had" })
  lenderFileTimeline(@Arg('applicationId', () => ID, { description: 'An application the caller\'s lender had shared' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<LenderTimelineEntry[]> {
    return ctx.services.lenderFileTimeline.forFile(ctx.caller, applicationId);
  }
}
