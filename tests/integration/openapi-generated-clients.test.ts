import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../rest-compat/src/openapi/document.js';
import { mountOf } from '../../rest-compat/src/openapi/standard-responses.js';
import { ApiClient, signedInClient } from '../support/api-client.js';
import { sampleBusiness, sampleContact } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * The OpenAPI document matches what a client generated from it sends (issue 27, item 12): every JSON write declares
 * a JSON body, so the generated client sends the `Content-Type: application/json` the CSRF defence requires; the
 * request bodies are as strict as the document says; and malformed ids are a 400 wherever they are.
 */

type Media = { schema?: unknown; example?: unknown };
type Operation = { operationId: string; requestBody?: { required?: boolean; content: Record<string, Media> } };
const WRITES = ['post', 'put', 'patch', 'delete'] as const;

function operation(path: string, method: (typeof WRITES)[number] = 'post'): Operation {
  return (openApiDocument().paths as Record<string, Record<string, Operation>>)[path]![method]!;
}

/** What a generated client sends for an operation: the declared media type and the example body, or nothing. */
function generatedRequest(path: string): { body?: string; headers: Record<string, string> } {
  const json = operation(path).requestBody?.content['application/json'];
  return json
    ? { body: JSON.stringify(json.example ?? {}), headers: { 'content-type': 'application/json' } }
    : { headers: {} };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const BODILESS = [
  '/api/logout',
  '/api/sessions/sign-out-others',
  '/api/netbuilder/cancel-subscription',
  '/api/netbuilder/resume-subscription',
];

describe('a client generated from the document', () => {
  it('finds a required JSON request body on every write of the JSON routes', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, Operation>>;
    const missing = Object.entries(paths).flatMap(([path, item]) =>
      mountOf(path) !== 'json'
        ? []
        : WRITES.filter((method) => item[method] && !item[method]!.requestBody?.content['application/json']).map(
            (method) => `${method.toUpperCase()} ${path}`,
          ),
    );
    expect(missing).toEqual([]);
    for (const path of BODILESS) expect(operation(path).requestBody?.required, path).toBe(true);
  });

  it.each(BODILESS)('is not refused with 415 on %s', async (path) => {
    const client = await signedInClient(server.url, 'client');
    const answer = await client.request('POST', path, generatedRequest(path));
    expect(answer.status).not.toBe(415);
    expect(answer.status).toBeLessThan(500);
  });
});

describe('request bodies are strict, as docs/integrating.md promises', () => {
  it('POST /api/login refuses an unknown field with 400, and the document says so', async () => {
    const answer = await new ApiClient(server.url).post('/api/login', {
      username: 'client',
      password: 'demo-pass',
      rememberMe: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Unknown field: rememberMe',
      code: 'BAD_USER_INPUT',
      errors: { _: 'Unknown field: rememberMe' },
    });
    expect(operation('/api/login').requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Login',
    });
    const schemas = openApiDocument().components?.schemas as Record<string, { additionalProperties?: unknown }>;
    expect(schemas.Login!.additionalProperties).toBe(false);
  });

  it('POST /api/register refuses an unknown field too, and creates nothing', async () => {
    const username = `strict-${Date.now()}`;
    const answer = await new ApiClient(server.url).post('/api/register', {
      username,
      email: `${username}@example.com`,
      password: 'long-enough-pass',
      confirmPassword: 'long-enough-pass',
      role: 'admin',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Unknown field: role',
      code: 'BAD_USER_INPUT',
      errors: { _: 'Unknown field: role' },
    });
    expect(await server.sql('select id from users where username = $1', [username])).toEqual([]);
    const schemas = openApiDocument().components?.schemas as Record<string, { additionalProperties?: unknown }>;
    expect(schemas.Registration!.additionalProperties).toBe(false);
  });

  it('POST /api/applications/{id}/claim with {} is a 400 naming the token', async () => {
    const client = await signedInClient(server.url, 'client');
    const answer = await client.post('/api/applications/1/claim', {});
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Token is required',
      code: 'BAD_USER_INPUT',
      errors: { token: 'Token is required' },
    });
    const unknown = await client.post('/api/applications/1/claim', { token: 'demo-approved', extra: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown field: extra');
  });
});

/** A 400 that names the unknown field, as the login's. */
function expectUnknownField(answer: { status: number; body: unknown }, field: string, at = '_') {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: 400,
    body: { message: `Unknown field: ${field}`, code: 'BAD_USER_INPUT', errors: { [at]: `Unknown field: ${field}` } },
  });
}

