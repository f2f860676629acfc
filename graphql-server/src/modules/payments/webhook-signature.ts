import Stripe from 'stripe';

/** Stripe's `invalid signature` and `timestamp outside tolerance` answers: the webhook edge answers 400. */
export class WebhookSignatureError extends Error {}

/** Webhook signatures older or newer than this are refused (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies a webhook on its raw bytes (any re-serialised JSON would break the signature) and answers its parsed
 * JSON, not yet checked to be an event. Throws WebhookSignatureError for a missing, wrong or stale (> 300 s)
 * signature, or a body that is not JSON.
 */
export function verifyWebhookSignature(rawBody: Buffer | string, signature: string | undefined, secret: string): unknown {
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
