import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentsConfig } from '../../config/index.js';
import type { Logger } from '../../logging/logger.js';
import { systemActor, type AuditService } from '../audit/audit.service.js';
import type { PaymentEvent, PaymentEventHandler } from '../payments/payment-event-handler.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { snapshotOfStripeSubscription } from '../payments/stripe-provider.js';
import { User } from '../users/user.entity.js';
import { NetbuilderCheckout } from './netbuilder-checkout.entity.js';
import { NETBUILDER_EVENT_OBJECTS } from './netbuilder-payment-events.schema.js';
import { NetbuilderSubscription } from './netbuilder-subscription.entity.js';
import {
  applySubscriptionSnapshot,
  auditSubscriptionChange,
  ENDED_STATUSES,
  lockUser,
  setStatus,
  subscriptionRow,
} from './netbuilder-subscription-state.js';
import { isPlanId, type PlanId } from './plans.js';

/** Who changes subscriptions when the payment provider reports a change. */
const PAYMENTS_WEBHOOK = systemActor('payments-webhook');

/**
 * NetBuilder's part in the payment webhooks: subscriptions, their invoices (monthly reports) and completed
 * checkouts, applied in the payments intake's transaction. Events of one user run one at a time (the user lock).
 */
export function netbuilderPaymentHandler(audit: AuditService): PaymentEventHandler {
  return {
    name: 'netbuilder',
    events: NETBUILDER_EVENT_OBJECTS,
    async apply(event, { em, eventAt, log, config, provider, afterCommit }) {
      const userIdOfEvent = eventUserId(event);
      if (userIdOfEvent !== null) await lockUser(em, userIdOfEvent);
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          if (session.mode !== 'subscription' || typeof session.subscription !== 'string' && !session.subscription) return false;
          const providerSubscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
          const userId = parseUserId(session.client_reference_id ?? session.metadata?.userId);
          const plan = session.metadata?.plan;
          await em.nativeUpdate(NetbuilderCheckout, { sessionId: session.id, status: 'open' }, { status: 'completed' });
          if (userId === null || !isPlanId(plan) || !(await userExists(em, userId))) return false;
          // Only links the ids: status and period come from the subscription's own events, whenever they arrive.
          const row = await subscriptionRow(em, log, userId, providerSubscriptionId, plan);
          if (!row) return false;
          row.providerCustomerId ??= customerId(session.customer);
          return true;
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const snapshot = snapshotOfStripeSubscription(event.data.object);
          if (event.type === 'customer.subscription.deleted') snapshot.status = 'canceled';
          const userId = await resolveUserId(em, snapshot.metadata.userId, snapshot.providerSubscriptionId);
          const plan = planOf(config.prices, snapshot.metadata.plan, event.data.object.items?.data?.[0]?.price?.id);
          if (userId === null || !plan) return false;
          const current = await em.findOne(NetbuilderSubscription, { user: userId });
          if (current && current.providerSubscriptionId !== snapshot.providerSubscriptionId && !ENDED_STATUSES.has(current.status)) {
            if (!ENDED_STATUSES.has(snapshot.status)) afterCommit(() => endDuplicate(provider, log, snapshot.providerSubscriptionId));
            return false;
          }
          return auditSubscriptionChange(em, audit, PAYMENTS_WEBHOOK, 'netbuilder.subscription.updated', userId, () =>
            applySubscriptionSnapshot(em, log, userId, plan, snapshot, eventAt));
        }
        case 'invoice.paid': {
          const invoice = event.data.object;
          const details = invoice.parent?.subscription_details;
          const providerSubscriptionId = typeof details?.subscription === 'string' ? details.subscription : details?.subscription?.id;
          if (!providerSubscriptionId) return false;
          const userId = await resolveUserId(em, details?.metadata?.userId, providerSubscriptionId);
          if (userId === null) return false;
          const existing = await em.findOne(NetbuilderSubscription, { providerSubscriptionId });
          const plan = planOf(config.prices, details?.metadata?.plan, undefined) ?? existing?.plan;
          if (!plan) return false;
          const periodStart = invoice.lines?.data?.[0]?.period?.start ?? invoice.period_start;
          await em.execute(
            `insert into netbuilder_reports (user_id, provider_invoice_id, provider_subscription_id, plan, report_month, payment_amount_cents, payment_status, created_at)
             values (?, ?, ?, ?, ?, ?, 'paid', now()) on conflict (provider_invoice_id) do nothing`,
            [userId, invoice.id, providerSubscriptionId, plan, monthOf(periodStart), invoice.amount_paid],
          );
          return true;
        }
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const details = invoice.parent?.subscription_details;
          const providerSubscriptionId = typeof details?.subscription === 'string' ? details.subscription : details?.subscription?.id;
          if (!providerSubscriptionId) return false;
          const userId = await resolveUserId(em, details?.metadata?.userId, providerSubscriptionId);
          const existing = await em.findOne(NetbuilderSubscription, { providerSubscriptionId });
          const plan = planOf(config.prices, details?.metadata?.plan, undefined) ?? existing?.plan;
          if (userId === null || !plan) return false;
          return auditSubscriptionChange(em, audit, PAYMENTS_WEBHOOK, 'netbuilder.subscription.updated', userId, async () => {
            const row = await subscriptionRow(em, log, userId, providerSubscriptionId, plan);
            if (!row) return false;
            setStatus(row, 'past_due', eventAt);
            return true;
          });
        }
        default:
          return false;
      }
    }
  };
}

