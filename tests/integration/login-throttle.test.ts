import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../graphql-server/src/index.js';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  // Behind a (loopback) proxy, so a test can speak for other addresses (X-Forwarded-For) and for HTTPS.
  server = await startTestServer({ trustProxy: 'loopback' });
});
afterAll(() => server?.stop());

/** Test clients share an address unless they send X-Forwarded-For: each test starts from empty counters and its own limits. */
function limits(overrides: Partial<AppConfig['loginThrottle']> = {}): void {
  server.config.loginThrottle = { windowMinutes: 15, maxFailuresPerAccount: 3, maxFailuresPerIp: 8, maxFailuresPerDevice: 5, ...overrides };
}
beforeEach(async () => {
  limits();
  await server.sql('delete from login_throttles');
});

const client = () => new ApiClient(server.url);
const fail = (username: string, address = '127.0.0.1') =>
  client().post('/api/login', { username, password: 'wrong-password' }, { 'x-forwarded-for': address });
const statuses = (responses: { status: number }[]) => responses.map((res) => res.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('failed-login throttling', () => {
  it('locks an account after too many failures, even for the right password, with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await fail('lender')).status).toBe(401);
    const locked = await client().post('/api/login', { username: 'LENDER', password: 'demo-pass' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);

    const gql = await client().gql('mutation { login(input: { username: "lender", password: "demo-pass" }) { username } }');
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    const [row] = await server.sql('select failures from login_throttles where key = $1', ['account:lender']);
    expect(row).toEqual({ failures: 3 });
  });

  it('lets the account in again once the lock has passed', async () => {
    for (let i = 0; i < 3; i++) await fail('lender');
    await server.sql(`update login_throttles set locked_until = now() - interval '1 second' where key = 'account:lender'`);
    const res = await client().post('/api/login', { username: 'lender', password: 'demo-pass' });
    expect(res.status).toBe(200);
    const [row] = await server.sql(`select failures, locked_until from login_throttles where key = 'account:lender'`);
    expect(row).toEqual({ failures: 0, locked_until: null });
  });

  it('a successful sign-in gives back only its own attempt: failures made by others stay counted', async () => {
    await fail('lender');
    await fail('lender');
    expect((await client().post('/api/login', { username: 'lender', password: 'demo-pass' })).status).toBe(200);
    const [row] = await server.sql(`select failures from login_throttles where key = 'account:lender'`);
    expect(row).toEqual({ failures: 2 });
    expect((await fail('lender')).status).toBe(401);
    expect((await fail('lender')).status).toBe(429);
  });

  it('locks an address after too many failures across accounts', async () => {
    for (let i = 0; i < 8; i++) await fail(`someone-${i}`);
    const res = await client().post('/api/login', { username: 'admin', password: 'demo-pass' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many failed login attempts/);
  });
});

describe('failed-login throttling under concurrency', () => {
  it('evaluates at most the account limit of 40 parallel wrong passwords; the rest get 429 with Retry-After', async () => {
    limits({ maxFailuresPerAccount: 5, maxFailuresPerIp: 1000 });
    const responses = await Promise.all(Array.from({ length: 40 }, () => fail('client')));
    const list = statuses(responses);
    expect(count(list, 401)).toBeLessThanOrEqual(5);
    expect(count(list, 401) + count(list, 429)).toBe(40);
    for (const res of responses.filter((r) => r.status === 429)) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The account is locked for the right password too.
    expect((await client().post('/api/login', { username: 'client', password: 'demo-pass' })).status).toBe(429);
  });

  it('lets the right password through only within the limit when it races wrong guesses', async () => {
    limits({ maxFailuresPerAccount: 5, maxFailuresPerIp: 1000 });
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 20 ? 'demo-pass' : `guess-${i}`));
    const list = statuses(await Promise.all(guesses.map((password) => client().post('/api/login', { username: 'admin', password }))));
    // A success gives its attempt back, so at most one more wrong guess may follow it: never more than 5 in all.
    expect(count(list, 401)).toBeLessThanOrEqual(5);
    expect(count(list, 401) + count(list, 200) + count(list, 429)).toBe(30);
  });

  it('evaluates at most the address limit of parallel wrong passwords spread over many accounts', async () => {
    limits({ maxFailuresPerAccount: 1000, maxFailuresPerIp: 6 });
    const list = statuses(await Promise.all(Array.from({ length: 30 }, (_, i) => fail(`sprayed-${i}`, '198.51.100.7'))));
    expect(count(list, 401)).toBeLessThanOrEqual(6);
    expect(count(list, 401) + count(list, 429)).toBe(30);
    const [row] = await server.sql(`select failures from login_throttles where key = 'ip:198.51.100.7'`);
    expect(row!.failures).toBeLessThanOrEqual(6);
    // Another address is not affected.
    expect((await fail('sprayed-0', '198.51.100.8')).status).toBe(401);
  });
});

