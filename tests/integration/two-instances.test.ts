import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../graphql-server/src/index.js';
import { deliverEmail } from '../../graphql-server/src/modules/email/deliver-email.job.js';
import { ApiClient } from '../support/api-client.js';
import { postWebhook, signedDelivery, subscriptionEvent } from '../support/netbuilder.js';
import { sampleContact, sampleIntake } from '../support/sample-inputs.js';
import { startSecondInstance, startTestServer, type SecondInstance, type TestServer } from '../support/server.js';
import { startSmtpServer, type LocalSmtpServer } from '../support/smtp-server.js';

/**
 * Issue 15 item 4: two app instances on one database, as compose.yaml runs them behind the proxy (which sends each
 * request to either), behave as one system: sessions, throttles, idempotency keys, background jobs and payment
 * webhooks all live in PostgreSQL. Instance A is the test server; B is a second app (its own ORM, connection pool, job
 * queue and HTTP server) on A's database and configuration.
 */
const WEBHOOK_SECRET = 'whsec_two_instances';
const MAX_PER_EMAIL = 3;
const MAX_LOGIN_FAILURES = 4;
const clock = new TestClock('2030-01-01T00:00:30Z');

let a: TestServer;
let b: SecondInstance;
let smtp: LocalSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const defaults = loadConfig({ NODE_ENV: 'test' });
  a = await startTestServer({
    jobs: { enabled: true, clock },
    mail: { smtpUrl: smtp.url, from: 'NetFund <no-reply@netfund.example>' },
    payments: { ...defaults.payments, webhookSecret: WEBHOOK_SECRET },
    formThrottle: { windowMinutes: 60, maxPerIp: 1000, maxPerEmail: MAX_PER_EMAIL },
    loginThrottle: {
      windowMinutes: 15,
      maxFailuresPerAccount: MAX_LOGIN_FAILURES,
      maxFailuresPerIp: 1000,
      maxFailuresPerDevice: 5,
    },
  });
  b = await startSecondInstance(a.config);
});

afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await smtp?.stop();
});

