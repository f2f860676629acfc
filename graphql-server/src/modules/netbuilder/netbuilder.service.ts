import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/index.js';
import type { Logger } from '../../logging/logger.js';
import { requireSignedIn, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { parseInput } from '../../shared/validation.js';
import { DemoPaymentProvider } from '../payments/demo-provider.js';
import {
  addMonths,
  demoEvent,
  demoId,
  invoiceObject,
  seconds,
  subscriptionObject,
} from '../payments/demo-events.js';
import type { CheckoutSessionRef, PaymentProvider, SubscriptionSnapshot, WebhookDelivery } from '../payments/payment-provider.js';
import { signWebhookPayload } from '../payments/webhook-signature.js';
import type { User } from '../users/user.entity.js';
import { NetbuilderCheckout } from './netbuilder-checkout.entity.js';
import { NetbuilderReport } from './netbuilder-report.entity.js';
import { NetbuilderSubscription } from './netbuilder-subscription.entity.js';
import {
  applySubscriptionSnapshot,
  auditedSubscriptionFields,
  auditSubscriptionChange,
  ENDED_STATUSES,
  lockUser,
  toSnapshot,
  type AuditedSubscriptionFields,
} from './netbuilder-subscription-state.js';
import { checkoutSchema } from './netbuilder.schemas.js';
import { planById, PLANS, type Plan, type PlanId } from './plans.js';
import { renderReportPdf } from './report-pdf.js';

export const ALREADY_SUBSCRIBED = 'You already have a NetBuilder subscription';
export const NO_SUBSCRIPTION = 'You have no NetBuilder subscription';
export const REPORT_NOT_FOUND = 'Report not found';
export const CHECKOUT_NOT_FOUND = 'Checkout session not found';
export const NOT_SET_TO_CANCEL = 'Your plan is not set to cancel: there is nothing to resume';
export const PERIOD_ENDED = 'Your billing period has ended: the plan can no longer be resumed';

/** A hosted checkout stays payable this long; a click after that opens a new one. */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

export interface ReportPdf {
  filename: string;
  content: Buffer;
}

/**
 * NetBuilder's rules for the caller: plans, checkout, the subscription and its cancellation, reports, the demo
 * checkout. The provider's events reach the subscription through `netbuilder-payment-handlers.ts`.
 */
export class NetbuilderService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'payments'>,
    private readonly log: Logger,
    private readonly audit: AuditService,
    readonly provider: PaymentProvider,
    /** Signed events into the payments webhook intake (the demo seed's purchases). */
    private readonly deliverWebhook: WebhookDelivery,
  ) {}

  paymentConfig(): { mode: 'stripe' | 'demo'; publishableKey: string | null } {
    return { mode: this.provider.mode, publishableKey: this.provider.publishableKey };
  }

  plans(): readonly Plan[] {
    return PLANS;
  }

  /** The caller's subscription, or null when there is none (or it has ended). */
  async currentSubscription(caller: Caller): Promise<NetbuilderSubscription | null> {
    const user = requireSignedIn(caller);
    const subscription = await this.em.findOne(NetbuilderSubscription, { user: user.id }, { refresh: true });
    return subscription && !ENDED_STATUSES.has(subscription.status) ? subscription : null;
  }

  /**
   * Starts a hosted checkout for `plan`. One at a time per user (a PostgreSQL advisory lock): a double click gets
   * the same open session back, and a subscriber gets a conflict. The subscription itself only ever comes from the
   * provider's webhooks, into a table with one row per user.
   */
  async checkout(caller: Caller, input: unknown): Promise<CheckoutSessionRef> {
    const user = requireSignedIn(caller);
    const { plan } = parseInput(checkoutSchema, input);
    return this.em.transactional(async (em) => {
      await lockUser(em, user.id);
      const existing = await em.findOne(NetbuilderSubscription, { user: user.id });
      if (existing && !ENDED_STATUSES.has(existing.status)) throw new ConflictError(ALREADY_SUBSCRIBED);

      const now = new Date();
      const open = await em.findOne(NetbuilderCheckout, { user: user.id, status: 'open', expiresAt: { $gt: now } });
      if (open?.plan === plan) return { sessionId: open.sessionId, url: open.url };
      if (open) {
        open.status = 'replaced';
        await this.provider.expireCheckoutSession(open.sessionId);
      }

      const planInfo = planById(plan);
      const base = this.provider.mode === 'stripe' ? this.config.payments.publicUrl : '';
      const session = await this.provider.createCheckoutSession({
        userId: user.id,
        email: user.email,
        plan,
        priceId: this.config.payments.prices[plan],
        amountCents: planInfo.price * 100,
        productName: `NetBuilder ${planInfo.name}`,
        successUrl: `${base}/netbuilder?checkout=success`,
        cancelUrl: `${base}/netbuilder?checkout=canceled`,
        idempotencyKey: `netbuilder-checkout-${user.id}-${randomUUID()}`,
      });
      em.create(NetbuilderCheckout, {
        sessionId: session.sessionId,
        user,
        plan,
        url: session.url,
        status: 'open',
        expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
      });
      return session;
    });
  }

  /** Cancels at the end of the current period: the status holds until then. Cancelling twice changes nothing. */
  async cancel(caller: Caller): Promise<NetbuilderSubscription> {
    const user = requireSignedIn(caller);
    const subscription = await this.currentSubscription(caller);
    if (!subscription) throw new NotFoundError(NO_SUBSCRIPTION);
    if (subscription.cancelAtPeriodEnd) return subscription;
    const seen = auditedSubscriptionFields(subscription);
    return this.applyProviderAnswer(user, subscription.plan, await this.provider.cancelAtPeriodEnd(toSnapshot(subscription)), seen);
  }

  /**
   * Undoes Cancel Plan: the subscription renews again. Only while it is set to cancel and its period has not ended
   * (a conflict saying which, otherwise). Parallel calls are harmless: each asks the provider for the same state.
   */
  async resumeSubscription(caller: Caller): Promise<NetbuilderSubscription> {
    const user = requireSignedIn(caller);
    const subscription = await this.currentSubscription(caller);
    if (!subscription) throw new NotFoundError(NO_SUBSCRIPTION);
    if (!subscription.cancelAtPeriodEnd) throw new ConflictError(NOT_SET_TO_CANCEL);
    if (subscription.currentPeriodEnd && subscription.currentPeriodEnd <= new Date()) throw new ConflictError(PERIOD_ENDED);
    const seen = auditedSubscriptionFields(subscription);
    return this.applyProviderAnswer(user, subscription.plan, await this.provider.resumeSubscription(toSnapshot(subscription)), seen);
  }

  /**
   * The provider's answer to the caller's own change is the newest state there is: apply it now (its webhook
   * follows, and changes nothing). Stamped with the time in milliseconds, not the whole second of provider events:
   * an event created earlier in this second (a cancellation just before this resume, delivered late) is older, and
   * the content tie-break between equal times (which prefers the cancel flag set) never undoes the user's last choice.
   */
  private async applyProviderAnswer(
    user: User,
    plan: PlanId,
    answer: SubscriptionSnapshot,
    /** The state the user acted on, audited as the change's "before" (the provider's webhook may come first). */
    seen: AuditedSubscriptionFields,
  ): Promise<NetbuilderSubscription> {
    await this.em.transactional(async (em) => {
      await lockUser(em, user.id);
      const action = answer.cancelAtPeriodEnd ? 'netbuilder.subscription.cancel_requested' : 'netbuilder.subscription.resumed';
      await auditSubscriptionChange(em, this.audit, userActor(user), action, user.id, () =>
        applySubscriptionSnapshot(em, this.log, user.id, plan, answer, new Date()), seen);
    });
    return (await this.em.findOne(NetbuilderSubscription, { user: user.id }, { refresh: true }))!;
  }

  /** The caller's monthly reports, newest first. Needs a subscription (current or ended). */
  async reports(caller: Caller): Promise<NetbuilderReport[]> {
    const user = requireSignedIn(caller);
    const subscription = await this.em.findOne(NetbuilderSubscription, { user: user.id });
    if (!subscription) throw new NotFoundError(NO_SUBSCRIPTION);
    return this.em.find(NetbuilderReport, { user: user.id }, { orderBy: { reportMonth: 'desc', id: 'desc' } });
  }

  /** A report as a PDF. Anyone but its owner gets the same answer as for a missing report. */
  async reportPdf(caller: Caller, reportId: unknown): Promise<ReportPdf> {
    const user = requireSignedIn(caller);
    const id = typeof reportId === 'string' && /^[1-9]\d{0,9}$/.test(reportId) ? Number(reportId) : Number.NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new NotFoundError(REPORT_NOT_FOUND);
    const report = await this.em.findOne(NetbuilderReport, { id, user: user.id }, { populate: ['user'] });
    if (!report) throw new NotFoundError(REPORT_NOT_FOUND);
    return { filename: `tradeline-report-${report.id}.pdf`, content: await renderReportPdf(report, planById(report.plan)) };
  }

  /** The open demo checkout session of the caller (the demo hosted-checkout page shows it). */
  async demoCheckout(caller: Caller, sessionId: string): Promise<{ sessionId: string; plan: Plan; cancelUrl: string }> {
    const checkout = await this.openDemoCheckout(requireSignedIn(caller), sessionId);
    return { sessionId: checkout.sessionId, plan: planById(checkout.plan), cancelUrl: '/netbuilder?checkout=canceled' };
  }

  /** Pays an open demo checkout: the demo provider delivers Stripe's events through the payments webhook intake. */
  async completeDemoCheckout(caller: Caller, sessionId: string): Promise<{ successUrl: string }> {
    const user = requireSignedIn(caller);
    if (!(this.provider instanceof DemoPaymentProvider)) throw new NotFoundError(CHECKOUT_NOT_FOUND);
    const checkout = await this.openDemoCheckout(user, sessionId);
    const plan = planById(checkout.plan);
    await this.provider.completeCheckout({
      sessionId: checkout.sessionId,
      userId: user.id,
      plan: plan.id,
      priceId: this.config.payments.prices[plan.id],
      amountCents: plan.price * 100,
    });
    return { successUrl: '/netbuilder?checkout=success' };
  }

  private async openDemoCheckout(user: User, sessionId: string): Promise<NetbuilderCheckout> {
    if (this.provider.mode !== 'demo' || typeof sessionId !== 'string' || sessionId.length > 255) throw new NotFoundError(CHECKOUT_NOT_FOUND);
    const checkout = await this.em.findOne(
      NetbuilderCheckout,
      { sessionId, user: user.id, status: 'open', expiresAt: { $gt: new Date() } },
      { refresh: true },
    );
    if (!checkout) throw new NotFoundError(CHECKOUT_NOT_FOUND);
    return checkout;
  }

  /**
   * Demo data: a subscription that started `monthsPaid` months ago with every month paid, built from the same
   * signed events the provider would send (so it goes through the real webhook handler). Does nothing when the
   * user already has one.
   */
  async createDemoSubscription(user: User, planId: PlanId, monthsPaid: number, now = new Date()): Promise<boolean> {
    if (await this.em.findOne(NetbuilderSubscription, { user: user.id })) return false;
    const plan = planById(planId);
    const metadata = { userId: String(user.id), plan: plan.id };
    const subscription = demoId('sub', `seed-${user.id}`);
    const customer = demoId('cus', `user-${user.id}`);
    const priceId = this.config.payments.prices[plan.id];
    const firstStart = addMonths(now, -(monthsPaid - 1));
    const send = async (event: ReturnType<typeof demoEvent>) => {
      const payload = JSON.stringify(event);
      await this.deliverWebhook(payload, signWebhookPayload(payload, this.config.payments.webhookSecret));
    };
    for (let month = 0; month < monthsPaid; month++) {
      const start = addMonths(firstStart, month);
      const end = addMonths(firstStart, month + 1);
      const state = { id: subscription, customer, status: 'active', cancelAtPeriodEnd: false, periodStart: start, periodEnd: end, priceId, metadata };
      const type = month === 0 ? 'customer.subscription.created' : 'customer.subscription.updated';
      await send(demoEvent(demoId('evt', `${subscription}:${month}:sub`), type, seconds(start), subscriptionObject(state)));
      await send(
        demoEvent(
          demoId('evt', `${subscription}:${month}:invoice`),
          'invoice.paid',
          seconds(start),
          invoiceObject({ id: demoId('in', `${subscription}:${month}`), customer, subscription, status: 'paid', amountCents: plan.price * 100, periodStart: start, periodEnd: end, metadata }),
        ),
      );
    }
    return true;
  }
}

