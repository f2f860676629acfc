import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AuditEvent } from './audit-event.entity.js';
import { AuditChainStatusType, AuditEventPageType, type AuditEventType } from './audit.types.js';

/** Admin-only reads of the audit trail; the service checks the role. */
@Resolver()
export class AuditResolver {
  @Query(() => AuditEventPageType, { description: 'Audit events, newest first, optionally of one entity (admins only)' })
  async auditEvents(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1 to 100 (25 when left out)' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page' }) after?: string | null,
    @Arg('entityType', () => String, { nullable: true, description: 'Only events of this kind of record, e.g. "application", "lender", "offer"' }) entityType?: string | null,
    @Arg('entityId', () => String, { nullable: true, description: 'Needs entityType' }) entityId?: string | null,
  ): Promise<AuditEventPageType> {
    const page = await ctx.services.audit.events(ctx.caller, { first, after, entityType, entityId });
    return { ...page, items: page.items.map(auditEventView) };
  }

  @Query(() => AuditChainStatusType, { description: "Verifies the audit trail's hash chain (admins only)" })
  async auditChainStatus(@Ctx() ctx: GraphQLContext): Promise<AuditChainStatusType> {
    const status = await ctx.services.audit.chainStatus(ctx.caller);
    return status.ok ? { ...status, brokenAtSeq: null, reason: null } : status;
  }
}

export function auditEventView(event: AuditEvent): AuditEventType {
  const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  return {
    id: String(event.id),
    seq: event.seq,
    occurredAt: event.occurredAt,
    actor: { type: event.actorType, userId: event.actorUserId, name: event.actorName, role: event.actorRole },
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    summary: event.summary,
    changes: JSON.stringify(Object.fromEntries(fields.map((field) => [field, [event.before?.[field] ?? null, event.after?.[field] ?? null]]))),
    reason: event.reason,
    requestId: event.requestId,
  };
}
