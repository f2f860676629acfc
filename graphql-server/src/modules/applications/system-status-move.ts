import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { User } from '../users/user.entity.js';
import { ApplicationStatusChange } from './application-status-change.entity.js';
import type { WorkflowStatus } from './application-workflow.js';
import { Application } from './application.entity.js';

/** A move the marketplace makes on an application (§3.2's system rows: matched, offered, accepted, funded, back). */
export interface SystemStatusMove {
  to: WorkflowStatus;
  /** Who caused it: the user whose action led to it (the history names them as `actorLabel`), or none for a job. */
  by: User | null;
  actor: AuditActor;
  /** The history's "who" shown to the client, e.g. "Underwriting team", "Harbor Funding". */
  actorLabel: string;
  /** The history's sentence for the client. */
  note: string;
  /** The audit action, `application.<verb>`. */
  action: string;
  summary: string;
  reason?: string | null;
}

/**
 * Moves an application the caller has locked (`SELECT … FOR UPDATE` in this transaction) to `move.to`: the status and
 * version, one status history row and one audit event, all in the caller's transaction. The caller decides whether
 * the move is legal; this only writes it (the entity in hand keeps its old values: re-read it). Returns the new version.
 */
export async function moveApplicationStatus(em: EntityManager, audit: AuditService, application: Application, move: SystemStatusMove, now = new Date()): Promise<number> {
  const from = application.status;
  const version = application.version + 1;
  await em.nativeUpdate(Application, { id: application.id }, { status: move.to, version, updatedAt: now });
  await em.insert(ApplicationStatusChange, {
    application: application.id,
    fromStatus: from,
    toStatus: move.to,
    changedBy: move.by?.id ?? null,
    actor: move.actorLabel,
    note: move.note,
    reason: move.reason ?? null,
    changedAt: now,
  });
  await audit.record(em, {
    actor: move.actor,
    action: move.action,
    entityType: 'application',
    entityId: application.id,
    summary: move.summary,
    before: { status: from, version: application.version },
    after: { status: move.to, version },
    reason: move.reason ?? null,
  });
  return version;
}
