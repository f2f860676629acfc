import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eEnvironment } from './support/environment.js';
import { openPage, screenshot, signIn, viewports } from './support/browser.js';

/*
 * NetBuilder in Chromium against the production build and the real server in demo payment mode: the signed-out
 * prompt, Login Required, Select Plan → the demo hosted checkout → back to the Overview → Reports → a PDF
 * download → Cancel Plan, and the credit builder dashboard.
 */

// WEB_DIST_DIR (as for `npm start`) lets a run use a build of its own; by default web/dist.
const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

async function pageAs(
  username: string | null,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<Page> {
  const { page } = await openPage(env.browser, env.server.url, viewports.desktop);
  if (username) {
    // Signed in at desktop width, where the header shows the account menu; then the size the test wants.
    await page.goto('/auth');
    await signIn(page, username);
    await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
  }
  await page.setViewportSize(viewport);
  return page;
}

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });

describe('/netbuilder signed out', () => {
  it('prompts to log in with a link to /auth, and Select Plan asks for a login', async () => {
    for (const [name, viewport] of [
      ['mobile-375', viewports.mobile],
      ['desktop-1280', viewports.desktop],
    ] as const) {
      const page = await pageAs(null, viewport);
      await page.goto('/netbuilder');
      await page.getByRole('heading', { name: 'Log in to subscribe to NetBuilder' }).waitFor();
      expect(await page.getByRole('link', { name: 'Log In' }).getAttribute('href')).toMatch(/^\/auth/);
      await page.getByRole('heading', { name: 'Why Choose NetBuilder?' }).waitFor();
      await screenshot(page, `netbuilder-signed-out-${name}`);
      // A static page: the notice is a native popover that the button opens, no app involved.
      expect(await page.locator('html[data-delivery="static"]').count()).toBe(1);
      await page.getByRole('button', { name: 'Select Plan: Growth' }).click();
      const notice = page.getByRole('status').filter({ hasText: 'Login Required' });
      await notice.getByText('Please log in to subscribe to NetBuilder').waitFor();
      await screenshot(page, `netbuilder-login-required-${name}`);
      expect(new URL(page.url()).pathname).toBe('/netbuilder');
      await page.keyboard.press('Escape');
      await notice.waitFor({ state: 'hidden' });
      await page.context().close();
    }
  });
});

