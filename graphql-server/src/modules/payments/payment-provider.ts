import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config/index.js';
import { DemoPaymentProvider } from './demo-provider.js';
import { StripePaymentProvider } from './stripe-provider.js';

export type PaymentMode = PaymentsConfig['mode'];

/** What the provider needs to open a hosted checkout for one subscription. */
export interface CheckoutRequest {
  userId: number;
  email: string;
  plan: string;
  priceId: string;
  /** Price in cents: the demo checkout shows and charges it; Stripe takes it from the price. */
  amountCents: number;
  productName: string;
  /** Absolute (stripe) or app-relative (demo) URLs the browser returns to. */
  successUrl: string;
  cancelUrl: string;
  /** The same key for a retried request gives the same session at Stripe. */
  idempotencyKey: string;
}

/** A one-off payment (Net30's Pay now): an amount, what it is for, and metadata every event about it carries. */
export interface PaymentCheckoutRequest {
  userId: number;
  email: string;
  amountCents: number;
  description: string;
  /** Copied onto the session and its payment intent, so each event names what it pays. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CheckoutSessionRef {
  sessionId: string;
  url: string;
}

/** The provider's view of a subscription, as webhook events and API answers carry it. */
export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  metadata: Record<string, string>;
}

/** Signed webhook deliveries: the raw body and its `Stripe-Signature` header. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<void>;

/**
 * DESIGN.md §6: one interface, two modes. `stripe` talks to Stripe's API; `demo` completes purchases itself and
 * delivers signed webhook events, so the whole flow runs on one machine through the same webhook handler.
 */
export interface PaymentProvider {
  readonly mode: PaymentMode;
  /** Public key for Stripe.js (stripe mode only). */
  readonly publishableKey: string | null;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSessionRef>;
  /** A hosted checkout for one payment (mode `payment`). */
  createPaymentCheckout(request: PaymentCheckoutRequest): Promise<CheckoutSessionRef>;
  /** Returns a succeeded payment's money in full (a payment that arrived for an invoice already paid). */
  refundPayment(providerPaymentId: string): Promise<void>;
  /** Closes an open session so it can no longer be paid (a newer one replaced it). */
  expireCheckoutSession(sessionId: string): Promise<void>;
  /** Cancels at the end of the current period; answers the updated subscription. */
  cancelAtPeriodEnd(current: SubscriptionSnapshot): Promise<SubscriptionSnapshot>;
  /** Undoes `cancelAtPeriodEnd` before the period ends: the subscription renews again; answers the updated subscription. */
  resumeSubscription(current: SubscriptionSnapshot): Promise<SubscriptionSnapshot>;
  /** Ends a subscription now (a second one a user must not hold); an already ended one is fine. */
  cancelImmediately(providerSubscriptionId: string): Promise<void>;
}

export function createPaymentProvider(config: PaymentsConfig, deliver: WebhookDelivery): PaymentProvider {
  return config.mode === 'stripe' ? new StripePaymentProvider(config) : new DemoPaymentProvider(config, deliver);
}

export type { Stripe };
