import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const client = () => new ApiClient(server.url);

describe('GET /api/user', () => {
  it('answers 401 with a message when signed out', async () => {
    const res = await client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('answers the signed-in user as { username, role }', async () => {
    const api = client();
    await api.post('/api/login', { username: 'lender', password: 'demo-pass' });
    const res = await api.get('/api/user');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: 'lender', role: 'lender' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('treats an unknown or forged session cookie as signed out', async () => {
    const api = client();
    api.setCookie('netfund_session', 'forged-token-value');
    expect((await api.get('/api/user')).status).toBe(401);
  });
});

describe('POST /api/login', () => {
  it.each(['admin', 'client', 'lender'])('signs in the demo %s and sets a safe session cookie', async (username) => {
    const api = client();
    const res = await api.post('/api/login', { username, password: 'demo-pass' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username, role: username });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^netfund_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    // Plain HTTP here: no Secure flag and no __Host- prefix (those are for HTTPS, tested below).
    expect(cookie).not.toContain('Secure');
  });

  it('accepts the username in any case', async () => {
    const res = await client().post('/api/login', { username: 'ClIeNt', password: 'demo-pass' });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('client');
  });

  it('gives one generic 401 for a wrong password and for an unknown user', async () => {
    const wrongPassword = await client().post('/api/login', { username: 'admin', password: 'nope-nope' });
    const unknownUser = await client().post('/api/login', { username: 'nobody-here', password: 'nope-nope' });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid username or password', code: 'UNAUTHENTICATED' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('requires both fields with the spec messages', async () => {
    const res = await client().post('/api/login', { username: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ username: 'Username is required', password: 'Password is required' });
    expect(res.body.message).toBe('Username is required');
  });

  it('rejects wrong types with 400', async () => {
    const res = await client().post('/api/login', { username: 42, password: ['x'] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('issues a new session id at every sign-in and keeps the old one from being reused after logout', async () => {
    const api = client();
    await api.post('/api/login', { username: 'client', password: 'demo-pass' });
    const first = api.cookie('netfund_session');
    await api.post('/api/login', { username: 'client', password: 'demo-pass' });
    const second = api.cookie('netfund_session');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const replay = client();
    replay.setCookie('netfund_session', second!);
    expect((await replay.get('/api/user')).status).toBe(200);
    await api.post('/api/logout');
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const api = client();
    await api.post('/api/login', { username: 'admin', password: 'demo-pass' });
    const token = api.cookie('netfund_session')!;
    const rows = await server.sql<{ token_hash: string }>('select token_hash from sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('POST /api/register', () => {
  const valid = { username: 'new-owner', email: 'Owner@Example.com', password: 'secret-1', confirmPassword: 'secret-1', firstName: 'Nia' };

  it('creates a client account, signs it in and answers 201 with the user', async () => {
    const api = client();
    const res = await api.post('/api/register', valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ username: 'new-owner', role: 'client' });
    expect((await api.get('/api/user')).body).toEqual({ username: 'new-owner', role: 'client' });
    const [row] = await server.sql('select email, role, first_name, last_name, password_hash from users where username_key = $1', ['new-owner']);
    expect(row).toMatchObject({ email: 'owner@example.com', role: 'client', first_name: 'Nia', last_name: null });
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers 409 for a username taken in any case, and creates nothing', async () => {
    const before = await server.sql('select count(*)::int as n from users');
    const res = await client().post('/api/register', { ...valid, username: 'ADMIN' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Username is already taken', code: 'CONFLICT' });
    expect(await server.sql('select count(*)::int as n from users')).toEqual(before);
  });

  it('enforces the spec rules with the spec messages', async () => {
    const res = await client().post('/api/register', { username: 'ab', email: 'not-an-email', password: '12345', confirmPassword: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Password confirmation is required',
    });
  });

  it('says "Passwords do not match" on confirmPassword', async () => {
    const res = await client().post('/api/register', { ...valid, username: 'mismatch', confirmPassword: 'secret-2' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Passwords do not match', code: 'BAD_USER_INPUT', errors: { confirmPassword: 'Passwords do not match' } });
    expect(await server.sql('select 1 from users where username_key = $1', ['mismatch'])).toEqual([]);
  });

  it('rejects a body that is not an object', async () => {
    const res = await client().request('POST', '/api/register', { body: '"just a string"', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('POST /api/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const api = client();
    await api.post('/api/login', { username: 'admin', password: 'demo-pass' });
    const res = await api.request('POST', '/api/logout', { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/netfund_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await api.get('/api/user')).status).toBe(401);
  });

  it('is harmless when signed out', async () => {
    expect((await client().post('/api/logout')).status).toBe(204);
  });
});

describe('POST /api/sessions/sign-out-others', () => {
  const signedIn = async (username: string, password = 'demo-pass') => {
    const api = client();
    expect((await api.post('/api/login', { username, password })).status).toBe(200);
    return api;
  };

  it("ends the user's other sessions and keeps this one and other users' sessions", async () => {
    const current = client();
    const account = { username: 'two-devices', email: 'two@example.com', password: 'secret-1', confirmPassword: 'secret-1' };
    expect((await current.post('/api/register', account)).status).toBe(201);
    const otherDevice = await signedIn('two-devices', 'secret-1');
    const someoneElse = await signedIn('admin');

    const res = await current.post('/api/sessions/sign-out-others');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 1 });
    expect((await current.get('/api/user')).body).toEqual({ username: 'two-devices', role: 'client' });
    expect((await otherDevice.get('/api/user')).status).toBe(401);
    expect((await someoneElse.get('/api/user')).body).toEqual({ username: 'admin', role: 'admin' });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await client().get('/api/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/sessions/sign-out-others'].post.responses)).toEqual(expect.arrayContaining(['200', '401']));
  });

  it('answers 401 when signed out and 415 to a body that is not JSON', async () => {
    expect((await client().post('/api/sessions/sign-out-others')).status).toBe(401);
    const api = await signedIn('client');
    expect((await api.request('POST', '/api/sessions/sign-out-others')).status).toBe(415);
  });
});

describe('bad requests', () => {
  it('answers 415 to writes that are not JSON', async () => {
    const res = await client().request('POST', '/api/login', {
      body: 'username=admin&password=demo-pass',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/JSON/);
    const noType = await client().request('POST', '/api/logout');
    expect(noType.status).toBe(415);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await client().request('POST', '/api/login', { body: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON', code: 'BAD_REQUEST' });
  });

  it('answers 413 to an oversized body', async () => {
    const res = await client().post('/api/register', { username: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await client().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('session timeouts', () => {
  async function signedIn() {
    const api = client();
    await api.post('/api/login', { username: 'client', password: 'demo-pass' });
    return api;
  }

  it('ends a session idle for longer than the idle timeout', async () => {
    const api = await signedIn();
    await server.sql(`update sessions set last_seen_at = now() - interval '31 minutes'`);
    const res = await api.get('/api/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toMatch(/netfund_session=;/);
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const api = await signedIn();
    await server.sql(`update sessions set expires_at = now() - interval '1 second', last_seen_at = now()`);
    expect((await api.get('/api/user')).status).toBe(401);
  });

  it('keeps an active session alive and records activity', async () => {
    const api = await signedIn();
    await server.sql(`update sessions set last_seen_at = now() - interval '20 minutes'`);
    expect((await api.get('/api/user')).status).toBe(200);
    const rows = await server.sql<{ idle: number }>(`select extract(epoch from now() - max(last_seen_at))::int as idle from sessions`);
    expect(rows[0]!.idle).toBeLessThan(60);
  });
});
