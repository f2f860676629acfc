import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eEnvironment } from './support/environment.js';
import { animationsSettled, artifactsDir, signIn, viewports } from './support/browser.js';

/*
 * Issue 28 item 2: what is interactive on the public content pages works from the server's HTML. Without any
 * JavaScript (the browser's own popovers and details/summary), with only web/src/enhance.ts (a static page: the hover
 * delays, the count-up), and inside the single-page app, where the same markup and the same enhance.ts serve.
 */

const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

type Viewport = { width: number; height: number };

/** enhance.ts's chunk and those it imports, as the build's manifest names them: all a static page may load. */
function enhanceScripts(): string[] {
  const dist = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist/', import.meta.url));
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit('src/enhance.ts');
  return files;
}

async function newPage(
  browser: Browser,
  viewport: Viewport,
  options: { javaScript?: boolean; cookie?: string; reducedMotion?: 'reduce' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: env.server.url,
    viewport,
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  if (options.cookie) {
    await context.addCookies(
      options.cookie.split('; ').map((pair) => ({
        name: pair.split('=')[0]!,
        value: pair.slice(pair.indexOf('=') + 1),
        url: env.server.url,
      })),
    );
  }
  return context.newPage();
}

/** What the visitor sees (the viewport, not the whole page: the menus are fixed to it). */
async function photograph(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: `${artifactsDir}${name}.png` });
}

