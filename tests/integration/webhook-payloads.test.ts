import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, signedDelivery, subscriptionEvent } from '../support/netbuilder.js';
import { startTestServer, type TestServer } from '../support/server.js';

/* Issue 9: a correctly signed webhook whose body is not a valid event gets 400 and changes nothing. */

const WEBHOOK_SECRET = 'whsec_payload_tests';
let server: TestServer;

beforeAll(async () => {
  const { loadConfig } = await import('../../graphql-server/src/index.js');
  server = await startTestServer({ payments: { ...loadConfig({ NODE_ENV: 'test' }).payments, webhookSecret: WEBHOOK_SECRET } });
});
afterAll(() => server?.stop());

const count = async (table: string) => (await server.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('signed webhooks whose body is not an event', () => {
  const subscription = subscriptionEvent({ userId: 5, plan: 'growth', key: 'bad_input', t0: 1_760_000_000 }, 'evt_bad_input', 'customer.subscription.created', 1_760_000_000, {
    status: 'active',
    periodIndex: 0,
  });
  const notEvents: [string, unknown][] = [
    ['an array', []],
    ['null', null],
    ['a string', 'x'],
    ['a number', 42],
    ['an empty object', {}],
    ['an event without type', { ...subscription, type: undefined }],
    ['an event without id', { ...subscription, id: undefined }],
    ['an event with a numeric id', { ...subscription, id: 7 }],
    ['an event without created', { ...subscription, created: undefined }],
    ['an event whose data is not an object', { ...subscription, data: 'x' }],
    ['an event whose data is null', { ...subscription, data: null }],
    ['an event without data.object', { ...subscription, data: {} }],
    ['an event whose data.object is an array', { ...subscription, data: { object: [] } }],
    ['a subscription event whose object has no id', { ...subscription, data: { object: { ...subscription.data.object, id: undefined } } }],
    ['a subscription event whose object has no status', { ...subscription, data: { object: { ...subscription.data.object, status: undefined } } }],
    ['a subscription event whose metadata is not strings', { ...subscription, data: { object: { ...subscription.data.object, metadata: { userId: 5 } } } }],
    ['an event with a NUL in its id', { ...subscription, id: 'evt_\u0000' }],
  ];

  it.each(notEvents)('%s gets 400 and changes nothing', async (_what, event) => {
    const tables = ['payment_webhook_events', 'netbuilder_subscriptions', 'netbuilder_reports'];
    const before = await Promise.all(tables.map(count));
    const { payload, signature } = signedDelivery(event, WEBHOOK_SECRET);
    const res = await postWebhook(server.url, payload, signature);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/event/i);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('a valid event of a type we do not handle is still accepted (and ignored)', async () => {
    const { payload, signature } = signedDelivery({ id: 'evt_other', object: 'event', type: 'customer.created', created: 1_760_000_000, data: { object: { id: 'cus_1' } } }, WEBHOOK_SECRET);
    const res = await postWebhook(server.url, payload, signature);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('ignored');
  });
});

