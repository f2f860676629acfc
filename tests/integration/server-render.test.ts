import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Issue 14 item 1, the server's side of rendering public pages (graphql-server/src/http/server-render.ts), with a
 * stand-in for the renderer the web build writes (`<dist>/.ssr/entry-server.mjs`, web/src/entry-server.tsx): what it
 * is asked, how its answer lands in index.html, which pages are kept in memory, and that a failing or absent renderer
 * leaves the app shell rather than an error page. The real renderer is exercised in Chromium by
 * tests/e2e/server-rendering.e2e.test.ts.
 */

// As Vite writes it: the app's entry script and its preloads in the head.
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>NetFund</title>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-Cd34.js">
  </head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12.js', isEntry: true },
  'src/enhance.ts': { file: 'assets/enhance-Ef56.js', isEntry: true },
};

/**
 * The stand-in renderer: answers by path, records each call on globalThis (the test reads it), and asks the GraphQL
 * schema who the visitor is, as the real one does.
 */
const RENDERER = `
export async function renderPage({ url, executeGraphQL, submission }) {
  const calls = (globalThis.__renderCalls ??= []);
  calls.push(url);
  if (url.startsWith('/form-page')) {
    return { kind: 'page', status: 200, delivery: 'deferred', styles: '', markup: '<form method="post"></form>', state: '<script id="server-state" type="application/json">{"user":null}</script>', cacheable: true };
  }
  if (url.startsWith('/content')) {
    return { kind: 'page', status: 200, delivery: 'static', styles: '<style data-emotion="css s1">.s1{color:blue}</style>', markup: '<h1>Content</h1>', state: '', cacheable: true };
  }
  const { data } = await executeGraphQL({ query: 'query Me { me { username } }', variables: {}, operationName: 'Me' });
  const user = data?.me?.username ?? null;
  if (url.startsWith('/broken')) throw new Error('render failed');
  if (url.startsWith('/private')) return { kind: 'client-only' };
  if (url.startsWith('/moved')) return { kind: 'redirect', status: 307, location: '/elsewhere' };
  return {
    kind: 'page',
    delivery: 'hydrated',
    status: url.startsWith('/missing') ? 404 : 200,
    styles: '<style data-emotion="css abc">.abc{color:red}</style>',
    markup: '<h1>Rendered ' + url + ' for ' + (user ?? 'a visitor') + '</h1>',
    state: '<script id="server-state" type="application/json">{"user":null}</script>',
    cacheable: !url.startsWith('/data'),
  };
}
`;

let server: TestServer;
let dist: string;
const calls = () => ((globalThis as { __renderCalls?: string[] }).__renderCalls ??= []);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'netfund-ssr-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(join(dist, '.ssr', 'entry-server.mjs'), RENDERER);
  server = await startTestServer({ webDistDir: dist });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

beforeEach(() => {
  calls().length = 0;
});

async function page(path: string, cookie?: string): Promise<Response> {
  return fetch(server.url + path, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
}

async function signIn(username: string): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo-pass' }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

describe('server rendering of public pages', () => {
  it("puts the page's markup into #root, its styles into the head and its state after the root", async () => {
    const response = await page('/anything?x=1');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<div id="root"><h1>Rendered /anything?x=1 for a visitor</h1></div><script id="server-state"',
    );
    // A hydrated page keeps the app and gets the enhance script too.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Ab12.js">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/enhance-Ef56.js">');
    expect(html.indexOf('<style data-emotion="css abc">')).toBeLessThan(html.indexOf('</head>'));
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // The pre-hydration guard, in the head and allowed by the Content-Security-Policy by its hash only.
    const guard = /<script>([^<]+)<\/script><\/head>/.exec(html)?.[1];
    expect(guard).toContain("addEventListener('submit'");
    const hash = `'sha256-${createHash('sha256').update(guard!).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(scriptSrc.split(' ')).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('sends a static page as HTML with its styles and the enhance script only: no app entry, no preloads, no state, no guard', async () => {
    const response = await page('/content/about');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en" data-delivery="static">');
    expect(html).toContain('<div id="root"><h1>Content</h1></div>');
    expect(html.indexOf('<style data-emotion="css s1">')).toBeLessThan(html.indexOf('</head>'));
    expect([...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script type="module" crossorigin src="/assets/enhance-Ef56.js">',
    ]);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('server-state');
  });

  it("sends a deferred page (forms that post) with its state and the guard, naming the app's entry instead of loading it", async () => {
    const html = await (await page('/form-page')).text();
    expect(html).toContain('<html lang="en" data-delivery="deferred" data-app-entry="/assets/index-Ab12.js">');
    expect(html).toContain('<div id="root"><form method="post"></form></div><script id="server-state"');
    expect([...html.matchAll(/<script[^>]*src=[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script type="module" crossorigin src="/assets/enhance-Ef56.js">',
    ]);
    expect(html).not.toContain('modulepreload');
    expect(html).toMatch(/<script>[^<]*addEventListener\('submit'/);
  });

  it('renders a signed-out page that read no data once, then serves it from memory, also to parallel requests after it', async () => {
    const first = await (await page('/cached')).text();
    const more = await Promise.all(Array.from({ length: 5 }, async () => (await page('/cached')).text()));
    expect(more.every((html) => html === first)).toBe(true);
    expect(calls().filter((url) => url === '/cached')).toHaveLength(1);
  });

  it('renders pages with data, and every page of a signed-in visitor, afresh for each request', async () => {
    await page('/data');
    await page('/data');
    expect(calls().filter((url) => url === '/data')).toHaveLength(2);

    const cookie = await signIn('client');
    const html = await (await page('/cached-for-visitors', cookie)).text();
    // The in-process GraphQL runs as the visitor whose cookie came with the page request.
    expect(html).toContain('<h1>Rendered /cached-for-visitors for client</h1>');
    await page('/cached-for-visitors', cookie);
    expect(calls().filter((url) => url === '/cached-for-visitors')).toHaveLength(2);
  });

  it("answers the renderer's redirect and its 404", async () => {
    const moved = await page('/moved');
    expect(moved.status).toBe(307);
    expect(moved.headers.get('location')).toBe('/elsewhere');
    expect((await page('/missing')).status).toBe(404);
  });

  it('serves the app shell for pages left to the browser and when rendering fails, never an error page', async () => {
    for (const path of ['/private/area', '/broken']) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('server-state');
    }
  });

  it('leaves requests that do not ask for HTML alone', async () => {
    const response = await fetch(`${server.url}/cached`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(404);
    expect(calls()).toEqual([]);
  });
});
