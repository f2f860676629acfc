import Stripe from 'stripe';
import { ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { webhookEventSchema } from './webhook-event.schema.js';

/** Stripe's `invalid signature` and `timestamp outside tolerance` answers: the webhook edge answers 400. */
export class WebhookSignatureError extends Error {}

/** Webhook signatures older or newer than this are refused (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies a webhook on its raw bytes (any re-serialised JSON would break the signature), parses it and checks
 * that it is an event. Throws WebhookSignatureError for a missing, wrong or stale (> 300 s) signature, and a
 * ValidationError for a signed body that is not a valid event.
 */
export function verifyWebhookEvent(rawBody: Buffer | string, signature: string | undefined, secret: string): Stripe.Event {
  const event = constructEvent(rawBody, signature, secret);
  try {
    return parseInput(webhookEventSchema, event) as unknown as Stripe.Event;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields = Object.keys(error.fieldErrors).filter((field) => field !== '_');
    const where = fields.length > 0 ? ` (${fields.join(', ')})` : '';
    throw new ValidationError(`Webhook body is not a valid event${where}: ${error.message}`, error.fieldErrors);
  }
}

function constructEvent(rawBody: Buffer | string, signature: string | undefined, secret: string): unknown {
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