/**
 * A second subscription for a user who has one (e.g. two checkouts paid in two tabs): end it at the provider,
 * so nobody pays twice. Runs after the commit: a provider failure must not undo the recorded event.
 */
async function endDuplicate(provider: PaymentProvider, log: Logger, providerSubscriptionId: string): Promise<void> {
  log.warn(`NetBuilder: ending duplicate subscription ${providerSubscriptionId}`);
  await provider.cancelImmediately(providerSubscriptionId).catch((error: unknown) => {
    log.error({ err: error }, `NetBuilder: could not end duplicate subscription ${providerSubscriptionId}`);
  });
}

/** The plan named in the metadata, else the one whose configured price this is. */
function planOf(prices: PaymentsConfig['prices'], metadataPlan: string | undefined, priceId: string | undefined): PlanId | null {
  if (isPlanId(metadataPlan)) return metadataPlan;
  return (Object.keys(prices) as PlanId[]).find((plan) => prices[plan] === priceId) ?? null;
}

function parseUserId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

async function userExists(em: EntityManager, userId: number): Promise<boolean> {
  return (await em.count(User, { id: userId })) > 0;
}

/** The user an event is about, from the metadata we set at checkout (before any lookup, for the lock). */
function eventUserId(event: PaymentEvent): number | null {
  const object = event.data.object as unknown as {
    client_reference_id?: string | null;
    metadata?: Record<string, string> | null;
    parent?: { subscription_details?: { metadata?: Record<string, string> | null } | null } | null;
  };
  return parseUserId(
    object.client_reference_id ?? object.metadata?.userId ?? object.parent?.subscription_details?.metadata?.userId,
  );
}

/** The metadata's user when it exists, else the user whose row holds this provider subscription. */
async function resolveUserId(em: EntityManager, metadataUserId: unknown, providerSubscriptionId: string): Promise<number | null> {
  const fromMetadata = parseUserId(metadataUserId);
  if (fromMetadata !== null) return (await userExists(em, fromMetadata)) ? fromMetadata : null;
  const row = await em.findOne(NetbuilderSubscription, { providerSubscriptionId });
  return row ? row.user.id : null;
}

function customerId(customer: string | { id: string } | null | undefined): string | null {
  return typeof customer === 'string' ? customer : (customer?.id ?? null);
}

/** `YYYY-MM` (UTC) of a Unix time in seconds. */
export function monthOf(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 7);
}
