import { createHash, randomBytes } from 'node:crypto';

/*
 * Stripe-shaped event payloads (the fields NetBuilder reads, in Stripe's 2025+ API layout) for the demo provider,
 * the demo seed and tests. Ids derive from a seed string, so building the same purchase twice gives the same ids
 * (and the webhook handler's de-duplication recognises the repeat).
 */

export const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export function demoId(prefix: string, seed: string): string {
  return `${prefix}_demo_${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`;
}

export function randomDemoId(prefix: string): string {
  return `${prefix}_demo_${randomBytes(12).toString('hex')}`;
}

/** The same day of the next month (clamped to its last day), as Stripe's monthly billing does. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export interface DemoEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: Record<string, unknown> };
}

export function demoEvent(id: string, type: string, created: number, object: Record<string, unknown>): DemoEvent {
  return { id, object: 'event', type, created, api_version: '2026-10-28.endive', livemode: false, data: { object } };
}

export interface DemoSubscriptionState {
  id: string;
  customer: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  periodStart: Date;
  periodEnd: Date;
  priceId: string;
  metadata: Record<string, string>;
}

export function subscriptionObject(state: DemoSubscriptionState): Record<string, unknown> {
  return {
    id: state.id,
    object: 'subscription',
    customer: state.customer,
    status: state.status,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    metadata: state.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${state.id}`,
          object: 'subscription_item',
          current_period_start: seconds(state.periodStart),
          current_period_end: seconds(state.periodEnd),
          price: { id: state.priceId, object: 'price' },
        },
      ],
    },
  };
}

export function checkoutSessionObject(input: {
  sessionId: string;
  userId: number;
  customer: string;
  subscription: string;
  metadata: Record<string, string>;
}): Record<string, unknown> {
  return {
    id: input.sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: String(input.userId),
    customer: input.customer,
    subscription: input.subscription,
    metadata: input.metadata,
  };
}

export function invoiceObject(input: {
  id: string;
  customer: string;
  subscription: string;
  status: 'paid' | 'open';
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
  metadata: Record<string, string>;
}): Record<string, unknown> {
  return {
    id: input.id,
    object: 'invoice',
    customer: input.customer,
    status: input.status,
    currency: 'usd',
    amount_due: input.amountCents,
    amount_paid: input.status === 'paid' ? input.amountCents : 0,
    period_start: seconds(input.periodStart),
    period_end: seconds(input.periodEnd),
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: input.subscription, metadata: input.metadata },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${input.id}`,
          object: 'line_item',
          amount: input.amountCents,
          period: { start: seconds(input.periodStart), end: seconds(input.periodEnd) },
        },
      ],
    },
  };
}
