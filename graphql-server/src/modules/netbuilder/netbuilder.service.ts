import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/index.js';
import type { Logger } from '../../logging/logger.js';
import { ConflictError, NotFoundError, UnauthenticatedError } from '../../shared/errors.js';
import { systemActor, userActor, type AuditActor, type AuditService } from '../audit/audit.service.js';
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
import {
  createPaymentProvider,
  type CheckoutSessionRef,
  type PaymentProvider,
  type Stripe,
  type SubscriptionSnapshot,
} from '../payments/payment-provider.js';
import { snapshotOfStripeSubscription } from '../payments/stripe-provider.js';
import { signWebhookPayload, verifyWebhookEvent } from '../payments/webhook-signature.js';
import { User } from '../users/user.entity.js';
import { NetbuilderCheckout } from './netbuilder-checkout.entity.js';
import { NetbuilderReport } from './netbuilder-report.entity.js';
import { NetbuilderSubscription } from './netbuilder-subscription.entity.js';
import { checkoutSchema } from './netbuilder.schemas.js';
import { isPlanId, planById, PLANS, type Plan, type PlanId } from './plans.js';
import { renderReportPdf } from './report-pdf.js';

export const ALREADY_SUBSCRIBED = 'You already have a NetBuilder subscription';
export const NO_SUBSCRIPTION = 'You have no NetBuilder subscription';
export const REPORT_NOT_FOUND = 'Report not found';
export const CHECKOUT_NOT_FOUND = 'Checkout session not found';
export const NOT_SET_TO_CANCEL = 'Your plan is not set to cancel: there is nothing to resume';
export const PERIOD_ENDED = 'Your billing period has ended: the plan can no longer be resumed';

/** Statuses after which the user has no subscription any more (and may subscribe again). */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

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

/** Who changes subscriptions when the payment provider reports a change. */
const PAYMENTS_WEBHOOK = systemActor('payments-webhook');

/** Advisory-lock namespace: checkouts and webhook events of one user run one at a time. */
const USER_LOCK_NAMESPACE = 0x4e42; // "NB"

/** A hosted checkout stays payable this long; a click after that opens a new one. */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

