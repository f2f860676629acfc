import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eEnvironment } from './support/environment.js';
import { openPage, screenshot, signIn, viewports } from './support/browser.js';

/*
 * Issue 9, "what a new user saw on the landed screens" (items 16, 18, 21-24), in Chromium against the production
 * build served by the real server: geometry (covers, bands, badges, line breaks), links, contrast, keyboard focus,
 * dark menus, icons, manifest and print.
 */

// WEB_DIST_DIR (as for `npm start`) lets a run use a build of its own; by default web/dist.
const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

type Viewport = { width: number; height: number };

async function newPage(viewport: Viewport = viewports.desktop, username?: string): Promise<Page> {
  const { page } = await openPage(env.browser, env.server.url, viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if (username) {
    await page.goto('/auth');
    await signIn(page, username);
    await page.waitForURL((url) => url.pathname !== '/auth');
  }
  return page;
}

const h1 = (page: Page, name?: string) =>
  page.getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) });

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error(`no box for ${locator.toString()}`);
  return rect;
}

/** Relative luminance of a CSS `rgb(...)`/`rgba(...)` colour (WCAG). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

async function contrastViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withRules(['color-contrast']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}

/** Pages that end with their own closing call to action (the dark 'Ready to elevate…' block). */
const CLOSING_CTA_PAGES = [
  '/services/investment-property-loans',
  '/services/line-of-credit',
  '/company/about',
  '/funding-guide',
  '/success-stories',
];

describe('16. The NetFund Brief covers stay in their frames', () => {
  it.each([
    ['375', viewports.mobile],
    ['1280', viewports.desktop],
  ] as const)('at %s px no card cover overlaps its title, category or first line', async (name, viewport) => {
    const page = await newPage(viewport);
    await page.goto('/the-netfund-brief');
    await h1(page, 'The NetFund Brief').waitFor();
    const cards = page.locator('article');
    await cards.first().waitFor();
    for (const card of await cards.all()) {
      const image = await box(card.locator('img'));
      const frame = await box(card.locator('img').locator('..'));
      const title = await box(card.getByRole('heading', { level: 2 }));
      // The category is the card's first badge (its tags follow).
      const category = await box(card.locator('.chakra-badge').first());
      expect(image.y + image.height, 'cover ends before the category').toBeLessThanOrEqual(category.y);
      expect(image.y + image.height, 'cover ends before the title').toBeLessThanOrEqual(title.y);
      expect(image.height).toBeCloseTo(frame.height, 0);
    }
    await screenshot(page, `brief-${name}`);
    await page.context().close();
  });

  it('the article cover fits the column on a phone instead of being clipped', async () => {
    const page = await newPage(viewports.mobile);
    await page.goto('/the-netfund-brief');
    await page.locator('article a').first().click();
    await page.waitForURL(/\/the-netfund-brief\/[a-z0-9-]+$/);
    // The article itself (the list's cards are articles too, with h2 titles).
    await page.locator('main article h1').waitFor();
    const cover = page.locator('main article img').first();
    await cover.waitFor();
    const image = await box(cover);
    const frame = await box(cover.locator('..'));
    expect(image.width).toBeCloseTo(frame.width, 0);
    expect(image.height).toBeCloseTo(frame.height, 0);
    expect(image.x + image.width).toBeLessThanOrEqual(viewports.mobile.width);
    await screenshot(page, 'brief-article-375');
    await page.context().close();
  });
});

