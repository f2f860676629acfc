import { z } from 'zod';
import { ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import type { PaymentEvent } from './payment-event-handler.js';

/*
 * The shape of a webhook event, checked after its signature: a correctly signed body can still be `[]`, `null` or
 * an event without a type, and the intake must refuse it (400) instead of failing on it. Unknown fields pass
 * through. The handlers of the event's type add what they read from `data.object` (built from the pieces below).
 */

/** A provider id (`evt_…`, `sub_…`). */
export const providerId = z.string().min(1).max(255);
/** Unix seconds up to the year 9999 (larger values are no date). */
export const unixSeconds = z.number().int().min(0).max(253_402_300_799);
/** Stripe sends a related object as its id, or expanded as the object itself. */
export const relatedObject = z.union([providerId, z.looseObject({ id: providerId })]).nullish();
export const metadataSchema = z.record(z.string(), z.string()).nullish();

const envelopeSchema = z.looseObject({
  id: providerId,
  // The column holds 100 characters; Stripe's longest type has under 60.
  type: z.string().min(1).max(100),
  created: unixSeconds,
  data: z.looseObject({ object: z.looseObject({}) }),
});

/**
 * `body` as an event: its envelope, and its `data.object` against each of `objectSchemas` (those of the handlers
 * of its type). Throws a ValidationError naming the fields that are wrong.
 */
export function parseWebhookEvent(body: unknown, objectSchemas: (type: string) => readonly z.ZodType[]): PaymentEvent {
  const schema = envelopeSchema.superRefine((event, ctx) => {
    for (const objectSchema of objectSchemas(event.type)) {
      for (const issue of objectSchema.safeParse(event.data.object).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['data', 'object', ...issue.path] });
      }
    }
  });
  try {
    return parseInput(schema, body) as unknown as PaymentEvent;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields = Object.keys(error.fieldErrors).filter((field) => field !== '_');
    const where = fields.length > 0 ? ` (${fields.join(', ')})` : '';
    throw new ValidationError(`Webhook body is not a valid event${where}: ${error.message}`, error.fieldErrors);
  }
}
