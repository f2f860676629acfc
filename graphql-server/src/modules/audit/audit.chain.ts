import { canonicalHash } from '../integrations/integration.service.js';
import type { AuditEvent } from './audit-event.entity.js';

/** The previous hash of the first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an event's hash covers: every column but `id` (an identity that may skip) and `hash` itself. */
export type ChainedFields = Omit<AuditEvent, 'id' | 'hash'>;

/**
 * sha256 over the canonical JSON (keys sorted, dates as ISO strings, JSON values as PostgreSQL's jsonb gives them
 * back) of the event, previous hash included: changing, removing or reordering any earlier event breaks every
 * later hash.
 */
export function auditEventHash(event: ChainedFields): string {
  const fields: ChainedFields = {
    seq: event.seq,
    occurredAt: event.occurredAt,
    actorType: event.actorType,
    actorUserId: event.actorUserId,
    actorName: event.actorName,
    actorRole: event.actorRole,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    summary: event.summary,
    before: event.before,
    after: event.after,
    reason: event.reason,
    requestId: event.requestId,
    approvalRequestId: event.approvalRequestId,
    prevHash: event.prevHash,
  };
  return canonicalHash(JSON.parse(JSON.stringify(fields)));
}

export type ChainBreak = { seq: number; reason: string };

/**
 * The first broken link of a run of events in `seq` order that follows `previous` (null at the start of the
 * chain), or null when every link holds.
 */
export function findChainBreak(events: readonly AuditEvent[], previous: { seq: number; hash: string } | null): ChainBreak | null {
  let expectedSeq = (previous?.seq ?? 0) + 1;
  let expectedPrevHash = previous?.hash ?? GENESIS_HASH;
  for (const event of events) {
    if (event.seq !== expectedSeq) return { seq: expectedSeq, reason: `Event ${expectedSeq} is missing (the next one is ${event.seq})` };
    if (event.prevHash !== expectedPrevHash) return { seq: event.seq, reason: `Event ${event.seq} does not follow the hash of event ${event.seq - 1}` };
    if (auditEventHash(event) !== event.hash) return { seq: event.seq, reason: `Event ${event.seq} was changed after it was written (its hash does not match)` };
    expectedSeq += 1;
    expectedPrevHash = event.hash;
  }
  return null;
}
