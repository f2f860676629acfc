import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestServer } from './server.js';

/*
 * For the page-forms tests (graphql-server/src/http/page-forms/): a web build whose renderer stands in for
 * web/src/entry-server.tsx and writes what it was asked (the URL and the refused submission) into the page, HTML-escaped,
 * so a test reads back exactly what the server handed the page. The real renderer is exercised in Chromium by
 * tests/e2e/forms-without-javascript.e2e.test.ts.
 */

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>NetFund</title></head><body><div id="root"></div></body></html>`;

const RENDERER = `
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export async function renderPage({ url, submission }) {
  // As /auth answers a visitor who is signed in already: the page is elsewhere.
  if (url.includes('moved=1')) return { kind: 'redirect', status: 307, location: '/elsewhere' };
  const shown = submission ? [submission.message, ...Object.values(submission.fieldErrors)].filter(Boolean).map((text) => '<p>' + escape(text) + '</p>').join('') : '';
  return {
    kind: 'page',
    delivery: 'hydrated',
    status: 200,
    styles: '',
    markup: '<h1>' + escape(url) + '</h1>' + shown + '<pre id="submission">' + escape(JSON.stringify(submission ?? null)) + '</pre>',
    state: '',
    cacheable: false,
  };
}
`;

export function standInWebBuild(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'netfund-page-forms-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  mkdirSync(join(dir, '.ssr'));
  writeFileSync(join(dir, '.ssr', 'entry-server.mjs'), RENDERER);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RenderedSubmission {
  form: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  message?: string;
}

/** The submission the stand-in renderer was given, read back from the page. */
export function submissionIn(html: string): RenderedSubmission | null {
  const json = /<pre id="submission">([\s\S]*?)<\/pre>/.exec(html)?.[1];
  if (json === undefined) throw new Error(`No rendered page in: ${html.slice(0, 300)}`);
  return JSON.parse(
    json.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
  ) as RenderedSubmission | null;
}

/** A browser's form post from one of the site's own pages (same-origin), unless `headers` says otherwise (null: left out). */
export function postForm(
  server: TestServer,
  path: string,
  fields: Record<string, string> | string,
  headers: Record<string, string | null> = {},
): Promise<Response> {
  const sent = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'text/html',
    'sec-fetch-site': 'same-origin',
    origin: server.url,
    ...headers,
  };
  return fetch(server.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: Object.fromEntries(Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== null)),
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
}

/** The `name=value` of each cookie a response sets. */
export function setCookies(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
}
