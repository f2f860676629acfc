import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eEnvironment } from './support/environment.js';
import { openPage, screenshot, signIn, viewports } from './support/browser.js';

/*
 * Issue 5 in Chromium against the production build: the result page in every variant, signed in and out,
 * invalid ids, the sign-up link and claiming, the client dashboard and the application details.
 */

// WEB_DIST_DIR (as for `npm start`) lets a run use a build of its own; by default web/dist.
const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

async function pageFor(visitor: 'anonymous' | 'client' | 'client2', viewport: { width: number; height: number } = viewports.desktop): Promise<Page> {
  const { page } = await openPage(env.browser, env.server.url, viewport);
  if (visitor !== 'anonymous') {
    await page.goto('/auth');
    await signIn(page, visitor);
    await page.waitForURL('**/client/dashboard');
  }
  return page;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

async function intake(ownerEmail: string): Promise<{ id: number; resultUrl: string }> {
  const res = await fetch(`${env.server.url}/api/applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer demo-integration-key' },
    body: JSON.stringify({
      businessName: 'Northwind Outfitters',
      contactName: 'Ari Lane',
      ownerEmail,
      phone: '(555) 010-6600',
      product: 'business-term-loan',
      requestedAmount: 60000,
      industry: 'retail',
      state: 'CO',
      monthsInBusiness: 28,
      monthlyRevenue: 35000,
      creditScore: 705,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; resultUrl: string };
}

describe('/result/{id} signed out, with the token of the link', () => {
  const variants = [
    ['approved', '/result/1?token=demo-approved', "Congratulations! You're Pre-Approved"],
    ['review', '/result/2?token=demo-review', 'Your Application Is Under Review'],
    ['declined', '/result/3?token=demo-declined', "We Couldn't Approve Your Application Right Now"],
  ] as const;

  it.each(variants)('%s', async (status, path, title) => {
    for (const [size, viewport] of [['1280', viewports.desktop], ['375', viewports.mobile]] as const) {
      const page = await pageFor('anonymous', viewport);
      await page.goto(path);
      await heading(page, title).waitFor();
      // The page keeps ?token as it loads.
      expect(page.url()).toBe(`${env.server.url}${path}`);
      if (status === 'declined') {
        await expect(page.getByRole('link', { name: /^Learn more about/ }).count()).resolves.toBe(4);
        for (const alt of ['Business Credit Building', 'Apply with a Co-signer', 'Equipment Financing', 'Business Credit Cards']) {
          await heading(page, alt).waitFor();
        }
        await page.getByRole('link', { name: 'Schedule a Consultation' }).waitFor();
        await page.getByRole('link', { name: 'Explore Other Products' }).waitFor();
      } else {
        await page.getByRole('link', { name: 'Email Our Team' }).waitFor();
        expect(await page.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe('tel:+15550102400');
        await page.getByText('within 24 hours', { exact: false }).first().waitFor();
        await page.getByText('funds are sent within 1-2 business days', { exact: false }).waitFor();
        await page.getByText('Business bank statements from the last 3 months').waitFor();
        await page.getByText("Previous year's business tax returns").waitFor();
      }
      if (status === 'approved') {
        for (const term of ['$75,000', '12 months', '1.18 factor rate', '$1,702 weekly']) await page.getByText(term, { exact: true }).waitFor();
      }
      await heading(page, 'Track Your Application Status').waitFor();
      for (const benefit of ['Personalized dashboard', 'Real-time progress tracking', 'Apply for additional funding in a few clicks']) {
        await page.getByText(benefit, { exact: true }).waitFor();
      }
      const id = path.split('/')[2]!.split('?')[0];
      expect(await page.getByRole('link', { name: 'Create Your Client Account' }).getAttribute('href')).toBe(
        `/auth?applicationId=${id}&applicationEmail=client%40netfund.example`,
      );
      await screenshot(page, `result-${status}-${size}`);
      await page.context().close();
    }
  });

  it('shows the invalid id and not-found alerts', async () => {
    const page = await pageFor('anonymous', viewports.mobile);
    for (const path of ['/result/abc', '/result/0', '/result/-2?token=demo-approved']) {
      await page.goto(path);
      const alert = page.getByRole('alert');
      await alert.getByText('Error', { exact: true }).waitFor();
      await alert.getByText('Invalid application ID. Please check the URL and try again.').waitFor();
    }
    await screenshot(page, 'result-invalid-id-375');
    for (const path of ['/result/1', '/result/1?token=demo-review', '/result/999999?token=demo-approved']) {
      await page.goto(path);
      await page.getByRole('alert').getByText('Application not found').waitFor();
    }
    await page.context().close();
  });
});

describe('/result/{id} signed in', () => {
  it('shows the owning client the result without a token, and no sign-up invitation', async () => {
    const page = await pageFor('client');
    for (const [path, title] of [
      ['/result/1', "Congratulations! You're Pre-Approved"],
      ['/result/2', 'Your Application Is Under Review'],
      ['/result/3', "We Couldn't Approve Your Application Right Now"],
    ] as const) {
      await page.goto(path);
      await heading(page, title).waitFor();
      await page.getByRole('link', { name: 'Track it on your dashboard' }).waitFor();
      await expect(heading(page, 'Track Your Application Status').count()).resolves.toBe(0);
    }
    await screenshot(page, 'result-approved-client-1280');
    await page.context().close();
  });

  it("does not show another client's application", async () => {
    const page = await pageFor('client2');
    await page.goto('/result/1');
    await page.getByRole('alert').getByText('Application not found').waitFor();
    await page.context().close();
  });

  it('lets a signed-in client add an application with its result link', async () => {
    const { id, resultUrl } = await intake('client2@netfund.example');
    const page = await pageFor('client2');
    await page.goto(resultUrl);
    await heading(page, 'Your Application Is Under Review').waitFor();
    await screenshot(page, 'result-review-other-client-1280');
    await page.getByRole('button', { name: 'Add to My Dashboard' }).click();
    await page.getByRole('link', { name: 'Track it on your dashboard' }).click();
    await page.waitForURL(`**/client/applications/${id}`);
    await heading(page, 'Northwind Outfitters').waitFor();
    await page.context().close();
  });
});

describe('registering from the result page claims the application', () => {
  it('links the application to the new account, which then sees it on its dashboard', async () => {
    const { id, resultUrl } = await intake('ari@northwind.example');
    const page = await pageFor('anonymous', viewports.mobile);
    await page.goto(resultUrl);
    await heading(page, 'Your Application Is Under Review').waitFor();
    await page.getByRole('link', { name: 'Create Your Client Account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    const url = new URL(page.url());
    expect(url.searchParams.get('applicationId')).toBe(String(id));
    expect(url.searchParams.get('applicationEmail')).toBe('ari@northwind.example');

    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Create Your Client Account' }) });
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe('ari@northwind.example');
    await form.getByLabel('Choose a username').fill('ari-lane');
    await form.getByLabel('Create a password').fill('secret-pass-1');
    await form.getByLabel('Confirm password').fill('secret-pass-1');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/client/dashboard');
    await page.getByText(`Application #${id} is now on your dashboard.`).waitFor();
    const list = page.getByRole('list', { name: 'My applications' });
    await list.getByRole('heading', { name: 'Northwind Outfitters' }).waitFor();
    await screenshot(page, 'client-dashboard-claimed-375');
    const rows = await env.server.sql('select u.username from applications a join users u on u.id = a.owner_id where a.id = $1', [id]);
    expect(rows).toEqual([{ username: 'ari-lane' }]);
    await page.context().close();
  });

  it('never links by e-mail alone: registering without the token links nothing', async () => {
    const { id } = await intake('solo@northwind.example');
    const page = await pageFor('anonymous');
    await page.goto(`/auth?applicationId=${id}&applicationEmail=solo%40northwind.example`);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Create Your Client Account' }) });
    await form.getByLabel('Choose a username').fill('solo-owner');
    await form.getByLabel('Create a password').fill('secret-pass-1');
    await form.getByLabel('Confirm password').fill('secret-pass-1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/client/dashboard');
    await heading(page, 'No applications yet').waitFor();
    expect(await env.server.sql('select owner_id from applications where id = $1', [id])).toEqual([{ owner_id: null }]);
    await page.context().close();
  });
});

