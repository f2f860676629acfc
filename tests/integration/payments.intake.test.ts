import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PaymentEventHandler } from '../../graphql-server/src/index.js';
import { invoiceEvent, postWebhook, signedDelivery } from '../support/netbuilder.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { checkedFetch } from '../support/openapi-contract.js';

/*
 * Issue 10 item 6: the payments webhook intake verifies, de-duplicates and dispatches to the handlers the modules
 * register. Besides NetBuilder's own, this server composes a test-only module ("ledger") with handlers that can be
 * made to fail, to see what the intake does around them.
 */

const SECRET = 'whsec_intake_tests';
let server: TestServer;

/** What the ledger module's handlers saw, per event id: every call, and the calls whose transaction committed. */
const calls: string[] = [];
const failOnce = new Set<string>();
const loseConnectionOnce = new Set<string>();
const invoicesSeen: string[] = [];

const ledgerEntry = z.looseObject({ id: z.string(), amount: z.number().int() });

const ledgerHandler: PaymentEventHandler = {
  name: 'ledger',
  events: {
    'ledger.entry.created': ledgerEntry,
    // A second module may take a type another handles too: both run, in composition order.
    'invoice.paid': z.looseObject({ id: z.string() }),
  },
  async apply(event, { em }) {
    if (event.type === 'invoice.paid') {
      invoicesSeen.push(event.id);
      return false;
    }
    calls.push(event.id);
    // Keeps the transaction open a moment, so parallel deliveries of one event overlap in the database.
    await em.execute('select pg_sleep(0.05)');
    await em.execute('insert into ledger_test_entries (event_id, amount) values (?, ?)', [event.id, (event.data.object as { amount: number }).amount]);
    if (failOnce.delete(event.id)) throw new Error('ledger handler failed');
    // PostgreSQL ends this transaction's connection (57P01, admin shutdown) in the middle of it.
    if (loseConnectionOnce.delete(event.id)) await em.execute('select pg_terminate_backend(pg_backend_pid())');
    return true;
  },
};

beforeAll(async () => {
  const { loadConfig } = await import('../../graphql-server/src/index.js');
  server = await startTestServer(
    { payments: { ...loadConfig({ NODE_ENV: 'test' }).payments, webhookSecret: SECRET } },
    { morePaymentEventHandlers: [ledgerHandler] },
  );
  await server.sql('create table ledger_test_entries (event_id text not null, amount int not null)');
});
afterAll(() => server?.stop());
beforeEach(() => {
  calls.length = 0;
  invoicesSeen.length = 0;
});

let sequence = 0;
function ledgerEvent(type = 'ledger.entry.created', object: Record<string, unknown> = { id: 'le_1', amount: 500 }) {
  return { id: `evt_ledger_${++sequence}_${Date.now()}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
}

async function deliver(event: unknown) {
  const { payload, signature } = signedDelivery(event, SECRET);
  return postWebhook(server.url, payload, signature);
}

const entries = async (eventId: string) =>
  (await server.sql<{ n: number }>('select count(*)::int as n from ledger_test_entries where event_id = $1', [eventId]))[0]!.n;
const recorded = async (eventId: string) => server.sql('select type, handled from payment_webhook_events where event_id = $1', [eventId]);

describe('payments webhook intake', () => {
  it('acknowledges an event type no module handles, records it as not handled, and runs no handler', async () => {
    const event = ledgerEvent('customer.tax_id.created', { id: 'txi_1' });
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, eventId: event.id, type: 'customer.tax_id.created', outcome: 'ignored' });
    expect(await recorded(event.id)).toEqual([{ type: 'customer.tax_id.created', handled: false }]);
    expect(calls).toEqual([]);
  });

  it("dispatches a registered module's events to its handler, and records them as handled", async () => {
    const event = ledgerEvent();
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('applied');
    expect(calls).toEqual([event.id]);
    expect(await entries(event.id)).toBe(1);
    expect(await recorded(event.id)).toEqual([{ type: 'ledger.entry.created', handled: true }]);
  });

  it("checks the object against the registered module's shape: a signed event that does not fit gets 400 and nothing is stored", async () => {
    const event = ledgerEvent('ledger.entry.created', { id: 'le_2', amount: 'five' });
    const res = await deliver(event);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not a valid event \(data\.object\.amount\)/);
    expect(calls).toEqual([]);
    expect(await recorded(event.id)).toEqual([]);
  });

  it('applies one event delivered 10 times in parallel exactly once', async () => {
    const event = ledgerEvent();
    const { payload, signature } = signedDelivery(event, SECRET);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(server.url, payload, signature)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(calls).toEqual([event.id]);
    expect(await entries(event.id)).toBe(1);
  });

  it('answers 500 when a handler throws, leaves the event unrecorded with nothing applied, and a redelivery applies it', async () => {
    const event = ledgerEvent();
    failOnce.add(event.id);
    const failed = await deliver(event);
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
    expect(await recorded(event.id)).toEqual([]);
    expect(await entries(event.id)).toBe(0);

    const retried = await deliver(event);
    expect(retried.status).toBe(200);
    expect(retried.body.outcome).toBe('applied');
    expect(await entries(event.id)).toBe(1);
    expect((await deliver(event)).body.outcome).toBe('duplicate');
    expect(await entries(event.id)).toBe(1);
  });

  it('answers 503 with Retry-After when the database connection is lost in a handler, and a redelivery applies the event', async () => {
    const event = ledgerEvent();
    loseConnectionOnce.add(event.id);
    const { payload, signature } = signedDelivery(event, SECRET);
    const failed = await checkedFetch(`${server.url}/api/webhooks/stripe`, { method: 'POST', headers: { 'stripe-signature': signature }, body: payload });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await recorded(event.id)).toEqual([]);
    expect(await entries(event.id)).toBe(0);

    const retried = await deliver(event);
    expect(retried.status).toBe(200);
    expect(retried.body.outcome).toBe('applied');
    expect(await entries(event.id)).toBe(1);
  });

  it("gives an event type two modules take to both: NetBuilder's report and the other module's handler", async () => {
    const [user] = await server.sql<{ id: number }>("select id from users where username = 'client'");
    const invoice = invoiceEvent({ userId: user!.id, plan: 'growth', key: `intake${Date.now()}`, t0: 1_780_000_000 }, `evt_intake_invoice_${Date.now()}`, 'invoice.paid', 1_780_000_000, 0, 5900);
    const res = await deliver(invoice);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('applied');
    expect(invoicesSeen).toEqual([invoice.id]);
    const reports = await server.sql('select payment_amount_cents from netbuilder_reports where provider_invoice_id = $1', [invoice.data.object.id]);
    expect(reports).toEqual([{ payment_amount_cents: 5900 }]);
  });
});
