import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, signIn, viewports } from './support/browser.js';
import { useE2eEnvironment } from './support/environment.js';

/*
 * Issue 11 item 1 in Chromium against the production build: the admin adds a lender with a user to invite (Save keeps
 * it onboarding), activates it from its page, and finds it active in the list. The invitee gets a set-password e-mail.
 */

const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

async function signedInAdmin(): Promise<Page> {
  const { page } = await openPage(env.browser, env.server.url, viewports.desktop);
  await page.goto('/auth');
  await signIn(page, 'admin');
  await page.waitForURL('**/admin/dashboard');
  return page;
}

describe('lender management in Chromium', { timeout: 90_000 }, () => {
  it('adds a lender with an invitee, activates it and sees it in the list', async () => {
    const page = await signedInAdmin();
    await page.goto('/admin/lender-management/add');
    await page.getByRole('textbox', { name: 'Legal name' }).fill('Prairie Wind Capital LLC');
    await page.getByRole('textbox', { name: 'Display name' }).fill('Prairie Wind Capital');
    await page.getByRole('textbox', { name: 'Contact name' }).fill('Morgan Lee');
    await page.getByRole('textbox', { name: 'Contact e-mail' }).fill('morgan@prairiewind.example');
    await page.getByText('Business Line of Credit', { exact: true }).click();
    await page.getByLabel('Agreement signed on').fill('2026-11-02');
    await page.getByText('The lender accepted the data-handling terms').click();
    await page.getByRole('textbox', { name: 'E-mails' }).fill('ops@prairiewind.example');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const prompt = page.getByRole('link', { name: 'Add criteria for this lender' });
    await prompt.waitFor();
    const [{ id }] = (await env.server.sql<{ id: number }>(`select id from lender where legal_name = 'Prairie Wind Capital LLC'`)) as [{ id: number }];
    expect(await prompt.getAttribute('href')).toBe(`/admin/funding-matrix/add-criteria?lenderId=${id}`);
    expect(await env.server.sql(`select count(*)::int as n from email_outbox where template = 'lender_invite' and to_address = 'ops@prairiewind.example'`)).toEqual([{ n: 1 }]);
    await screenshot(page, 'lender-added-1280');

    await page.getByRole('link', { name: 'Open the lender' }).click();
    await page.waitForURL(`**/admin/lender-management/view/${id}`);
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Active lenders are paused, not activated: the page offers Pause once the lender is active.
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();

    await page.goto('/admin/lender-management/view?q=Prairie');
    const rowOfLender = page.getByRole('table', { name: 'Lenders' }).getByRole('row').filter({ hasText: 'Prairie Wind Capital' });
    await rowOfLender.waitFor();
    expect(await rowOfLender.textContent()).toMatch(/Prairie Wind Capital.*Active/);
    expect(await env.server.sql(`select status from lender where id = $1`, [id])).toEqual([{ status: 'active' }]);
    await screenshot(page, 'lender-list-1280');
  });
});