/** The event types NetBuilder acts on; others are acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export interface WebhookOutcome {
  eventId: string;
  type: string;
  outcome: 'applied' | 'duplicate' | 'ignored';
}

export interface ReportPdf {
  filename: string;
  content: Buffer;
}

export class NetbuilderService {
  readonly provider: PaymentProvider;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'payments'>,
    private readonly log: Logger,
    private readonly audit: AuditService,
  ) {
    this.provider = createPaymentProvider(config.payments, (raw, signature) => this.handleWebhook(raw, signature).then(() => {}));
  }

  paymentConfig(): { mode: 'stripe' | 'demo'; publishableKey: string | null } {
    return { mode: this.provider.mode, publishableKey: this.provider.publishableKey };
  }

  plans(): readonly Plan[] {
    return PLANS;
  }

  /** The caller's subscription, or null when there is none (or it has ended). */
  async currentSubscription(user: User | null): Promise<NetbuilderSubscription | null> {
    const caller = requireUser(user);
    const subscription = await this.em.findOne(NetbuilderSubscription, { user: caller.id }, { refresh: true });
    return subscription && !ENDED_STATUSES.has(subscription.status) ? subscription : null;
  }

  /**
   * Starts a hosted checkout for `plan`. One at a time per user (a PostgreSQL advisory lock): a double click gets
   * the same open session back, and a subscriber gets a conflict. The subscription itself only ever comes from the
   * provider's webhooks, into a table with one row per user.
   */
  async checkout(user: User | null, input: unknown): Promise<CheckoutSessionRef> {
    const caller = requireUser(user);
    const { plan } = parseInput(checkoutSchema, input);
    return this.em.transactional(async (em) => {
      await lockUser(em, caller.id);
      const existing = await em.findOne(NetbuilderSubscription, { user: caller.id });
      if (existing && !ENDED_STATUSES.has(existing.status)) throw new ConflictError(ALREADY_SUBSCRIBED);

      const now = new Date();
      const open = await em.findOne(NetbuilderCheckout, { user: caller.id, status: 'open', expiresAt: { $gt: now } });
      if (open?.plan === plan) return { sessionId: open.sessionId, url: open.url };
      if (open) {
        open.status = 'replaced';
        await this.provider.expireCheckoutSession(open.sessionId);
      }

      const planInfo = planById(plan);
      const base = this.provider.mode === 'stripe' ? this.config.payments.publicUrl : '';
      const session = await this.provider.createCheckoutSession({
        userId: caller.id,
        email: caller.email,
        plan,
        priceId: this.config.payments.prices[plan],
        amountCents: planInfo.price * 100,
        productName: `NetBuilder ${planInfo.name}`,
        successUrl: `${base}/netbuilder?checkout=success`,
        cancelUrl: `${base}/netbuilder?checkout=canceled`,
        idempotencyKey: `netbuilder-checkout-${caller.id}-${randomUUID()}`,
      });
      em.create(NetbuilderCheckout, {
        sessionId: session.sessionId,
        user: caller,
        plan,
        url: session.url,
        status: 'open',
        expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
      });
      return session;
    });
  }

  /** Cancels at the end of the current period: the status holds until then. Cancelling twice changes nothing. */
  async cancel(user: User | null): Promise<NetbuilderSubscription> {
    const caller = requireUser(user);
    const subscription = await this.currentSubscription(caller);
    if (!subscription) throw new NotFoundError(NO_SUBSCRIPTION);
    if (subscription.cancelAtPeriodEnd) return subscription;
    const seen = auditedSubscriptionFields(subscription);
    return this.applyProviderAnswer(caller, subscription.plan, await this.provider.cancelAtPeriodEnd(toSnapshot(subscription)), seen);
  }

  /**
   * Undoes Cancel Plan: the subscription renews again. Only while it is set to cancel and its period has not ended
   * (a conflict saying which, otherwise). Parallel calls are harmless: each asks the provider for the same state.
   */
  async resumeSubscription(user: User | null): Promise<NetbuilderSubscription> {
    const caller = requireUser(user);
    const subscription = await this.currentSubscription(caller);
    if (!subscription) throw new NotFoundError(NO_SUBSCRIPTION);
    if (!subscription.cancelAtPeriodEnd) throw new ConflictError(NOT_SET_TO_CANCEL);
    if (subscription.currentPeriodEnd && subscription.currentPeriodEnd <= new Date()) throw new ConflictError(PERIOD_ENDED);
    const seen = auditedSubscriptionFields(subscription);
    return this.applyProviderAnswer(caller, subscription.plan, await this.provider.resumeSubscription(toSnapshot(subscription)), seen);
  }

  /**
   * The provider's answer to the caller's own change is the newest state there is: apply it now (its webhook
   * follows, and changes nothing). Stamped with the time in milliseconds, not the whole second of provider events:
   * an event created earlier in this second (a cancellation just before this resume, delivered late) is older, and
   * the content tie-break between equal times (which prefers the cancel flag set) never undoes the user's last choice.
   */
  private async applyProviderAnswer(
    caller: User,
    plan: PlanId,
    answer: SubscriptionSnapshot,
    /** The state the caller acted on, audited as the change's "before" (the provider's webhook may come first). */
    seen: AuditedSubscriptionFields,
  ): Promise<NetbuilderSubscription> {
    await this.em.transactional(async (em) => {
      await lockUser(em, caller.id);
      const action = answer.cancelAtPeriodEnd ? 'netbuilder.subscription.cancel_requested' : 'netbuilder.subscription.resumed';
      await this.auditSubscription(em, userActor(caller), action, caller.id, () =>
        applySubscriptionSnapshot(em, this.log, caller.id, plan, answer, new Date()), seen);
    });
    return (await this.em.findOne(NetbuilderSubscription, { user: caller.id }, { refresh: true }))!;
  }

  /** The caller's monthly reports, newest first. Needs a subscription (current or ended). */
  async reports(user: User | null): Promise<NetbuilderReport[]> {
    const caller = requireUser(user);
    const subscription = await this.em.findOne(NetbuilderSubscription, { user: caller.id });
    if (!subscription) throw new NotFoundError(NO_SUBSCRIPTION);
    return this.em.find(NetbuilderReport, { user: caller.id }, { orderBy: { reportMonth: 'desc', id: 'desc' } });
  }

  /** A report as a PDF. Anyone but its owner gets the same answer as for a missing report. */
  async reportPdf(user: User | null, reportId: unknown): Promise<ReportPdf> {
    const caller = requireUser(user);
    const id = typeof reportId === 'string' && /^[1-9]\d{0,9}$/.test(reportId) ? Number(reportId) : Number.NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new NotFoundError(REPORT_NOT_FOUND);
    const report = await this.em.findOne(NetbuilderReport, { id, user: caller.id }, { populate: ['user'] });
    if (!report) throw new NotFoundError(REPORT_NOT_FOUND);
    return { filename: `tradeline-report-${report.id}.pdf`, content: await renderReportPdf(report, planById(report.plan)) };
  }

  /**
   * The webhook handler: verifies the signature on the raw body (300 s tolerance), then applies the event once.
   * Throws WebhookSignatureError for a bad signature.
   */
  async handleWebhook(rawBody: Buffer | string, signature: string | undefined): Promise<WebhookOutcome> {
    const event = verifyWebhookEvent(rawBody, signature, this.config.payments.webhookSecret);
    return this.applyEvent(event);
  }

  /** Applies a verified event in one transaction with its de-duplication record. */
  async applyEvent(event: Stripe.Event): Promise<WebhookOutcome> {
    const result = (outcome: WebhookOutcome['outcome']): WebhookOutcome => ({ eventId: event.id, type: event.type, outcome });
    const eventAt = new Date(event.created * 1000);
    const duplicates: string[] = [];
    const outcome = await this.em.transactional(async (em) => {
      const userId = eventUserId(event);
      if (userId !== null) await lockUser(em, userId);
      const recorded = await em.execute<{ event_id: string }[]>(
        'insert into payment_webhook_events (event_id, type, event_created_at, processed_at) values (?, ?, ?, now()) on conflict (event_id) do nothing returning event_id',
        [event.id, event.type, eventAt],
      );
      if (recorded.length === 0) return result('duplicate');
      const applied = await this.apply(em, event, eventAt, duplicates);
      return result(applied ? 'applied' : 'ignored');
    });
    // A second subscription for a user who has one (e.g. two checkouts paid in two tabs): end it at the provider,
    // so nobody pays twice. After the commit: a provider failure must not undo the recorded event.
    for (const providerSubscriptionId of duplicates) {
      this.log.warn(`NetBuilder: ending duplicate subscription ${providerSubscriptionId}`);
      await this.provider.cancelImmediately(providerSubscriptionId).catch((error: unknown) => {
        this.log.error({ err: error }, `NetBuilder: could not end duplicate subscription ${providerSubscriptionId}`);
      });
    }
    return outcome;
  }

  private async apply(em: EntityManager, event: Stripe.Event, eventAt: Date, duplicates: string[]): Promise<boolean> {
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
        const row = await subscriptionRow(em, this.log, userId, providerSubscriptionId, plan);
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
        const plan = this.planOf(snapshot.metadata.plan, event.data.object.items?.data?.[0]?.price?.id);
        if (userId === null || !plan) return false;
        const current = await em.findOne(NetbuilderSubscription, { user: userId });
        if (current && current.providerSubscriptionId !== snapshot.providerSubscriptionId && !ENDED_STATUSES.has(current.status)) {
          if (!ENDED_STATUSES.has(snapshot.status)) duplicates.push(snapshot.providerSubscriptionId);
          return false;
        }
        return this.auditSubscription(em, PAYMENTS_WEBHOOK, 'netbuilder.subscription.updated', userId, () =>
          applySubscriptionSnapshot(em, this.log, userId, plan, snapshot, eventAt));
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        const providerSubscriptionId = typeof details?.subscription === 'string' ? details.subscription : details?.subscription?.id;
        if (!providerSubscriptionId) return false;
        const userId = await resolveUserId(em, details?.metadata?.userId, providerSubscriptionId);
        if (userId === null) return false;
        const existing = await em.findOne(NetbuilderSubscription, { providerSubscriptionId });
        const plan = this.planOf(details?.metadata?.plan, undefined) ?? existing?.plan;
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
        const plan = this.planOf(details?.metadata?.plan, undefined) ?? existing?.plan;
        if (userId === null || !plan) return false;
        return this.auditSubscription(em, PAYMENTS_WEBHOOK, 'netbuilder.subscription.updated', userId, async () => {
          const row = await subscriptionRow(em, this.log, userId, providerSubscriptionId, plan);
          if (!row) return false;
          setStatus(row, 'past_due', eventAt);
          return true;
        });
      }
      default:
        return false;
    }
  }

  /**
   * Runs `change` on the user's subscription row and records what it changed (the audited fields only) in the
   * same transaction; a change that changed nothing (a webhook repeating the user's own answer) records nothing.
   * `seenBefore` is the state the actor acted on, when the change reached the row before this ran (the demo
   * provider delivers its webhook before answering the user's own cancel or resume).
   */
  private async auditSubscription(
    em: EntityManager,
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
    await this.audit.record(em, {
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

  /** The plan named in the metadata, else the one whose configured price this is. */
  private planOf(metadataPlan: string | undefined, priceId: string | undefined): PlanId | null {
    if (isPlanId(metadataPlan)) return metadataPlan;
    const prices = this.config.payments.prices;
    return (Object.keys(prices) as PlanId[]).find((plan) => prices[plan] === priceId) ?? null;
  }

  /** The open demo checkout session of the caller (the demo hosted-checkout page shows it). */
  async demoCheckout(user: User | null, sessionId: string): Promise<{ sessionId: string; plan: Plan; cancelUrl: string }> {
    const caller = requireUser(user);
    const checkout = await this.openDemoCheckout(caller, sessionId);
    return { sessionId: checkout.sessionId, plan: planById(checkout.plan), cancelUrl: '/netbuilder?checkout=canceled' };
  }

  /** Pays an open demo checkout: the demo provider delivers Stripe's events through `handleWebhook`. */
  async completeDemoCheckout(user: User | null, sessionId: string): Promise<{ successUrl: string }> {
    const caller = requireUser(user);
    if (!(this.provider instanceof DemoPaymentProvider)) throw new NotFoundError(CHECKOUT_NOT_FOUND);
    const checkout = await this.openDemoCheckout(caller, sessionId);
    const plan = planById(checkout.plan);
    await this.provider.completeCheckout({
      sessionId: checkout.sessionId,
      userId: caller.id,
      plan: plan.id,
      priceId: this.config.payments.prices[plan.id],
      amountCents: plan.price * 100,
    });
    return { successUrl: '/netbuilder?checkout=success' };
  }

  private async openDemoCheckout(caller: User, sessionId: string): Promise<NetbuilderCheckout> {
    if (this.provider.mode !== 'demo' || typeof sessionId !== 'string' || sessionId.length > 255) throw new NotFoundError(CHECKOUT_NOT_FOUND);
    const checkout = await this.em.findOne(
      NetbuilderCheckout,
      { sessionId, user: caller.id, status: 'open', expiresAt: { $gt: new Date() } },
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
      await this.handleWebhook(payload, signWebhookPayload(payload, this.config.payments.webhookSecret));
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

function requireUser(user: User | null): User {
  if (!user) throw new UnauthenticatedError();
  return user;
}

type AuditedSubscriptionFields = Record<string, unknown> | null;

/** The fields of a subscription the audit trail follows (not the ordering registers). */
function auditedSubscriptionFields(row: NetbuilderSubscription | null): AuditedSubscriptionFields {
  if (!row) return null;
  const { plan, status, cancelAtPeriodEnd, currentPeriodStart, currentPeriodEnd, providerSubscriptionId } = row;
  return { plan, status, cancelAtPeriodEnd, currentPeriodStart: currentPeriodStart ?? null, currentPeriodEnd: currentPeriodEnd ?? null, providerSubscriptionId };
}

async function lockUser(em: EntityManager, userId: number): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(?, ?)', [USER_LOCK_NAMESPACE, userId]);
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
function eventUserId(event: Stripe.Event): number | null {
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

/**
 * The user's row for this provider subscription, created when missing. When the row belongs to another
 * provider subscription: an ended one is replaced (the user subscribed again); a current one wins and the event
 * is ignored (null), so a user never holds two subscriptions.
 */
async function subscriptionRow(
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
function setStatus(row: NetbuilderSubscription, status: string, eventAt: Date): void {
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
async function applySubscriptionSnapshot(
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

function toSnapshot(row: NetbuilderSubscription): SubscriptionSnapshot {
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

/** `YYYY-MM` (UTC) of a Unix time in seconds. */
export function monthOf(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 7);
}