/** The instance of the i-th request when requests alternate, as the proxy's round robin sends them. */
const either = (i: number) => (i % 2 === 0 ? a.url : b.url);
const count = async (sql: string, params: unknown[] = []) =>
  (await a.sql<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n;

let users = 0;
async function register(url: string): Promise<{ id: number; username: string; email: string }> {
  const username = `two_instances_${++users}`;
  const email = `${username}@example.com`;
  const res = await new ApiClient(url).post('/api/register', {
    username,
    email,
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
  });
  expect(res.status).toBe(201);
  const [row] = await a.sql<{ id: number }>('select id from users where username = $1', [username]);
  return { id: row!.id, username, email };
}

describe('two app instances on one database', () => {
  it('are two instances: two job queues, two HTTP servers, two connection pools', async () => {
    expect(a.url).not.toBe(b.url);
    expect(b.db.orm).not.toBe(a.db.orm);
    expect(await a.sql('select count(*)::int as n from pgboss.instance where stopped_on is null')).toEqual([{ n: 2 }]);
  });

  it('share sessions: signed in on A is signed in on B, and signing out on B signs out on A', async () => {
    const onA = new ApiClient(a.url);
    expect((await onA.post('/api/login', { username: 'client', password: 'demo-pass' })).status).toBe(200);
    const onB = new ApiClient(b.url);
    onB.setCookie('netfund_session', onA.cookie('netfund_session')!);
    expect((await onB.get('/api/user')).body).toEqual({ username: 'client', role: 'client' });

    expect((await onB.post('/api/logout')).status).toBeLessThan(300);
    const afterSignOut = await onA.get('/api/user');
    expect(afterSignOut.status).toBe(401);
  });

  it('share the contact form throttle: parallel submissions spread over both get exactly the per-e-mail limit through', async () => {
    const email = 'throttled-on-two@example.com';
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        new ApiClient(either(i)).post('/api/contact', {
          ...sampleContact,
          email,
          message: `${sampleContact.message} (${i})`,
        }),
      ),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(MAX_PER_EMAIL).fill(201),
      ...Array<number>(8 - MAX_PER_EMAIL).fill(429),
    ]);
    expect(await count('contact_messages where email = $1', [email])).toBe(MAX_PER_EMAIL);
    // And after the burst, one more on either instance is refused too.
    expect((await new ApiClient(b.url).post('/api/contact', { ...sampleContact, email })).status).toBe(429);
    expect((await new ApiClient(a.url).post('/api/contact', { ...sampleContact, email })).status).toBe(429);
  });

  it('share the failed-login throttle: parallel wrong passwords on both evaluate at most the account limit, then both refuse', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new ApiClient(either(i)).post('/api/login', { username: 'lender', password: 'wrong-password' }),
      ),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_LOGIN_FAILURES);
    expect(statuses.filter((status) => status === 401 || status === 429)).toHaveLength(20);
    // The account is locked on both instances, for the right password too.
    for (const url of [a.url, b.url])
      expect((await new ApiClient(url).post('/api/login', { username: 'lender', password: 'demo-pass' })).status).toBe(
        429,
      );
  });

  it('share idempotency keys: the same intake sent to A and B in parallel creates one application', async () => {
    const before = await count('applications');
    const headers = { authorization: 'Bearer demo-integration-key', 'idempotency-key': 'two-instances-0001' };
    const body = { ...sampleIntake, ownerEmail: 'parallel@bluefern.example' };
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => new ApiClient(either(i)).post('/api/applications', body, headers)),
    );
    expect(await count('applications')).toBe(before + 1);
    expect(await count(`idempotency_keys where key = 'two-instances-0001'`)).toBe(1);
    const created = results.filter((res) => res.status === 201);
    expect(created.length).toBeGreaterThan(0);
    // Every answer is the one application (a request that found the first still in flight may be told to retry).
    for (const res of created) expect(res.body.id).toBe(created[0]!.body.id);
    for (const res of results) expect([201, 409]).toContain(res.status);
    // A retry afterwards on either instance is a replay of the same answer.
    for (const url of [a.url, b.url]) {
      const replay = await new ApiClient(url).post('/api/applications', body, headers);
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(created[0]!.body);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }
  });

  it('apply a Stripe webhook event delivered to both instances in parallel once', async () => {
    const user = await register(a.url);
    const event = subscriptionEvent(
      { userId: user.id, plan: 'growth', key: `two_${user.id}`, t0: 1_780_000_000 },
      'evt_two_instances_1',
      'customer.subscription.created',
      1_780_000_000,
      {
        status: 'active',
        periodIndex: 0,
      },
    );
    const { payload, signature } = signedDelivery(event, WEBHOOK_SECRET);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => postWebhook(either(i), payload, signature)));
    expect(results.map((res) => res.status)).toEqual(Array<number>(6).fill(200));
    expect(results.map((res) => res.body.outcome as string).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(await count('payment_webhook_events where event_id = $1', ['evt_two_instances_1'])).toBe(1);
    expect(await count('netbuilder_subscriptions where user_id = $1', [user.id])).toBe(1);
  });

  it('run a background job once: an e-mail queued through B is delivered once with both instances’ workers running', async () => {
    const user = await register(b.url);
    const queued = await a.sql<{ id: number; status: string }>(
      `select id, status from email_outbox where to_address = $1`,
      [user.email],
    );
    expect(queued).toEqual([{ id: expect.any(Number), status: 'pending' }]);

    // Past two occurrences of the every-minute delivery, with time for both instances' cron passes and polls.
    for (const minute of ['2030-01-01T00:01:00Z', '2030-01-01T00:02:00Z']) {
      await clock.setTime(new Date(minute).getTime() + 5_000);
      await clock.tick(45_000);
    }
    await vi.waitFor(async () => expect(smtp.received.filter((mail) => mail.rcptTo.includes(user.email))).toHaveLength(1), {
      timeout: 20_000,
      interval: 200,
    });
    await vi.waitFor(
      async () =>
        expect(await count(`pgboss.job where name = $1 and state = 'completed'`, [deliverEmail.name])).toBe(2),
      { timeout: 20_000, interval: 200 },
    );
    // Once per occurrence across both instances (not once per instance), and the message sent once.
    expect(smtp.received.filter((mail) => mail.rcptTo.includes(user.email))).toHaveLength(1);
    expect(await a.sql(`select status, attempts from email_outbox where id = $1`, [queued[0]!.id])).toEqual([
      { status: 'sent', attempts: 1 },
    ]);
  });
});
