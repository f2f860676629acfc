import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, signIn, viewports } from './support/browser.js';
import { useE2eEnvironment } from './support/environment.js';

/*
 * Issue 11 item 2 in Chromium against the production build: the admin adds a program for a demo lender on R3,
 * publishes it, finds version 1 on R4, and the R2 what-if tester lists it. Screenshots at 1280 and 375 px.
 */

const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

async function signedInAdmin(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await openPage(env.browser, env.server.url, viewport);
  await page.goto('/auth');
  await signIn(page, 'admin');
  await page.waitForURL('**/admin/dashboard');
  return page;
}

/** The page never scrolls sideways: wide tables scroll inside their own box. */
async function expectNoPageOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

describe('funding matrix in Chromium', { timeout: 120_000 }, () => {
  it('publishes a program for a demo lender, shows version 1 on R4 and lists it in the what-if tester', async () => {
    const [{ id: lenderId }] = (await env.server.sql<{ id: number }>(`select id from lender where display_name = 'Summit Capital'`)) as [{ id: number }];
    const page = await signedInAdmin(viewports.desktop);
    await page.goto(`/admin/funding-matrix/add-criteria?lenderId=${lenderId}`);
    await page.getByRole('textbox', { name: 'Program name' }).fill('Summit Express');
    await page.getByRole('textbox', { name: 'Minimum ($)' }).fill('10000');
    await page.getByRole('textbox', { name: 'Maximum ($)' }).fill('100000');
    await page.getByRole('textbox', { name: 'Minimum FICO' }).fill('600');
    await page.getByTestId('criteria-preview').filter({ hasText: 'Funds $10,000–$100,000 revenue-based financing to businesses with FICO ≥ 600' }).waitFor();
    await screenshot(page, 'funding-matrix-r3-1280');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();

    await page.waitForURL('**/admin/funding-matrix/view?id=*');
    await page.getByText('Version 1 (in force)').waitFor();
    const [{ id, current_version }] = (await env.server.sql<{ id: number; current_version: number }>(
      `select id, current_version from lender_program where name = 'Summit Express'`,
    )) as [{ id: number; current_version: number }];
    expect(current_version).toBe(1);
    expect(page.url()).toContain(`id=${id}`);
    await screenshot(page, 'funding-matrix-r4-detail-1280');

    await page.goto('/admin/funding-matrix');
    await page.getByRole('table', { name: 'Lender programs' }).getByRole('row').filter({ hasText: 'Summit Express' }).waitFor();
    const tester = page.getByRole('complementary');
    await tester.getByRole('textbox', { name: 'FICO' }).fill('640');
    await tester.getByRole('button', { name: 'Run against every active program' }).click();
    const result = tester.getByRole('list', { name: 'What-if results' }).getByRole('listitem').filter({ hasText: 'Summit Capital · Summit Express' });
    await result.waitFor();
    expect(await result.textContent()).toContain('Eligible');
    await screenshot(page, 'funding-matrix-r2-1280');

    await page.goto('/admin/funding-matrix/view');
    await page.getByRole('table', { name: 'All programs' }).waitFor();
    await screenshot(page, 'funding-matrix-r4-list-1280');
    // The export is written in the browser by the shared CSV writer (it once failed there: "Buffer is not defined").
    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe('programs.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^Lender,Program,Product,/);
    expect(csv).toContain('Summit Express');

    const phone = await signedInAdmin(viewports.mobile);
    for (const [path, name, ready] of [
      ['/admin/funding-matrix', 'r2', 'Lender programs'],
      ['/admin/funding-matrix/view', 'r4-list', 'All programs'],
    ] as const) {
      await phone.goto(path);
      await phone.getByRole('table', { name: ready }).waitFor();
      await expectNoPageOverflow(phone);
      await screenshot(phone, `funding-matrix-${name}-375`);
    }
    await phone.goto(`/admin/funding-matrix/view?id=${id}`);
    await phone.getByText('Version 1 (in force)').waitFor();
    await expectNoPageOverflow(phone);
    await screenshot(phone, 'funding-matrix-r4-detail-375');
    await phone.goto(`/admin/funding-matrix/add-criteria?programId=${id}`);
    await phone.getByTestId('criteria-preview').waitFor();
    await expectNoPageOverflow(phone);
    await screenshot(phone, 'funding-matrix-r3-375');
    await phone.goto('/admin/funding-matrix/view?id=abc');
    await phone.getByText('Program not found').waitFor();
    await screenshot(phone, 'funding-matrix-not-found-375');
    await phone.goto('/admin/funding-matrix');
    await phone.getByRole('button', { name: 'What-if tester' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Run against every active program' }).click();
    await phone.getByRole('dialog').getByRole('list', { name: 'What-if results' }).waitFor();
    await screenshot(phone, 'funding-matrix-what-if-375');
  });
});