describe('18. NetBuilder is linked from the site', () => {
  it('from the Services menu, the footer and the home page', async () => {
    const page = await newPage();
    await page.goto('/');
    await h1(page).waitFor();
    await page.getByRole('button', { name: 'Services' }).click();
    expect(
      await page
        .locator('#services-menu')
        .getByRole('link', { name: /NetBuilder/ })
        .getAttribute('href'),
    ).toBe('/netbuilder');
    await page.keyboard.press('Escape');
    expect(
      await page
        .locator('footer')
        .getByRole('link', { name: /NetBuilder/ })
        .getAttribute('href'),
    ).toBe('/netbuilder');
    const homeLink = page
      .locator('main')
      .getByRole('link', { name: /NetBuilder/ })
      .first();
    expect(await homeLink.getAttribute('href')).toBe('/netbuilder');
    await homeLink.click();
    await page.waitForURL('**/netbuilder');
    await page.context().close();
  });

  it('from the mobile side sheet', async () => {
    const page = await newPage(viewports.mobile);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('link', { name: /NetBuilder/ }).click();
    await page.waitForURL('**/netbuilder');
    await page.context().close();
  });

  it('the user menu of a client with a plan links the credit builder dashboard; without a plan it does not', async () => {
    const builder = await newPage(viewports.desktop, 'builder');
    await builder.getByRole('button', { name: 'Account menu for builder' }).click();
    const item = builder.getByRole('menuitem', { name: 'Credit Builder Dashboard' });
    expect(await item.getAttribute('href')).toBe('/dashboard');
    await item.click();
    await builder.waitForURL('**/dashboard');
    // On a static page too (no app runs there: the server asked before rendering).
    await builder.goto('/company/about');
    expect(await builder.locator('html[data-delivery="static"]').count()).toBe(1);
    await builder.getByRole('button', { name: 'Account menu for builder' }).click();
    expect(await builder.getByRole('menuitem', { name: 'Credit Builder Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    await builder.context().close();

    const client = await newPage(viewports.desktop, 'client');
    await client.getByRole('button', { name: 'Account menu for client' }).click();
    await client.getByRole('menuitem', { name: 'Profile Settings' }).waitFor();
    expect(await client.getByRole('menuitem', { name: 'Credit Builder Dashboard' }).count()).toBe(0);
    await client.context().close();
  });
});

describe('21. Contrast, skip link and focus', () => {
  it('axe finds no colour-contrast failure on the result pages, the status badges and the NetBuilder plan cards', async () => {
    const failures: string[] = [];
    const visitor = await newPage();
    for (const path of [
      '/result/1?token=demo-approved',
      '/result/2?token=demo-review',
      '/result/3?token=demo-declined',
    ]) {
      await visitor.goto(path);
      await visitor.getByTestId('result-card').getByRole('heading', { level: 2 }).waitFor();
      failures.push(...(await contrastViolations(visitor)).map((failure) => `${path}: ${failure}`));
    }
    // The header's 'Popular' badge (light).
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Services' }).click();
    failures.push(
      ...(await contrastViolations(visitor, '#services-menu')).map((failure) => `services menu: ${failure}`),
    );
    await visitor.context().close();

    // 'Pre-Approved', 'Under Review', 'Declined' on the dark client dashboard and the light application page.
    const client = await newPage(viewports.desktop, 'client');
    await client.goto('/client/dashboard');
    await client.getByText('Pre-Approved').first().waitFor();
    failures.push(...(await contrastViolations(client)).map((failure) => `/client/dashboard: ${failure}`));
    await client.goto('/netbuilder');
    const plans = client.locator('[aria-labelledby^="plan-"]');
    await plans.first().waitFor();
    failures.push(
      ...(await contrastViolations(client, '[aria-labelledby^="plan-"]')).map((failure) => `/netbuilder: ${failure}`),
    );
    // The same cards in the dark theme.
    await client.evaluate(() => document.querySelector('.chakra-theme')?.classList.replace('light', 'dark'));
    failures.push(
      ...(await contrastViolations(client, '[aria-labelledby^="plan-"]')).map(
        (failure) => `/netbuilder (dark): ${failure}`,
      ),
    );
    await client.context().close();
    expect(failures).toEqual([]);
  });

  it('the first Tab reaches a visible skip link that moves focus to the main content', async () => {
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const page = await newPage(viewport);
      await page.goto('/company/about');
      await h1(page, 'About NetFund').waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
      const rect = await box(skip);
      expect(rect.y).toBeGreaterThanOrEqual(0);
      expect(rect.height).toBeGreaterThan(10);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      // The next Tab continues inside the page, not in the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
      await page.context().close();
    }
  });

  it('focus moves to the page heading after a client-side navigation, not on the first load', async () => {
    // A content page is a document of its own: its links load the next one, whose focus starts at the top.
    const visitor = await newPage();
    await visitor.goto('/');
    await h1(visitor).waitFor();
    expect(await visitor.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await visitor.locator('header').getByRole('link', { name: 'About', exact: true }).click();
    await h1(visitor, 'About NetFund').waitFor();
    expect(await visitor.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await visitor.context().close();

    // Inside the app (a signed-in client), the same links navigate client-side and focus follows to the heading.
    const page = await newPage(viewports.desktop, 'client');
    await page.waitForURL('**/client/dashboard');
    await h1(page).waitFor();
    await page.locator('header').getByRole('link', { name: 'About', exact: true }).click();
    await h1(page, 'About NetFund').waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About NetFund');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('tabindex'))).toBe('-1');

    // A page whose heading comes with its data.
    await page.locator('footer').getByRole('link', { name: 'The NetFund Brief' }).click();
    await page.locator('article a').first().click();
    await page.waitForFunction(
      () => document.activeElement?.tagName === 'H1' && document.activeElement.closest('main article'),
    );
    await page.context().close();

    // From the mobile side sheet (which would hand focus back to its button when it closes).
    const phone = await newPage(viewports.mobile, 'client');
    await phone.waitForURL('**/client/dashboard');
    await h1(phone).waitFor();
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('dialog').getByRole('link', { name: 'Careers' }).click();
    await h1(phone, 'Careers').waitFor();
    await phone.waitForFunction(
      () => document.activeElement?.textContent === 'Careers' && document.activeElement.tagName === 'H1',
    );
    await phone.waitForTimeout(600); // the sheet's closing animation: focus must stay on the heading afterwards
    expect(await phone.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await phone.context().close();
  });
});

describe('22. Result page: not found and the declined alternatives', () => {
  it("'Application not found' offers Sign in and Contact support", async () => {
    const page = await newPage(viewports.mobile);
    await page.goto('/result/1?token=wrong-token');
    await page.getByText('Application not found').waitFor();
    // Back to this result after signing in (its owner then sees it without the token).
    expect(await page.locator('main').getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fresult%2F1',
    );
    expect(await page.locator('main').getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/support/contact',
    );
    await screenshot(page, 'result-not-found-375');
    await page.context().close();
  });

  it("each of the declined card's four 'Learn more' links opens a page (and section) that exists", async () => {
    const page = await newPage();
    await page.goto('/result/3?token=demo-declined');
    const links = page.getByRole('link', { name: /^Learn more about / });
    await links.first().waitFor();
    const targets = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(targets).toHaveLength(4);
    expect(targets[0]).toBe('/business-credit-builder');
    for (const [index, href] of targets.entries()) {
      expect(href).not.toBe('#');
      await page.goto('/result/3?token=demo-declined');
      await links.nth(index).click();
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
      await h1(page).waitFor();
      expect(await h1(page).textContent()).not.toBe('404 Page Not Found');
      const hash = new URL(href!, env.server.url).hash.slice(1);
      if (hash) await page.locator(`[id="${hash}"]`).waitFor();
    }
    await page.context().close();
  });
});

describe('23. Layout', () => {
  it.each([
    ['375', viewports.mobile],
    ['1280', viewports.desktop],
  ] as const)(
    'at %s px the dark closing block meets the dark footer, and only one call to action closes the page',
    async (name, viewport) => {
      const page = await newPage(viewport);
      for (const path of CLOSING_CTA_PAGES) {
        await page.goto(path);
        const closing = page.locator('section[aria-labelledby="closing-cta-heading"]');
        await closing.waitFor();
        const footer = await box(page.locator('footer'));
        const block = await box(closing);
        expect(
          Math.abs(footer.y - (block.y + block.height)),
          `${path}: no band between the closing block and the footer`,
        ).toBeLessThan(1);
        expect(
          await page.getByText('Find the Right Funding for Your Business').isVisible(),
          `${path}: one call to action`,
        ).toBe(false);
      }
      await screenshot(page, `closing-cta-footer-${name}`);
      // Pages without a closing block keep the footer's card (SPEC §2 Layout).
      await page.goto('/support/contact');
      await page.getByText('Find the Right Funding for Your Business').waitFor({ state: 'visible' });
      await page.context().close();
    },
  );

  it('the user menu and the side sheet follow the dark theme on dark pages, and stay light on light pages', async () => {
    const admin = await newPage(viewports.desktop, 'admin');
    await admin.goto('/admin/dashboard');
    await h1(admin, 'Admin Dashboard').waitFor();
    await admin.getByRole('button', { name: 'Account menu for admin' }).click();
    const menu = admin.getByRole('menu');
    await menu.waitFor();
    expect(luminance(await menu.evaluate((element) => getComputedStyle(element).backgroundColor))).toBeLessThan(0.1);
    expect(
      luminance(
        await admin.getByRole('menuitem', { name: 'Sign Out' }).evaluate((element) => getComputedStyle(element).color),
      ),
    ).toBeGreaterThan(0.6);
    await screenshot(admin, 'admin-user-menu-1280');
    await admin.keyboard.press('Escape');
    await admin.goto('/support/contact');
    await h1(admin, 'Contact Us').waitFor();
    await admin.getByRole('button', { name: 'Account menu for admin' }).click();
    await menu.waitFor();
    expect(luminance(await menu.evaluate((element) => getComputedStyle(element).backgroundColor))).toBeGreaterThan(0.9);
    await admin.context().close();

    const phone = await newPage(viewports.mobile, 'lender');
    await phone.goto('/lender/dashboard');
    await h1(phone, 'Lender Dashboard').waitFor();
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const sheet = phone.getByTestId('mobile-nav');
    await sheet.waitFor();
    await phone.waitForTimeout(400); // slide-in animation
    expect(luminance(await sheet.evaluate((element) => getComputedStyle(element).backgroundColor))).toBeLessThan(0.1);
    expect(
      luminance(
        await sheet.getByRole('link', { name: 'Careers' }).evaluate((element) => getComputedStyle(element).color),
      ),
    ).toBeGreaterThan(0.6);
    await screenshot(phone, 'lender-side-sheet-375');
    await phone.context().close();
  });

  it("the client dashboard's status badges stay beside the business name on a phone", async () => {
    const page = await newPage(viewports.mobile, 'client');
    await page.goto('/client/dashboard');
    const cards = page.getByRole('list', { name: 'My applications' }).getByRole('listitem');
    await cards.first().waitFor();
    for (const card of await cards.all()) {
      const heading = await box(card.getByRole('heading', { level: 2 }));
      const badge = await box(card.locator('.chakra-badge'));
      expect(badge.y, 'badge starts on the heading row').toBeLessThan(heading.y + heading.height);
      expect(badge.x).toBeGreaterThanOrEqual(heading.x + heading.width);
    }
    await screenshot(page, 'client-dashboard-375');
    await page.context().close();
  });

  it('e-mail addresses break only at the @ on a phone, never inside the name or the domain', async () => {
    const page = await newPage(viewports.mobile, 'client');
    for (const path of [
      '/client/applications/1',
      '/support/contact',
      '/result/1?token=demo-approved',
      '/services/line-of-credit',
    ]) {
      await page.goto(path);
      await h1(page).waitFor();
      await page.waitForLoadState('networkidle');
      const broken = await page.evaluate(() => {
        const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
        /** Distinct line boxes covered by characters [start, end) of `element`'s text (across its text nodes). */
        const lines = (element: Element, start: number, end: number) => {
          const range = document.createRange();
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          let offset = 0;
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            const next = offset + node.length;
            if (start >= offset && start <= next) range.setStart(node, start - offset);
            if (end >= offset && end <= next) range.setEnd(node, end - offset);
            offset = next;
          }
          return new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 1)
              .map((rect) => Math.round(rect.top)),
          ).size;
        };
        const problems: string[] = [];
        for (const element of Array.from(document.querySelectorAll('body *'))) {
          const text = element.textContent ?? '';
          if (!text.includes('@') || (element as HTMLElement).offsetParent === null) continue;
          // Only the innermost element holding a whole address (its parts may sit in children of their own).
          if (Array.from(element.children).some((child) => new RegExp(EMAIL.source).test(child.textContent ?? '')))
            continue;
          for (const match of text.matchAll(EMAIL)) {
            const at = match.index! + match[0].indexOf('@');
            if (lines(element, match.index!, at) > 1 || lines(element, at, match.index! + match[0].length) > 1)
              problems.push(match[0]);
          }
        }
        return problems;
      });
      expect(broken, path).toEqual([]);
    }
    await page.goto('/client/applications/1');
    await h1(page).waitFor();
    await screenshot(page, 'application-details-375');
    await page.context().close();
  });

  it('the phone header shows Sign In and Get Funded next to the menu button', async () => {
    const page = await newPage(viewports.mobile);
    await page.goto('/');
    await h1(page).waitFor();
    const header = page.locator('header');
    const signInLink = header.getByRole('link', { name: 'Sign In', exact: true });
    const getFunded = header.getByRole('link', { name: 'Get Funded' });
    const menuButton = header.getByRole('button', { name: 'Open menu' });
    for (const element of [signInLink, getFunded, menuButton]) {
      await element.waitFor({ state: 'visible' }); // the buttons come with the session's answer
      const rect = await box(element);
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(viewports.mobile.width);
    }
    const [first, second, third] = [await box(signInLink), await box(getFunded), await box(menuButton)];
    expect(first.x + first.width).toBeLessThanOrEqual(second.x);
    expect(second.x + second.width).toBeLessThanOrEqual(third.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
    await screenshot(page, 'home-header-375');
    await page.context().close();
  });
});

describe('24. Icons, manifest and print', () => {
  it('serves /favicon.ico as an icon and /manifest.webmanifest as a web manifest, both linked from the page', async () => {
    const icon = await fetch(`${env.server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = new Uint8Array(await icon.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]); // ICO header: reserved 0, type 1 (icon)

    const manifestResponse = await fetch(`${env.server.url}/manifest.webmanifest`);
    expect(manifestResponse.status).toBe(200);
    expect(manifestResponse.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'NetFund', short_name: 'NetFund', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((entry) => entry.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const entry of manifest.icons) {
      const response = await fetch(new URL(entry.src, env.server.url));
      expect(response.status, entry.src).toBe(200);
      expect(response.headers.get('content-type'), entry.src).toBe(entry.type);
    }

    const html = await (await fetch(`${env.server.url}/`)).text();
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  });

  it('prints the result card in black on white, without navigation, buttons or footer', async () => {
    const page = await newPage();
    await page.goto('/result/1?token=demo-approved');
    const card = page.getByTestId('result-card');
    await card.getByRole('heading', { level: 2 }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').isVisible()).toBe(false);
    expect(await page.locator('footer').isVisible()).toBe(false);
    const visibleButtons = await page
      .locator('main a[href^="mailto:"], main a[href^="tel:"], main button, main .chakra-button')
      .evaluateAll((elements) =>
        elements
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => element.textContent),
      );
    expect(visibleButtons).toEqual([]);
    expect(await card.isVisible()).toBe(true);
    const colors = await card.getByRole('heading', { level: 2 }).evaluate((element) => ({
      text: getComputedStyle(element).color,
      card: getComputedStyle(element.closest('[data-testid="result-card"]')!).backgroundColor,
      page: getComputedStyle(element.closest('.chakra-theme')!).backgroundColor,
    }));
    expect(luminance(colors.text)).toBeLessThan(0.05);
    expect(luminance(colors.card)).toBeGreaterThan(0.95);
    expect(luminance(colors.page)).toBeGreaterThan(0.95);
    await screenshot(page, 'result-print-1280');
    await page.context().close();
  });
});
