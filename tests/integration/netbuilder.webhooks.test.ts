import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import {
  checkoutCompletedEvent,
  invoiceEvent,
  postWebhook,
  signedDelivery,
  subscriptionEvent,
  type Lifecycle,
} from '../support/netbuilder.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Property tests of the webhook handler through the real HTTP endpoint: only correct signatures are accepted,
 * duplicates change nothing, and any arrival order of a subscription's events leaves the same state.
 */

const SECRET = 'whsec_property_tests';
let server: TestServer;

beforeAll(async () => {
  const { loadConfig } = await import('../../graphql-server/src/index.js');
  server = await startTestServer({ payments: { ...loadConfig({ NODE_ENV: 'test' }).payments, webhookSecret: SECRET } });
});
afterAll(() => server?.stop());

let users = 0;
async function newUserId(): Promise<number> {
  const username = `nb_prop_${++users}`;
  const res = await new ApiClient(server.url).post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass', confirmPassword: 'secret-pass' });
  expect(res.status).toBe(201);
  const [row] = await server.sql<{ id: number }>('select id from users where username = $1', [username]);
  return row!.id;
}

async function deliver(event: unknown) {
  const { payload, signature } = signedDelivery(event, SECRET);
  const res = await postWebhook(server.url, payload, signature);
  expect(res.status).toBe(200);
  return res.body.outcome as string;
}

async function stateOf(userId: number) {
  const [sub] = await server.sql(
    'select plan, status, current_period_start, current_period_end, cancel_at_period_end from netbuilder_subscriptions where user_id = $1',
    [userId],
  );
  const reports = await server.sql('select report_month, payment_amount_cents, payment_status from netbuilder_reports where user_id = $1 order by report_month', [userId]);
  return { sub, reports };
}

describe('signature', () => {
  it('accepts exactly the events signed with the secret over the exact bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.oneof(fc.constant(SECRET), fc.string({ minLength: 1, maxLength: 30 })),
        fc.boolean(),
        async (note, secret, tamper) => {
          const id = `evt_sig_${users}_${Math.random().toString(36).slice(2)}`;
          const event = { id, object: 'event', type: 'customer.created', created: Math.floor(Date.now() / 1000), data: { object: { id: 'cus_x', note } } };
          const signed = signedDelivery(event, secret);
          const payload = tamper ? signed.payload.replace('"customer.created"', '"customer.updated"') : signed.payload;
          const res = await postWebhook(server.url, payload, signed.signature);
          const valid = secret === SECRET && !tamper;
          expect(res.status).toBe(valid ? 200 : 400);
          const recorded = await server.sql('select 1 from payment_webhook_events where event_id = $1', [id]);
          expect(recorded.length).toBe(valid ? 1 : 0);
        },
      ),
      { numRuns: 40 },
    );
  });
});

/** A subscription's life as Stripe reports it, events in creation order (some share a second). */
function lifecycle(l: Lifecycle, shape: { months: number; failMonth: number | null; cancel: boolean; deleted: boolean }) {
  const price = { starter: 2900, growth: 5900, pro: 9900 }[l.plan];
  const events: unknown[] = [];
  const id = (name: string) => `evt_${l.key}_${name}`;
  let t = l.t0;
  events.push(subscriptionEvent(l, id('created'), 'customer.subscription.created', t, { status: 'incomplete', periodIndex: 0 }));
  events.push(subscriptionEvent(l, id('active'), 'customer.subscription.updated', t, { status: 'active', periodIndex: 0 }));
  events.push(invoiceEvent(l, id('paid0'), 'invoice.paid', t, 0, price));
  events.push(checkoutCompletedEvent(l, id('checkout'), t + 1));
  for (let month = 1; month < shape.months; month++) {
    t = l.t0 + month * 30 * 86_400;
    if (shape.failMonth === month) {
      events.push(invoiceEvent(l, id(`failed${month}`), 'invoice.payment_failed', t, month, price));
      events.push(subscriptionEvent(l, id(`pastdue${month}`), 'customer.subscription.updated', t, { status: 'past_due', periodIndex: month }));
      t += 3600;
    }
    events.push(subscriptionEvent(l, id(`renew${month}`), 'customer.subscription.updated', t, { status: 'active', periodIndex: month }));
    events.push(invoiceEvent(l, id(`paid${month}`), 'invoice.paid', t, month, price));
  }
  const last = shape.months - 1;
  if (shape.cancel) {
    t += 60;
    events.push(subscriptionEvent(l, id('cancel'), 'customer.subscription.updated', t, { status: 'active', cancelAtPeriodEnd: true, periodIndex: last }));
  }
  if (shape.deleted) {
    t += 30 * 86_400;
    events.push(subscriptionEvent(l, id('deleted'), 'customer.subscription.deleted', t, { status: 'canceled', cancelAtPeriodEnd: shape.cancel, periodIndex: last }));
  }
  return events;
}

