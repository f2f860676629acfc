import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { auditEventView } from '../audit/audit.resolver.js';
import { queueItemView } from '../dashboard/dashboard.resolver.js';
import { documentView } from '../documents/documents.views.js';
import { Role } from '../users/user.entity.js';
import type { ClientNote } from './client-note.entity.js';
import type { ClaimLinkReceipt, ClientPage } from './clients.service.js';
import { ClaimLinkReceiptType, ClientDetailType, ClientListFilterInput, ClientNoteType, ClientOverviewType, ClientPageType, ClientSort } from './clients.types.js';

/** R10 client overview and R11 clients: admins only; the service checks the role again. */
@Authorized(Role.admin)
@Resolver()
export class ClientsResolver {
  @Query(() => ClientPageType, { description: 'R11: client users, filtered, searched, sorted, one page (25 by default, at most 100)' })
  adminClients(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => ClientListFilterInput, { nullable: true, description: 'Which clients to list; null lists them all' }) filter?: ClientListFilterInput | null,
    @Arg('sort', () => ClientSort, { nullable: true, defaultValue: 'createdAt_desc', description: 'The order of the list (newest account first by default)' }) sort?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: 'The page to answer, from 1' }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 25, description: 'Rows per page: 25 by default, at most 100' }) pageSize?: number | null,
  ): Promise<ClientPage> {
    return ctx.services.clients.list({ filter: filter ? { ...filter } : null, sort: sort as never, page, pageSize }, ctx.caller);
  }

  @Query(() => ClientOverviewType, { description: 'R10: counts, unclaimed applications and what waits on clients' })
  async adminClientOverview(@Ctx() ctx: GraphQLContext): Promise<ClientOverviewType> {
    const overview = await ctx.services.clients.overview(ctx.caller);
    return { ...overview, needsAttention: overview.needsAttention.map(queueItemView) };
  }

  @Query(() => ClientDetailType, { description: 'R11 client detail; NOT_FOUND "Client not found" for anything but a client user' })
  async adminClient(@Arg('id', () => ID, { description: 'The client user\'s id' }) id: string, @Ctx() ctx: GraphQLContext): Promise<ClientDetailType> {
    const detail = await ctx.services.clients.get(id, ctx.caller);
    return {
      id: detail.client.id,
      username: detail.client.username,
      email: detail.client.email,
      name: detail.name,
      createdAt: detail.client.createdAt,
      lastSignInAt: detail.lastSignInAt,
      netbuilderPlan: detail.netbuilderPlan,
      netbuilderStatus: detail.netbuilderStatus,
      // Entities: the Business and ApplicationRecord resolvers add their computed fields.
      businesses: detail.businesses as never,
      applications: detail.applications as never,
      documents: detail.documents.map(documentView),
      notes: detail.notes.map(noteView),
      activity: detail.activity.map(auditEventView),
    };
  }

  @Mutation(() => ClientNoteType, { description: 'R11 Add note: at most 5,000 characters; audited as client.note_added' })
  async addClientNote(@Arg('clientId', () => ID, { description: 'The client user\'s id; NOT_FOUND "Client not found" for anything but a client' }) clientId: string, @Arg('body', { description: 'The note\'s text, 1–5,000 characters (else BAD_USER_INPUT)' }) body: string, @Ctx() ctx: GraphQLContext): Promise<ClientNoteType> {
    return noteView(await ctx.services.clients.addNote(clientId, { body }, ctx.caller));
  }

  @Mutation(() => ClaimLinkReceiptType, {
    description:
      'R10 Resend claim link: e-mails an unclaimed application’s result link with a new token (the old link stops working); at most 3 per application in 24 hours (TOO_MANY_REQUESTS after)',
  })
  resendClaimLink(@Arg('applicationId', () => ID, { description: 'The unclaimed application; NOT_FOUND when there is none, CONFLICT for a draft or an already claimed one, TOO_MANY_REQUESTS after 3 links in 24 hours' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<ClaimLinkReceipt> {
    return ctx.services.clients.resendClaimLink(applicationId, ctx.caller);
  }
}

function noteView(note: ClientNote): ClientNoteType {
  return { id: note.id, body: note.body, authorName: note.authorName, createdAt: note.createdAt };
}