describe('subscribing in demo mode', () => {
  it('plans → demo checkout → Overview → Reports → PDF download → Billing → Cancel Plan', async () => {
    const page = await pageAs('client');
    await page.goto('/netbuilder');
    const growth = page.getByRole('article', { name: 'Growth' });
    await growth.getByText('Most Popular').waitFor();
    for (const text of [
      '$59',
      'up to $7,500',
      'Net 30',
      'Dun & Bradstreet, Experian',
      'Equifax reporting (not included)',
    ]) {
      await growth.getByText(text, { exact: false }).first().waitFor();
    }
    await page.getByRole('article', { name: 'Pro' }).getByText('Net 45').waitFor();
    await page.getByRole('heading', { name: 'Why Choose NetBuilder?' }).waitFor();
    await screenshot(page, 'netbuilder-plans-desktop-1280');
    await page.setViewportSize(viewports.mobile);
    await screenshot(page, 'netbuilder-plans-mobile-375');
    await page.setViewportSize(viewports.desktop);

    await page.getByRole('button', { name: 'Select Plan: Growth' }).click();
    await page.waitForURL('**/payments/demo/checkout/**');
    await page.getByRole('heading', { name: 'Subscribe to NetBuilder Growth' }).waitFor();
    await screenshot(page, 'netbuilder-demo-checkout-1280');
    await page.getByRole('button', { name: 'Pay $59 and subscribe' }).click();

    // Back from the checkout: a toast says so once, and ?checkout= leaves the address (a reload says nothing).
    await toast(page).getByText('Subscription started').waitFor();
    await page.waitForURL((url) => url.pathname === '/netbuilder' && url.search === '');
    const panel = page.getByRole('tabpanel');
    await panel.getByText('Current Plan').waitFor();
    await panel.getByText('Growth', { exact: true }).waitFor();
    await panel.getByText('Active', { exact: true }).waitFor();
    await panel.getByText('$7,500', { exact: true }).waitFor();
    const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    await panel.getByText(new RegExp(`^${today} – `)).waitFor();
    await screenshot(page, 'netbuilder-overview-desktop-1280');

    await page.getByRole('tab', { name: 'Reports' }).click();
    const month = new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
    await panel.getByText(month).waitFor();
    await panel.getByText('$59.00 · reported to Dun & Bradstreet, Experian').waitFor();
    const [report] = await env.server.sql<{ id: number }>(
      "select r.id from netbuilder_reports r join users u on u.id = r.user_id where u.username = 'client'",
    );
    const reportId = report!.id;
    const downloadStarted = page.waitForEvent('download');
    await panel.getByRole('button', { name: `Download report for ${month}` }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe(`tradeline-report-${reportId}.pdf`);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    await page.getByRole('tab', { name: 'Billing' }).click();
    await panel.getByText('Billing history is coming soon.').waitFor();

    await page.getByRole('tab', { name: 'Overview' }).click();
    await panel.getByRole('button', { name: 'Cancel Plan' }).click();
    await panel.getByRole('alertdialog').waitFor();
    await panel.getByRole('button', { name: 'Yes, cancel plan' }).click();
    await toast(page).getByText('Subscription Canceled').waitFor();
    await toast(page).getByText('Your subscription will end at the current billing period.').waitFor();
    const endDate = (
      await env.server.sql<{ end: Date }>(
        "select s.current_period_end as end from netbuilder_subscriptions s join users u on u.id = s.user_id where u.username = 'client'",
      )
    )[0]!.end.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    await panel.getByText(`Active — ends ${endDate}`, { exact: true }).waitFor();
    await panel.getByText(`Your plan ends on ${endDate}`).waitFor();
    await screenshot(page, 'netbuilder-canceled-desktop-1280');

    await page.goto('/dashboard');
    await page.getByText(`Active — ends ${endDate}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resume plan' }).click();
    await toast(page).getByText('Plan resumed').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Resume plan' }).count()).toBe(0);
    await page.goto('/netbuilder');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Cancel Plan' }).waitFor();
    await page.context().close();
  });

  it('a server-rendered plan page follows Cancel Plan and Resume plan without a reload', async () => {
    // A full page load: the server renders the Overview, the app hydrates with the server's cache, and each
    // mutation's answer must reach the page (it kept 'Active' and 'Cancel Plan' when hydration left the query blind).
    const page = await pageAs('builder');
    await page.goto('/netbuilder');
    // Server-rendered: the page carries the server's state (the user, the Apollo cache) for hydration.
    expect(await page.locator('script#server-state').count()).toBe(1);
    await page.locator('html[data-hydrated]').waitFor();
    const panel = page.getByRole('tabpanel');
    await panel.getByText('Active', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Cancel Plan' }).click();
    await panel.getByRole('button', { name: 'Yes, cancel plan' }).click();
    await toast(page).getByText('Subscription Canceled').waitFor();
    const endDate = (
      await env.server.sql<{ end: Date }>(
        "select s.current_period_end as end from netbuilder_subscriptions s join users u on u.id = s.user_id where u.username = 'builder'",
      )
    )[0]!.end.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    await panel.getByText(`Active — ends ${endDate}`, { exact: true }).waitFor();
    await panel.getByText(`Your plan ends on ${endDate}`).waitFor();
    await panel.getByRole('button', { name: 'Resume plan' }).click();
    await toast(page).getByText('Plan resumed').waitFor();
    await panel.getByRole('button', { name: 'Cancel Plan' }).waitFor();
    expect(await panel.getByText('Active', { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('shows Download Error when the download fails', async () => {
    const page = await pageAs('builder', viewports.mobile);
    await page.goto('/netbuilder');
    await page.getByRole('tab', { name: 'Reports' }).click();
    await screenshot(page, 'netbuilder-reports-mobile-375');
    await page.route('**/api/netbuilder/reports/*/download', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Download report for / })
      .first()
      .click();
    await toast(page).getByText('Download Error').waitFor();
    await toast(page).getByText('Failed to download report').waitFor();
    await page.context().close();
  });
});

describe('/dashboard', () => {
  it('shows the builder plan, status, limits, the payments chart, bureaus and the next report date', async () => {
    for (const [name, viewport] of [
      ['desktop-1280', viewports.desktop],
      ['mobile-375', viewports.mobile],
    ] as const) {
      const page = await pageAs('builder', viewport);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Credit Builder Dashboard' }).waitFor();
      await page.getByText('Growth', { exact: true }).waitFor();
      await page.getByText('Active', { exact: true }).waitFor();
      await page.getByText('$7,500', { exact: true }).waitFor();
      await page.getByText('up to $7,500').waitFor();
      await page.getByRole('heading', { name: 'Reported payments by month' }).waitFor();
      await page.getByRole('heading', { name: 'Bureaus reported to' }).waitFor();
      const bureaus = page.locator('.chakra-card__root', {
        has: page.getByRole('heading', { name: 'Bureaus reported to' }),
      });
      await bureaus.getByText('Experian', { exact: true }).waitFor();
      const payments = page.locator('table', {
        has: page.locator('caption', { hasText: 'Reported payments by month' }),
      });
      expect(await payments.locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
      // R23: what was reported to each bureau, below (the demo's last-month batches include builder's plan).
      await page.getByRole('heading', { name: 'Credit bureau reporting' }).waitFor();
      await screenshot(page, `dashboard-builder-${name}`);
      await page.context().close();
    }
  });

  it('invites someone without a plan (here an admin) to NetBuilder', async () => {
    const page = await pageAs('admin');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: "You don't have a NetBuilder plan yet" }).waitFor();
    expect(await page.getByRole('link', { name: 'See NetBuilder plans' }).getAttribute('href')).toBe('/netbuilder');
    await page.context().close();
  });
});
