import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.config.loginThrottle = { windowMinutes: 15, maxFailuresPerAccount: 3, maxFailuresPerIp: 8 };
});
afterAll(() => server?.stop());

const client = () => new ApiClient(server.url);
const fail = (username: string) => client().post('/api/login', { username, password: 'wrong-password' });

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

  it('lets the account in again once the lock has passed, and a success resets its counter', async () => {
    await server.sql(`update login_throttles set locked_until = now() - interval '1 second' where key = 'account:lender'`);
    const res = await client().post('/api/login', { username: 'lender', password: 'demo-pass' });
    expect(res.status).toBe(200);
    expect(await server.sql(`select 1 from login_throttles where key = 'account:lender'`)).toEqual([]);
  });

  it('locks an address after too many failures across accounts', async () => {
    await server.sql('delete from login_throttles');
    for (let i = 0; i < 8; i++) await fail(`someone-${i}`);
    const res = await client().post('/api/login', { username: 'admin', password: 'demo-pass' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many failed login attempts/);
  });
});
