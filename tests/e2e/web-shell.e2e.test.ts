import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eEnvironment } from './support/environment.js';
import { appReady, openPage, screenshot, signIn, viewports } from './support/browser.js';

/*
 * The production build (web/dist) served by the real server on a fresh seeded database, driven in Chromium.
 * Covers issue 2's sign-in proof and issue 3's access rules, layout, sign-in page and notifications.
 */

type Visitor = 'anonymous' | 'client' | 'lender' | 'admin';

// WEB_DIST_DIR (as for `npm start`) lets a run use a build of its own; by default web/dist.
const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

async function pageFor(
  visitor: Visitor,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<Page> {
  const { page } = await openPage(env.browser, env.server.url, viewport);
  if (visitor !== 'anonymous') {
    await page.goto('/auth');
    await signIn(page, visitor);
    await page.getByRole('button', { name: `Account menu for ${visitor}` }).waitFor();
  }
  return page;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('demo accounts', () => {
  it.each([
    ['admin', '/admin/dashboard', 'Admin Dashboard'],
    ['client', '/client/dashboard', 'My Dashboard'],
    ['lender', '/lender/dashboard', 'Lender Dashboard'],
  ] as const)('%s signs in, lands on %s and the header shows who is signed in', async (username, path, title) => {
    const page = await pageFor('anonymous');
    await page.goto('/auth');
    await signIn(page, username);
    await page.waitForURL(`**${path}`);
    await heading(page, title).waitFor();
    await expect(page.getByRole('button', { name: `Account menu for ${username}` }).textContent()).resolves.toContain(
      username,
    );
    await expect(page.getByRole('region', { name: 'Notification' }).textContent()).resolves.toContain(
      `Welcome back, ${username}!`,
    );
    await page.context().close();
  });
});

describe('access rules', () => {
  // One route of each group: [path, page title, roles allowed]; public pages allow everyone.
  const routes = [
    ['/support/contact', 'Contact Us', null],
    ['/admin/lender-management', 'Lender Management', ['admin']],
    ['/client/applications/7', 'Application Details', ['client']],
    ['/lender/dashboard', 'Lender Dashboard', ['lender']],
    ['/net30/invoice/3', 'Net30 Invoice', ['client', 'admin']],
  ] as const;

  it.each(['anonymous', 'client', 'lender', 'admin'] as const)('%s', async (visitor) => {
    const page = await pageFor(visitor);
    for (const [path, title, roles] of routes) {
      await page.goto(path);
      if (!roles || (visitor !== 'anonymous' && (roles as readonly string[]).includes(visitor))) {
        await heading(page, title).waitFor();
      } else if (visitor === 'anonymous') {
        await page.waitForURL((url) => url.pathname === '/auth');
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
      } else {
        await heading(page, 'Access Denied').waitFor();
        await page.getByText("You don't have permission to access this page.").waitFor();
        expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
      }
    }
    await page.context().close();
  });

  it('returns to the requested page after signing in', async () => {
    const page = await pageFor('anonymous');
    await page.goto('/admin/blog/view-articles');
    await page.waitForURL('**/auth?**');
    await signIn(page, 'admin');
    await page.waitForURL('**/admin/blog/view-articles');
    await heading(page, 'Articles').waitFor();
    await page.context().close();
  });

  it('redirects signed-in visitors of /auth by role', async () => {
    for (const [role, path] of [
      ['admin', '/admin/dashboard'],
      ['lender', '/lender/dashboard'],
      ['client', '/client/dashboard'],
    ] as const) {
      const page = await pageFor(role);
      await page.goto('/auth');
      await page.waitForURL(`**${path}`);
      await page.context().close();
    }
  });

  it('shows 404 for unknown paths and the same FAQ page on both paths', async () => {
    const page = await pageFor('anonymous');
    await page.goto('/definitely/not/here');
    await heading(page, '404 Page Not Found').waitFor();
    for (const path of ['/support/faq', '/support/faqs']) {
      await page.goto(path);
      await heading(page, 'Frequently Asked Questions').waitFor();
    }
    await page.context().close();
  });

  it('sends /application to the external form', async () => {
    const page = await pageFor('anonymous');
    await page.route('https://apply.netfund.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>External form</h1>' }),
    );
    await page.goto('/application');
    await page.waitForURL('https://apply.netfund.example/application-form');
    await page.context().close();
  });
});

