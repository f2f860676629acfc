import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { postWebhook, signedDelivery, subscriptionEvent } from '../support/netbuilder.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Stripe mode: the real `stripe` SDK talks to a local HTTP stand-in for Stripe's API, which checks the request
 * paths, the form parameters and the headers, and answers as Stripe would.
 */

interface Recorded {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingMessage['headers'];
}

const requests: Recorded[] = [];
let stripeApi: Server;
let server: TestServer;
const SECRET_KEY = 'sk_test_netbuilder_standin';
const WEBHOOK_SECRET = 'whsec_stripe_mode_test';

beforeAll(async () => {
  stripeApi = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const params = new URLSearchParams(body);
      requests.push({ method: req.method ?? '', path: url.pathname, params, headers: req.headers });
      const json = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
        res.end(JSON.stringify(data));
      };
      if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        // As if the Starter price had been archived in the Stripe dashboard.
        if (params.get('line_items[0][price]') === 'price_starter_live') {
          return json(400, { error: { type: 'invalid_request_error', message: 'No such price: price_starter_live', param: 'line_items[0][price]' } });
        }
        const id = `cs_test_${requests.length}`;
        return json(200, { id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.com/c/pay/${id}` });
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (req.method === 'POST' && expire) return json(200, { id: expire[1], object: 'checkout.session', status: 'expired' });
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'DELETE' && subscription) {
        return json(200, { id: subscription[1], object: 'subscription', status: 'canceled', cancel_at_period_end: false, metadata: {}, items: { object: 'list', data: [] } });
      }
      if (req.method === 'POST' && subscription) {
        // The current month's period, as Stripe answers for a live subscription.
        const periodStart = Math.floor(Date.now() / 1000) - 86_400;
        return json(200, {
          id: subscription[1],
          object: 'subscription',
          customer: 'cus_standin',
          status: 'active',
          cancel_at_period_end: params.get('cancel_at_period_end') === 'true',
          metadata: {},
          items: { object: 'list', data: [{ id: 'si_1', current_period_start: periodStart, current_period_end: periodStart + 30 * 86_400, price: { id: 'price_growth_live' } }] },
        });
      }
      json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.address() as AddressInfo;
  const { loadConfig } = await import('../../graphql-server/src/index.js');
  const payments = loadConfig({
    NODE_ENV: 'test',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_netbuilder',
    STRIPE_PRICE_STARTER: 'price_starter_live',
    STRIPE_PRICE_GROWTH: 'price_growth_live',
    STRIPE_PRICE_PRO: 'price_pro_live',
    PUBLIC_URL: 'https://netfund.example/',
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  }).payments;
  server = await startTestServer({ payments });
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => stripeApi?.close(resolve));
});

async function signedIn(username: string) {
  const api = new ApiClient(server.url);
  expect((await api.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return api;
}

describe('stripe mode', () => {
  it('tells the browser to use Stripe with the publishable key', async () => {
    const res = await new ApiClient(server.url).gql('{ paymentConfig { mode publishableKey } }');
    expect(res.body.data.paymentConfig).toEqual({ mode: 'stripe', publishableKey: 'pk_test_netbuilder' });
  });

  it('creates a Checkout Session in subscription mode with the configured price, user and return URLs', async () => {
    const api = await signedIn('client');
    const userId = (await server.sql<{ id: number }>("select id from users where username = 'client'"))[0]!.id;
    requests.length = 0;
    const res = await api.post('/api/netbuilder/create-subscription', { plan: 'growth' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });

    expect(requests).toHaveLength(1);
    const [call] = requests;
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe('/v1/checkout/sessions');
    expect(call!.headers['idempotency-key']).toMatch(new RegExp(`^netbuilder-checkout-${userId}-`));
    expect(Object.fromEntries(call!.params)).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_growth_live',
      'line_items[0][quantity]': '1',
      client_reference_id: String(userId),
      customer_email: 'client@netfund.example',
      'metadata[userId]': String(userId),
      'metadata[plan]': 'growth',
      'subscription_data[metadata][userId]': String(userId),
      'subscription_data[metadata][plan]': 'growth',
      success_url: 'https://netfund.example/netbuilder?checkout=success',
      cancel_url: 'https://netfund.example/netbuilder?checkout=canceled',
    });

    // A second click reuses the open session: Stripe is not asked again.
    expect((await api.post('/api/netbuilder/create-subscription', { plan: 'growth' })).body.sessionId).toBe('cs_test_1');
    expect(requests).toHaveLength(1);

    // Another plan expires the open session and opens a new one.
    const pro = await api.post('/api/netbuilder/create-subscription', { plan: 'pro' });
    expect(requests.map((r) => r.path)).toEqual(['/v1/checkout/sessions', '/v1/checkout/sessions/cs_test_1/expire', '/v1/checkout/sessions']);
    expect(requests[2]!.params.get('line_items[0][price]')).toBe('price_pro_live');
    expect(pro.body.sessionId).toBe('cs_test_3');
  });

  it('answers 502 with Stripe\'s message when Stripe refuses the checkout, and records nothing', async () => {
    const api = await signedIn('client2');
    const res = await api.post('/api/netbuilder/create-subscription', { plan: 'starter' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'Payment provider error: No such price: price_starter_live', code: 'BAD_GATEWAY' });
    const gql = await api.gql('mutation { checkout(plan: "starter") { sessionId url } }');
    expect(gql.body.errors[0]).toMatchObject({ message: 'Payment provider error: No such price: price_starter_live', extensions: { code: 'BAD_GATEWAY' } });
    expect(await server.sql("select 1 from netbuilder_checkouts c join users u on u.id = c.user_id where u.username = 'client2' union all select 1 from netbuilder_subscriptions s join users u on u.id = s.user_id where u.username = 'client2'")).toEqual([]);
  });

  it('cancels through Stripe at the period end once the webhook has made the subscription', async () => {
    const api = await signedIn('client');
    const userId = (await server.sql<{ id: number }>("select id from users where username = 'client'"))[0]!.id;
    const life = { userId, plan: 'growth' as const, key: 'stripe_cancel', t0: 1_790_000_000 };
    const { payload, signature } = signedDelivery(subscriptionEvent(life, 'evt_stripe_created', 'customer.subscription.created', life.t0, { status: 'active', periodIndex: 0 }), WEBHOOK_SECRET);
    expect((await postWebhook(server.url, payload, signature)).status).toBe(200);
    expect((await api.get('/api/netbuilder/subscription')).body).toMatchObject({ plan: 'growth', status: 'active', cancelAtPeriodEnd: false });

    requests.length = 0;
    const res = await api.post('/api/netbuilder/cancel-subscription');
    expect(res.status).toBe(200);
    expect(requests.map((r) => [r.method, r.path, Object.fromEntries(r.params)])).toEqual([
      ['POST', '/v1/subscriptions/sub_stripe_cancel', { cancel_at_period_end: 'true' }],
    ]);
    expect(res.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await api.get('/api/netbuilder/subscription')).body.cancelAtPeriodEnd).toBe(true);
  });

  it('resumes through Stripe (cancel_at_period_end=false) before the period ends, safely under parallel requests', async () => {
    const api = await signedIn('client');
    expect((await api.get('/api/netbuilder/subscription')).body.cancelAtPeriodEnd).toBe(true);

    requests.length = 0;
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.post('/api/netbuilder/resume-subscription')));
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(200);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(requests.length).toBeGreaterThanOrEqual(1);
    for (const call of requests) {
      expect([call.method, call.path, Object.fromEntries(call.params)]).toEqual(['POST', '/v1/subscriptions/sub_stripe_cancel', { cancel_at_period_end: 'false' }]);
    }
    expect((await api.get('/api/netbuilder/subscription')).body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    // Stripe's own events about the cancellation, arriving late, do not undo the resume.
    const userId = (await server.sql<{ id: number }>("select id from users where username = 'client'"))[0]!.id;
    const life = { userId, plan: 'growth' as const, key: 'stripe_cancel', t0: Math.floor(Date.now() / 1000) - 86_400 };
    const late = signedDelivery(subscriptionEvent(life, 'evt_stripe_late_cancel', 'customer.subscription.updated', Math.floor(Date.now() / 1000) - 1, { status: 'active', cancelAtPeriodEnd: true, periodIndex: 0 }), WEBHOOK_SECRET);
    expect((await postWebhook(server.url, late.payload, late.signature)).status).toBe(200);
    expect((await api.get('/api/netbuilder/subscription')).body.cancelAtPeriodEnd).toBe(false);

    requests.length = 0;
    const again = await api.post('/api/netbuilder/resume-subscription');
    expect(again.status).toBe(409);
    expect(requests).toEqual([]);
  });

  it('ends a second subscription of a subscriber at Stripe, so nobody holds (or pays for) two', async () => {
    const api = await signedIn('client');
    const userId = (await server.sql<{ id: number }>("select id from users where username = 'client'"))[0]!.id;
    const second = { userId, plan: 'pro' as const, key: 'stripe_dup', t0: 1_790_000_500 };
    requests.length = 0;
    const { payload, signature } = signedDelivery(subscriptionEvent(second, 'evt_stripe_dup', 'customer.subscription.created', second.t0, { status: 'active', periodIndex: 0 }), WEBHOOK_SECRET);
    const res = await postWebhook(server.url, payload, signature);
    expect(res.body).toMatchObject({ received: true, outcome: 'ignored' });
    expect(requests.map((r) => [r.method, r.path])).toEqual([['DELETE', '/v1/subscriptions/sub_stripe_dup']]);
    expect((await api.get('/api/netbuilder/subscription')).body).toMatchObject({ plan: 'growth', status: 'active' });
    expect(await server.sql('select provider_subscription_id from netbuilder_subscriptions where user_id = $1', [userId])).toEqual([
      { provider_subscription_id: 'sub_stripe_cancel' },
    ]);
  });

  it('refuses webhooks signed with anything but the configured secret', async () => {
    const { payload, signature } = signedDelivery({ id: 'evt_x', object: 'event', type: 'customer.created', created: 1, data: { object: {} } }, 'whsec_demo_guess');
    expect((await postWebhook(server.url, payload, signature)).status).toBe(400);
  });

  it('serves no demo checkout page in stripe mode', async () => {
    const api = await signedIn('client');
    expect((await api.get('/payments/demo/checkout/cs_test_1', { accept: 'text/html' })).status).toBe(404);
  });
});