describe('device cookies (OWASP): no lock-out of the real user', () => {
  const signIn = (api: ApiClient, username: string, password = 'demo-pass') => api.post('/api/login', { username, password });

  /** The user's own browser: signed in and out once, so it holds a device cookie for `username`. */
  async function knownBrowser(username: string): Promise<ApiClient> {
    const browser = client();
    expect((await signIn(browser, username)).status).toBe(200);
    expect((await browser.post('/api/logout')).status).toBe(204);
    expect(browser.cookie('netfund_device')).toBeDefined();
    return browser;
  }

  async function lockForUnknownClients(username: string): Promise<void> {
    for (let i = 0; i < 3; i++) expect((await fail(username)).status).toBe(401);
    expect((await signIn(client(), username)).status).toBe(429);
  }

  it("lets the user's browser sign in while the account is locked for everyone else", async () => {
    const browser = await knownBrowser('lender');
    await lockForUnknownClients('lender');

    const res = await signIn(browser, 'lender');
    expect(res.status).toBe(200);
    expect((await browser.get('/api/user')).body).toEqual({ username: 'lender', role: 'lender' });
    // A new client with the right password is still refused.
    expect((await signIn(client(), 'lender')).status).toBe(429);
    // GraphQL signs in through the same service: the same bypass.
    const gql = await browser.gql('mutation { login(input: { username: "lender", password: "demo-pass" }) { username } }');
    expect(gql.body).toEqual({ data: { login: { username: 'lender' } } });
  });

  it('sets the device cookie HttpOnly, SameSite=Lax, Path=/ for 180 days, and stores only its hash', async () => {
    const browser = client();
    const res = await signIn(browser, 'client');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('netfund_device='));
    expect(cookie).toMatch(/^netfund_device=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${180 * 24 * 3600}`);
    const token = browser.cookie('netfund_device')!;
    const rows = await server.sql<{ token_hash: string }>('select token_hash from device_tokens');
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('uses the __Host- prefix and Secure over HTTPS, like the session cookie', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const browser = client();
    const res = await browser.post('/api/login', { username: 'lender', password: 'demo-pass' }, https);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-netfund_device='));
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    await browser.request('POST', '/api/logout', { json: {}, headers: https });
    await lockForUnknownClients('lender');
    expect((await browser.post('/api/login', { username: 'lender', password: 'demo-pass' }, https)).status).toBe(200);
  });

  it('gives a new device cookie at each sign-in; the old one no longer lets anyone past a lock', async () => {
    const browser = await knownBrowser('lender');
    const old = browser.cookie('netfund_device')!;
    expect((await signIn(browser, 'lender')).status).toBe(200);
    expect(browser.cookie('netfund_device')).not.toBe(old);

    await lockForUnknownClients('lender');
    const copy = client();
    copy.setCookie('netfund_device', old);
    expect((await signIn(copy, 'lender')).status).toBe(429);
  });

  it("gives no bypass with another user's device cookie, or with a forged one", async () => {
    const clientsBrowser = await knownBrowser('client');
    await lockForUnknownClients('lender');
    expect((await signIn(clientsBrowser, 'lender')).status).toBe(429);

    for (const forged of ['garbage', 'A'.repeat(43), 'x'.repeat(500)]) {
      const attacker = client();
      attacker.setCookie('netfund_device', forged);
      expect((await signIn(attacker, 'lender')).status).toBe(429);
    }
  });

  it('holds a browser with a device cookie to its own limit, also for parallel guesses', async () => {
    limits({ maxFailuresPerDevice: 5 });
    const browser = await knownBrowser('lender');
    await lockForUnknownClients('lender');

    const guesses = await Promise.all(Array.from({ length: 20 }, () => signIn(browser, 'lender', 'wrong-password')));
    const list = statuses(guesses);
    expect(count(list, 401)).toBeLessThanOrEqual(5);
    expect(count(list, 401) + count(list, 429)).toBe(20);
    expect((await signIn(browser, 'lender')).status).toBe(429);
  });
});
