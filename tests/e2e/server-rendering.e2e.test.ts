import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../graphql-server/src/catalogue/products.js';
import { useE2eEnvironment } from './support/environment.js';
import { openPage, viewports } from './support/browser.js';

/*
 * Issue 14 item 1 and issue 28 items 1, 2 and 4: public pages arrive rendered. The HTML the server sends already holds
 * the page (its heading, its styles), before any JavaScript runs. Content pages are only that: they are never
 * hydrated, load no app and move nothing on screen; their links are ordinary links. The other public pages (forms,
 * password pages) are hydrated by the app without a hydration error or a layout shift. Pages behind a sign-in still
 * arrive as the app shell.
 */

const env = useE2eEnvironment({ ...(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {}) });

/** Content: delivered static. */
const STATIC_PAGES: [path: string, heading: string][] = [
  ['/', 'Business Funding Built for Growth'],
  ...PRODUCTS.map((product): [string, string] => [product.path, '']),
  ['/the-netfund-brief', 'The NetFund Brief'],
  ['/the-netfund-brief/dscr-loans-explained', 'DSCR Loans Explained: Qualifying on Rent, Not Your Paycheck'],
  ['/netbuilder', 'NetBuilder'],
  ['/support/faq', ''],
  ['/company/about', 'About NetFund'],
];

/** Rendered, then hydrated by the app: at once, or (deferred: forms that post to the server) on the first touch. */
const HYDRATED_PAGES: [path: string, heading: string][] = [['/auth/forgot-password', 'Reset your password']];
const DEFERRED_PAGES: [path: string, heading: string][] = [
  ['/auth', 'Sign In'],
  ['/support/contact', ''],
];

/** The HTML as a crawler or a browser without JavaScript gets it. */
async function served(path: string, cookie?: string): Promise<Response> {
  return fetch(env.server.url + path, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
}

function rootMarkup(html: string): string {
  return /<div id="root">([\s\S]*?)<\/div>(?:<script id="server-state"|\s*<\/body>)/.exec(html)?.[1] ?? '';
}

function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag);
}

/** Everything that moved on screen (layout-shift entries) and every error the page reported, from its first byte. */
async function watch(
  page: Page,
): Promise<{ errors: string[]; shifts: () => Promise<{ total: number; afterParsing: number; moved: string[] }> }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element ? node.outerHTML.slice(0, 160) : String(node?.textContent).slice(0, 80),
        );
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    errors,
    shifts: () =>
      page.evaluate(() => {
        const shifts = (window as unknown as { layoutShifts: { value: number; at: number; moved: string[] }[] })
          .layoutShifts;
        // Scripts (hydration among them) run once the parser is done; a shift before that is the browser painting
        // the HTML while it still arrives.
        const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
        const sum = (list: typeof shifts) => list.reduce((total, shift) => total + shift.value, 0);
        return {
          total: sum(shifts),
          afterParsing: sum(shifts.filter((shift) => shift.at >= parsed)),
          moved: shifts.flatMap((shift) => shift.moved),
        };
      }),
  };
}

/**
 * Sends /auth's sign-in form as the browser does without the app: set by script (no pointer, key or focus, so the
 * deferred app is not loaded) and submitted natively.
 */
async function postSignInWithoutTouch(page: Page, username: string, password: string): Promise<void> {
  await page.evaluate(
    ([name, secret]) => {
      const form = document.querySelector<HTMLFormElement>('form[method="post"]')!;
      form.querySelector<HTMLInputElement>('input[name="username"]')!.value = name!;
      form.querySelector<HTMLInputElement>('input[name="password"]')!.value = secret!;
      form.submit();
    },
    [username, password],
  );
}

