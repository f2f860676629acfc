import type { PaymentsConfig } from '../../config/index.js';
import {
  addMonths,
  checkoutSessionObject,
  demoEvent,
  demoId,
  invoiceObject,
  randomDemoId,
  seconds,
  subscriptionObject,
  type DemoEvent,
} from './demo-events.js';
import type {
  CheckoutRequest,
  CheckoutSessionRef,
  PaymentCheckoutRequest,
  PaymentProvider,
  SubscriptionSnapshot,
  WebhookDelivery,
} from './payment-provider.js';
import { signWebhookPayload } from './webhook-signature.js';

/** Where the app serves the demo hosted-checkout page (outside /api: it is a page, and its form posts a form). */
export const DEMO_CHECKOUT_PATH = '/payments/demo/checkout';
/** The demo hosted page of a one-off payment (Net30's Pay now). */
export const DEMO_PAYMENT_PATH = '/payments/demo/pay';

/**
 * Demo mode (the default): no Stripe account needed. Checkout sessions point at a page the app serves itself;
 * paying there builds the events Stripe would send, signs them with the webhook secret and delivers them
 * through the same webhook handler Stripe's deliveries go through.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly mode = 'demo' as const;
  readonly publishableKey = null;

  constructor(
    private readonly config: PaymentsConfig,
    private readonly deliver: WebhookDelivery,
  ) {}

  async createCheckoutSession(_request: CheckoutRequest): Promise<CheckoutSessionRef> {
    const sessionId = randomDemoId('cs');
    return { sessionId, url: `${DEMO_CHECKOUT_PATH}/${sessionId}` };
  }

  /** The session derives from the idempotency key: asking again answers the same one, as Stripe does. */
  async createPaymentCheckout(request: PaymentCheckoutRequest): Promise<CheckoutSessionRef> {
    const sessionId = demoId('cs', request.idempotencyKey);
    return { sessionId, url: `${DEMO_PAYMENT_PATH}/${sessionId}` };
  }

  async refundPayment(_providerPaymentId: string): Promise<void> {
    // No money moved in demo mode: the payment's `refunded` status is the whole story.
  }

  /**
   * "Pays" an open one-off demo session: Stripe's `payment_intent.succeeded` and `checkout.session.completed`
   * arrive signed through the webhook handler (either applies the payment; the other finds it applied). Ids
   * derive from the session, so paying twice is a duplicate.
   */
  async completePaymentCheckout(request: { sessionId: string; userId: number; amountCents: number; metadata: Record<string, string> }): Promise<void> {
    const created = seconds(new Date());
    const paymentIntent = demoId('pi', request.sessionId);
    await this.send(
      demoEvent(demoId('evt', `${request.sessionId}:payment_intent.succeeded`), 'payment_intent.succeeded', created, {
        id: paymentIntent,
        object: 'payment_intent',
        amount: request.amountCents,
        amount_received: request.amountCents,
        currency: 'usd',
        status: 'succeeded',
        metadata: request.metadata,
      }),
    );
    await this.send(
      demoEvent(demoId('evt', `${request.sessionId}:checkout.session.completed`), 'checkout.session.completed', created, {
        id: request.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: String(request.userId),
        payment_intent: paymentIntent,
        amount_total: request.amountCents,
        metadata: request.metadata,
      }),
    );
  }

  async expireCheckoutSession(_sessionId: string): Promise<void> {
    // Nothing to do: the app's checkout record decides whether the demo page may still be paid.
  }

  /**
   * "Pays" an open demo session: the subscription starts now, the first invoice is paid, and Stripe's three
   * events arrive signed through the webhook handler. Ids derive from the session, so paying twice is a duplicate.
   */
  async completeCheckout(request: Pick<CheckoutRequest, 'userId' | 'plan' | 'priceId' | 'amountCents'> & { sessionId: string }): Promise<void> {
    const now = new Date();
    const metadata = { userId: String(request.userId), plan: request.plan };
    const subscription = demoId('sub', request.sessionId);
    const customer = demoId('cus', `user-${request.userId}`);
    const periodEnd = addMonths(now, 1);
    const created = seconds(now);
    const events: DemoEvent[] = [
      demoEvent(
        demoId('evt', `${request.sessionId}:subscription.created`),
        'customer.subscription.created',
        created,
        subscriptionObject({
          id: subscription,
          customer,
          status: 'active',
          cancelAtPeriodEnd: false,
          periodStart: now,
          periodEnd,
          priceId: request.priceId,
          metadata,
        }),
      ),
      demoEvent(
        demoId('evt', `${request.sessionId}:invoice.paid`),
        'invoice.paid',
        created,
        invoiceObject({
          id: demoId('in', request.sessionId),
          customer,
          subscription,
          status: 'paid',
          amountCents: request.amountCents,
          periodStart: now,
          periodEnd,
          metadata,
        }),
      ),
      demoEvent(
        demoId('evt', `${request.sessionId}:checkout.session.completed`),
        'checkout.session.completed',
        created,
        checkoutSessionObject({ sessionId: request.sessionId, userId: request.userId, customer, subscription, metadata }),
      ),
    ];
    for (const event of events) await this.send(event);
  }

  async cancelImmediately(_providerSubscriptionId: string): Promise<void> {
    // The demo checkout never opens a second purchase for a subscriber: nothing to end.
  }

  cancelAtPeriodEnd(current: SubscriptionSnapshot): Promise<SubscriptionSnapshot> {
    return this.setCancelAtPeriodEnd(current, true);
  }

  resumeSubscription(current: SubscriptionSnapshot): Promise<SubscriptionSnapshot> {
    return this.setCancelAtPeriodEnd(current, false);
  }

  /** Stripe's `subscriptions.update(id, { cancel_at_period_end })`: its `customer.subscription.updated` event, signed. */
  private async setCancelAtPeriodEnd(current: SubscriptionSnapshot, cancelAtPeriodEnd: boolean): Promise<SubscriptionSnapshot> {
    const updated: SubscriptionSnapshot = { ...current, cancelAtPeriodEnd };
    const start = current.currentPeriodStart ?? new Date();
    await this.send(
      demoEvent(
        randomDemoId('evt'),
        'customer.subscription.updated',
        seconds(new Date()),
        subscriptionObject({
          id: current.providerSubscriptionId,
          customer: current.providerCustomerId ?? demoId('cus', current.providerSubscriptionId),
          status: current.status,
          cancelAtPeriodEnd,
          periodStart: start,
          periodEnd: current.currentPeriodEnd ?? addMonths(start, 1),
          priceId: current.metadata.priceId ?? '',
          metadata: current.metadata,
        }),
      ),
    );
    return updated;
  }

  /** Signs and delivers one event, exactly as Stripe would post it. */
  async send(event: DemoEvent): Promise<void> {
    const payload = JSON.stringify(event);
    await this.deliver(payload, signWebhookPayload(payload, this.config.webhookSecret));
  }
}
