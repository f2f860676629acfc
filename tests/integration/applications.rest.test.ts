import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { demoApprovedResult, sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  // A configured key besides the demo one, given as its SHA-256 as in production.
  server = await startTestServer({ integration: { apiKeyHashes: [sha256('partner-key-0123456789')], acceptDemoKey: true, maxApplicationsPerMinute: 60, idempotencyKeyRetentionDays: 7 } });
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };

// Mixed-case e-mail and a lower-case state: the intake normalises both.
const profile = { ...sampleIntake, ownerEmail: 'Jordan@BlueFern.example', state: 'il' };

async function submit(body: unknown = profile, headers: Record<string, string> = DEMO_KEY) {
  return api().post('/api/applications', body, headers);
}

async function signedIn(username: string) {
  const client = api();
  const res = await client.post('/api/login', { username, password: 'demo-pass' });
  expect(res.status).toBe(200);
  return client;
}

const count = async (table: string) => (await server.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('POST /api/applications (intake)', () => {
  it('creates an application in review and answers 201 { id, status, resultUrl }', async () => {
    const res = await submit();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'review', resultUrl: expect.stringMatching(/^\/result\/\d+\?token=[A-Za-z0-9_-]{43}$/) });
    expect(res.body.resultUrl.startsWith(`/result/${res.body.id}?`)).toBe(true);
    expect(res.headers.get('location')).toBe(`/api/applications/${res.body.id}`);

    const [row] = await server.sql('select * from applications where id = $1', [res.body.id]);
    // Stored is the workflow status (BACKOFFICE §3.2); `review` is what the applicant is shown for it.
    expect(row).toMatchObject({ status: 'submitted', owner_email: 'jordan@bluefern.example', state: 'IL', owner_id: null, requested_amount: 75000 });
    // Only the SHA-256 of the token is stored.
    const token = new URL(res.body.resultUrl, server.url).searchParams.get('token')!;
    expect(row!.access_token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const history = await server.sql('select from_status, to_status, actor from application_status_changes where application_id = $1', [res.body.id]);
    expect(history).toEqual([{ from_status: null, to_status: 'submitted', actor: 'Application received' }]);

    // The link opens the result.
    const read = await api().get(`/api/applications/${res.body.id}?token=${token}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: res.body.id, status: 'review', ownerEmail: 'jordan@bluefern.example', approvedAmount: null });
  });

  it('accepts a configured key (stored as SHA-256) and rejects missing or unknown keys with 401', async () => {
    expect((await submit(profile, { authorization: 'Bearer partner-key-0123456789' })).status).toBe(201);
    const before = await count('applications');
    const badHeaders: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-key' }, { authorization: 'Basic ZGVtbw==' }, { authorization: 'Bearer ' }];
    for (const headers of badHeaders) {
      const res = await submit(profile, headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'A valid integration API key is required (Authorization: Bearer <key>)', code: 'UNAUTHENTICATED' });
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    // A browser session is not an integration key.
    const admin = await signedIn('admin');
    expect((await admin.post('/api/applications', profile)).status).toBe(401);
    expect(await count('applications')).toBe(before);
  });

  it('validates the body with a message per field and creates nothing', async () => {
    const before = await count('applications');
    const res = await submit({ ...profile, businessName: ' ', ownerEmail: 'nope', requestedAmount: 12.5, creditScore: 900, state: 'ZZ', product: 'payday', surprise: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      businessName: 'Business name is required',
      ownerEmail: 'Please enter a valid email',
      requestedAmount: 'Requested amount must be a whole number from $1,000 to $5,000,000',
      creditScore: 'Credit score must be a whole number from 300 to 850',
      state: 'State must be a two-letter US state code',
      product: expect.stringMatching(/^Product must be one of: /),
      _: 'Unknown field: surprise',
    });
    expect(res.body.message).toBe('Business name is required');
    expect((await submit([profile])).status).toBe(400);
    expect((await submit('"text"')).status).toBe(400);
    const notJson = await api().request('POST', '/api/applications', { body: 'a=b', headers: { ...DEMO_KEY, 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    expect(await count('applications')).toBe(before);
  });

  it('honours Idempotency-Key: the same key and body answer the same 201 and create one application', async () => {
    const before = await count('applications');
    const headers = { ...DEMO_KEY, 'idempotency-key': 'form-submission-0001' };
    const first = await submit(profile, headers);
    // Same content, other key order and spacing: the same request.
    const reordered = Object.fromEntries(Object.entries(profile).reverse());
    const second = await submit(reordered, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(first.headers.get('idempotent-replayed')).toBe('false');
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await count('applications')).toBe(before + 1);
    expect(await count(`idempotency_keys where key = 'form-submission-0001'`)).toBe(1);
    // The replayed link still opens the application: same token, and none stored in the clear.
    const token = new URL(second.body.resultUrl, server.url).searchParams.get('token')!;
    expect((await api().get(`/api/applications/${second.body.id}?token=${token}`)).status).toBe(200);
    const stored = await server.sql('select * from idempotency_keys');
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers 409 for the same key with a different body, and creates nothing', async () => {
    const headers = { ...DEMO_KEY, 'idempotency-key': 'form-submission-0002' };
    expect((await submit(profile, headers)).status).toBe(201);
    const before = await count('applications');
    const res = await submit({ ...profile, requestedAmount: 80_000 }, headers);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'This Idempotency-Key was already used with a different request body', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await count('applications')).toBe(before);
  });

  it('creates exactly one application when the same key arrives concurrently', async () => {
    const before = await count('applications');
    const headers = { ...DEMO_KEY, 'idempotency-key': 'form-submission-race' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(profile, headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.resultUrl)).size).toBe(1);
    expect(await count('applications')).toBe(before + 1);
  });

  it('scopes keys per integrator and rejects malformed keys', async () => {
    const a = await submit(profile, { ...DEMO_KEY, 'idempotency-key': 'shared-key' });
    const b = await submit(profile, { authorization: 'Bearer partner-key-0123456789', 'idempotency-key': 'shared-key' });
    expect(b.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
    const bad = await submit(profile, { ...DEMO_KEY, 'idempotency-key': 'x'.repeat(256) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Idempotency-Key must be 1 to 255 visible ASCII characters');
  });
});

describe('GET /api/applications/{id}', () => {
  const demo = demoApprovedResult;

  it('answers the spec fields with the valid token, signed out', async () => {
    const res = await api().get('/api/applications/1?token=demo-approved');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(demo);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await api().get('/api/applications/2?token=demo-review')).body.status).toBe('review');
    expect((await api().get('/api/applications/3?token=demo-declined')).body.status).toBe('declined');
  });

  it('answers the owning client and an admin without a token', async () => {
    expect((await (await signedIn('client')).get('/api/applications/1')).body).toEqual(demo);
    expect((await (await signedIn('admin')).get('/api/applications/4')).status).toBe(200);
  });

  it('answers everyone else exactly like a missing application', async () => {
    const missing = await api().get('/api/applications/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
    const client = await signedIn('client');
    const lender = await signedIn('lender');
    const other = await signedIn('client2');
    const denied = [
      await api().get('/api/applications/1'), // signed out, no token
      await api().get('/api/applications/1?token=wrong'), // wrong token
      await api().get('/api/applications/1?token=demo-review'), // the token of another application
      await api().get(`/api/applications/1?token=${'a'.repeat(5000)}`), // absurd token
      await client.get('/api/applications/4'), // client A reading client B's application
      await client.get('/api/applications/5'), // nobody's application yet
      await other.get('/api/applications/1'), // client B reading client A's
      await lender.get('/api/applications/1'), // a lender
      await api().get('/api/applications/2147483648'), // beyond any id
    ];
    for (const res of denied) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', ' '])('answers 400 for the id %j', async (id) => {
    const res = await api().get(`/api/applications/${encodeURIComponent(id)}?token=demo-approved`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid application ID', code: 'BAD_USER_INPUT', errors: { id: 'Invalid application ID' } });
  });
});

describe('POST /api/applications/{id}/claim', () => {
  async function newApplication() {
    const res = await submit({ ...profile, ownerEmail: 'fresh-owner@example.com' });
    const token = new URL(res.body.resultUrl, server.url).searchParams.get('token')!;
    return { id: res.body.id as number, token };
  }

  async function registered(username: string, email = 'fresh-owner@example.com') {
    const client = api();
    const res = await client.post('/api/register', { username, email, password: 'secret-1', confirmPassword: 'secret-1' });
    expect(res.status).toBe(201);
    return client;
  }

  it('links the application to the signed-in client with the token; then it reads without the token', async () => {
    const { id, token } = await newApplication();
    const owner = await registered('claimer-one');
    expect((await owner.get(`/api/applications/${id}`)).status).toBe(404);
    const res = await owner.post(`/api/applications/${id}/claim`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'review' });
    expect((await owner.get(`/api/applications/${id}`)).status).toBe(200);
    // Claiming again is harmless; another client with the same token gets a conflict.
    expect((await owner.post(`/api/applications/${id}/claim`, { token })).status).toBe(200);
    const rival = await registered('claimer-two');
    const conflict = await rival.post(`/api/applications/${id}/claim`, { token });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ message: 'This application is already linked to another account', code: 'CONFLICT' });
    expect((await rival.get(`/api/applications/${id}`)).status).toBe(404);
    const [row] = await server.sql('select u.username from applications a join users u on u.id = a.owner_id where a.id = $1', [id]);
    expect(row).toEqual({ username: 'claimer-one' });
  });

  it('never links by a matching e-mail alone, nor with a wrong token', async () => {
    const { id } = await newApplication();
    const sameEmail = await registered('same-email-user');
    for (const body of [{ token: 'demo-approved' }, { token: 'guess' }]) {
      const res = await sameEmail.post(`/api/applications/${id}/claim`, body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
    }
    // No token at all is bad input (issue 27 item 12), not a lookup.
    expect((await sameEmail.post(`/api/applications/${id}/claim`, {})).body).toEqual({ message: 'Token is required', code: 'BAD_USER_INPUT', errors: { token: 'Token is required' } });
    expect(await server.sql('select owner_id from applications where id = $1', [id])).toEqual([{ owner_id: null }]);
  });

  it('needs a signed-in client', async () => {
    const { id, token } = await newApplication();
    expect((await api().post(`/api/applications/${id}/claim`, { token })).status).toBe(401);
    const lender = await signedIn('lender');
    const res = await lender.post(`/api/applications/${id}/claim`, { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only client accounts can add applications to a dashboard');
    expect((await (await signedIn('client')).post('/api/applications/nope/claim', { token })).status).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document of the whole REST layer', async () => {
    const res = await api().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/applications', '/api/applications/{id}', '/api/applications/{id}/claim', '/api/login', '/api/logout', '/api/register', '/api/user']),
    );
    // Generated from the validation schemas: the intake body lists every profile field with its limits.
    const intake = res.body.components.schemas.ApplicationIntake;
    expect(intake.required).toEqual(expect.arrayContaining(Object.keys(profile)));
    expect(intake.properties.creditScore).toMatchObject({ minimum: 300, maximum: 850 });
    expect(res.body.components.schemas.Registration.properties.username.minLength).toBe(3);
    expect(res.body.paths['/api/applications/{id}'].get.responses['404']).toBeDefined();
  });

  it('renders readable docs without any external resource', async () => {
    const res = await api().request('GET', '/api/docs', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toContain('POST</span><h2><code>/api/applications</code>');
    expect(res.text).toContain('Idempotency-Key');
    expect(res.text).not.toMatch(/<script|https?:\/\/(?!www\.w3)/);
  });
});
