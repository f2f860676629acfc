import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../graphql-server/src/index.js';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** Every test client comes from 127.0.0.1, so each test starts from empty counters and sets the limits it needs. */
function limits(overrides: Partial<AppConfig['loginThrottle']> = {}): void {
  server.config.loginThrottle = { windowMinutes: 15, maxFailuresPerAccount: 3, maxFailuresPerIp: 8, ...overrides };
}
beforeEach(async () => {
  limits();
  await server.sql('delete from login_throttles');
});

const client = () => new ApiClient(server.url);
const fail = (username: string) => client().post('/api/login', { username, password: 'wrong-password' });
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
    const list = statuses(await Promise.all(Array.from({ length: 30 }, (_, i) => fail(`sprayed-${i}`))));
    expect(count(list, 401)).toBeLessThanOrEqual(6);
    expect(count(list, 401) + count(list, 429)).toBe(30);
    const [row] = await server.sql(`select failures from login_throttles where key = 'ip:127.0.0.1'`);
    expect(row!.failures).toBeLessThanOrEqual(6);
  });
});
