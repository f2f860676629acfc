import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from './payment-provider.js';

/**
 * Verifies a webhook on its raw bytes (any re-serialised JSON would break the signature) and parses it.
 * Throws WebhookSignatureError for a missing, wrong or stale (> 300 s) signature.
 */
export function verifyWebhookEvent(rawBody: Buffer | string, signature: string | undefined, secret: string): Stripe.Event {
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(`Webhook signature verification failed: ${error.message}`);
    }
    if (error instanceof SyntaxError) throw new WebhookSignatureError('Webhook body is not valid JSON');
    throw error;
  }
}

/** Signs a payload the way Stripe does (`t=…,v1=…`); the demo provider's deliveries use it. */
export function signWebhookPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
