import { describe, expect, it } from 'vitest';
import { ApiClient, signedInClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { animationsSettled, openPage, screenshot, signIn, viewports } from './support/browser.js';
import { useE2eEnvironment } from './support/environment.js';

/*
 * Issue 11 item 5 (R20) in Chromium against the production build: the demo lender `lender` (Cedar Growth) lands on an
 * empty inbox with R20's text, then — once a file is shared with Cedar — sees it, opens its drawer (the server logs the
 * open and marks the file viewed) and finds it under Active. Screenshots at 1280 and 375 px, dark and light.
 */

const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});
const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };
const EMPTY_INBOX = 'No applications yet. Businesses that fit your criteria appear here once they agree to share their file with you.';

/** The demo client's new application, shared with Cedar Growth by the admin (consent recorded by phone). */
async function shareWithCedar(): Promise<string> {
  const [admin, client] = await Promise.all([signedInClient(env.server.url, 'admin'), signedInClient(env.server.url, 'client')]);
  const res = await new ApiClient(env.server.url).post('/api/applications', { ...sampleIntake, businessName: 'Portal Bakery LLC', ownerEmail: 'client@netfund.example' }, DEMO_KEY);
  const id = String(res.body.id);
  const token = new URL(res.body.resultUrl, env.server.url).searchParams.get('token')!;
  expect((await client.post(`/api/applications/${id}/claim`, { token })).status).toBe(200);
  expect((await admin.gql(`mutation S($id: ID!) { startReview(id: $id, expectedVersion: 1) { id } }`, { id })).body.errors).toBeUndefined();
  const [program] = await env.server.sql<{ id: number }>(`select p.id from lender_program p join lender l on l.id = p.lender_id where l.display_name = 'Cedar Growth' and p.status = 'active' limit 1`);
  const shared = await admin.gql(
    `mutation S($id: ID!, $programs: [ProgramChoiceInput!]!, $consent: ShareConsentInput!) { shareWithLenders(applicationId: $id, programs: $programs, consent: $consent) { items { id } } }`,
    { id, programs: [{ programId: String(program!.id), overrideReason: 'Portal e2e share' }], consent: { kind: 'staff_recorded', channel: 'phone', note: 'Client said yes on the phone' } },
  );
  expect(shared.body.errors).toBeUndefined();
  return id;
}

describe('R20 lender portal in Chromium', { timeout: 120_000 }, () => {
  it('shows the empty inbox, then a shared file whose drawer opens logged and moves it to Active', async () => {
    const { page } = await openPage(env.browser, env.server.url, viewports.desktop);
    await page.goto('/auth');
    await signIn(page, 'lender');
    await page.waitForURL('**/lender/dashboard');
    await page.getByText(EMPTY_INBOX).waitFor();
    await screenshot(page, 'lender-portal-empty-1280');

    const applicationId = await shareWithCedar();
    await page.reload();
    const row = page.getByRole('list', { name: 'Files' }).getByRole('listitem').filter({ hasText: 'Portal Bakery LLC' });
    await row.waitFor();
    await screenshot(page, 'lender-portal-inbox-1280');
    await page.evaluate(() => document.querySelector('.chakra-theme')?.classList.replace('dark', 'light'));
    await screenshot(page, 'lender-portal-inbox-1280-light');
    await page.evaluate(() => document.querySelector('.chakra-theme')?.classList.replace('light', 'dark'));
    await page.setViewportSize(viewports.mobile);
    await screenshot(page, 'lender-portal-inbox-375');
    await page.setViewportSize(viewports.desktop);

    await row.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL(`**/lender/dashboard?app=${applicationId}`);
    const drawer = page.getByRole('dialog', { name: 'Portal Bakery LLC' });
    await drawer.getByText('Documents', { exact: true }).waitFor();
    // The drawer slides in: photograph it once its animations are done.
    await animationsSettled(page);
    await screenshot(page, 'lender-portal-drawer-1280');
    expect(await env.server.sql(`select status from submission where application_id = $1`, [applicationId])).toEqual([{ status: 'viewed' }]);
    expect(await env.server.sql<{ n: number }>(`select count(*)::int as n from access_log where application_id = $1`, [applicationId])).toEqual([{ n: 1 }]);

    await page.setViewportSize(viewports.mobile);
    await screenshot(page, 'lender-portal-drawer-375');
    await page.setViewportSize(viewports.desktop);
    await drawer.getByRole('button', { name: 'Close the file' }).click();
    await page.getByRole('tab', { name: 'Active' }).click();
    await page.getByRole('list', { name: 'Files' }).getByText('Portal Bakery LLC').waitFor();
    await page.getByRole('tab', { name: 'Criteria' }).click();
    await page.getByText(/v\d+/).first().waitFor();
    await screenshot(page, 'lender-portal-criteria-1280');
  });
});
