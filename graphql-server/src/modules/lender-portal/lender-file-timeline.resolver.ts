import { Arg, Authorized, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { LenderTimelineEntry } from './lender-file-timeline.js';

@ObjectType('LenderTimelineEntry', { description: "R20 drawer: one action of the lender's own users on a file" })
export class LenderTimelineEntryType {
  @Field()
  at!: Date;

  @Field({ description: 'The lender user who acted' })
  actorName!: string;

  @Field({ description: 'What they did, e.g. "Made an offer of $50,000.00"' })
  text!: string;
}

@Authorized(Role.lender)
@Resolver()
export class LenderFileTimelineResolver {
  @Query(() => [LenderTimelineEntryType], { description: "R20 drawer: the timeline of the signed-in lender's own actions on a file, newest first; NOT_FOUND for a file it never had" })
  lenderFileTimeline(@Arg('applicationId', () => ID) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<LenderTimelineEntry[]> {
    return ctx.services.lenderFileTimeline.forFile(ctx.caller, applicationId);
  }
}
