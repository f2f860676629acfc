import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { EmailStatus } from './email-message.entity.js';
import { OutgoingEmailPageType, OutgoingEmailType } from './email.types.js';

@Resolver(() => OutgoingEmailType)
export class EmailResolver {
  @Authorized('admin')
  @Query(() => OutgoingEmailPageType, { description: 'Outgoing mail, newest first (admins only)' })
  async outbox(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: '1 to 100, default 25' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: "The previous page's endCursor" }) after?: string | null,
    @Arg('status', () => EmailStatus, { nullable: true, description: 'Only messages in this status; null for all' }) status?: EmailStatus | null,
  ): Promise<OutgoingEmailPageType> {
    return ctx.services.email.outbox(ctx.caller, { first: first ?? undefined, after, status });
  }

  @Authorized('admin')
  @Mutation(() => OutgoingEmailType, { description: 'Queues a sent or failed e-mail once more (admins only)' })
  resendEmail(@Arg('id', () => ID, { description: 'The outgoing e-mail\'s id; NOT_FOUND when there is none, CONFLICT when it is already queued' }) id: string, @Ctx() ctx: GraphQLContext): Promise<OutgoingEmailType> {
    return ctx.services.email.resend(ctx.caller, id);
  }
}
