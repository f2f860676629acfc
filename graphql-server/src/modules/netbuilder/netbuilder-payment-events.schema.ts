import { z } from 'zod';
import { metadataSchema as metadata, providerId as id, relatedObject as related, unixSeconds } from '../payments/webhook-event.schema.js';

/*
 * What NetBuilder reads from the payment events it applies: those fields must have the types Stripe sends, or the
 * payments intake refuses the event (400) before storing anything. Other fields pass through.
 */

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

/** The event types NetBuilder applies, each with the object it carries in `data.object`. */
export const NETBUILDER_EVENT_OBJECTS = {
  'checkout.session.completed': checkoutSessionObject,
  'customer.subscription.created': subscriptionObject,
  'customer.subscription.updated': subscriptionObject,
  'customer.subscription.deleted': subscriptionObject,
  'invoice.paid': invoiceObject,
  'invoice.payment_failed': invoiceObject,
} as const;
