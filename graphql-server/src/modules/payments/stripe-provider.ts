import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config/index.js';
import { UpstreamError } from '../../shared/errors.js';
import type { CheckoutRequest, CheckoutSessionRef, PaymentCheckoutRequest, PaymentProvider, SubscriptionSnapshot } from './payment-provider.js';

/** One Stripe client per configuration (keeps its connection pool across requests). */
const clients = new WeakMap<PaymentsConfig, Stripe>();

function stripeClient(config: PaymentsConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    if (!config.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is not set');
    const api = config.stripeApiUrl ? new URL(config.stripeApiUrl) : undefined;
    client = new Stripe(config.stripeSecretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'http:' ? 80 : 443),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

/** Stripe mode: real Checkout Sessions in subscription mode; state arrives by webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string | null;

  constructor(private readonly config: PaymentsConfig) {
    this.publishableKey = config.stripePublishableKey ?? null;
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSessionRef> {
    const metadata = { userId: String(request.userId), plan: request.plan };
    const session = await reportStripeErrors(() =>
      stripeClient(this.config).checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: request.priceId, quantity: 1 }],
          client_reference_id: String(request.userId),
          customer_email: request.email,
          metadata,
          // Copied onto the subscription, and from there onto its invoices: every event names its user and plan.
          subscription_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { sessionId: session.id, url: session.url };
  }

  async createPaymentCheckout(request: PaymentCheckoutRequest): Promise<CheckoutSessionRef> {
    const session = await reportStripeErrors(() =>
      stripeClient(this.config).checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ price_data: { currency: 'usd', unit_amount: request.amountCents, product_data: { name: request.description } }, quantity: 1 }],
          client_reference_id: String(request.userId),
          customer_email: request.email,
          metadata: request.metadata,
          payment_intent_data: { metadata: request.metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { sessionId: session.id, url: session.url };
  }

  async refundPayment(providerPaymentId: string): Promise<void> {
    await reportStripeErrors(() => stripeClient(this.config).refunds.create({ payment_intent: providerPaymentId }, { idempotencyKey: `refund:${providerPaymentId}` }));
  }

  async expireCheckoutSession(sessionId: string): Promise<void> {
    try {
      await stripeClient(this.config).checkout.sessions.expire(sessionId);
    } catch (error) {
      // Already completed or expired: nothing left to close.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }

  async cancelImmediately(providerSubscriptionId: string): Promise<void> {
    try {
      await stripeClient(this.config).subscriptions.cancel(providerSubscriptionId);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }

  cancelAtPeriodEnd(current: SubscriptionSnapshot): Promise<SubscriptionSnapshot> {
    return this.setCancelAtPeriodEnd(current, true);
  }

  resumeSubscription(current: SubscriptionSnapshot): Promise<SubscriptionSnapshot> {
    return this.setCancelAtPeriodEnd(current, false);
  }

  private async setCancelAtPeriodEnd(current: SubscriptionSnapshot, cancelAtPeriodEnd: boolean): Promise<SubscriptionSnapshot> {
    const updated = await reportStripeErrors(() =>
      stripeClient(this.config).subscriptions.update(current.providerSubscriptionId, { cancel_at_period_end: cancelAtPeriodEnd }),
    );
    return snapshotOfStripeSubscription(updated);
  }
}

/**
 * Stripe's refusals (a wrong price id, a card problem, an outage) become an UpstreamError carrying Stripe's
 * message: the caller gets a 502 that says what went wrong instead of a bare 500.
 */
async function reportStripeErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      throw new UpstreamError(`Payment provider error: ${error.message}`, { cause: error });
    throw error;
  }
}

/** Stripe's subscription object as our snapshot; the period lives on the items since API version 2025-03. */
export function snapshotOfStripeSubscription(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items?.data?.[0];
  const seconds = (value: number | null | undefined) => (typeof value === 'number' ? new Date(value * 1000) : null);
  return {
    providerSubscriptionId: subscription.id,
    providerCustomerId:
      typeof subscription.customer === 'string' ? subscription.customer : (subscription.customer?.id ?? null),
    status: subscription.status,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    currentPeriodStart: seconds(item?.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end),
    metadata: { ...(subscription.metadata ?? {}) },
  };
}
