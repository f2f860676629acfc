import Stripe from 'stripe';

/*
 * Helpers for NetBuilder tests: Stripe-shaped events (the fields the webhook handler reads, Stripe's 2025+
 * layout) and signing them as Stripe does.
 */

export function signedDelivery(event: unknown, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

export async function postWebhook(baseUrl: string, payload: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signature !== undefined) headers['stripe-signature'] = signature;
  const response = await fetch(`${baseUrl}/api/webhooks/stripe`, { method: 'POST', headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export interface Lifecycle {
  userId: number;
  plan: 'starter' | 'growth' | 'pro';
  /** Prefix that keeps ids of different users apart. */
  key: string;
  t0: number;
}

const month = 30 * 86_400;

export function subscriptionEvent(
  l: Lifecycle,
  id: string,
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  created: number,
  state: { status: string; cancelAtPeriodEnd?: boolean; periodIndex: number },
) {
  const start = l.t0 + state.periodIndex * month;
  return event(id, type, created, {
    id: `sub_${l.key}`,
    object: 'subscription',
    customer: `cus_${l.key}`,
    status: state.status,
    cancel_at_period_end: state.cancelAtPeriodEnd ?? false,
    metadata: { userId: String(l.userId), plan: l.plan },
    items: { object: 'list', data: [{ id: `si_${l.key}`, current_period_start: start, current_period_end: start + month, price: { id: `price_${l.plan}` } }] },
  });
}

export function invoiceEvent(l: Lifecycle, id: string, type: 'invoice.paid' | 'invoice.payment_failed', created: number, periodIndex: number, amountCents: number) {
  const start = l.t0 + periodIndex * month;
  return event(id, type, created, {
    id: `in_${l.key}_${periodIndex}`,
    object: 'invoice',
    customer: `cus_${l.key}`,
    amount_paid: type === 'invoice.paid' ? amountCents : 0,
    period_start: start,
    period_end: start + month,
    parent: { type: 'subscription_details', subscription_details: { subscription: `sub_${l.key}`, metadata: { userId: String(l.userId), plan: l.plan } } },
    lines: { object: 'list', data: [{ period: { start, end: start + month } }] },
  });
}

export function checkoutCompletedEvent(l: Lifecycle, id: string, created: number) {
  return event(id, 'checkout.session.completed', created, {
    id: `cs_${l.key}`,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    client_reference_id: String(l.userId),
    customer: `cus_${l.key}`,
    subscription: `sub_${l.key}`,
    metadata: { userId: String(l.userId), plan: l.plan },
  });
}

function event(id: string, type: string, created: number, object: Record<string, unknown>) {
  return { id, object: 'event', type, created, livemode: false, data: { object } };
}
