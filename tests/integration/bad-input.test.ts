import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { sampleBusiness, sampleContact, sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Issue 9, "bad input never gets a 500": NUL bytes in any string (PostgreSQL refuses them in text) and malformed
 * %-encodings in paths get a 400 with a reason, whatever the route.
 */

let server: TestServer;

beforeAll(async () => {
  const { loadConfig } = await import('../../graphql-server/src/index.js');
  const defaults = loadConfig({ NODE_ENV: 'test' });
  server = await startTestServer({
    // Many requests from one address: the limits are not what these tests are about.
    loginThrottle: { ...defaults.loginThrottle, maxFailuresPerAccount: 10_000, maxFailuresPerIp: 10_000 },
    formThrottle: { ...defaults.formThrottle, maxPerIp: 10_000, maxPerEmail: 10_000 },
  });
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);
const INTAKE_KEY = { authorization: 'Bearer demo-integration-key' };

/** Every JSON write a caller can make without signing in, with a valid body to plant NUL bytes into. */
const REST_WRITES: { path: string; body: Record<string, unknown>; headers?: Record<string, string> }[] = [
  { path: '/api/login', body: { username: 'client', password: 'demo-pass' } },
  { path: '/api/register', body: { username: 'nul_tester', email: 'nul@example.com', password: 'secret-pass', confirmPassword: 'secret-pass', firstName: 'Nul', lastName: 'Tester' } },
  { path: '/api/contact', body: sampleContact },
  { path: '/api/credit-applications/netbuilder', body: { ...sampleBusiness, plan: 'growth' } },
  { path: '/api/credit-applications/net30', body: { ...sampleBusiness, requestedLimit: 5000, duns: '123456789', intendedUse: 'Office supplies and printer toner' } },
  { path: '/api/applications', body: sampleIntake, headers: INTAKE_KEY },
  { path: '/api/applications/1/claim', body: { token: 'demo-approved' } },
];

/** The same inputs through GraphQL: each mutation with its variables. */
const GRAPHQL_WRITES: { query: string; input: Record<string, unknown> }[] = [
  { query: 'mutation($input: LoginInput!) { login(input: $input) { id } }', input: { username: 'client', password: 'demo-pass' } },
  { query: 'mutation($input: RegisterInput!) { register(input: $input) { id } }', input: REST_WRITES[1]!.body },
  { query: 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }', input: sampleContact },
  { query: 'mutation($input: NetBuilderApplicationInput!) { applyForNetBuilder(input: $input) { id } }', input: REST_WRITES[3]!.body },
  { query: 'mutation($input: Net30ApplicationInput!) { applyForNet30(input: $input) { id } }', input: REST_WRITES[4]!.body },
];

const stringFields = (body: Record<string, unknown>) => Object.keys(body).filter((key) => typeof body[key] === 'string');
const withNul = (value: string, at: number) => `${value.slice(0, at)}\u0000${value.slice(at)}`;

function expectBadRequest(res: ApiResponse, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBe(400);
  expect(typeof res.body?.message, what).toBe('string');
}

function expectGraphQLBadInput(res: ApiResponse, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBe(400);
  expect(res.body.errors?.[0]?.extensions?.code, what).toBe('BAD_USER_INPUT');
  expect(res.body.errors[0].message, what).toMatch(/NUL/);
}

const count = async (table: string) => (await server.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('NUL bytes in strings (item 6)', () => {
  it('a NUL anywhere in a REST JSON body gets 400 with a message, and nothing is stored', async () => {
    const tables = ['users', 'contact_messages', 'credit_applications', 'applications', 'form_throttles', 'login_throttles'];
    const before = await Promise.all(tables.map(count));
    const write = fc.constantFrom(...REST_WRITES).chain((target) =>
      fc.record({
        target: fc.constant(target),
        field: fc.constantFrom(...stringFields(target.body)),
        at: fc.nat({ max: 40 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(write, async ({ target, field, at }) => {
        const value = String(target.body[field]);
        const body = { ...target.body, [field]: withNul(value, Math.min(at, value.length)) };
        expectBadRequest(await api().post(target.path, body, target.headers), `${target.path} ${field}`);
      }),
      { numRuns: 80 },
    );
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('names the field that holds the NUL', async () => {
    const res = await api().post('/api/contact', { ...sampleContact, message: withNul(sampleContact.message, 5) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['message']);
  });

  it('a NUL in a nested value or in a key is refused too', async () => {
    expectBadRequest(await api().post('/api/contact', { ...sampleContact, extra: { list: ['ok', 'b\u0000ad'] } }), 'nested');
    expectBadRequest(await api().post('/api/contact', { ...sampleContact, ['to\u0000pic']: 'x' }), 'key');
    // 30,000 levels deep: a recursive walk would overflow the stack (a 500). Sent as text: JSON.stringify would too.
    const deep = `${'['.repeat(30_000)}"x\\u0000"${']'.repeat(30_000)}`;
    const body = `${JSON.stringify(sampleContact).slice(0, -1)},"deep":${deep}}`;
    expectBadRequest(await api().request('POST', '/api/contact', { body, headers: { 'content-type': 'application/json' } }), 'deeply nested');
  });

  it('a NUL in a path parameter or a query string gets 400', async () => {
    const client = api();
    expect((await client.post('/api/login', { username: 'builder', password: 'demo-pass' })).status).toBe(200);
    for (const path of [
      '/api/applications/1?token=demo%00approved',
      '/api/applications/%00',
      '/api/applications/1%00',
      '/api/articles/%00',
      '/api/articles?page=1%00',
      '/api/netbuilder/reports/%00/download',
      '/payments/demo/checkout/cs_%00',
      '/the-netfund-brief/%00',
      '/%00',
    ]) {
      expectBadRequest(await client.get(path, { accept: 'application/json, text/html' }), path);
    }
  });

  it('a NUL in any GraphQL variable gets 400 BAD_USER_INPUT', async () => {
    const write = fc.constantFrom(...GRAPHQL_WRITES).chain((target) =>
      fc.record({ target: fc.constant(target), field: fc.constantFrom(...stringFields(target.input)), at: fc.nat({ max: 40 }) }),
    );
    await fc.assert(
      fc.asyncProperty(write, async ({ target, field, at }) => {
        const value = String(target.input[field]);
        const input = { ...target.input, [field]: withNul(value, Math.min(at, value.length)) };
        expectGraphQLBadInput(await api().gql(target.query, { input }), `${target.query} ${field}`);
      }),
      { numRuns: 40 },
    );
  });

  it('a NUL in GraphQL lookups and string literals gets 400 BAD_USER_INPUT', async () => {
    const query = 'query($id: ID!, $token: String) { application(id: $id, token: $token) { id } }';
    expectGraphQLBadInput(await api().gql(query, { id: '1', token: 'demo\u0000approved' }), 'token variable');
    expectGraphQLBadInput(await api().gql(query, { id: '1\u0000' }), 'id variable');
    expectGraphQLBadInput(await api().gql('{ article(id: "a\\u0000b") { id } }'), 'id literal');
    expectGraphQLBadInput(await api().gql('mutation { login(input: { username: "client\\u0000", password: "x" }) { id } }'), 'input literal');
  });
});

describe('malformed %-encodings in paths (item 7)', () => {
  it('answers 400 with a JSON message on every API route with a parameter', async () => {
    const client = api();
    expect((await client.post('/api/login', { username: 'builder', password: 'demo-pass' })).status).toBe(200);
    const malformed = fc.constantFrom('%E0%A4%A', '%', '%zz', '%C3', 'a%ED%A0%80', '%F0%9F%98');
    const routes = fc.constantFrom(
      (p: string) => client.get(`/api/applications/${p}`),
      (p: string) => client.get(`/api/netbuilder/reports/${p}/download`),
      (p: string) => client.get(`/api/articles/${p}`),
      (p: string) => client.post(`/api/applications/${p}/claim`, { token: 'x' }),
      (p: string) => client.get(`/payments/demo/checkout/${p}`),
    );
    await fc.assert(
      fc.asyncProperty(routes, malformed, async (send, segment) => {
        expectBadRequest(await send(segment), segment);
      }),
      { numRuns: 30 },
    );
  });

  it('answers a page path with a malformed encoding with 400, never 500', async () => {
    for (const path of ['/the-netfund-brief/%E0%A4%A', '/%E0%A4%A', '/result/%E0%A4%A', '/assets/%E0%A4%A.js']) {
      const res = await api().get(path, { accept: 'text/html' });
      expect(res.status, path).toBe(400);
    }
  });
});