const isOpen = (page: Page, id: string) =>
  page.evaluate((popover) => document.getElementById(popover)?.matches(':popover-open') ?? false, id);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function signedInCookie(username: string): Promise<string> {
  const login = await fetch(`${env.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo-pass' }),
  });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

describe('without any JavaScript', () => {
  it('the header menus open, one at a time, and close on a click outside and on Escape (focus back on the button)', async () => {
    const page = await newPage(env.browser, viewports.desktop, { javaScript: false });
    await page.goto('/');
    const services = page.getByRole('button', { name: 'Services' });
    const resources = page.getByRole('button', { name: 'Resources' });

    await services.click();
    expect(await isOpen(page, 'services-menu')).toBe(true);
    const servicesMenu = page.locator('#services-menu');
    await servicesMenu.getByText('Featured', { exact: true }).waitFor();
    await servicesMenu.getByText('Popular', { exact: true }).waitFor();
    // Full width right under the sticky header, nothing cut off.
    const panel = (await servicesMenu.boundingBox())!;
    const header = (await page.locator('header').boundingBox())!;
    expect(panel.x).toBe(0);
    expect(panel.width).toBe(viewports.desktop.width);
    expect(Math.abs(panel.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    await photograph(page, 'native-services-menu-1280');

    await resources.click();
    expect([await isOpen(page, 'services-menu'), await isOpen(page, 'resources-menu')]).toEqual([false, true]);
    await page.locator('#resources-menu').getByText('Learn & Grow').waitFor();
    await page.locator('#resources-menu').getByText('Help & Support').waitFor();
    await photograph(page, 'native-resources-menu-1280');

    await page.mouse.click(640, 700);
    expect(await isOpen(page, 'resources-menu')).toBe(false);

    await services.focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(page, 'services-menu')).toBe(true);
    await page.keyboard.press('Tab'); // into the panel: its first link
    expect(await page.evaluate(() => document.activeElement?.closest('#services-menu') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page, 'services-menu')).toBe(false);
    expect(await focusedId(page)).toBe('services-menu-trigger');

    // A link in a menu is an ordinary link.
    await services.click();
    await servicesMenu.getByRole('link', { name: /Line of Credit/ }).click();
    await page.waitForURL('**/services/line-of-credit');
    await page.context().close();
  });

  it('the side sheet opens from the menu button and closes by its close button, Escape and the backdrop', async () => {
    const page = await newPage(env.browser, viewports.mobile, { javaScript: false });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    const sheet = page.getByRole('dialog', { name: 'Menu' });

    await open.click();
    await sheet.waitFor();
    for (const group of ['Services', 'Company', 'Support']) await sheet.getByRole('heading', { name: group }).waitFor();
    await animationsSettled(page);
    const box = (await sheet.boundingBox())!;
    expect([box.x + box.width, box.width, box.y, box.height]).toEqual([375, 300, 0, viewports.mobile.height]);
    await sheet.getByRole('link', { name: 'Get Funded' }).waitFor();
    // Every link is inside the sheet, nothing cut off at the bottom.
    const signInBox = (await sheet.getByRole('link', { name: 'Sign In' }).boundingBox())!;
    expect(signInBox.y + signInBox.height).toBeLessThanOrEqual(viewports.mobile.height);
    await page.mouse.move(10, 400); // off the close button (no hover colour in the picture)
    await photograph(page, 'native-side-sheet-375');

    await sheet.getByRole('button', { name: 'Close menu' }).click();
    await sheet.waitFor({ state: 'hidden' });

    await open.click();
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    await open.click();
    await sheet.waitFor();
    await page.mouse.click(20, 400); // the backdrop, left of the sheet
    await sheet.waitFor({ state: 'hidden' });

    await open.click();
    await sheet.getByRole('link', { name: 'Careers' }).click();
    await page.waitForURL('**/company/careers');
    await page.getByRole('heading', { level: 1, name: 'Careers' }).waitFor();
    await page.context().close();

    // Visitors who prefer reduced motion get no slide, neither in nor out.
    const still = await newPage(env.browser, viewports.mobile, { javaScript: false, reducedMotion: 'reduce' });
    await still.goto('/');
    await still.getByRole('button', { name: 'Open menu' }).click();
    const durations = await still
      .locator('#mobile-nav')
      .evaluate((element) => [
        getComputedStyle(element).transitionDuration,
        getComputedStyle(element, '::backdrop').transitionDuration,
      ]);
    expect(durations.map((duration) => duration.split(', ').every((part) => part === '0s'))).toEqual([true, true]);
    await still.context().close();
  });

  it('the FAQ opens and closes by click and keyboard, several answers at once as before', async () => {
    const page = await newPage(env.browser, viewports.mobile, { javaScript: false });
    await page.goto('/support/faqs');
    const questions = page.locator('details');
    const first = questions.nth(0);
    const second = questions.nth(1);
    const answer = first.getByText('Many businesses receive a decision or funding in as little as 24 hours', {
      exact: false,
    });
    expect(await answer.isVisible()).toBe(false);

    await first.locator('summary').click();
    await answer.waitFor();
    await second.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect([await first.getAttribute('open'), await second.getAttribute('open')]).toEqual(['', '']);
    await page.keyboard.press('Space');
    expect(await second.getAttribute('open')).toBeNull();
    await first.locator('summary').click();
    await answer.waitFor({ state: 'hidden' });
    // The +/− sign is drawing only: not read as part of the question.
    expect(await first.locator('summary').evaluate((summary) => getComputedStyle(summary, '::after').content)).toBe(
      '"+" / ""',
    );
    await page.context().close();
  });

  it('the home page shows the final statistics', async () => {
    const page = await newPage(env.browser, viewports.mobile, { javaScript: false });
    await page.goto('/');
    expect(await page.locator('[data-count-up]').allTextContents()).toEqual(['$12M+', '10,000+', '24', '96.0%']);
    await page.context().close();
  });

  it('a signed-in visitor opens the account menu and signs out (the form posts to the server)', async () => {
    const cookie = await signedInCookie('client');
    const page = await newPage(env.browser, viewports.desktop, { javaScript: false, cookie });
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu for client' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    for (const item of ['My Dashboard', 'Profile Settings', 'Sign Out'])
      await menu.getByRole('menuitem', { name: item }).waitFor();
    // Under the button, its right edge on the button's.
    const [button, panel] = [
      (await page.getByRole('button', { name: 'Account menu for client' }).boundingBox())!,
      (await menu.boundingBox())!,
    ];
    expect(Math.round(panel.x + panel.width)).toBe(Math.round(button.x + button.width));
    expect(panel.y).toBeGreaterThan(button.y + button.height);
    await photograph(page, 'native-user-menu-1280');

    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
    await page.context().close();
  });
});

describe('a static page with only enhance.ts', () => {
  it('loads no script but enhance.ts, and opens a header menu on hover and closes it after the pointer leaves', async () => {
    const page = await newPage(env.browser, viewports.desktop);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('data-delivery')).toBe('static');
    await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
    expect(scripts.sort()).toEqual(enhanceScripts().sort());

    const services = page.getByRole('button', { name: 'Services' });
    const box = (await services.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => isOpen(page, 'services-menu')).toBe(true);
    expect(await services.getAttribute('aria-expanded')).toBe('true');

    // Down from the button across the header into the panel: it stays open (the grace period covers the gap).
    for (let y = box.y + box.height / 2; y <= 140; y += 10) await page.mouse.move(box.x + box.width / 2, y);
    await page.waitForTimeout(600); // twice the grace period
    expect(await isOpen(page, 'services-menu')).toBe(true);

    // Out of the panel: it closes.
    await page.mouse.move(640, 800);
    await expect.poll(() => isOpen(page, 'services-menu')).toBe(false);
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('counts the statistics up once in view, without moving anything, and leaves them still for reduced motion', async () => {
    const FINAL = ['$12M+', '10,000+', '24', '96.0%'];
    const page = await newPage(env.browser, viewports.mobile);
    await page.goto('/');
    const counts = () => page.locator('[data-count-up]').allTextContents();
    const widths = () =>
      page
        .locator('[data-count-up]')
        .evaluateAll((spans) => spans.map((span) => (span.parentElement as HTMLElement).getBoundingClientRect().width));
    // Below the fold on a phone: at zero, in the final value's width.
    expect(await counts()).toEqual(['$0M+', '0+', '0', '0.0%']);
    const before = await widths();
    for (const card of await page.locator('[data-count-up]').all()) await card.scrollIntoViewIfNeeded();
    await expect.poll(counts, { timeout: 10_000 }).toEqual(FINAL);
    expect(await widths()).toEqual(before);
    await page.context().close();

    const still = await newPage(env.browser, viewports.mobile, { reducedMotion: 'reduce' });
    await still.goto('/');
    await still.locator('html[data-enhanced]').waitFor({ state: 'attached' });
    const shown = await still
      .locator('[data-count-final]')
      .evaluateAll((spans) =>
        spans.filter((span) => getComputedStyle(span).visibility === 'visible').map((span) => span.textContent),
      );
    expect(shown).toEqual(FINAL);
    expect(await still.locator('[data-count-up]').allTextContents()).toEqual(FINAL);
    await still.context().close();
  });
});

describe('inside the single-page app (the same markup, the same enhance.ts)', () => {
  it('a menu link navigates without a page load and closes the menu; the account menu keeps its keys and client sign-out', async () => {
    const page = await newPage(env.browser, viewports.desktop);
    await page.goto('/auth');
    await signIn(page, 'client');
    await page.waitForURL('**/client/dashboard');
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
    const documents: string[] = [];
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/auth/sign-out')
        posts.push(request.url());
    });

    await page.getByRole('button', { name: 'Services' }).click();
    expect(await isOpen(page, 'services-menu')).toBe(true);
    await photograph(page, 'native-services-menu-dark-1280');
    await page
      .locator('#services-menu')
      .getByRole('link', { name: /Line of Credit/ })
      .click();
    await page.waitForURL('**/services/line-of-credit');
    await expect.poll(() => isOpen(page, 'services-menu')).toBe(false);
    expect(documents).toEqual([]);

    const account = page.getByRole('button', { name: 'Account menu for client' });
    await account.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('My Dashboard');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign Out');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focusedId(page)).toBe('user-menu-trigger');

    await account.click();
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page
      .getByRole('region', { name: 'Notification' })
      .getByText('You have been logged out successfully.')
      .waitFor();
    await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
    expect(posts).toEqual([]);
    expect(documents).toEqual([]);
    await page.context().close();
  });

  it('the side sheet follows the dark theme on a lender page and closes when its link is followed', async () => {
    const page = await newPage(env.browser, viewports.mobile);
    await page.goto('/auth');
    await signIn(page, 'lender');
    await page.waitForURL('**/lender/dashboard');
    await page.getByRole('heading', { name: 'Lender Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByText('Signed in as lender').waitFor();
    await page.mouse.move(10, 400);
    await photograph(page, 'native-lender-side-sheet-375');
    const background = await sheet.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(Math.max(...(background.match(/\d+/g) ?? ['255']).slice(0, 3).map(Number))).toBeLessThan(40);
    await sheet.getByRole('link', { name: 'Profile Settings' }).click();
    await page.waitForURL('**/profile');
    await sheet.waitFor({ state: 'hidden' });
    // Closing gave focus back to the menu button; the new page's heading takes it from there and keeps it.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await page.context().close();
  });
});