describe('server rendering of public pages', () => {
  it('sends each content page as HTML with its styles and the enhance script only, and the other pages with their hydration state', async () => {
    for (const [path, heading] of [...STATIC_PAGES, ...HYDRATED_PAGES, ...DEFERRED_PAGES]) {
      const response = await served(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const markup = rootMarkup(html);
      expect(markup, path).toMatch(/<h1[^>]*>/);
      if (heading) expect(markup, path).toContain(`>${heading.replace(/&/g, '&amp;')}</h1>`);
      // Chakra's styles (tokens, reset, the page's own classes) are in the head, not fetched or computed later.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toMatch(/<style data-emotion="css-global [^"]+">/);
      expect(head, path).toMatch(/<style data-emotion="css [^"]+">/);
      const scripts = scriptTags(html).filter((tag) => tag.includes(' src='));
      if (STATIC_PAGES.some(([staticPath]) => staticPath === path)) {
        expect(html, path).toContain('<html lang="en" data-delivery="static">');
        expect(scripts, path).toEqual([expect.stringMatching(/src="\/assets\/enhance-[\w-]+\.js"/)]);
        expect(html, path).not.toContain('id="server-state"');
        expect(html, path).not.toContain('modulepreload');
      } else if (DEFERRED_PAGES.some(([deferredPath]) => deferredPath === path)) {
        // The app is named, not loaded: web/src/enhance/load-app.ts imports it on the first touch.
        expect(html, path).toMatch(
          /<html lang="en" data-delivery="deferred" data-app-entry="\/assets\/index-[\w-]+\.js">/,
        );
        expect(scripts, path).toEqual([expect.stringMatching(/src="\/assets\/enhance-[\w-]+\.js"/)]);
        expect(html, path).toContain('id="server-state"');
      } else {
        expect(
          scripts.some((tag) => /src="\/assets\/index-[\w-]+\.js"/.test(tag)),
          path,
        ).toBe(true);
        const state = JSON.parse(
          /<script id="server-state" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!,
        ) as { user: unknown };
        expect(state.user, path).toBeNull();
      }
    }
  });

  it(
    'shows each content page without running the app, an error or a layout shift; its links load the next page',
    { timeout: 120_000 },
    async () => {
      for (const viewport of [viewports.mobile, viewports.desktop]) {
        for (const [path] of STATIC_PAGES) {
          const { context, page } = await openPage(env.browser, env.server.url, viewport);
          const { errors, shifts } = await watch(page);
          const scripts: string[] = [];
          page.on('request', (request) => {
            if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
          });
          await page.goto(path, { waitUntil: 'networkidle' });
          await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
          // enhance.ts and what it imports (its constants' chunk), never the app's entry (page-weight.e2e checks the modules).
          expect(scripts[0], path).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);
          expect(
            scripts.filter((script) => script.startsWith('/assets/index-')),
            path,
          ).toEqual([]);
          expect(await page.locator('html[data-hydrated]').count(), path).toBe(0);
          expect(errors, `${path} at ${viewport.width}px`).toEqual([]);
          const { total, moved } = await shifts();
          expect(total, `${path} at ${viewport.width}px moved: ${moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
          await context.close();
        }
      }

      // A link is an ordinary navigation: a new document, itself static.
      const { context, page } = await openPage(env.browser, env.server.url, viewports.desktop);
      await page.goto('/', { waitUntil: 'networkidle' });
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About NetFund');
      expect(documents).toEqual(['/company/about']);
      expect(await page.locator('html[data-delivery="static"]').count()).toBe(1);
      await context.close();
    },
  );

  it(
    'hydrates the other public pages without an error or a layout shift, and they then navigate as an app',
    { timeout: 120_000 },
    async () => {
      for (const viewport of [viewports.mobile, viewports.desktop]) {
        for (const [path] of HYDRATED_PAGES) {
          const { context, page } = await openPage(env.browser, env.server.url, viewport);
          const { errors, shifts } = await watch(page);
          await page.goto(path, { waitUntil: 'networkidle' });
          // Hydrated: the app has mounted on the server's markup (main.tsx marks <html>).
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          expect(errors, `${path} at ${viewport.width}px`).toEqual([]);
          const { total, afterParsing, moved } = await shifts();
          // Hydration moves nothing; the page as a whole stays within the goal (CLS <= 0.02).
          expect(afterParsing, `${path} at ${viewport.width}px moved: ${moved.join(' | ')}`).toBe(0);
          expect(total, `${path} at ${viewport.width}px moved: ${moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
          await context.close();
        }
      }

      // A deferred page: read without the app; the first touch loads and hydrates it, as quietly.
      for (const viewport of [viewports.mobile, viewports.desktop]) {
        for (const [path] of DEFERRED_PAGES) {
          const { context, page } = await openPage(env.browser, env.server.url, viewport);
          const { errors, shifts } = await watch(page);
          const scripts: string[] = [];
          page.on('request', (request) => {
            if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
          });
          await page.goto(path, { waitUntil: 'networkidle' });
          expect(
            scripts.filter((script) => script.startsWith('/assets/index-')),
            path,
          ).toEqual([]);
          await page.locator('main input:not([type=hidden])').first().focus();
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          expect(
            scripts.filter((script) => script.startsWith('/assets/index-')),
            path,
          ).toHaveLength(1);
          expect(errors, `${path} at ${viewport.width}px`).toEqual([]);
          const { total, afterParsing, moved } = await shifts();
          expect(afterParsing, `${path} at ${viewport.width}px moved: ${moved.join(' | ')}`).toBe(0);
          expect(total, `${path} at ${viewport.width}px moved: ${moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
          await context.close();
        }
      }

      // Client-side navigation after hydration: no new document is requested for the next page.
      const { context, page } = await openPage(env.browser, env.server.url, viewports.desktop);
      await page.goto('/auth/forgot-password', { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
      expect(documents).toEqual([]);
      // The global CSS (reset, tokens) is the server's, once: the browser neither computed nor added its own.
      const globalSheets = await page.evaluate(
        () =>
          Array.from(document.querySelectorAll('style[data-emotion^="css-global"]')).filter((style) =>
            style.textContent?.includes('--chakra-colors-blue-600'),
          ).length,
      );
      expect(globalSheets).toBe(1);
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-blue-600'),
        ),
      ).not.toBe('');
      await context.close();
    },
  );

  it('keeps the controls of an app page not hydrated yet disabled, and its submit from sending itself (no field in a URL)', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, viewports.mobile);
    await page.route('**/assets/index-*.js', (route) => route.abort());
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/auth/forgot-password');
    // Shown as they will be, but not yet usable: the layout's HydrationGate (a disabled fieldset) holds them.
    await expect.poll(() => page.getByLabel('Email').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send reset link' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Email').evaluate((input) => getComputedStyle(input).opacity)).toBe('1');
    // A submit that still happens (a script, an extension, a browser's autofill) is held back by the head's guard.
    await page
      .locator('form')
      .first()
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe('');
    expect(requests.filter((url) => url.includes('?'))).toEqual([]);
    // Links need no app.
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('serves a visitor who types and clicks at once, before the scripts arrive: their sign-in goes through', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, viewports.mobile);
    // A slow network: the page's scripts arrive a second and a half after its HTML.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel('Username').fill('client');
    await page.getByLabel('Password').fill('demo-pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/client/dashboard');
    await context.close();
  });

  it('keeps what a visitor typed while the app was loading on a deferred page: hydration does not clear the form', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, viewports.mobile);
    // The app's scripts arrive a second and a half after the first touch asked for them.
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/auth', { waitUntil: 'networkidle' });
    // A sign-in the browser posted itself (no touch yet: the app is not loaded) and the server refused: the page comes
    // back with the name that was sent.
    await postSignInWithoutTouch(page, 'nobody', 'wrong-pass');
    await page.waitForURL('**/auth');
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe('nobody');
    // The visitor corrects it; the first keystroke loads the app, which arrives while they type.
    await page.getByLabel('Username').fill('');
    await page.getByLabel('Username').pressSequentially('client');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.getByLabel('Username').inputValue()).toBe('client');
    await page.getByLabel('Password').fill('');
    // And the app's own validation is there now: an empty password is refused in the browser.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Password is required').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('welcomes a visitor whose sign-in the browser posted itself (no app yet) with the same toast on the page they land on', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, viewports.mobile);
    await page.goto('/auth', { waitUntil: 'networkidle' });
    // No touch: the app is not loaded, so the browser sends the form and the server signs in.
    await postSignInWithoutTouch(page, 'client', 'demo-pass');
    await page.waitForURL('**/client/dashboard');
    await page.getByRole('region', { name: 'Notification' }).getByText('Welcome back, client!').waitFor();
    // Once: the notice does not come back on the next page.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('nf_flash');
    await context.close();
  });

  it('renders the header of a signed-in visitor, sends them from /auth to their home, and leaves private pages to the browser', async () => {
    const login = await fetch(`${env.server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'client', password: 'demo-pass' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

    // Content stays static for a signed-in visitor; the header is theirs.
    const home = await (await served('/', cookie)).text();
    expect(home).toContain('data-delivery="static"');
    expect(rootMarkup(home)).not.toContain('>Sign In<');
    expect(rootMarkup(home)).toContain('Account menu for client');

    const auth = await served('/auth', cookie);
    expect(auth.status).toBe(307);
    expect(auth.headers.get('location')).toBe('/client/dashboard');

    // A page behind a sign-in: the app shell, rendered by the browser after its guard has run.
    const dashboard = await (await served('/client/dashboard', cookie)).text();
    expect(dashboard).toContain('<div id="root"></div>');
    expect(dashboard).not.toContain('id="server-state"');

    // The signed-in header works without the app: its account menu opens and offers Sign Out.
    const { context, page } = await openPage(env.browser, env.server.url, viewports.desktop);
    await context.addCookies(
      cookie
        .split('; ')
        .map((pair) => ({ name: pair.split('=')[0]!, value: pair.slice(pair.indexOf('=') + 1), url: env.server.url })),
    );
    const { errors } = await watch(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Account menu for client' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Sign Out' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
