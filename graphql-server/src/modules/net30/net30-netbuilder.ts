import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { planById, isPlanId } from '../../catalogue/plans.js';
import { platformToday } from '../../shared/calendar.js';
import { systemActor, type AuditService } from '../audit/audit.service.js';
import type { PaymentEventHandler } from '../payments/payment-event-handler.js';
import { providerId } from '../payments/webhook-event.schema.js';
import { Net30Account, type NetDays } from './net30-account.entity.js';
import { accountBalance, lockAccount, openAccount } from './net30-ledger.js';
import { formatUsd } from './net30-money.js';

const PAYMENTS_WEBHOOK = systemActor('payments-webhook');

/** Subscription states in which the plan's trade account is open for new invoices. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** States after which the plan is over: its account closes (§3.5 closing → closed at zero balance). */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired', 'unpaid']);

/** "Net 30" → 30. */
const netDaysOf = (terms: string): NetDays => Number(terms.replace(/\D/g, '')) as NetDays;

/**
 * Decisions taken: "A NetBuilder plan opens a trade account." Keeps a subscriber's Net30 account in step with their
 * subscription, after NetBuilder's own handler has applied the event in the same transaction: a live plan opens
 * the account with the plan's credit limit and net terms (or updates them on a plan change, or reopens an account
 * that was closing); an ended plan puts it into `closing` (no new invoices; open ones stay due) and closes it
 * at once when nothing is owed. An account opened by an application is left alone.
 */
export async function syncNetbuilderAccount(em: EntityManager, audit: AuditService, userId: number, today = platformToday()): Promise<boolean> {
  const [subscription] = await em.execute<{ id: number; plan: string; status: string }[]>(
    'select id, plan, status from netbuilder_subscriptions where user_id = ? for update',
    [userId],
  );
  if (!subscription || !isPlanId(subscription.plan)) return false;
  const plan = planById(subscription.plan);
  const existing = await em.findOne(Net30Account, { ownerUserId: userId }, { refresh: true });
  const account = existing ? await lockAccount(em, existing.id) : null;
  const limit = plan.creditLimit * 100;
  const netDays = netDaysOf(plan.netTerms);
  const record = (action: string, entityId: number, summary: string, before: Record<string, unknown> | null, after: Record<string, unknown>) =>
    audit.record(em, { actor: PAYMENTS_WEBHOOK, action, entityType: 'net30_account', entityId, summary, before, after });

  if (LIVE_STATUSES.has(subscription.status)) {
    if (!account) {
      const [owner] = await em.execute<{ name: string }[]>(
        // The subscriber's business as NetFund knows it (a business record, else their latest application), else their name.
        `select coalesce(
                  (select legal_name from businesses where owner_id = u.id order by id limit 1),
                  (select business_name from applications where owner_id = u.id order by id desc limit 1),
                  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
                  u.username) as name
           from users u where u.id = ?`,
        [userId],
      );
      const opened = await openAccount(em, {
        ownerUserId: userId,
        businessName: owner?.name || 'NetBuilder member',
        source: 'netbuilder',
        subscriptionId: subscription.id,
        creditLimit: limit,
        netDays,
        openedOn: today,
      });
      await record('net30.account.opened', opened.id, `Net30 account opened by the NetBuilder ${plan.name} plan: ${formatUsd(limit)} on ${plan.netTerms} terms.`, null, { source: 'netbuilder', creditLimit: limit, netDays });
      return true;
    }
    if (account.source !== 'netbuilder') return false;
    const before = { status: account.status, creditLimit: account.creditLimit, netDays: account.netDays };
    if (account.status === 'closing' || account.status === 'closed') {
      account.status = 'active';
      account.closedOn = null;
    }
    account.creditLimit = limit;
    account.netDays = netDays;
    account.subscriptionId = subscription.id;
    if (before.status === account.status && before.creditLimit === limit && before.netDays === netDays) return false;
    account.version += 1;
    await em.flush();
    await record('net30.account.plan_changed', account.id, `Net30 account follows the NetBuilder ${plan.name} plan: ${formatUsd(limit)} on ${plan.netTerms} terms.`, before, { status: account.status, creditLimit: limit, netDays });
    return true;
  }

  if (ENDED_STATUSES.has(subscription.status) && account && account.source === 'netbuilder' && account.status !== 'closed' && account.status !== 'closing') {
    const before = account.status;
    const owes = (await accountBalance(em, account.id)) > 0;
    account.status = owes ? 'closing' : 'closed';
    account.closedOn = owes ? null : today;
    account.holdReason = null;
    account.holdIsManual = false;
    account.version += 1;
    await em.flush();
    await record(
      owes ? 'net30.account.closing' : 'net30.account.closed',
      account.id,
      owes ? 'NetBuilder plan cancelled: the Net30 account takes no new invoices; open invoices stay due.' : 'NetBuilder plan cancelled: the Net30 account is closed (nothing owed).',
      { status: before },
      { status: account.status },
    );
    return true;
  }
  return false;
}

const subscriptionObject = z.looseObject({ id: providerId });

/** Net30's part in the subscription events: after NetBuilder's handler (module order), the account follows. */
export function net30NetbuilderHandler(audit: AuditService): PaymentEventHandler {
  return {
    name: 'net30-netbuilder',
    events: {
      'customer.subscription.created': subscriptionObject,
      'customer.subscription.updated': subscriptionObject,
      'customer.subscription.deleted': subscriptionObject,
    },
    // The subscriber's account, locked before NetBuilder's handler records its audit event (see PaymentEventHandler.lock).
    async lock(event, { em }) {
      const { id, metadata } = event.data.object as { id: string; metadata?: { userId?: unknown } | null };
      const [row] = await em.execute<{ user_id: number }[]>('select user_id from netbuilder_subscriptions where provider_subscription_id = ?', [id]);
      const userId = row?.user_id ?? Number(metadata?.userId);
      if (Number.isSafeInteger(userId)) await em.execute('select id from net30_account where owner_user_id = ? for update', [userId]);
    },
    async apply(event, { em }) {
      const { id } = event.data.object as { id: string };
      const [row] = await em.execute<{ user_id: number }[]>('select user_id from netbuilder_subscriptions where provider_subscription_id = ?', [id]);
      return row ? syncNetbuilderAccount(em, audit, row.user_id) : false;
    },
  };
}
