import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Issue 15 item 2: the GraphQL explorer (GraphiQL built from web/explorer into <web build>/.explorer) at GET /graphql
 * outside production, with a CSP of its own; Apollo Sandbox at /graphql?sandbox; neither in production. The browser
 * side (offline, a query run in the page) is tests/e2e/graphql-explorer.e2e.test.ts.
 */

const PAGE = '<!doctype html><title>NetFund GraphQL explorer</title><div id="graphiql"></div><script type="module" src="/graphql/explorer/assets/main-abc.js"></script>';
const SCRIPT = 'console.log("explorer");';

/** A web build folder holding only an explorer build (what `npm run build:explorer` writes). */
function buildFolder(): string {
  const dist = mkdtempSync(join(tmpdir(), 'netfund-explorer-dist-'));
  mkdirSync(join(dist, '.explorer/assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>NetFund</title><div id="root"></div>');
  writeFileSync(join(dist, '.explorer/index.html'), PAGE);
  writeFileSync(join(dist, '.explorer/assets/main-abc.js'), SCRIPT);
  return dist;
}

const directives = (csp: string | null) => new Map((csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values.join(' ')]));

describe('outside production', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = buildFolder();
    server = await startTestServer({ webDistDir: dist });
  });
  afterAll(() => server?.stop());
  const client = () => new ApiClient(server.url);

  it('answers a browser’s GET /graphql with the explorer page, under a CSP that allows this origin only', async () => {
    const res = await client().get('/graphql', { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toBe(PAGE);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'worker-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'frame-src': "'none'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
      'base-uri': "'self'",
      'object-src': "'none'",
    });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves the explorer’s files from this server, cached for good, and answers 404 for a missing one', async () => {
    const res = await client().get('/graphql/explorer/assets/main-abc.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe(SCRIPT);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A Monaco worker gets its policy from its own script's answer: the explorer's.
    expect(directives(res.headers.get('content-security-policy')).get('worker-src')).toBe("'self'");
    for (const path of ['/graphql/explorer/assets/nope.js', '/graphql/explorer/index.html', '/graphql/explorer/']) {
      const missing = await client().get(path);
      expect(missing.status, path).toBe(404);
    }
    // The web app's static files never serve the explorer's folder.
    expect((await client().get('/.explorer/assets/main-abc.js', { accept: '*/*' })).text).not.toBe(SCRIPT);
  });

  it('keeps the app’s CSP everywhere else', async () => {
    for (const path of ['/api/user', '/healthz', '/']) {
      const csp = directives((await client().get(path, { accept: 'text/html' })).headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toContain('https://js.stripe.com');
    }
  });

  it('serves Apollo Sandbox (it loads from Apollo’s CDN: no CSP) at /graphql?sandbox, which the explorer links to', async () => {
    const res = await client().get('/graphql?sandbox', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('id="embeddableSandbox"');
    expect(res.text).toContain('"includeCookies":true');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('leaves every API request to Apollo: POSTs as the signed-in user, GETs that ask for JSON', async () => {
    const api = client();
    expect((await api.post('/api/login', { username: 'admin', password: 'demo-pass' })).status).toBe(200);
    // What the explorer sends: same-origin JSON with the session cookie (passes Apollo's CSRF prevention).
    const me = await api.request('POST', '/graphql', {
      json: { query: '{ __typename me { username role } }' },
      headers: { accept: 'application/graphql-response+json, application/json' },
    });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ data: { __typename: 'Query', me: { username: 'admin', role: 'admin' } } });
    const get = await client().get('/graphql', { accept: 'application/json' });
    expect(get.status).toBe(400);
    expect(get.text).not.toBe(PAGE);
  });

  it('says how to build the explorer when its build is missing', async () => {
    renameSync(join(dist, '.explorer'), join(dist, '.explorer-away'));
    try {
      const res = await client().get('/graphql', { accept: 'text/html' });
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build:explorer');
      expect(res.text).toContain('href="/graphql?sandbox"');
    } finally {
      renameSync(join(dist, '.explorer-away'), join(dist, '.explorer'));
    }
  });
});

describe('in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: 'production', webDistDir: buildFolder() });
  });
  afterAll(() => server?.stop());
  const client = () => new ApiClient(server.url);

  it('answers GET /graphql with no explorer and no Sandbox: Apollo’s production page under the app’s CSP, as before', async () => {
    for (const path of ['/graphql', '/graphql?sandbox']) {
      const res = await client().get(path, { accept: 'text/html' });
      expect(res.text, path).not.toContain('NetFund GraphQL explorer');
      expect(res.text, path).not.toContain('id="embeddableSandbox"');
      expect(res.text, path).toContain('Welcome to Apollo Server');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toContain('https://js.stripe.com');
      expect(csp.has('upgrade-insecure-requests'), path).toBe(true);
    }
  });

  it('serves none of the explorer’s files', async () => {
    const res = await client().get('/graphql/explorer/assets/main-abc.js', { accept: '*/*' });
    expect(res.status).not.toBe(200);
    expect(res.text).not.toBe(SCRIPT);
  });

  it('refuses introspection', async () => {
    const res = await client().gql('{ __schema { queryType { name } } }');
    expect(res.body.errors?.[0]?.message).toMatch(/introspection/i);
  });
});
