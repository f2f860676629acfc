import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { addDays, platformToday } from '../../graphql-server/src/shared/calendar.js';
import { fundedDeal } from '../support/funding-fixtures.js';
import { sampleBusiness, sampleContact, sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Issue 9, "bad input never gets a 500": NUL bytes in any string (PostgreSQL refuses them in text) and malformed
 * %-encodings in paths get a 400 with a reason, whatever the route. Issue 27 item 3: the same for unpaired UTF-16
 * surrogates (`"Jo\ud800"` in JSON), which PostgreSQL refuses in the audit record's JSON.
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
  {
    path: '/api/register',
    body: {
      username: 'nul_tester',
      email: 'nul@example.com',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
      firstName: 'Nul',
      lastName: 'Tester',
    },
  },
  { path: '/api/contact', body: sampleContact },
  { path: '/api/credit-applications/netbuilder', body: { ...sampleBusiness, plan: 'growth' } },
  {
    path: '/api/credit-applications/net30',
    body: {
      ...sampleBusiness,
      requestedLimit: 5000,
      duns: '123456789',
      intendedUse: 'Office supplies and printer toner',
    },
  },
  { path: '/api/applications', body: sampleIntake, headers: INTAKE_KEY },
  { path: '/api/applications/1/claim', body: { token: 'demo-approved' } },
];

/** The same inputs through GraphQL: each mutation with its variables. */
const GRAPHQL_WRITES: { query: string; input: Record<string, unknown> }[] = [
  {
    query: 'mutation($input: LoginInput!) { login(input: $input) { id } }',
    input: { username: 'client', password: 'demo-pass' },
  },
  { query: 'mutation($input: RegisterInput!) { register(input: $input) { id } }', input: REST_WRITES[1]!.body },
  {
    query: 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }',
    input: sampleContact,
  },
  {
    query: 'mutation($input: NetBuilderApplicationInput!) { applyForNetBuilder(input: $input) { id } }',
    input: REST_WRITES[3]!.body,
  },
  {
    query: 'mutation($input: Net30ApplicationInput!) { applyForNet30(input: $input) { id } }',
    input: REST_WRITES[4]!.body,
  },
];

const stringFields = (body: Record<string, unknown>) =>
  Object.keys(body).filter((key) => typeof body[key] === 'string');
const withNul = (value: string, at: number) => `${value.slice(0, at)}\u0000${value.slice(at)}`;

/** Text PostgreSQL cannot store, and the words the refusal uses for it: NUL, lone high/low surrogates, a reversed pair. */
const UNSTORABLE: { text: string; problem: RegExp }[] = [
  { text: '\u0000', problem: /must not contain NUL characters/ },
  ...['\ud800', '\udbff', '\udc00', '\udfff', '\ude00\ud83d'].map((text) => ({
    text,
    problem: /must not contain unpaired surrogate characters/,
  })),
];
const unstorable = fc.constantFrom(...UNSTORABLE);
const planted = (value: string, at: number, text: string) => `${value.slice(0, at)}${text}${value.slice(at)}`;

function expectBadRequest(res: ApiResponse, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBe(400);
  expect(typeof res.body?.message, what).toBe('string');
}

function expectGraphQLBadInput(res: ApiResponse, what: string, problem = /NUL/) {
  expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBe(400);
  expect(res.body.errors?.[0]?.extensions?.code, what).toBe('BAD_USER_INPUT');
  expect(res.body.errors[0].message, what).toMatch(problem);
}

