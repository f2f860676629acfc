import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { declineReason } from '../../graphql-server/src/index.js';
import { openPage, screenshot, signIn, viewports } from './support/browser.js';
import { useE2eEnvironment } from './support/environment.js';

/*
 * Issue 10 in Chromium against the production build: an application from its arrival to a decision the client sees.
 * The admin opens the Needs action queue, starts the review and asks for a document; the client uploads it; the admin
 * accepts it and declines the application with a reason; the client reads that reason.
 */

const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

const REASON = declineReason('time_in_business_below_minimums');
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4_000, 0x20), Buffer.from('\n%%EOF\n')]);

async function signedIn(username: 'admin' | 'client', landing: string, viewport: { width: number; height: number } = viewports.desktop): Promise<Page> {
  const { page } = await openPage(env.browser, env.server.url, viewport);
  await page.goto('/auth');
  await signIn(page, username);
  await page.waitForURL(`**${landing}`);
  return page;
}

/** An intake application for the demo client's e-mail, claimed by the client, waiting 5 hours (so it is in the queue). */
async function arrivingApplication(): Promise<{ id: number; number: string }> {
  const res = await fetch(`${env.server.url}/api/applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer demo-integration-key' },
    body: JSON.stringify({
      businessName: 'Juniper Street Florist LLC',
      contactName: 'Casey Client',
      ownerEmail: 'client@netfund.example',
      phone: '(555) 010-3100',
      product: 'line-of-credit',
      requestedAmount: 40000,
      industry: 'retail',
      state: 'IL',
      monthsInBusiness: 5,
      monthlyRevenue: 18000,
      creditScore: 650,
    }),
  });
  expect(res.status).toBe(201);
  const { id, resultUrl } = (await res.json()) as { id: number; resultUrl: string };
  const token = new URL(resultUrl, env.server.url).searchParams.get('token');
  const login = await fetch(`${env.server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'client', password: 'demo-pass' }) });
  const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  const claim = await fetch(`${env.server.url}/api/applications/${id}/claim`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ token }) });
  expect(claim.status).toBe(200);
  await env.server.sql(`update applications set submitted_at = submitted_at - interval '5 hours' where id = $1`, [id]);
  const [{ number }] = (await env.server.sql<{ number: string }>(`select number from applications where id = $1`, [id])) as [{ number: string }];
  return { id, number };
}