describe('client dashboard and application details', () => {
  it('lists the applications and opens each one', async () => {
    for (const [size, viewport] of [['1280', viewports.desktop], ['375', viewports.mobile]] as const) {
      const page = await pageFor('client', viewport);
      const list = page.getByRole('list', { name: 'My applications' });
      await list.getByRole('heading', { name: "Casey's Corner Café LLC" }).waitFor();
      await expect(list.getByRole('listitem').count()).resolves.toBe(3);
      await screenshot(page, `client-dashboard-${size}`);

      await list.getByRole('link', { name: 'View details of application #1' }).click();
      await page.waitForURL('**/client/applications/1');
      await heading(page, 'Your terms').waitFor();
      await page.getByText('$1,702 weekly', { exact: true }).waitFor();
      const timeline = page.getByRole('list', { name: 'Timeline' });
      await expect(timeline.getByRole('listitem').count()).resolves.toBe(2);
      await timeline.getByText('Application received', { exact: true }).waitFor();
      await timeline.getByText('Pre-approved', { exact: true }).waitFor();
      await screenshot(page, `client-application-approved-${size}`);

      await page.goto('/client/applications/3');
      await heading(page, 'Why we could not approve it').waitFor();
      await page.getByText(/below the minimums/).waitFor();
      await expect(page.getByRole('link', { name: /^Learn more about/ }).count()).resolves.toBe(4);
      await screenshot(page, `client-application-declined-${size}`);
      await page.context().close();
    }
  });

  it("answers another client's application as not found", async () => {
    const page = await pageFor('client');
    await page.goto('/client/applications/4');
    await heading(page, 'Application Details').waitFor();
    await page.getByRole('alert').getByText('Application not found').waitFor();
    await page.goto('/client/applications/zero');
    await page.getByRole('alert').getByText('Invalid application ID. Please check the URL and try again.').waitFor();
    await page.context().close();
  });
});

describe('API docs', () => {
  it('renders /api/docs offline', async () => {
    const { page, context } = await openPage(env.browser, env.server.url, viewports.desktop);
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(env.server.url)) external.push(request.url());
    });
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /NetFund REST API/ }).waitFor();
    await page.getByRole('heading', { name: '/api/applications/{id}', exact: true }).waitFor();
    expect(external).toEqual([]);
    await screenshot(page, 'api-docs-1280');
    await context.close();
  });
});
