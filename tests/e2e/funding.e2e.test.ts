import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, platformToday } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient } from '../support/api-client.js';
import { acceptedDeal } from '../support/funding-fixtures.js';
import { artifactsDir, openPage, screenshot, signIn, viewports } from './support/browser.js';
import { useE2eEnvironment } from './support/environment.js';

/*
 * Issue 11 item 8 in Chromium against the production build: the lender marks an accepted offer funded, the admin
 * follows R13's link to R14, sees the deal's figures, chart and ledger, and is told when a payment is more than the
 * remaining balance. Screenshots at 1280 and 375 px, in the admin's dark theme and in the light one.
 */

const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

async function signedInAdmin(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await openPage(env.browser, env.server.url, viewport);
  await page.goto('/auth');
  await signIn(page, 'admin');
  await page.waitForURL('**/admin/dashboard');
  return page;
}

async function expectNoPageOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** A deal the lender marked funded 12 days ago, with payments posted; returns its application and funding ids. */
async function fundedDeal(payments: boolean): Promise<{ applicationId: number; fundingId: string }> {
  const deal = await acceptedDeal(env.server);
  const lender = new ApiClient(env.server.url);
  expect((await lender.post('/api/login', { username: 'lender', password: 'demo-pass' })).status).toBe(200);
  const funded = await lender.gql(`mutation M($input: MarkFundedInput!) { markFunded(input: $input) { id } }`, {
    input: { offerId: String(deal.offerId), expectedVersion: 1, fundedOn: platformToday(), fundedAmountCents: 5_000_000, lenderRef: 'CED-7781' },
  });
  expect(funded.body.errors).toBeUndefined();
  const fundingId = funded.body.data.markFunded.id as string;
  await env.server.sql(`update funding set funded_on = $2 where id = $1`, [fundingId, addDays(platformToday(), -12)]);
  if (payments) {
    for (const days of [11, 10, 9, 8, 5, 4, 3]) {
      const res = await lender.gql(`mutation P($id: ID!, $input: FundingTransactionInput!) { postFundingPayment(fundingId: $id, input: $input) { id } }`, {
        id: fundingId,
        input: { type: 'payment', amountCents: 51_587, occurredOn: addDays(platformToday(), -days), externalRef: `CED-PMT-${days}` },
      });
      expect(res.body.errors).toBeUndefined();
    }
  }
  return { applicationId: deal.applicationId, fundingId };
}

