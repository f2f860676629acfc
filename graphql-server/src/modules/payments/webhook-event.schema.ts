import { z } from 'zod';

/*
 * The shape of a webhook event, checked after its signature: a correctly signed body can still be `[]`, `null` or
 * an event without a type, and the handler must refuse it (400) instead of failing on it. Unknown fields pass
 * through; for the event types NetBuilder applies, the fields it reads must have the types Stripe sends.
 */

const id = z.string().min(1).max(255);
/** Unix seconds up to the year 9999 (larger values are no date). */
const unixSeconds = z.number().int().min(0).max(253_402_300_799);
/** Stripe sends a related object as its id, or expanded as the object itself. */
const related = z.union([id, z.looseObject({ id })]).nullish();
const metadata = z.record(z.string(), z.string()).nullish();

const subscriptionObject = z.looseObject({
  id,
  status: z.string().min(1).max(64),
  customer: related,
  cancel_at_period_end: z.boolean().optional(),
  metadata,
  items: z
    .looseObject({
      data: z.array(
        z.looseObject({
          current_period_start: unixSeconds.nullish(),
          current_period_end: unixSeconds.nullish(),
          price: z.looseObject({ id: z.string() }).nullish(),
        }),
      ),
    })
    .optional(),
});

const invoiceObject = z.looseObject({
  id,
  amount_paid: z.number().int().min(0),
  period_start: unixSeconds,
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: related, metadata }).nullish() }).nullish(),
  lines: z.looseObject({ data: z.array(z.looseObject({ period: z.looseObject({ start: unixSeconds }).nullish() })) }).optional(),
});

const checkoutSessionObject = z.looseObject({
  id,
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: related,
  subscription: related,
  metadata,
});

/** The object each applied event type carries in `data.object`. */
const APPLIED_OBJECTS: Record<string, z.ZodType> = {
  'checkout.session.completed': checkoutSessionObject,
  'customer.subscription.created': subscriptionObject,
  'customer.subscription.updated': subscriptionObject,
  'customer.subscription.deleted': subscriptionObject,
  'invoice.paid': invoiceObject,
  'invoice.payment_failed': invoiceObject,
};

export const webhookEventSchema = z
  .looseObject({
    id,
    type: z.string().min(1).max(255),
    created: unixSeconds,
    data: z.looseObject({ object: z.looseObject({}) }),
  })
  .superRefine((event, ctx) => {
    const objectSchema = APPLIED_OBJECTS[event.type];
    if (!objectSchema) return;
    for (const issue of objectSchema.safeParse(event.data.object).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['data', 'object', ...issue.path] });
    }
  });