/** Opens the workspace's dialog for `action` and confirms it with `submit`. */
async function runAction(page: Page, action: string, submit: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('an application from arrival to a decision the client sees', () => {
  it('queue, review, document request, upload, acceptance, decline with a reason, and the client reads it', async () => {
    const { id, number } = await arrivingApplication();

    // The admin finds it in the Needs action queue and opens the workspace.
    const admin = await signedIn('admin', '/admin/dashboard');
    const queue = admin.getByRole('table', { name: 'Needs action, oldest first' });
    await queue.getByRole('link', { name: number }).click();
    await admin.waitForURL(`**/admin/applications/view/${id}`);
    await admin.getByRole('heading', { name: 'Juniper Street Florist LLC' }).waitFor();
    await screenshot(admin, 'back-office-workspace-submitted-1280');

    await runAction(admin, 'Start review', 'Start review');
    await admin.getByText('In review', { exact: true }).first().waitFor();

    await runAction(admin, 'Request info', 'Send request', async (dialog) => {
      await dialog.getByLabel('Message to the client').fill('Please upload your business bank statements for the last three months.');
      await dialog.getByText('Bank statements', { exact: true }).click();
    });

    // The client sees the request first on the dashboard and uploads the statements on the application's page.
    const client = await signedIn('client', '/client/dashboard');
    const actionNeeded = client.getByRole('list', { name: 'Action needed' });
    await actionNeeded.getByText('Upload: Bank statements').waitFor();
    await actionNeeded.getByRole('link', { name: /^Upload/ }).first().click();
    await client.waitForURL(`**/client/applications/${id}**`);
    await client.getByLabel('Upload bank statements').setInputFiles({ name: 'statements.pdf', mimeType: 'application/pdf', buffer: pdf });
    await client.getByText('Uploaded — being checked').waitFor();
    await screenshot(client, 'back-office-client-uploaded-1280');

    // The admin accepts the upload, then declines the application with a specific reason.
    await admin.goto(`/admin/applications/view/${id}?tab=documents`);
    await admin.getByRole('button', { name: 'Accept Bank statements' }).click();
    await admin.getByText('Accepted', { exact: true }).first().waitFor();
    await runAction(admin, 'Decline', 'Decline and notify client', async (dialog) => {
      await dialog.getByText(REASON.label).click();
      // The preview shows the client's notice with the reason's words before anything is sent.
      await dialog.getByText(REASON.clientText!, { exact: false }).first().waitFor();
    });
    await admin.getByText('Declined', { exact: true }).first().waitFor();
    await screenshot(admin, 'back-office-workspace-declined-1280');

    // The client reads the reason and the re-apply date, on the application's page and on the result page.
    await client.goto(`/client/applications/${id}`);
    await client.getByRole('heading', { name: 'Why we could not approve it' }).waitFor();
    await client.getByText(REASON.clientText!, { exact: false }).first().waitFor();
    await client.getByText(/You can apply again from/).waitFor();
    await screenshot(client, 'back-office-client-declined-1280');
    await client.goto(`/result/${id}`);
    await client.getByRole('heading', { name: "We Couldn't Approve Your Application Right Now" }).waitFor();

    const events = await env.server.sql<{ action: string }>(
      `select action from audit_event where (entity_type = 'application' and entity_id = $1) or action like 'document.%' or action like 'info_request.%' order by id`,
      [String(id)],
    );
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['application.received', 'application.review_started', 'info_request.created', 'document.uploaded', 'document.accepted', 'application.declined']),
    );
    await admin.context().close();
    await client.context().close();
  });
});

describe('the back office on a phone', () => {
  it('keeps every screen within 375 px, a long e-mail subject in the outgoing mail included', async () => {
    const { id } = await arrivingApplication();
    const longSubject = 'Action needed on application NF-2026-000019: please upload your business bank statements';
    await env.server.sql(
      `insert into email_outbox (to_address, subject, text_body, html_body, template) values ('elena@harborviewmarine.example', $1, 'Hello', '<p>Hello</p>', 'info_request')`,
      [longSubject],
    );
    const [{ id: clientId }] = (await env.server.sql<{ id: number }>(`select id from users where username = 'client'`)) as [{ id: number }];

    const admin = await signedIn('admin', '/admin/dashboard', viewports.mobile);
    const pageWidth = () => admin.evaluate(() => document.documentElement.scrollWidth);

    await admin.getByRole('tab', { name: 'Outgoing mail' }).click();
    await admin.getByRole('button', { name: longSubject }).waitFor();
    expect(await pageWidth(), 'the dashboard with the outgoing mail open').toBeLessThanOrEqual(viewports.mobile.width);

    const screens: [path: string, heading: string | RegExp][] = [
      ['/admin/client-management', 'Client Management'],
      ['/admin/client-management/view', 'View Clients'],
      ['/admin/client-management/view?tab=applications', 'View Clients'],
      [`/admin/client-management/view?id=${clientId}`, /Casey/],
      ['/admin/client-management/create-application', 'Create Application'],
      [`/admin/applications/view/${id}`, 'Juniper Street Florist LLC'],
      [`/admin/applications/view/${id}?tab=documents`, 'Juniper Street Florist LLC'],
      [`/admin/applications/view/${id}?tab=messages`, 'Juniper Street Florist LLC'],
      [`/admin/applications/view/${id}?tab=timeline`, 'Juniper Street Florist LLC'],
    ];
    for (const [path, heading] of screens) {
      await admin.goto(path);
      await admin.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await admin.waitForLoadState('networkidle');
      expect(await pageWidth(), path).toBeLessThanOrEqual(viewports.mobile.width);
    }
    await admin.context().close();
  });
});
