import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const client = () => new ApiClient(server.url);

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await client().get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await client().get('/readyz')).body).toEqual({ status: 'ready' });
  });
});

describe('security headers', () => {
  it('sends CSP with frame-ancestors, nosniff and a referrer policy on API answers and pages', async () => {
    for (const path of ['/api/user', '/healthz', '/']) {
      const res = await client().get(path, { accept: 'text/html' });
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-powered-by'), path).toBeNull();
    }
  });
});

describe('cookies over HTTPS', () => {
  it('uses the __Host- prefix and Secure behind a TLS-terminating proxy', async () => {
    const proxied = await startTestServer({ trustProxy: 'loopback' });
    try {
      const api = new ApiClient(proxied.url);
      const res = await api.post('/api/login', { username: 'admin', password: 'demo-pass' }, { 'x-forwarded-proto': 'https' });
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Host-netfund_session=/);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      const me = await api.get('/api/user', { 'x-forwarded-proto': 'https' });
      expect(me.body).toEqual({ username: 'admin', role: 'admin' });
    } finally {
      await proxied.stop();
    }
  });
});

describe('GraphQL protections', () => {
  it('blocks CSRF-able requests (Apollo CSRF prevention)', async () => {
    const res = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ me { username } }')}`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/);
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: me { username }`).join(' ');
    const res = await client().gql(`{ ${aliases} }`);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toMatch(/alias/i);
  });

  it('rejects queries past the token limit', async () => {
    const fields = Array.from({ length: 1200 }, () => 'username').join(' ');
    const res = await client().gql(`{ me { ${fields} } }`);
    expect(res.body.errors[0].message).toMatch(/token/i);
  });

  it('never sends a stack trace', async () => {
    const res = await client().gql('{ me { nope } }');
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|\.ts:|\.js:/);
  });

  it('answers a malformed GraphQL body with 400', async () => {
    const res = await client().request('POST', '/graphql', { body: '{"query":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON', code: 'BAD_REQUEST' });
  });
});

describe('Apollo Sandbox', () => {
  // GET /graphql in a browser is our own GraphQL explorer (tests/integration/graphql-explorer.test.ts).
  it('serves Apollo Sandbox at /graphql?sandbox outside production, without the CSP its CDN code would break on', async () => {
    const res = await client().get('/graphql?sandbox', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/Apollo/);
    expect(res.text).toContain('id="embeddableSandbox"');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});

describe('compression', () => {
  it('gzips the site but not the API, whose small JSON answers would only pay for the middleware', async () => {
    const sitemap = await client().get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-encoding')).toBe('gzip');
    const openapi = await client().get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(openapi.status).toBe(200);
    expect(openapi.text.length).toBeGreaterThan(1024);
    expect(openapi.headers.get('content-encoding')).toBeNull();
  });
});
