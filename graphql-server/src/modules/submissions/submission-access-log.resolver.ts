import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AccessLogLine, AdminApplicationSubmissions } from './submission-views.service.js';
import { AccessLogLineType, ApplicationSubmissionsType } from './submissions.types.js';

/** R13 Timeline's lender reads: read only when asked for, so the sharing mutations' answers stay as cheap as before. */
@Resolver(() => ApplicationSubmissionsType)
export class SubmissionAccessLogResolver {
  @FieldResolver(() => [AccessLogLineType], { description: 'Every lender read of the file, newest first (the latest 200); admins only' })
  accessLog(@Root() submissions: AdminApplicationSubmissions, @Ctx() ctx: GraphQLContext): Promise<AccessLogLine[]> {
    return ctx.services.submissionViews.accessLogForAdmin(submissions.applicationId, ctx.caller);
  }
}
