import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { requireRole, requireSignedIn, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { DemoPaymentProvider } from '../payments/demo-provider.js';
import type { CheckoutSessionRef, PaymentProvider } from '../payments/payment-provider.js';
import { Role, type User } from '../users/user.entity.js';
import { Net30Account } from './net30-account.entity.js';
import { Net30Invoice } from './net30-invoice.entity.js';
import { lockAccount, lockInvoice } from './net30-ledger.js';
import { formatUsd, invoiceBalance } from './net30-money.js';
import { Net30Payment } from './net30-payment.entity.js';
import { INVOICE_NOT_FOUND, INVOICE_NOT_PAYABLE, payInvoiceSchema, paymentAboveBalance } from './net30.schemas.js';

export const PAYMENT_NOT_FOUND = 'Payment not found';

/** Metadata keys every provider event about a Net30 payment carries. */
export const NET30_PAYMENT_METADATA = { invoiceId: 'net30InvoiceId', paymentId: 'net30PaymentId' } as const;

/**
 * R25 *Pay now*: the invoice's owner pays all or part of the balance (at least $1) through the payment provider's
 * hosted checkout. The payment is `pending` until the provider's webhook confirms it (net30-payment-handlers.ts),
 * which applies it exactly once. A retried request with the same idempotency key answers the same checkout.
 */
export class Net30PaymentService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'payments'>,
    private readonly audit: AuditService,
    private readonly provider: PaymentProvider,
  ) {}

  async startPayment(input: unknown, caller: Caller): Promise<{ url: string; paymentId: number }> {
    const user = requireRole(caller, [Role.client]);
    const parsed = parseInput(payInvoiceSchema, input);
    const idempotencyKey = `${user.id}:${parsed.idempotencyKey}`;
    const { payment, invoice, replayed } = await this.em.transactional(async (em) => {
      const unlocked = await em.findOne(Net30Invoice, { id: parsed.invoiceId });
      const account = unlocked ? await lockAccount(em, unlocked.accountId) : null;
      if (!unlocked || !account || account.ownerUserId !== user.id) throw new NotFoundError(INVOICE_NOT_FOUND);
      const invoice = (await lockInvoice(em, unlocked.id))!;
      // A retry with the same key (even a parallel one, which waited for the lock) answers the same checkout.
      const replay = await em.findOne(Net30Payment, { idempotencyKey }, { refresh: true });
      if (replay) {
        if (replay.invoiceId !== invoice.id || replay.amount !== parsed.amountCents) throw new ConflictError('This idempotency key was used for another payment', undefined, 'IDEMPOTENCY_KEY_REUSED');
        if (replay.status !== 'pending') throw new ConflictError(`This payment is already ${replay.status}`);
        return { payment: replay, invoice, replayed: true };
      }
      const balance = invoiceBalance(invoice);
      if (!['open', 'overdue'].includes(invoice.status) || balance <= 0) throw new ConflictError(INVOICE_NOT_PAYABLE);
      if (parsed.amountCents > balance) throw new ValidationError(paymentAboveBalance(formatUsd(balance)), { amountCents: paymentAboveBalance(formatUsd(balance)) });
      // One checkout at a time per invoice: an unfinished one is abandoned (its session can no longer complete it).
      await em.nativeUpdate(Net30Payment, { invoiceId: invoice.id, status: 'pending' }, { status: 'failed', failureMessage: 'Replaced by a newer checkout', updatedAt: new Date() });
      const payment = em.create(Net30Payment, { invoiceId: invoice.id, amount: parsed.amountCents, method: 'online', status: 'pending', idempotencyKey });
      await em.flush();
      return { payment, invoice, replayed: false };
    });
    const session = await this.checkout(payment, invoice, user);
    if (replayed) return { url: session.url, paymentId: payment.id };
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(Net30Payment, { id: payment.id }, { checkoutSessionId: session.sessionId, updatedAt: new Date() });
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'net30.payment.started',
        entityType: 'net30_invoice',
        entityId: invoice.id,
        summary: `${user.username} started paying ${formatUsd(payment.amount)} of ${invoice.number} online.`,
        before: null,
        after: { paymentId: payment.id, amount: payment.amount },
      });
    });
    return { url: session.url, paymentId: payment.id };
  }

  /** The demo hosted page of an open payment of the caller. */
  async demoPayment(caller: Caller, sessionId: string): Promise<{ sessionId: string; invoiceNumber: string; amountCents: number; cancelUrl: string }> {
    const { payment, invoice } = await this.openDemoPayment(caller, sessionId);
    return { sessionId, invoiceNumber: invoice.number, amountCents: payment.amount, cancelUrl: `/net30/invoice/${invoice.id}?payment=canceled` };
  }

  /** Pays an open demo payment: the demo provider delivers the provider's signed events through the webhook intake. */
  async completeDemoPayment(caller: Caller, sessionId: string): Promise<{ successUrl: string }> {
    const { payment, invoice, userId } = await this.openDemoPayment(caller, sessionId);
    await (this.provider as DemoPaymentProvider).completePaymentCheckout({
      sessionId,
      userId,
      amountCents: payment.amount,
      metadata: { [NET30_PAYMENT_METADATA.invoiceId]: String(invoice.id), [NET30_PAYMENT_METADATA.paymentId]: String(payment.id), userId: String(userId) },
    });
    return { successUrl: `/net30/invoice/${invoice.id}?payment=success` };
  }

  private async openDemoPayment(caller: Caller, sessionId: string): Promise<{ payment: Net30Payment; invoice: Net30Invoice; userId: number }> {
    const user = requireSignedIn(caller);
    if (!(this.provider instanceof DemoPaymentProvider) || typeof sessionId !== 'string' || sessionId.length > 255) throw new NotFoundError(PAYMENT_NOT_FOUND);
    const payment = await this.em.findOne(Net30Payment, { checkoutSessionId: sessionId, status: 'pending' }, { refresh: true });
    const invoice = payment ? await this.em.findOne(Net30Invoice, { id: payment.invoiceId }, { refresh: true }) : null;
    const account = invoice ? await this.em.findOne(Net30Account, { id: invoice.accountId }) : null;
    if (!payment || !invoice || account?.ownerUserId !== user.id) throw new NotFoundError(PAYMENT_NOT_FOUND);
    return { payment, invoice, userId: user.id };
  }

  /**
   * The hosted checkout of a pending payment. The provider key is the payment's, so asking again (a retry) answers
   * the same session, at Stripe and in the demo provider alike.
   */
  private checkout(payment: Net30Payment, invoice: Net30Invoice, user: User): Promise<CheckoutSessionRef> {
    return this.provider.createPaymentCheckout({
      userId: user.id,
      email: user.email,
      amountCents: payment.amount,
      description: `Net30 invoice ${invoice.number}`,
      metadata: { [NET30_PAYMENT_METADATA.invoiceId]: String(invoice.id), [NET30_PAYMENT_METADATA.paymentId]: String(payment.id), userId: String(user.id) },
      successUrl: `${this.config.payments.publicUrl}/net30/invoice/${invoice.id}?payment=success`,
      cancelUrl: `${this.config.payments.publicUrl}/net30/invoice/${invoice.id}?payment=canceled`,
      idempotencyKey: `net30-payment-${payment.id}`,
    });
  }
}
