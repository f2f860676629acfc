import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../graphql-server/src/index.js';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { retryLaterMessage } from '../../graphql-server/src/shared/rate-limit.js';

let server: TestServer;
beforeAll(async () => {
  // Behind a (loopback) proxy, so a test can speak for several addresses with X-Forwarded-For.
  server = await startTestServer({ trustProxy: 'loopback' });
});
afterAll(() => server?.stop());

function limits(overrides: Partial<AppConfig['registrationThrottle']>): void {
  server.config.registrationThrottle = { windowMinutes: 60, maxPerIp: 3, maxPerMinuteGlobal: 1000, ...overrides };
}
beforeEach(async () => {
  await server.sql('delete from form_throttles');
});

const newUser = () => {
  const username = `user-${randomBytes(4).toString('hex')}`;
  return { username, email: `${username}@example.com`, password: 'secret-1', confirmPassword: 'secret-1' };
};
const registerRest = (address: string) => new ApiClient(server.url).post('/api/register', newUser(), { 'x-forwarded-for': address });
const REGISTER = 'mutation Register($input: RegisterInput!) { register(input: $input) { username } }';
const registerGraphQL = (address: string) =>
  new ApiClient(server.url).request('POST', '/graphql', { json: { query: REGISTER, variables: { input: newUser() } }, headers: { 'x-forwarded-for': address } });
const userCount = async () => (await server.sql<{ n: number }>('select count(*)::int as n from users'))[0]!.n;

describe('registration throttle', () => {
  it('lets at most the per-address limit of parallel registrations through; the rest get 429 with Retry-After, and nothing is created for them', async () => {
    limits({ maxPerIp: 3 });
    const before = await userCount();
    const responses = await Promise.all(Array.from({ length: 12 }, () => registerRest('203.0.113.10')));
    const created = responses.filter((res) => res.status === 201);
    const refused = responses.filter((res) => res.status === 429);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const res of refused) {
      expect(res.body.message).toMatch(/^Too many accounts were created from this address\. Please try again in \d+ minutes?\.$/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await userCount()).toBe(before + created.length);

    // Another address still registers.
    expect((await registerRest('203.0.113.11')).status).toBe(201);
  });

  it('holds GraphQL register to the same limits (one service path)', async () => {
    limits({ maxPerIp: 2 });
    expect((await registerRest('203.0.113.20')).status).toBe(201);
    expect((await registerGraphQL('203.0.113.20')).body.data).toEqual({ register: { username: expect.any(String) } });
    const refused = await registerGraphQL('203.0.113.20');
    expect(refused.body.errors[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) } });
    expect((await registerRest('203.0.113.20')).status).toBe(429);
  });

  it('caps registrations from all addresses together per minute', async () => {
    limits({ maxPerIp: 100, maxPerMinuteGlobal: 4 });
    const before = await userCount();
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => registerRest(`198.51.100.${i + 1}`)));
    const created = responses.filter((res) => res.status === 201);
    const refused = responses.filter((res) => res.status === 429);
    expect(created).toHaveLength(4);
    expect(refused).toHaveLength(6);
    for (const res of refused) {
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeLessThanOrEqual(60);
      // The message words the same wait as Retry-After (in seconds under a minute).
      expect(res.body.message).toBe(retryLaterMessage('Too many new accounts right now.', retryAfter));
    }
    expect(await userCount()).toBe(before + 4);
  });

  it('does not count a registration refused for bad input', async () => {
    limits({ maxPerIp: 1 });
    const bad = await new ApiClient(server.url).post('/api/register', { username: 'ab' }, { 'x-forwarded-for': '203.0.113.30' });
    expect(bad.status).toBe(400);
    expect((await registerRest('203.0.113.30')).status).toBe(201);
  });
});