describe('sign-in page', () => {
  it('shows the validation messages and the failed-login toast', async () => {
    const page = await pageFor('anonymous');
    await page.goto('/auth');
    await appReady(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await signIn(page, 'admin', 'not-the-password');
    const region = page.getByRole('region', { name: 'Notification' });
    await region.getByText('Login failed').waitFor();
    await region.getByText('Invalid username or password').waitFor();
    await page.context().close();
  });

  it('signs out from the user menu with the logged-out toast', async () => {
    const page = await pageFor('client');
    await page.getByRole('button', { name: 'Account menu for client' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const region = page.getByRole('region', { name: 'Notification' });
    await region.getByText('You have been logged out successfully.').waitFor();
    // From a signed-in page to sign-in, without a way back into the previous user's area.
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBeNull();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await page.context().close();
  });

  it('lands a client on their own dashboard after an admin signed out on the same tab', async () => {
    const page = await pageFor('admin');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('button', { name: 'Account menu for admin' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await signIn(page, 'client');
    await page.waitForURL((url) => url.pathname === '/client/dashboard');
    await heading(page, 'My Dashboard').waitFor();
    expect(await page.title()).toBe('My Dashboard — NetFund');

    // A stale or forged return path into another role's area, or off the site, is not followed either.
    for (const target of ['/admin/dashboard', '//evil.example/x', '/\\evil.example/x']) {
      await page.getByRole('button', { name: 'Account menu for client' }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.goto(`/auth?redirect=${encodeURIComponent(target)}`);
      await signIn(page, 'client');
      await page.waitForURL((url) => url.pathname === '/client/dashboard');
      expect(new URL(page.url()).origin, target).toBe(env.server.url);
    }
    await page.context().close();
  });

  it('F8 moves focus to the notification region', async () => {
    const page = await pageFor('anonymous');
    await page.goto('/auth');
    await appReady(page);
    await signIn(page, 'admin', 'nope');
    await page.getByRole('region', { name: 'Notification' }).getByText('Login failed').waitFor();
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notification');
    await page.context().close();
  });
});

describe('layout', () => {
  it('opens one mega-menu at a time and closes on outside click and Escape', async () => {
    const page = await pageFor('anonymous');
    await page.goto('/');
    const services = page.getByRole('button', { name: 'Services' });
    const resources = page.getByRole('button', { name: 'Resources' });

    await services.click();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    // Scoped to the menu panel: the home page below has a 'Featured' and a 'Popular' of its own.
    const servicesMenu = page.locator('#services-menu');
    await servicesMenu.getByText('Featured', { exact: true }).waitFor();
    await servicesMenu.getByText('Popular', { exact: true }).waitFor();

    await resources.click();
    expect(await resources.getAttribute('aria-expanded')).toBe('true');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await page.locator('#resources-menu').getByText('Learn & Grow').waitFor();
    await page.locator('#resources-menu').getByText('Help & Support').waitFor();

    await page.mouse.click(640, 700);
    await page.waitForFunction(
      () => document.querySelector('#resources-menu-trigger')?.getAttribute('aria-expanded') === 'false',
    );

    await services.focus();
    await page.keyboard.press('Enter');
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('shows Sign In and Get Funded (external, new tab) to visitors, and the footer', async () => {
    const page = await pageFor('anonymous');
    await page.goto('/');
    const getFunded = page.locator('header').getByRole('link', { name: 'Get Funded' });
    expect(await getFunded.getAttribute('href')).toBe('https://apply.netfund.example/application-form');
    expect(await getFunded.getAttribute('target')).toBe('_blank');
    expect(await getFunded.getAttribute('rel')).toBe('noopener noreferrer');
    const footer = page.locator('footer');
    await footer.getByText('Find the Right Funding for Your Business').waitFor();
    await footer.getByText(`© ${new Date().getFullYear()} NetFund`).waitFor();
    await footer.getByText('support@netfund.example').waitFor();
    await footer.getByText('(555) 010-2400').waitFor();
    await page.context().close();
  });

  it('uses the dark theme and no footer on admin pages', async () => {
    const page = await pageFor('admin');
    await page.goto('/admin/dashboard');
    await heading(page, 'Admin Dashboard').waitFor();
    expect(await page.locator('.chakra-theme').first().getAttribute('class')).toContain('dark');
    expect(await page.locator('footer').count()).toBe(0);
    await page.goto('/support/contact');
    await page.locator('footer').waitFor();
    await page.context().close();
  });

  it('opens the mobile side sheet at 375 px, grouped under Services, Company and Support', async () => {
    const page = await pageFor('anonymous', viewports.mobile);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    for (const group of ['Services', 'Company', 'Support']) await sheet.getByRole('heading', { name: group }).waitFor();
    await page.waitForTimeout(400); // slide-in animation
    expect((await sheet.boundingBox())?.width).toBeCloseTo(300, 0);
    await screenshot(page, 'mobile-side-sheet-375');
    await sheet.getByRole('link', { name: 'Careers' }).click();
    await heading(page, 'Careers').waitFor();
    await page.context().close();
  });

  it('has no serious or critical axe violations on /auth and the home layout', async () => {
    const page = await pageFor('anonymous');
    for (const path of ['/auth', '/']) {
      await page.goto(path);
      await page.locator('footer').waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    await page.context().close();
  });

  it('takes screenshots at 375, 768 and 1280 px', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await pageFor('anonymous', viewport);
      for (const [slug, path] of [
        ['home', '/'],
        ['auth', '/auth'],
        ['auth-register', '/auth?applicationId=1&applicationEmail=owner%40example.com'],
      ] as const) {
        await page.goto(path);
        await page.locator('footer').waitFor();
        await screenshot(page, `${slug}-${name}-${viewport.width}`);
      }
      await page.context().close();
    }
    const admin = await pageFor('admin');
    await screenshot(admin, 'admin-dashboard-1280');
    await admin.context().close();
  });
});
