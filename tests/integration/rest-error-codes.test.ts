import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES } from '../../graphql-server/src/index.js';
import { openApiDocument } from '../../rest-compat/src/openapi/document.js';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Every error answer of /api carries a stable `code` beside its message (docs/integrating.md "Errors"), the same as
 * GraphQL's `extensions.code` for the same refusal, and the OpenAPI document lists the codes. The API client checks
 * each answer against the document too.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const raw = (path: string, init: RequestInit) =>
  fetch(server.url + path, init).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));

describe('the code of every /api error answer', () => {
  it('a domain error: the same code as GraphQL gives the same refusal', async () => {
    const client = new ApiClient(server.url);
    const rest = await client.get('/api/applications/999999');
    expect(rest.status).toBe(404);
    expect(rest.body).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
    const graphql = await client.gql('{ application(id: "999999") { id } }');
    expect(graphql.body.errors[0].extensions.code).toBe(rest.body.code);

    const badLogin = await client.post('/api/login', { username: '', password: '' });
    expect(badLogin.status).toBe(400);
    expect(badLogin.body).toMatchObject({ code: 'BAD_USER_INPUT' });
    const wrong = await client.post('/api/login', { username: 'client', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password', code: 'UNAUTHENTICATED' });
  });

  it('IDEMPOTENCY_KEY_REUSED when an Idempotency-Key comes back with another body', async () => {
    const client = new ApiClient(server.url);
    const headers = { authorization: 'Bearer demo-integration-key', 'idempotency-key': `codes-${Date.now()}` };
    expect((await client.post('/api/applications', sampleIntake, headers)).status).toBe(201);
    const reused = await client.post('/api/applications', { ...sampleIntake, requestedAmount: 80_000 }, headers);
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({
      message: 'This Idempotency-Key was already used with a different request body',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('the answers no route writes: unknown route, not JSON, malformed JSON, too large, a bad URL', async () => {
    const client = new ApiClient(server.url);
    expect((await raw('/api/no-such-route', {})).body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    const form = await client.request('POST', '/api/contact', {
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({
      message: 'Send the request body as JSON (Content-Type: application/json)',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const malformed = await client.request('POST', '/api/contact', {
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Request body is not valid JSON', code: 'BAD_REQUEST' });
    const large = await client.request('POST', '/api/contact', {
      body: JSON.stringify({ message: 'x'.repeat(200_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const badUrl = await client.get('/api/applications/%E0%A4%A');
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toEqual({ message: 'The URL path has a malformed %-encoding', code: 'BAD_REQUEST' });
  });

  it('the OpenAPI document lists every code on its Error schema', () => {
    const schemas = openApiDocument().components?.schemas as Record<
      string,
      { required?: string[]; properties: Record<string, { enum?: string[] }> }
    >;
    expect(schemas.Error!.required).toEqual(expect.arrayContaining(['message', 'code']));
    expect([...schemas.Error!.properties.code!.enum!].sort()).toEqual([...ALL_ERROR_CODES].sort());
  });
});
