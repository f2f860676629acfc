import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { platformToday } from '../../shared/calendar.js';
import { systemActor, type AuditService } from '../audit/audit.service.js';
import type { PaymentEventHandler } from '../payments/payment-event-handler.js';
import { metadataSchema, providerId, relatedObject } from '../payments/webhook-event.schema.js';
import { Net30Invoice } from './net30-invoice.entity.js';
import { applyPayment, closeIfSettled, loadSettings, lockAccount, lockInvoice, refreshAutomaticHold } from './net30-ledger.js';
import { formatUsd } from './net30-money.js';
import { Net30Payment } from './net30-payment.entity.js';
import { NET30_PAYMENT_METADATA } from './net30-payments.service.js';

const PAYMENTS_WEBHOOK = systemActor('payments-webhook');

/** The fields read from the provider's objects (loose: other handlers of the same types read others). */
const sessionObject = z.looseObject({ id: providerId, mode: z.string().nullish(), payment_status: z.string().nullish(), payment_intent: relatedObject, metadata: metadataSchema });
const intentObject = z.looseObject({ id: providerId, metadata: metadataSchema, last_payment_error: z.looseObject({ message: z.string().nullish() }).nullish() });

const paymentIdOf = (metadata: Record<string, string> | null | undefined): number | null => {
  const value = metadata?.[NET30_PAYMENT_METADATA.paymentId];
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
};

/**
 * Net30's part in the payment webhooks: a Pay now payment succeeds (`payment_intent.succeeded` or a paid
 * `checkout.session.completed`, whichever arrives first; the other finds it applied) or fails. Each payment is
 * applied once, under the invoice's lock, in any order of events: a failure after the success changes nothing, a
 * success after a failure still applies (the money arrived). Money that arrives for an invoice paid in the
 * meantime is refunded, never applied twice.
 */
export function net30PaymentHandler(audit: AuditService): PaymentEventHandler {
  return {
    name: 'net30',
    events: {
      'checkout.session.completed': sessionObject,
      'checkout.session.expired': sessionObject,
      'payment_intent.succeeded': intentObject,
      'payment_intent.payment_failed': intentObject,
    },
    async apply(event, { em, eventAt, provider, afterCommit, log }) {
      const object = event.data.object as unknown as z.infer<typeof sessionObject> & z.infer<typeof intentObject>;
      const paymentId = paymentIdOf(object.metadata);
      if (paymentId === null) return false;
      switch (event.type) {
        case 'payment_intent.succeeded':
          return succeed(em, audit, paymentId, object.id, eventAt, (ref) => afterCommit(() => provider.refundPayment(ref)));
        case 'checkout.session.completed': {
          if (object.mode !== 'payment' || object.payment_status !== 'paid') return false;
          const intent = typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent?.id ?? `session:${object.id}`);
          return succeed(em, audit, paymentId, intent, eventAt, (ref) => afterCommit(() => provider.refundPayment(ref)));
        }
        case 'payment_intent.payment_failed':
        case 'checkout.session.expired': {
          const message = event.type === 'checkout.session.expired' ? 'The checkout expired before it was paid' : (object.last_payment_error?.message ?? 'The payment failed');
          const changed = await em.nativeUpdate(Net30Payment, { id: paymentId, status: 'pending' }, { status: 'failed', failureMessage: message.slice(0, 500), updatedAt: new Date() });
          if (changed > 0) log.info({ paymentId }, `Net30 payment ${paymentId} failed: ${message}`);
          return changed > 0;
        }
        default:
          return false;
      }
    },
  };
}

async function succeed(
  em: EntityManager,
  audit: AuditService,
  paymentId: number,
  providerRef: string,
  eventAt: Date,
  refund: (providerRef: string) => void,
): Promise<boolean> {
  const unlocked = await em.findOne(Net30Payment, { id: paymentId }, { refresh: true });
  if (!unlocked) return false;
  const invoiceRow = await em.findOne(Net30Invoice, { id: unlocked.invoiceId });
  if (!invoiceRow) return false;
  const account = await lockAccount(em, invoiceRow.accountId);
  const invoice = await lockInvoice(em, invoiceRow.id);
  const payment = await em.findOneOrFail(Net30Payment, { id: paymentId }, { refresh: true });
  if (!account || !invoice || payment.status === 'succeeded' || payment.status === 'refunded') return false;
  const receivedOn = platformToday(eventAt);
  payment.providerRef = providerRef;
  payment.receivedOn = receivedOn;
  if (!(await applyPayment(em, invoice, payment.amount, receivedOn))) {
    payment.status = 'refunded';
    payment.failureMessage = 'The invoice had less left to pay when this payment arrived: it is refunded in full';
    await em.flush();
    refund(providerRef);
    await audit.record(em, {
      actor: PAYMENTS_WEBHOOK,
      action: 'net30.payment.refunded',
      entityType: 'net30_invoice',
      entityId: invoice.id,
      summary: `Online payment of ${formatUsd(payment.amount)} for ${invoice.number} arrived after the invoice was paid down; refunded.`,
      before: null,
      after: { paymentId: payment.id, status: 'refunded' },
    });
    return true;
  }
  payment.status = 'succeeded';
  payment.failureMessage = null;
  await em.flush();
  await refreshAutomaticHold(em, account, await loadSettings(em), platformToday());
  await closeIfSettled(em, audit, PAYMENTS_WEBHOOK, account, platformToday());
  await audit.record(em, {
    actor: PAYMENTS_WEBHOOK,
    action: 'net30.payment.succeeded',
    entityType: 'net30_invoice',
    entityId: invoice.id,
    summary: `Online payment of ${formatUsd(payment.amount)} for ${invoice.number} received${invoice.status === 'paid' ? ': paid in full' : ''}.`,
    before: null,
    after: { paymentId: payment.id, amount: payment.amount, status: 'succeeded', invoiceStatus: invoice.status },
  });
  return true;
}
