import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { parseInput } from '../../shared/validation.js';
import { Role, type User } from '../users/user.entity.js';
import { AuditEvent, type AuditActorType, type AuditFieldValues } from './audit-event.entity.js';
import { auditEventHash, findChainBreak, GENESIS_HASH, type ChainedFields } from './audit.chain.js';
import { changedFields, redactSecrets } from './audit.redaction.js';
import { auditEventsQuerySchema, type AuditEventsQueryInput } from './audit.schemas.js';

/**
 * Advisory-lock key (two-int form, namespace "AU"): appends to the chain run one at a time, on every instance. Every
 * transaction takes it last, after its row locks (record() is the last step of a change): a transaction that locked a
 * row after it would deadlock with one that holds that row and waits for the chain.
 */
export const AUDIT_CHAIN_LOCK = { namespace: 0x4155, key: 0 } as const;
/** Events read per round trip while verifying. */
const VERIFY_BATCH = 1000;

export interface AuditActor {
  type: AuditActorType;
  userId: number | null;
  /** The username at the time, or the system actor's name. */
  name: string;
  role: string | null;
}

/** The platform acting on its own: a partner's intake, the payment provider's webhooks, a job, a visitor. */
export type SystemActorName = 'integration' | 'payments-webhook' | 'anonymous' | `job:${string}`;

export function userActor(user: Pick<User, 'id' | 'username' | 'role'>): AuditActor {
  return { type: 'user', userId: user.id, name: user.username, role: user.role };
}

export function systemActor(name: SystemActorName): AuditActor {
  return { type: 'system', userId: null, name, role: null };
}

export interface AuditEventInput {
  actor: AuditActor;
  /** `entity.verb`, e.g. `application.claimed`. */
  action: string;
  entityType: string;
  entityId: string | number;
  /** One sentence a person can read. */
  summary: string;
  /**
   * The audited fields before and after the change (null before a creation, after a removal). Only the fields
   * that differ are stored, secrets redacted; when both are given and none differs, nothing is recorded.
   */
  before?: AuditFieldValues | null;
  after?: AuditFieldValues | null;
  reason?: string | null;
}

export type AuditChainStatus = { ok: true; count: number } | { ok: false; count: number; brokenAtSeq: number; reason: string };

export interface AuditEventPage {
  items: AuditEvent[];
  /** Pass as `after` for the next (older) page; null when this page is empty. */
  endCursor: string | null;
  hasNextPage: boolean;
}

/**
 * The audit trail (BACKOFFICE §6.1): services record each change inside the transaction that makes it, so a
 * change never commits without its event, nor an event without its change. Events form a hash chain; admins
 * read them and verify the chain.
 */
export class AuditService {
  constructor(
    private readonly em: EntityManager,
    /** The HTTP request's id, stored with each event; null for jobs and scripts. */
    private readonly requestId: string | null = null,
  ) {}