const count = async (table: string) =>
  (await server.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('NUL bytes and unpaired surrogates in strings (issue 9 item 6, issue 27 item 3)', () => {
  it('a NUL or an unpaired surrogate anywhere in a REST JSON body gets 400 naming the field, and nothing is stored', async () => {
    const tables = [
      'users',
      'contact_messages',
      'credit_applications',
      'applications',
      'form_throttles',
      'login_throttles',
    ];
    const before = await Promise.all(tables.map(count));
    const write = fc.constantFrom(...REST_WRITES).chain((target) =>
      fc.record({
        target: fc.constant(target),
        field: fc.constantFrom(...stringFields(target.body)),
        at: fc.nat({ max: 40 }),
        bad: unstorable,
      }),
    );
    await fc.assert(
      fc.asyncProperty(write, async ({ target, field, at, bad }) => {
        const value = String(target.body[field]);
        const body = { ...target.body, [field]: planted(value, Math.min(at, value.length), bad.text) };
        const res = await api().post(target.path, body, target.headers);
        expectBadRequest(res, `${target.path} ${field} ${JSON.stringify(bad.text)}`);
        expect(res.body.message).toMatch(new RegExp(`^${field} ${bad.problem.source}`));
      }),
      { numRuns: 120 },
    );
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('names the field that holds the NUL', async () => {
    const res = await api().post('/api/contact', { ...sampleContact, message: withNul(sampleContact.message, 5) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['message']);
  });

  it('a NUL in a nested value or in a key is refused too', async () => {
    expectBadRequest(
      await api().post('/api/contact', { ...sampleContact, extra: { list: ['ok', 'b\u0000ad'] } }),
      'nested',
    );
    expectBadRequest(await api().post('/api/contact', { ...sampleContact, ['to\u0000pic']: 'x' }), 'key');
    // 30,000 levels deep: a recursive walk would overflow the stack (a 500). Sent as text: JSON.stringify would too.
    const deep = `${'['.repeat(30_000)}"x\\u0000"${']'.repeat(30_000)}`;
    const body = `${JSON.stringify(sampleContact).slice(0, -1)},"deep":${deep}}`;
    expectBadRequest(
      await api().request('POST', '/api/contact', { body, headers: { 'content-type': 'application/json' } }),
      'deeply nested',
    );
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

  it('a NUL or an unpaired surrogate in any GraphQL variable gets 400 BAD_USER_INPUT naming the variable', async () => {
    const write = fc.constantFrom(...GRAPHQL_WRITES).chain((target) =>
      fc.record({
        target: fc.constant(target),
        field: fc.constantFrom(...stringFields(target.input)),
        at: fc.nat({ max: 40 }),
        bad: unstorable,
      }),
    );
    await fc.assert(
      fc.asyncProperty(write, async ({ target, field, at, bad }) => {
        const value = String(target.input[field]);
        const input = { ...target.input, [field]: planted(value, Math.min(at, value.length), bad.text) };
        const problem = new RegExp(`^\\$input\\.${field} ${bad.problem.source}`);
        expectGraphQLBadInput(await api().gql(target.query, { input }), `${target.query} ${field}`, problem);
      }),
      { numRuns: 60 },
    );
  });

  it('a NUL in GraphQL lookups and string literals gets 400 BAD_USER_INPUT', async () => {
    const query = 'query($id: ID!, $token: String) { application(id: $id, token: $token) { id } }';
    expectGraphQLBadInput(await api().gql(query, { id: '1', token: 'demo\u0000approved' }), 'token variable');
    expectGraphQLBadInput(await api().gql(query, { id: '1\u0000' }), 'id variable');
    expectGraphQLBadInput(await api().gql('{ article(id: "a\\u0000b") { id } }'), 'id literal');
    expectGraphQLBadInput(
      await api().gql('mutation { login(input: { username: "client\\u0000", password: "x" }) { id } }'),
      'input literal',
    );
  });
});

describe('"Jo\\ud800" where it answered 500 (issue 27 item 3)', () => {
  /** The body as its JSON text, with the escape `\ud800` as a client writes it (JSON.stringify keeps a lone surrogate as that escape too). */
  const rawJson = (caller: ApiClient, path: string, json: string, headers: Record<string, string> = {}) =>
    caller.request('POST', path, { body: json, headers: { 'content-type': 'application/json', ...headers } });
  const gqlRaw = (caller: ApiClient, query: string, variablesJson: string) =>
    rawJson(caller, '/graphql', `{"query":${JSON.stringify(query)},"variables":${variablesJson}}`);

  it('POST /api/register and POST /api/applications: 400 naming the field, nothing stored', async () => {
    const tables = ['users', 'applications', 'audit_event'];
    const before = await Promise.all(tables.map(count));
    const register = { ...REST_WRITES[1]!.body, username: 'surrogate_tester', email: 'surrogate@example.com' };
    const registered = await rawJson(api(), '/api/register', JSON.stringify(register).replace('"Nul"', '"Jo\\ud800"'));
    expectBadRequest(registered, 'register');
    expect(registered.body.message).toBe('firstName must not contain unpaired surrogate characters');
    const intake = await rawJson(
      api(),
      '/api/applications',
      JSON.stringify(sampleIntake).replace('"Jordan Reyes"', '"Jo\\ud800"'),
      INTAKE_KEY,
    );
    expectBadRequest(intake, 'intake');
    expect(intake.body.message).toBe('contactName must not contain unpaired surrogate characters');
    expect(await Promise.all(tables.map(count))).toEqual(before);
    // A well-formed pair (an emoji) is ordinary text.
    const emoji = await api().post('/api/register', { ...register, firstName: 'Jo\u{1F600}' });
    expect(emoji.status, emoji.text).toBe(201);
  });

  it('a client note, an information-request answer and a ledger reference: 400 BAD_USER_INPUT naming the variable, nothing stored', async () => {
    const signedIn = async (username: string) => {
      const caller = api();
      expect((await caller.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
      return caller;
    };
    const [admin, client, lender] = await Promise.all([signedIn('admin'), signedIn('client'), signedIn('lender')]);
    const [clientUser] = await server.sql<{ id: number }>(`select id from users where username = 'client'`);

    // The client's own application, with an information request holding a question.
    const intake = await api().post(
      '/api/applications',
      { ...sampleIntake, businessName: 'Surrogate Bakery LLC' },
      INTAKE_KEY,
    );
    const token = new URL(intake.body.resultUrl, server.url).searchParams.get('token')!;
    expect((await client.post(`/api/applications/${intake.body.id}/claim`, { token })).status).toBe(200);
    const dueAt = addDays(platformToday(), 5);
    const request = await admin.gql(`mutation Q($input: RequestInfoInput!) { requestInfo(input: $input) { id } }`, {
      input: {
        applicationId: String(intake.body.id),
        message: 'Please',
        dueAt,
        items: [{ kind: 'question', prompt: 'What will you use the funds for?' }],
      },
    });
    expect(request.body.errors).toBeUndefined();
    const requestId = request.body.data.requestInfo.id as string;

    // A funded deal, for its ledger.
    const fundingId = await fundedDeal(server, lender);

    const tables = ['client_note', 'funding_transaction', 'audit_event'];
    const before = await Promise.all(tables.map(count));
    const items = async () =>
      (await server.sql<{ items: unknown }>('select items from info_request where id = $1', [requestId]))[0]!.items;
    const itemsBefore = await items();
    const note = await gqlRaw(
      admin,
      'mutation N($clientId: ID!, $body: String!) { addClientNote(clientId: $clientId, body: $body) { id } }',
      `{"clientId":"${clientUser!.id}","body":"Jo\\ud800"}`,
    );
    expectGraphQLBadInput(note, 'client note', /^\$body must not contain unpaired surrogate characters$/);
    const answer = await gqlRaw(
      client,
      'mutation A($input: AnswerInfoRequestInput!) { answerInfoRequest(input: $input) { id } }',
      `{"input":{"id":"${requestId}","answers":[{"itemIndex":0,"answer":"Jo\\ud800"}]}}`,
    );
    expectGraphQLBadInput(
      answer,
      'info-request answer',
      /^\$input\.answers\.0\.answer must not contain unpaired surrogate characters$/,
    );
    const ledger = await gqlRaw(
      admin,
      'mutation T($id: ID!, $input: FundingTransactionInput!) { addFundingTransaction(fundingId: $id, input: $input) { id } }',
      `{"id":"${fundingId}","input":{"type":"payment","amountCents":1000,"occurredOn":"${platformToday()}","externalRef":"Jo\\ud800"}}`,
    );
    expectGraphQLBadInput(
      ledger,
      'ledger reference',
      /^\$input\.externalRef must not contain unpaired surrogate characters$/,
    );
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(await items()).toEqual(itemsBefore);
  });
});

describe('file names cut to length never keep half a character (issue 27 item 3)', () => {
  it('an upload named with an emoji where the 150-character limit cuts is stored, its name well-formed', async () => {
    const client = api();
    expect((await client.post('/api/login', { username: 'client', password: 'demo-pass' })).status).toBe(200);
    const intake = await api().post(
      '/api/applications',
      { ...sampleIntake, businessName: 'Long Name Bakery LLC' },
      INTAKE_KEY,
    );
    const token = new URL(intake.body.resultUrl, server.url).searchParams.get('token')!;
    expect((await client.post(`/api/applications/${intake.body.id}/claim`, { token })).status).toBe(200);
    // 145 letters, then an emoji (two UTF-16 units) across the cut at 146, as RFC 5987's filename* sends UTF-8.
    const name = `${'a'.repeat(145)}\u{1F600}${'b'.repeat(10)}.pdf`;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(1000, 0x20)]);
    const boundary = 'netfund-test-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="docType"\r\n\r\nbusiness_license\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(name)}\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(`${server.url}/api/applications/${intake.body.id}/documents`, {
      method: 'POST',
      body,
      headers: { cookie: client.cookieHeader, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 200)).toBe(201);
    const [stored] = await server.sql<{ file_name: string }>('select file_name from document where id = $1', [
      JSON.parse(text).id,
    ]);
    expect(stored!.file_name).toBe(`${'a'.repeat(145)}.pdf`);
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
