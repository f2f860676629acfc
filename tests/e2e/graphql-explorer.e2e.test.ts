import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eEnvironment } from './support/environment.js';
import { openPage, screenshot, signIn, viewports } from './support/browser.js';

/*
 * Issue 15 item 2: the GraphQL explorer at /graphql works offline. Every request to a host other than this server is
 * aborted; the page, its scripts, styles, fonts and the Monaco editor's workers all come from this server, under the
 * explorer's CSP (no violation), and a query typed in it runs as the signed-in user. Needs the explorer's build in
 * the web build folder (`npm run build:web`, or `npm run build:explorer -- --outDir <WEB_DIST_DIR>/.explorer`).
 */

// WEB_DIST_DIR (as for `npm start`) lets a run use a build of its own; by default web/dist.
const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

/** A page on which anything not from this server is aborted and recorded, with its CSP reports and script errors. */
async function offlinePage(): Promise<{ page: Page; foreign: string[]; problems: string[]; workers: string[] }> {
  const { context, page } = await openPage(env.browser, env.server.url, viewports.desktop);
  const own = new URL(env.server.url).host;
  const foreign: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === own || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    foreign.push(url.href);
    return route.abort('internetdisconnected');
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  return { page, foreign, problems, workers };
}

/** The result pane's text (Monaco draws spaces as non-breaking ones). */
const resultText = async (page: Page) => ((await page.getByRole('region', { name: 'Result Window' }).textContent()) ?? '').replace(/\u00a0/g, ' ');

describe('the GraphQL explorer, offline', () => {
  it('loads from this server only, runs a typed query as the signed-in user and shows the answer', async () => {
    const { page, foreign, problems, workers } = await offlinePage();
    await page.goto('/auth');
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Account menu for admin' }).waitFor();

    await page.goto('/graphql');
    expect(await page.title()).toBe('NetFund GraphQL explorer');
    await page.getByText('NetFund GraphQL', { exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'Open in Apollo Sandbox' }).getAttribute('href')).resolves.toBe('/graphql?sandbox');
    const run = page.getByRole('button', { name: /^Execute query/ });
    await run.waitFor();
    // The default query loads in the editor once Monaco is up.
    await page.locator('.graphiql-query-editor .view-lines').getByText('query Me').waitFor();

    // Typed by hand: replace the query with `{ __typename me { username role } }` and run it.
    await page.locator('.graphiql-query-editor .monaco-editor').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('query Typed { __typename me { username role } }');
    // Run at once, as someone who pastes a query and presses Ctrl+Enter: GraphiQL learns the new operation's name a
    // moment later, and the request must not carry the old one ("Unknown operation named \"Me\"").
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => resultText(page), { timeout: 15_000 }).toContain('"username": "admin"');
    const answer = await resultText(page);
    expect(answer).toContain('"__typename": "Query"');
    expect(answer).toContain('"role": "admin"');

    // The schema came over introspection (the docs list the root types) and Monaco's GraphQL worker runs from here.
    await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
    await page.getByText('Root Types').waitFor();
    await expect.poll(() => workers.filter((url) => url.includes('graphql.worker')).length, { timeout: 10_000 }).toBeGreaterThan(0);
    for (const url of workers) expect(url.startsWith(`${env.server.url}/graphql/explorer/assets/`), url).toBe(true);

    await screenshot(page, 'graphql-explorer-1280');
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