  /**
   * Appends one event through `em`, which must be inside the transaction of the change (a programming error
   * otherwise). Takes the chain lock until that transaction ends, so call it last in the transaction.
   * Returns null (and writes nothing) when before and after are both given and equal.
   */
  async record(em: EntityManager, input: AuditEventInput): Promise<AuditEvent | null> {
    if (!em.isInTransaction()) throw new Error(`Audit event ${input.action} must be recorded inside the transaction of its change`);
    const hasDiff = input.before !== undefined && input.after !== undefined;
    const changes = hasDiff ? changedFields(input.before ?? null, input.after ?? null) : { before: input.before ?? null, after: input.after ?? null };
    if (hasDiff && changes.before === null && changes.after === null) return null;

    await em.execute('select pg_advisory_xact_lock(?, ?)', [AUDIT_CHAIN_LOCK.namespace, AUDIT_CHAIN_LOCK.key]);
    const [head] = await em.execute<{ seq: string; hash: string }[]>('select seq, hash from audit_event order by seq desc limit 1');
    const fields: ChainedFields = {
      seq: head ? Number(head.seq) + 1 : 1,
      occurredAt: new Date(),
      actorType: input.actor.type,
      actorUserId: input.actor.userId,
      actorName: input.actor.name,
      actorRole: input.actor.role,
      action: input.action,
      entityType: input.entityType,
      entityId: String(input.entityId),
      summary: input.summary,
      before: asStoredJson(changes.before),
      after: asStoredJson(changes.after),
      reason: input.reason ?? null,
      requestId: this.requestId,
      approvalRequestId: null,
      prevHash: head?.hash ?? GENESIS_HASH,
    };
    const hash = auditEventHash(fields);
    const [row] = await em.execute<{ id: string }[]>(
      `insert into audit_event (seq, occurred_at, actor_type, actor_user_id, actor_name, actor_role, action, entity_type, entity_id,
         summary, "before", "after", reason, request_id, approval_request_id, prev_hash, hash)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        fields.seq, fields.occurredAt, fields.actorType, fields.actorUserId, fields.actorName, fields.actorRole, fields.action,
        fields.entityType, fields.entityId, fields.summary, jsonParam(fields.before), jsonParam(fields.after), fields.reason,
        fields.requestId, fields.approvalRequestId, fields.prevHash, hash,
      ],
    );
    return Object.assign(new AuditEvent(), fields, { id: Number(row!.id), hash });
  }

  /** Events, newest first, optionally of one entity type or one entity. Admins only. */
  async events(caller: Caller, query: AuditEventsQueryInput = {}): Promise<AuditEventPage> {
    requireRole(caller, [Role.admin]);
    const { first, after, entityType, entityId } = parseInput(auditEventsQuerySchema, query);
    const rows = await this.em.find(
      AuditEvent,
      {
        ...(after !== null ? { seq: { $lt: after } } : {}),
        ...(entityType ? { entityType } : {}),
        ...(entityId ? { entityId } : {}),
      },
      { orderBy: { seq: 'desc' }, limit: first + 1 },
    );
    const items = rows.slice(0, first);
    return { items, endCursor: items.length > 0 ? String(items.at(-1)!.seq) : null, hasNextPage: rows.length > first };
  }

  /** Admins' check of the whole chain. */
  async chainStatus(caller: Caller): Promise<AuditChainStatus> {
    requireRole(caller, [Role.admin]);
    return this.verifyAuditChain();
  }

  /**
   * Walks the chain in `seq` order and reports the first broken link: a missing sequence number, an event that
   * does not follow its predecessor's hash, or one whose content no longer matches its hash. (Events removed
   * from the very end leave no break behind; an anchor kept elsewhere would catch that.)
   */
  async verifyAuditChain(): Promise<AuditChainStatus> {
    const reader = this.em.fork();
    let previous: { seq: number; hash: string } | null = null;
    let count = 0;
    for (;;) {
      const batch: AuditEvent[] = await reader.find(AuditEvent, previous ? { seq: { $gt: previous.seq } } : {}, { orderBy: { seq: 'asc' }, limit: VERIFY_BATCH });
      if (batch.length === 0) return { ok: true, count };
      const broken = findChainBreak(batch, previous);
      if (broken) return { ok: false, count: count + batch.findIndex((event) => event.seq >= broken.seq), brokenAtSeq: broken.seq, reason: broken.reason };
      count += batch.length;
      const last: AuditEvent = batch.at(-1)!;
      previous = { seq: last.seq, hash: last.hash };
      reader.clear();
    }
  }
}

/** Redacted, and exactly as jsonb will give it back (dates as strings, undefined fields gone), so the hash holds. */
function asStoredJson(values: AuditFieldValues | null): AuditFieldValues | null {
  return values === null ? null : (JSON.parse(JSON.stringify(redactSecrets(values))) as AuditFieldValues);
}

function jsonParam(values: AuditFieldValues | null): string | null {
  return values === null ? null : JSON.stringify(values);
}
