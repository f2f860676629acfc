import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { postWebhook, signedDelivery, subscriptionEvent } from '../support/netbuilder.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { checkedFetch } from '../support/openapi-contract.js';

/*
 * NetBuilder's REST contract (SPEC §7) and the demo payment flow end to end: checkout → the app's own hosted
 * checkout page → signed webhook events → subscription and report → PDF download → cancel.
 */

const WEBHOOK_SECRET = 'whsec_netbuilder_rest_test';

let server: TestServer;
beforeAll(async () => {
  const base = await import('../../graphql-server/src/index.js');
  const defaults = base.loadConfig({ NODE_ENV: 'test' });
  server = await startTestServer({ payments: { ...defaults.payments, webhookSecret: WEBHOOK_SECRET } });
});
afterAll(() => server?.stop());

async function signedIn(username: string, password = 'demo-pass'): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  const res = await api.post('/api/login', { username, password });
  expect(res.status).toBe(200);
  return api;
}

let registered = 0;
async function newClient(): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  const username = `nb_rest_${++registered}`;
  const res = await api.post('/api/register', {
    username,
    email: `${username}@example.com`,
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
  });
  expect(res.status).toBe(201);
  return api;
}

/** Runs the demo hosted checkout like a browser: open the page, press Pay, follow the redirect. */
async function payDemoCheckout(api: ApiClient, url: string) {
  const page = await api.get(url, { accept: 'text/html' });
  expect(page.status).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1];
  expect(action).toBeDefined();
  return api.request('POST', action!.replace(/&amp;/g, '&'), { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('signed out', () => {
  it.each([
    ['GET', '/api/netbuilder/subscription'],
    ['GET', '/api/netbuilder/reports'],
    ['POST', '/api/netbuilder/create-subscription'],
    ['POST', '/api/netbuilder/cancel-subscription'],
    ['POST', '/api/netbuilder/resume-subscription'],
    ['GET', '/api/netbuilder/reports/1/download'],
  ])('%s %s answers 401', async (method, path) => {
    // Each write's own body (create takes a plan, the others `{}`: bodies are strict).
    const json = path.endsWith('/create-subscription') ? { plan: 'growth' } : {};
    const res = await new ApiClient(server.url).request(method, path, method === 'POST' ? { json } : {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('lists the plan catalogue publicly, exactly as SPEC §3', async () => {
    const res = await new ApiClient(server.url).get('/api/netbuilder/plans');
    expect(res.status).toBe(200);
    expect(res.body.map((p: any) => [p.id, p.price, p.tradelineValue, p.netTerms, p.creditLimit, p.bureaus, p.mostPopular])).toEqual([
      ['starter', 29, 2500, 'Net 15', 2500, ['Dun & Bradstreet'], false],
      ['growth', 59, 7500, 'Net 30', 7500, ['Dun & Bradstreet', 'Experian'], true],
      ['pro', 99, 15000, 'Net 45', 15000, ['Dun & Bradstreet', 'Experian', 'Equifax'], false],
    ]);
    const starter = res.body[0].features;
    expect(starter.filter((f: any) => !f.included).map((f: any) => f.text)).toEqual(['Experian reporting', 'Equifax reporting']);
    expect(res.body[2].features.every((f: any) => f.included)).toBe(true);
  });
});

describe('the demo client without a subscription', () => {
  it('reads the subscription as JSON null and has no reports', async () => {
    const api = await signedIn('client');
    const res = await api.get('/api/netbuilder/subscription');
    expect(res.status).toBe(200);
    expect(res.text).toBe('null');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await api.get('/api/netbuilder/reports')).status).toBe(404);
  });

  it('cannot cancel or resume what it does not have', async () => {
    for (const path of ['/api/netbuilder/cancel-subscription', '/api/netbuilder/resume-subscription']) {
      const res = await (await signedIn('client')).post(path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('You have no NetBuilder subscription');
    }
  });
});

describe('checkout', () => {
  it.each([{ plan: 'platinum' }, { plan: '' }, {}, { plan: 7 }, { plan: ['growth'] }])('refuses %j with 400 and creates nothing', async (body) => {
    const api = await newClient();
    const res = await api.post('/api/netbuilder/create-subscription', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown plan: choose one of starter, growth, pro');
    expect(await server.sql('select count(*)::int as n from netbuilder_checkouts c join users u on u.id = c.user_id where u.username = $1', [`nb_rest_${registered}`])).toEqual([{ n: 0 }]);
  });

  it('needs JSON (415 otherwise), like every REST write', async () => {
    const api = await newClient();
    const res = await api.request('POST', '/api/netbuilder/create-subscription', { body: 'plan=growth', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
  });

  it('answers the same open session to concurrent clicks: one checkout, never two', async () => {
    const api = await newClient();
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.post('/api/netbuilder/create-subscription', { plan: 'growth' })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const ids = new Set(answers.map((a) => a.body.sessionId));
    expect(ids.size).toBe(1);
    expect(answers[0]!.body.url).toBe(`/payments/demo/checkout/${answers[0]!.body.sessionId}`);
    const rows = await server.sql('select status from netbuilder_checkouts where session_id = $1', [answers[0]!.body.sessionId]);
    expect(rows).toEqual([{ status: 'open' }]);
  });

  it('a different plan replaces the open session', async () => {
    const api = await newClient();
    const first = await api.post('/api/netbuilder/create-subscription', { plan: 'starter' });
    const second = await api.post('/api/netbuilder/create-subscription', { plan: 'pro' });
    expect(second.body.sessionId).not.toBe(first.body.sessionId);
    expect((await api.get(first.body.url, { accept: 'text/html' })).status).toBe(404);
    expect((await api.get(second.body.url, { accept: 'text/html' })).text).toContain('Subscribe to NetBuilder Pro');
  });
});

describe('the whole demo purchase', () => {
  let api: ApiClient;
  let reportId: number;

  beforeAll(async () => {
    api = await newClient();
  });

  it('shows the hosted checkout page only to the session owner', async () => {
    const { body } = await api.post('/api/netbuilder/create-subscription', { plan: 'growth' });
    const page = await api.get(body.url, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Subscribe to NetBuilder Growth');
    expect(page.text).toContain('$59');
    const stranger = await signedIn('client');
    expect((await stranger.get(body.url, { accept: 'text/html' })).status).toBe(404);
    expect((await new ApiClient(server.url).get(body.url, { accept: 'text/html' })).status).toBe(401);
    // Nothing happened yet.
    expect((await api.get('/api/netbuilder/subscription')).text).toBe('null');
  });

  it('paying redirects back, and the signed webhook events make an active subscription and this month\'s report', async () => {
    const { body } = await api.post('/api/netbuilder/create-subscription', { plan: 'growth' });
    const paid = await payDemoCheckout(api, body.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/netbuilder?checkout=success');

    const sub = await api.get('/api/netbuilder/subscription');
    expect(sub.status).toBe(200);
    expect(Object.keys(sub.body).sort()).toEqual(['cancelAtPeriodEnd', 'currentPeriodEnd', 'currentPeriodStart', 'plan', 'status']);
    expect(sub.body).toMatchObject({ plan: 'growth', status: 'active', cancelAtPeriodEnd: false });
    const start = Date.parse(sub.body.currentPeriodStart);
    const end = Date.parse(sub.body.currentPeriodEnd);
    expect(end - start).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(end - start).toBeLessThanOrEqual(31 * 86_400_000);

    const reports = await api.get('/api/netbuilder/reports');
    expect(reports.status).toBe(200);
    expect(reports.body).toEqual([
      { id: expect.any(Number), reportMonth: thisMonth(), paymentAmount: 59, paymentStatus: 'paid', bureaus: ['Dun & Bradstreet', 'Experian'] },
    ]);
    reportId = reports.body[0].id;

    // Three events went through the webhook handler, each recorded once.
    const events = await server.sql("select type from payment_webhook_events where event_id like 'evt_demo_%' order by type");
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']));
  });

  it('paying the same session again changes nothing, and a subscriber cannot check out again (409)', async () => {
    const again = await api.post('/api/netbuilder/create-subscription', { plan: 'pro' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'You already have a NetBuilder subscription', code: 'CONFLICT' });
    const rows = await server.sql('select count(*)::int as n from netbuilder_subscriptions s join users u on u.id = s.user_id where u.username = $1', [`nb_rest_${registered}`]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('downloads the report as a real PDF, only for its owner', async () => {
    const response = await checkedFetch(`${server.url}/api/netbuilder/reports/${reportId}/download`, { headers: { cookie: api.cookieHeader } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="?tradeline-report-${reportId}\\.pdf"?$`));
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);

    for (const other of [await signedIn('client'), await signedIn('admin')]) {
      const res = await other.get(`/api/netbuilder/reports/${reportId}/download`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Report not found', code: 'NOT_FOUND' });
    }
    for (const bad of ['abc', '0', '-1', '99999999999', '1e3']) {
      expect((await api.get(`/api/netbuilder/reports/${bad}/download`)).status).toBe(404);
    }
  });

  it('cancels at the end of the period: the status holds, and cancelling twice is harmless', async () => {
    const before = (await api.get('/api/netbuilder/subscription')).body;
    const res = await api.post('/api/netbuilder/cancel-subscription');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan: 'growth', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: before.currentPeriodEnd });
    expect((await api.post('/api/netbuilder/cancel-subscription')).body.cancelAtPeriodEnd).toBe(true);
    expect((await api.get('/api/netbuilder/subscription')).body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('resumes before the period ends: the plan renews again, and resuming twice is a conflict', async () => {
    const before = (await api.get('/api/netbuilder/subscription')).body;
    const res = await api.post('/api/netbuilder/resume-subscription');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, cancelAtPeriodEnd: false });
    expect((await api.get('/api/netbuilder/subscription')).body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    // Through the demo provider's signed webhook event, like the cancellation.
    const events = await server.sql<{ n: number }>("select count(*)::int as n from payment_webhook_events where type = 'customer.subscription.updated'");
    expect(events[0]!.n).toBeGreaterThanOrEqual(2);

    const again = await api.post('/api/netbuilder/resume-subscription');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Your plan is not set to cancel: there is nothing to resume', code: 'CONFLICT' });
  });
});

describe('resume', () => {
  async function subscribedClient(): Promise<ApiClient> {
    const api = await newClient();
    const { body } = await api.post('/api/netbuilder/create-subscription', { plan: 'starter' });
    expect((await payDemoCheckout(api, body.url)).status).toBe(303);
    return api;
  }

  it('needs JSON (415 otherwise), like every REST write', async () => {
    const api = await subscribedClient();
    expect((await api.post('/api/netbuilder/cancel-subscription')).status).toBe(200);
    const res = await api.request('POST', '/api/netbuilder/resume-subscription', { body: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect((await api.get('/api/netbuilder/subscription')).body.cancelAtPeriodEnd).toBe(true);
  });

  it('is safe under parallel requests: the plan ends up resumed, every answer a 200 or a conflict', async () => {
    const api = await subscribedClient();
    expect((await api.post('/api/netbuilder/cancel-subscription')).body.cancelAtPeriodEnd).toBe(true);
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.post('/api/netbuilder/resume-subscription')));
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(200);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    for (const answer of answers.filter((a) => a.status === 200)) expect(answer.body.cancelAtPeriodEnd).toBe(false);
    expect((await api.get('/api/netbuilder/subscription')).body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('cancels and resumes in quick succession and always shows the last choice', async () => {
    const api = await subscribedClient();
    for (let round = 0; round < 3; round++) {
      expect((await api.post('/api/netbuilder/cancel-subscription')).body.cancelAtPeriodEnd).toBe(true);
      expect((await api.get('/api/netbuilder/subscription')).body.cancelAtPeriodEnd).toBe(true);
      expect((await api.post('/api/netbuilder/resume-subscription')).body.cancelAtPeriodEnd).toBe(false);
      expect((await api.get('/api/netbuilder/subscription')).body.cancelAtPeriodEnd).toBe(false);
    }
  });

  it('refuses once the billing period has ended (409), changing nothing', async () => {
    const api = await newClient();
    const userId = (await server.sql<{ id: number }>('select id from users where username = $1', [`nb_rest_${registered}`]))[0]!.id;
    // A plan set to cancel whose period ended a day ago; the provider's final event has not arrived yet.
    const t0 = Math.floor(Date.now() / 1000) - 31 * 86_400;
    const life = { userId, plan: 'growth' as const, key: `ended_${userId}`, t0 };
    const ended = subscriptionEvent(life, `evt_ended_${userId}`, 'customer.subscription.created', t0, { status: 'active', cancelAtPeriodEnd: true, periodIndex: 0 });
    const { payload, signature } = signedDelivery(ended, WEBHOOK_SECRET);
    expect((await postWebhook(server.url, payload, signature)).body.outcome).toBe('applied');

    const res = await api.post('/api/netbuilder/resume-subscription');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Your billing period has ended: the plan can no longer be resumed', code: 'CONFLICT' });
    expect((await api.get('/api/netbuilder/subscription')).body.cancelAtPeriodEnd).toBe(true);
  });
});

describe('the demo builder', () => {
  it('has an active Growth subscription with at least three monthly reports', async () => {
    const api = await signedIn('builder');
    const sub = await api.get('/api/netbuilder/subscription');
    expect(sub.body).toMatchObject({ plan: 'growth', status: 'active', cancelAtPeriodEnd: false });
    const reports = (await api.get('/api/netbuilder/reports')).body;
    expect(reports.length).toBeGreaterThanOrEqual(3);
    expect(new Set(reports.map((r: any) => r.reportMonth)).size).toBe(reports.length);
    expect(reports[0].reportMonth).toBe(thisMonth());
  });
});

describe('POST /api/webhooks/stripe', () => {
  const event = { id: 'evt_rest_ignored', object: 'event', type: 'customer.created', created: Math.floor(Date.now() / 1000), data: { object: { id: 'cus_1' } } };

  it('accepts a correctly signed event and acknowledges unknown types', async () => {
    const { payload, signature } = signedDelivery(event, WEBHOOK_SECRET);
    const res = await postWebhook(server.url, payload, signature);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, eventId: 'evt_rest_ignored', type: 'customer.created', outcome: 'ignored' });
    expect((await postWebhook(server.url, payload, signature)).body.outcome).toBe('duplicate');
  });

  it.each([
    ['no signature', () => ({ ...signedDelivery({ ...event, id: 'evt_a' }, WEBHOOK_SECRET), signature: undefined })],
    ['another secret', () => signedDelivery({ ...event, id: 'evt_b' }, 'whsec_other')],
    ['a timestamp older than 300 s', () => signedDelivery({ ...event, id: 'evt_c' }, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301)],
    ['a tampered body', () => {
      const signed = signedDelivery({ ...event, id: 'evt_d' }, WEBHOOK_SECRET);
      return { payload: signed.payload.replace('evt_d', 'evt_e'), signature: signed.signature };
    }],
  ])('refuses %s with 400 and records nothing', async (_name, make) => {
    const { payload, signature } = make();
    const res = await postWebhook(server.url, payload, signature);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/signature/i);
    expect(await server.sql("select event_id from payment_webhook_events where event_id in ('evt_a','evt_b','evt_c','evt_d','evt_e')")).toEqual([]);
  });
});

describe('GraphQL', () => {
  it('tells the browser the payment mode', async () => {
    const res = await new ApiClient(server.url).gql('{ paymentConfig { mode publishableKey } }');
    expect(res.body.data).toEqual({ paymentConfig: { mode: 'demo', publishableKey: null } });
  });

  it('answers the same data and errors as REST', async () => {
    const api = await signedIn('builder');
    const res = await api.gql('{ netbuilderSubscription { plan status cancelAtPeriodEnd planDetails { creditLimit tradelineValue bureaus } } reports { reportMonth paymentAmount bureaus } }');
    expect(res.body.data.netbuilderSubscription).toEqual({
      plan: 'growth',
      status: 'active',
      cancelAtPeriodEnd: false,
      planDetails: { creditLimit: 7500, tradelineValue: 7500, bureaus: ['Dun & Bradstreet', 'Experian'] },
    });
    expect(res.body.data.reports.length).toBeGreaterThanOrEqual(3);

    const bad = await api.gql('mutation { checkout(plan: "gold") { sessionId url } }');
    expect(bad.body.errors[0]).toMatchObject({ message: 'Unknown plan: choose one of starter, growth, pro', extensions: { code: 'BAD_USER_INPUT' } });
    const conflict = await api.gql('mutation { checkout(plan: "pro") { sessionId url } }');
    expect(conflict.body.errors[0]).toMatchObject({ message: 'You already have a NetBuilder subscription', extensions: { code: 'CONFLICT' } });

    const anonymous = await new ApiClient(server.url).gql('{ netbuilderSubscription { plan } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const none = await (await signedIn('client')).gql('{ netbuilderSubscription { plan } }');
    expect(none.body.data).toEqual({ netbuilderSubscription: null });
  });

  it('cancels and resumes with the same rules as REST', async () => {
    const api = await newClient();
    const { body } = await api.post('/api/netbuilder/create-subscription', { plan: 'pro' });
    await payDemoCheckout(api, body.url);

    const notCanceling = await api.gql('mutation { resumeNetbuilderSubscription { cancelAtPeriodEnd } }');
    expect(notCanceling.body.errors[0]).toMatchObject({
      message: 'Your plan is not set to cancel: there is nothing to resume',
      extensions: { code: 'CONFLICT' },
    });
    const canceled = await api.gql('mutation { cancelNetbuilderSubscription { cancelAtPeriodEnd currentPeriodEnd } }');
    expect(canceled.body.data.cancelNetbuilderSubscription.cancelAtPeriodEnd).toBe(true);
    const resumed = await api.gql('mutation { resumeNetbuilderSubscription { plan status cancelAtPeriodEnd currentPeriodEnd } }');
    expect(resumed.body.data.resumeNetbuilderSubscription).toEqual({
      plan: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: canceled.body.data.cancelNetbuilderSubscription.currentPeriodEnd,
    });

    const anonymous = await new ApiClient(server.url).gql('mutation { resumeNetbuilderSubscription { plan } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const none = await (await signedIn('client')).gql('mutation { resumeNetbuilderSubscription { plan } }');
    expect(none.body.errors[0]).toMatchObject({ message: 'You have no NetBuilder subscription', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('OpenAPI', () => {
  it('documents the NetBuilder calls, the webhook, and the subscription read answering null', async () => {
    const doc = (await new ApiClient(server.url).get('/api/openapi.json')).body;
    for (const path of [
      '/api/netbuilder/plans',
      '/api/netbuilder/subscription',
      '/api/netbuilder/create-subscription',
      '/api/netbuilder/cancel-subscription',
      '/api/netbuilder/resume-subscription',
      '/api/netbuilder/reports',
      '/api/netbuilder/reports/{id}/download',
      '/api/webhooks/stripe',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const read = doc.paths['/api/netbuilder/subscription'].get;
    expect(read.description).toContain('`null`');
    expect(JSON.stringify(read.responses['200'].content['application/json'].schema)).toContain('"null"');
    expect(Object.keys(doc.paths['/api/netbuilder/reports/{id}/download'].get.responses['200'].content)).toEqual(['application/pdf']);
    expect(Object.keys(doc.paths['/api/netbuilder/resume-subscription'].post.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '500', '502', '503']);
  });
});