describe('R14 funded deal in Chromium', { timeout: 120_000 }, () => {
  it('R13 links a funded application to R14, which shows the figures, the chart and the ledger', async () => {
    const { applicationId, fundingId } = await fundedDeal(true);
    const page = await signedInAdmin(viewports.desktop);
    await page.goto(`/admin/applications/view/${applicationId}`);
    await page.getByRole('link', { name: 'View funded deal' }).click();
    await page.waitForURL(`**/admin/funding-dashboard/view/${fundingId}`);
    await page.getByRole('heading', { level: 1, name: /Funding Test/ }).waitFor();
    await expect(page.getByRole('group', { name: 'Paid to date' }).innerText()).resolves.toContain('$3,611.09');
    await page.getByRole('table').getByRole('row').nth(7).waitFor();
    await screenshot(page, 'funding-r14-1280-dark');
    await page.evaluate(() => document.querySelector('.chakra-theme')?.classList.replace('dark', 'light'));
    await screenshot(page, 'funding-r14-1280-light');
    await page.evaluate(() => document.querySelector('.chakra-theme')?.classList.replace('light', 'dark'));

    await page.getByRole('button', { name: 'Show as table' }).click();
    await page.getByRole('columnheader', { name: 'Scheduled (cumulative)' }).waitFor();

    await page.getByRole('button', { name: 'Add transaction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add transaction' });
    await dialog.getByRole('textbox', { name: 'Amount ($)' }).fill('70000');
    await dialog.getByRole('button', { name: 'Add transaction' }).click();
    await dialog.getByText('This payment is more than the remaining balance of $61,388.91').waitFor();
    await dialog.screenshot({ path: `${artifactsDir}funding-r14-overpayment-dialog-1280.png` });

    const phone = await signedInAdmin(viewports.mobile);
    await phone.goto(`/admin/funding-dashboard/view/${fundingId}`);
    await phone.getByRole('heading', { level: 1, name: /Funding Test/ }).waitFor();
    await phone.getByRole('table').getByRole('row').nth(7).waitFor();
    await screenshot(phone, 'funding-r14-375-dark');
    await expectNoPageOverflow(phone);
    await phone.evaluate(() => document.querySelector('.chakra-theme')?.classList.replace('dark', 'light'));
    await screenshot(phone, 'funding-r14-375-light');
  });

  it("R13's Mark funded on an accepted application opens R14", async () => {
    const deal = await acceptedDeal(env.server);
    const page = await signedInAdmin(viewports.desktop);
    await page.goto(`/admin/applications/view/${deal.applicationId}`);
    await page.getByRole('button', { name: 'Mark funded' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark funded' });
    await expect(dialog.getByRole('textbox', { name: /Funded amount/ }).inputValue()).resolves.toBe('50000.00');
    await dialog.getByRole('textbox', { name: /Funded amount/ }).fill('50100');
    await dialog.getByRole('button', { name: 'Mark funded' }).click();
    await dialog.getByText('The funded amount is more than the offer: add a note explaining why').waitFor();
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Lender added $100 at closing');
    await dialog.screenshot({ path: `${artifactsDir}funding-mark-funded-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Mark funded' }).click();
    await page.waitForURL('**/admin/funding-dashboard/view/*');
    await expect(page.getByRole('group', { name: 'Funded amount' }).innerText()).resolves.toContain('$50,100.00');
  });

  it('an empty ledger says who can post payments; a bad id says "Funding record not found"', async () => {
    const { fundingId } = await fundedDeal(false);
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const page = await signedInAdmin(viewport);
      await page.goto(`/admin/funding-dashboard/view/${fundingId}`);
      await page.getByText('No payments recorded yet. The lender can post them, or enter them here.').waitFor();
      await expectNoPageOverflow(page);
      await screenshot(page, `funding-r14-empty-${viewport.width}`);
      await page.goto('/admin/funding-dashboard/view/abc');
      await page.getByRole('heading', { level: 1, name: 'Funding record not found' }).waitFor();
      await page.getByRole('link', { name: 'Back to applications' }).waitFor();
      await screenshot(page, `funding-r14-not-found-${viewport.width}`);
    }
  });
});

describe('R1 lenders and funding KPIs in Chromium', { timeout: 120_000 }, () => {
  it('shows the funded deal in the funded volume, with charts that never widen the page', async () => {
    await fundedDeal(true);
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const page = await signedInAdmin(viewport);
      const section = page.getByRole('region', { name: 'Lenders and funding' });
      // Every deal this file funded counts: at least this test's $50,000.
      const volume = section.getByRole('group', { name: 'Funded volume' }).filter({ hasText: /deals? in this range/ });
      await volume.waitFor();
      expect(await volume.innerText()).toMatch(/\$(\d{2,3}(\.\d)?K)/);
      expect(await volume.innerText()).not.toContain('$0');
      await section.getByRole('region', { name: 'Lender response time' }).waitFor();
      await expectNoPageOverflow(page);
      for (const theme of ['dark', 'light']) {
        if (theme === 'light') await page.evaluate(() => document.querySelector('.chakra-theme')?.classList.replace('dark', 'light'));
        // The section alone, cut from the full page (an element screenshot scrolls it under the sticky header).
        await page.evaluate(() => window.scrollTo(0, 0));
        const box = (await section.boundingBox())!;
        mkdirSync(artifactsDir, { recursive: true });
        await page.screenshot({ path: `${artifactsDir}funding-kpis-${viewport.width}-${theme}.png`, fullPage: true, clip: { x: 0, y: box.y, width: viewport.width, height: box.height } });
      }
    }
  });
});