let einSequence = 0;
const nextEin = () => `87-${String(4_100_000 + ++einSequence).padStart(7, '0')}`;

describe('every other JSON request body is strict too, and an unknown field stores nothing', () => {
  it('POST /api/contact', async () => {
    const email = `strict-contact-${Date.now()}@example.com`;
    const answer = await new ApiClient(server.url).post('/api/contact', { ...sampleContact, email, priority: 'high' });
    expectUnknownField(answer, 'priority');
    expect(await server.sql('select id from contact_messages where email = $1', [email])).toEqual([]);
    expect(await server.sql(`select key from form_throttles where key = $1`, [`contact:email:${email}`])).toEqual([]);
  });

  it('POST /api/credit-applications/netbuilder', async () => {
    const email = `strict-nb-${Date.now()}@example.com`;
    const answer = await new ApiClient(server.url).post('/api/credit-applications/netbuilder', {
      ...sampleBusiness,
      email,
      ein: nextEin(),
      plan: 'starter',
      discountCode: 'FREE',
    });
    expectUnknownField(answer, 'discountCode');
    expect(await server.sql('select id from credit_applications where email = $1', [email])).toEqual([]);
  });

  it('POST /api/credit-applications/net30, at the top and in a trade reference', async () => {
    const email = `strict-n30-${Date.now()}@example.com`;
    const body = {
      ...sampleBusiness,
      email,
      ein: nextEin(),
      requestedLimit: 5000,
      intendedUse: 'Packaging, pallets and shipping supplies.',
      tradeReferences: [{ company: 'Uline', contact: 'Pat Moore', phoneOrEmail: 'ar@uline.example' }],
    };
    const api = new ApiClient(server.url);
    expectUnknownField(
      await api.post('/api/credit-applications/net30', { ...body, approvedLimit: 50_000 }),
      'approvedLimit',
    );
    expectUnknownField(
      await api.post('/api/credit-applications/net30', {
        ...body,
        tradeReferences: [{ ...body.tradeReferences[0], verified: true }],
      }),
      'verified',
      'tradeReferences.0',
    );
    expect(await server.sql('select id from net30_application where email = $1', [email])).toEqual([]);
  });

  it('POST /api/netbuilder/create-subscription', async () => {
    const client = await signedInClient(server.url, 'client');
    const before = await server.sql('select count(*)::int as n from netbuilder_checkouts');
    const answer = await client.post('/api/netbuilder/create-subscription', { plan: 'starter', priceCents: 0 });
    expectUnknownField(answer, 'priceCents');
    expect(await server.sql('select count(*)::int as n from netbuilder_checkouts')).toEqual(before);
  });

  it('POST /api/login/two-factor: refused before the challenge is looked at or an attempt counted', async () => {
    const api = new ApiClient(server.url);
    const answer = await api.post('/api/login/two-factor', {
      challenge: 'no-such-challenge',
      code: '123456',
      trustDevice: true,
    });
    expectUnknownField(answer, 'trustDevice');
    expect(api.cookie('netfund_session')).toBeUndefined();
  });

  it.each(BODILESS)('%s takes no fields', async (path) => {
    const client = await signedInClient(server.url, 'client');
    expectUnknownField(await client.post(path, { force: true }), 'force');
    // Nothing was done: still signed in.
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('a malformed id is a 400, like a malformed application id', () => {
  it('GET /api/net30/invoices/{id}/pdf', async () => {
    const admin = await signedInClient(server.url, 'admin');
    for (const id of ['abc', '0', '-1', '1.5']) {
      const answer = await admin.get(`/api/net30/invoices/${id}/pdf`);
      expect({ id, status: answer.status, body: answer.body }).toEqual({
        id,
        status: 400,
        body: { message: 'Invalid invoice ID', code: 'BAD_USER_INPUT', errors: { id: 'Invalid invoice ID' } },
      });
    }
    // Well formed but beyond any id: missing, as for applications.
    expect((await admin.get('/api/net30/invoices/99999999999/pdf')).status).toBe(404);
    expect((await admin.get('/api/applications/abc')).status).toBe(400);
    const graphql = await admin.gql('{ net30Invoice(id: "abc") { id } }');
    expect(graphql.body.errors[0]).toMatchObject({
      message: 'Invalid invoice ID',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