describe('arrival order and duplicates', () => {
  it('any order, with any duplicates, ends in the state of in-order delivery', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          plan: fc.constantFrom('starter' as const, 'growth' as const, 'pro' as const),
          months: fc.integer({ min: 1, max: 4 }),
          failMonth: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
          cancel: fc.boolean(),
          deleted: fc.boolean(),
        }),
        fc.infiniteStream(fc.nat()),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (shape, randomness, duplicates) => {
          const t0 = 1_780_000_000 + users * 1000;
          const ordered = { userId: await newUserId(), plan: shape.plan, key: `o${users}`, t0 };
          const shuffled = { userId: await newUserId(), plan: shape.plan, key: `s${users}`, t0 };

          for (const event of lifecycle(ordered, shape)) expect(await deliver(event)).toBe('applied');

          const events = lifecycle(shuffled, shape);
          const withDuplicates = [...events, ...duplicates.map((n) => events[n % events.length])];
          const order = withDuplicates.map((event, index) => ({ event, key: randomness.next().value, index }));
          order.sort((a, b) => a.key - b.key || a.index - b.index);
          const outcomes: string[] = [];
          for (const { event } of order) outcomes.push(await deliver(event));
          expect(outcomes.filter((o) => o === 'duplicate').length).toBe(duplicates.length);

          const expected = await stateOf(ordered.userId);
          const actual = await stateOf(shuffled.userId);
          expect(actual).toEqual(expected);
          // And in-order delivery means what Stripe meant.
          const finalStatus = shape.deleted ? 'canceled' : 'active';
          expect(expected.sub).toMatchObject({ plan: shape.plan, status: finalStatus, cancel_at_period_end: shape.cancel });
          expect(expected.reports.length).toBe(shape.months);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('an older event never rolls a status back', async () => {
    const l = { userId: await newUserId(), plan: 'growth' as const, key: `old${users}`, t0: 1_790_000_000 };
    await deliver(subscriptionEvent(l, `evt_${l.key}_2`, 'customer.subscription.updated', l.t0 + 100, { status: 'past_due', periodIndex: 1 }));
    await deliver(subscriptionEvent(l, `evt_${l.key}_1`, 'customer.subscription.updated', l.t0 + 50, { status: 'active', periodIndex: 0 }));
    await deliver(invoiceEvent(l, `evt_${l.key}_f0`, 'invoice.payment_failed', l.t0 + 10, 0, 5900));
    expect((await stateOf(l.userId)).sub).toMatchObject({ status: 'past_due', current_period_start: new Date((l.t0 + 30 * 86_400) * 1000) });
    await deliver(subscriptionEvent(l, `evt_${l.key}_3`, 'customer.subscription.deleted', l.t0 + 200, { status: 'canceled', periodIndex: 1 }));
    await deliver(subscriptionEvent(l, `evt_${l.key}_4`, 'customer.subscription.updated', l.t0 + 300, { status: 'active', periodIndex: 1 }));
    expect((await stateOf(l.userId)).sub!.status).toBe('canceled');
  });

  it('invoice.payment_failed makes the subscription past_due', async () => {
    const l = { userId: await newUserId(), plan: 'pro' as const, key: `pf${users}`, t0: 1_790_500_000 };
    await deliver(subscriptionEvent(l, `evt_${l.key}_1`, 'customer.subscription.created', l.t0, { status: 'active', periodIndex: 0 }));
    await deliver(invoiceEvent(l, `evt_${l.key}_2`, 'invoice.payment_failed', l.t0 + 30 * 86_400, 1, 9900));
    expect((await stateOf(l.userId)).sub!.status).toBe('past_due');
  });
});
