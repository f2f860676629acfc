import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logging/logger.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { SubscriptionSnapshot } from '../payments/payment-provider.js';
import { User } from '../users/user.entity.js';
import { NetbuilderSubscription } from './netbuilder-subscription.entity.js';
import type { PlanId } from './plans.js';

/*
 * The rules of a user's subscription row, shared by the user's own changes (netbuilder.service.ts) and the
 * provider's events (netbuilder-payment-handlers.ts): one row per user, and events that may arrive in any order.
 */

/** Statuses after which the user has no subscription any more (and may subscribe again). */
export const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/** Within one second, the later stage of a subscription's life wins; canceled is final. */
const STATUS_RANK: Record<string, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  unpaid: 4,
  paused: 4,
  incomplete_expired: 5,
  canceled: 6,
};

/** Advisory-lock namespace: checkouts and webhook events of one user run one at a time. */
const USER_LOCK_NAMESPACE = 0x4e42; // "NB"

export async function lockUser(em: EntityManager, userId: number): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(?, ?)', [USER_LOCK_NAMESPACE, userId]);
}

/**
 * Runs `change` on the user's subscription row and records what it changed (the audited fields only) in the
 * same transaction; a change that changed nothing (a webhook repeating the user's own answer) records nothing.
 * `seenBefore` is the state the actor acted on, when the change reached the row before this ran (the demo
 * provider delivers its webhook before answering the user's own cancel or resume).
 */
export async function auditSubscriptionChange(
  em: EntityManager,
  audit: AuditService,
  actor: AuditActor,
  action: string,
  userId: number,
  change: () => Promise<boolean>,
  seenBefore?: AuditedSubscriptionFields,
): Promise<boolean> {
  const before = seenBefore ?? auditedSubscriptionFields(await em.findOne(NetbuilderSubscription, { user: userId }));
  if (!(await change())) return false;
  await em.flush();
  const row = await em.findOneOrFail(NetbuilderSubscription, { user: userId });
  const after = auditedSubscriptionFields(row)!;
  const changed = Object.keys(after).filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after[field]));
  await audit.record(em, {
    actor,
    action: before ? action : 'netbuilder.subscription.created',
    entityType: 'netbuilder_subscription',
    entityId: row.id,
    summary: before
      ? `NetBuilder subscription ${row.id} of user ${userId} changed (${changed.join(', ')}): now ${row.status}${row.cancelAtPeriodEnd ? ', set to cancel at the end of the period' : ''}.`
      : `NetBuilder subscription ${row.id} (${row.plan}) of user ${userId} was created: ${row.status}.`,
    before,
    after,
  });
  return true;
}

export type AuditedSubscriptionFields = Record<string, unknown> | null;

/** The fields of a subscription the audit trail follows (not the ordering registers). */
export function auditedSubscriptionFields(row: NetbuilderSubscription | null): AuditedSubscriptionFields {
  if (!row) return null;
  const { plan, status, cancelAtPeriodEnd, currentPeriodStart, currentPeriodEnd, providerSubscriptionId } = row;
  return { plan, status, cancelAtPeriodEnd, currentPeriodStart: currentPeriodStart ?? null, currentPeriodEnd: currentPeriodEnd ?? null, providerSubscriptionId };
}

/**
 * The user's row for this provider subscription, created when missing. When the row belongs to another
 * provider subscription: an ended one is replaced (the user subscribed again); a current one wins and the event
 * is ignored (null), so a user never holds two subscriptions.
 */
export async function subscriptionRow(
  em: EntityManager,
  log: Logger,
  userId: number,
  providerSubscriptionId: string,
  plan: PlanId,
): Promise<NetbuilderSubscription | null> {
  const row = await em.findOne(NetbuilderSubscription, { user: userId });
  if (!row) {
    return em.create(NetbuilderSubscription, {
      user: em.getReference(User, userId),
      plan,
      status: 'incomplete',
      providerSubscriptionId,
      statusRank: STATUS_RANK.incomplete!,
    });
  }
  if (row.providerSubscriptionId === providerSubscriptionId) return row;
  if (!ENDED_STATUSES.has(row.status)) {
    log.warn(`NetBuilder: user ${userId} already has subscription ${row.providerSubscriptionId}; ignoring ${providerSubscriptionId}`);
    return null;
  }
  Object.assign(row, {
    plan,
    providerSubscriptionId,
    providerCustomerId: null,
    status: 'incomplete',
    statusRank: STATUS_RANK.incomplete,
    statusEventAt: null,
    snapshotEventAt: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
  });
  return row;
}

/** Last writer wins by (event time, rank); canceled is final for a provider subscription. */
export function setStatus(row: NetbuilderSubscription, status: string, eventAt: Date): void {
  if (row.status === 'canceled') return;
  const rank = STATUS_RANK[status] ?? 2;
  const current = row.statusEventAt?.getTime() ?? -Infinity;
  if (eventAt.getTime() > current || (eventAt.getTime() === current && rank >= row.statusRank) || status === 'canceled') {
    row.status = status;
    row.statusRank = rank;
    row.statusEventAt = eventAt;
  }
}

/** Applies a subscription object: status by its own register, period and cancel flag by the snapshot register. */
export async function applySubscriptionSnapshot(
  em: EntityManager,
  log: Logger,
  userId: number,
  plan: PlanId,
  snapshot: SubscriptionSnapshot,
  eventAt: Date,
): Promise<boolean> {
  const row = await subscriptionRow(em, log, userId, snapshot.providerSubscriptionId, plan);
  if (!row) return false;
  setStatus(row, snapshot.status, eventAt);
  row.providerCustomerId ??= snapshot.providerCustomerId;
  if (isNewerSnapshot(row, snapshot, eventAt)) {
    row.plan = plan;
    row.currentPeriodStart = snapshot.currentPeriodStart;
    row.currentPeriodEnd = snapshot.currentPeriodEnd;
    row.cancelAtPeriodEnd = snapshot.cancelAtPeriodEnd;
    row.snapshotEventAt = eventAt;
  }
  return true;
}

/** Newer = later event; within one second, the later period, then the cancel flag set (a total order on content). */
function isNewerSnapshot(row: NetbuilderSubscription, snapshot: SubscriptionSnapshot, eventAt: Date): boolean {
  const current = row.snapshotEventAt?.getTime();
  if (current === undefined) return true;
  if (eventAt.getTime() !== current) return eventAt.getTime() > current;
  const periodEnd = snapshot.currentPeriodEnd?.getTime() ?? 0;
  const rowPeriodEnd = row.currentPeriodEnd?.getTime() ?? 0;
  if (periodEnd !== rowPeriodEnd) return periodEnd > rowPeriodEnd;
  return snapshot.cancelAtPeriodEnd && !row.cancelAtPeriodEnd;
}

export function toSnapshot(row: NetbuilderSubscription): SubscriptionSnapshot {
  return {
    providerSubscriptionId: row.providerSubscriptionId,
    providerCustomerId: row.providerCustomerId ?? null,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart ?? null,
    currentPeriodEnd: row.currentPeriodEnd ?? null,
    metadata: { userId: String(row.user.id), plan: row.plan },
  };
}
