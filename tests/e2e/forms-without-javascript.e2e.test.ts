import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../graphql-server/src/modules/credit-applications/credit-applications.schemas.js';
import { CONTACT_MESSAGES } from '../../graphql-server/src/modules/contact/contact.schemas.js';
import { hashToken, INVALID_CREDENTIALS } from '../../graphql-server/src/modules/auth/auth.service.js';
import { totpCode } from '../../graphql-server/src/modules/account/totp.js';
import { ApiClient } from '../support/api-client.js';
import { screenshot, viewports } from './support/browser.js';
import { useE2eEnvironment } from './support/environment.js';

/*
 * Issue 28 item 3: the public pages' forms work before any JavaScript has run. In Chromium with JavaScript turned
 * off, each form is filled and sent as a plain HTML form: the server (graphql-server/src/http/page-forms/) handles it
 * through the same services, and answers with the next page (a 303) or the page again with the messages.
 */

const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A page whose browser runs no script at all: what a visitor gets before the app has loaded, or without it. */
async function pageWithoutJavaScript(
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport, javaScriptEnabled: false });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

/** The status of the answer to the form post a click sends (the document request it navigates to). */
async function submit(page: Page, button: string): Promise<number | undefined> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.request().isNavigationRequest(),
    ),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  await page.waitForLoadState('load');
  return response.status();
}

describe('the contact form without JavaScript', () => {
  it('sends the message: the server stores it and shows the page saying so', async () => {
    const { page } = await pageWithoutJavaScript();
    await page.goto('/support/contact');
    await page.getByLabel('Your name').fill('Nora Script');
    await page.getByLabel('E-mail').fill('nora.noscript@example.com');
    await page.getByLabel('Topic').selectOption('funding');
    await page
      .getByRole('textbox', { name: /^Message/ })
      .fill('We would like to talk about a line of credit for our shop.');
    expect(await submit(page, 'Send Message')).toBe(303);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/support/contact?sent=1');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Message sent');
    const rows = await env.server.sql('select name, topic from contact_messages where email = $1', [
      'nora.noscript@example.com',
    ]);
    expect(rows).toEqual([{ name: 'Nora Script', topic: 'funding' }]);
  });

  it.each([
    ['mobile', viewports.mobile],
    ['desktop', viewports.desktop],
  ])('shows a refused message again with what was typed and the messages (%s)', async (name, viewport) => {
    const { page } = await pageWithoutJavaScript(viewport);
    await page.goto('/support/contact');
    await page.getByLabel('Your name').fill('Nora Script');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Too short');
    expect(await submit(page, 'Send Message')).toBe(400);
    expect(new URL(page.url()).pathname).toBe('/support/contact');
    for (const message of [CONTACT_MESSAGES.email, CONTACT_MESSAGES.topic, CONTACT_MESSAGES.messageShort]) {
      expect(await page.getByText(message, { exact: true }).count()).toBe(1);
    }
    expect(await page.getByLabel('Your name').inputValue()).toBe('Nora Script');
    expect(await page.getByRole('textbox', { name: /^Message/ }).inputValue()).toBe('Too short');
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, `forms-no-js-contact-refused-${name}`);
    expect(await env.server.sql('select id from contact_messages where email = $1', ['not-an-address'])).toEqual([]);
  });
});

describe('/auth without JavaScript', () => {
  it('signs a demo user in: the session cookie is set and the browser lands on their dashboard', async () => {
    const { context, page } = await pageWithoutJavaScript();
    await page.goto('/auth');
    await page.getByLabel('Username').fill('client');
    await page.getByLabel('Password').fill('demo-pass');
    expect(await submit(page, 'Sign In')).toBe(303);
    expect(new URL(page.url()).pathname).toBe('/client/dashboard');
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('netfund_session');
  });

  it('goes where the sign-in was asked for (?redirect=)', async () => {
    const { page } = await pageWithoutJavaScript();
    await page.goto('/auth?redirect=%2Fclient%2Fapplications');
    await page.getByLabel('Username').fill('client');
    await page.getByLabel('Password').fill('demo-pass');
    expect(await submit(page, 'Sign In')).toBe(303);
    expect(new URL(page.url()).pathname).toBe('/client/applications');
  });

  it.each([
    ['mobile', viewports.mobile],
    ['desktop', viewports.desktop],
  ])(
    'refuses a wrong password with the sign-in message, the username kept, the password not (%s)',
    async (name, viewport) => {
      const { context, page } = await pageWithoutJavaScript(viewport);
      await page.goto('/auth');
      await page.getByLabel('Username').fill('lender');
      await page.getByLabel('Password').fill('not-the-password');
      expect(await submit(page, 'Sign In')).toBe(401);
      expect(await page.getByText(INVALID_CREDENTIALS, { exact: true }).count()).toBe(1);
      expect(await page.getByLabel('Username').inputValue()).toBe('lender');
      expect(await page.getByLabel('Password').inputValue()).toBe('');
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('netfund_session');
      await screenshot(page, `forms-no-js-sign-in-refused-${name}`);
    },
  );
});

/** The business part both applications share, filled as a visitor does. */
async function fillBusiness(page: Page, email: string, ein = ''): Promise<void> {
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Script');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('(555) 201-3344');
  await page.getByLabel('Legal business name').fill('No Script Supply LLC');
  await page.getByLabel('Business structure').selectOption('llc');
  if (ein) await page.getByLabel('EIN').fill(ein);
  await page.getByLabel('Year the business started').fill('2019');
  await page.getByLabel('Annual revenue').fill('250000');
  await page.getByLabel('State of registration').selectOption('NY');
  await page.getByRole('checkbox').check();
}

describe('registration without JavaScript', () => {
  it('creates the account from the registration form /auth shows an applicant, then lands on the client home signed in', async () => {
    const { context, page } = await pageWithoutJavaScript(viewports.mobile);
    await page.goto('/auth?applicationEmail=nora.applicant%40example.com');
    const form = page.getByRole('region', { name: 'Create Your Client Account' });
    expect(await form.getByLabel('Email').inputValue()).toBe('nora.applicant@example.com');
    await form.getByLabel('Choose a username').fill('nora-applicant');
    await form.getByLabel('Create a password').fill('secret-123');
    await form.getByLabel('Confirm password').fill('secret-321');
    expect(await submit(page, 'Create Account')).toBe(400);
    expect(await page.getByText('Passwords do not match', { exact: true }).count()).toBe(1);
    const again = page.getByRole('region', { name: 'Create Your Client Account' });
    expect(await again.getByLabel('Choose a username').inputValue()).toBe('nora-applicant');
    expect(await again.getByLabel('Create a password').inputValue()).toBe('');
    await again.getByLabel('Create a password').fill('secret-123');
    await again.getByLabel('Confirm password').fill('secret-123');
    expect(await submit(page, 'Create Account')).toBe(303);
    expect(new URL(page.url()).pathname).toBe('/client/dashboard');
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('netfund_session');
    expect(await env.server.sql(`select role from users where username = 'nora-applicant'`)).toEqual([
      { role: 'client' },
    ]);
  });
});

describe('signing out without JavaScript', () => {
  it('signs out from the header\u2019s user menu on a content page: the session ends and the browser is home, signed out', async () => {
    const { context, page } = await pageWithoutJavaScript();
    await page.goto('/auth');
    await page.getByLabel('Username').fill('client');
    await page.getByLabel('Password').fill('demo-pass');
    expect(await submit(page, 'Sign In')).toBe(303);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'netfund_session')!.value;
    await page.goto('/company/about');
    // The menu is the browser's own popover: it opens without any script.
    await page.getByRole('button', { name: 'Account menu for client' }).click();
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST' && answer.request().isNavigationRequest()),
      page.getByRole('menuitem', { name: 'Sign Out' }).click(),
    ]);
    expect(response.status()).toBe(303);
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('netfund_session');
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBeGreaterThan(0);
    expect(await env.server.sql('select token_hash from sessions where token_hash = $1', [hashToken(session)])).toEqual(
      [],
    );
  });
});

describe('two-factor sign-in without JavaScript', () => {
  it('asks for the code on the page the password post answers, switches to a recovery code and back, and signs in', async () => {
    const password = 'a-long-client-password';
    const api = new ApiClient(env.server.url);
    expect(
      (
        await api.post('/api/register', {
          username: 'no-js-2fa',
          email: 'no-js-2fa@example.com',
          password,
          confirmPassword: password,
        })
      ).status,
    ).toBe(201);
    const { secret } = (await api.gql('mutation { startTwoFactorEnrolment { secret } }')).body.data
      .startTwoFactorEnrolment;
    await api.gql('mutation F($code: String!) { confirmTwoFactorEnrolment(code: $code) }', {
      code: totpCode(secret, Date.now()),
    });
    // Each step's code is accepted once: the enrolment's may be needed again below.
    await env.server.sql(`update users set totp_last_step = null where username = 'no-js-2fa'`);

    const { context, page } = await pageWithoutJavaScript(viewports.mobile);
    await page.goto('/auth');
    await page.getByLabel('Username').fill('no-js-2fa');
    await page.getByLabel('Password').fill(password);
    expect(await submit(page, 'Sign In')).toBe(401);
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    expect(await submit(page, 'Use a recovery code')).toBe(200);
    expect(await page.getByLabel('Recovery code').count()).toBe(1);
    expect(await submit(page, 'Use your authenticator app')).toBe(200);
    await page.getByLabel('Authentication code').fill(totpCode(secret, Date.now()));
    expect(await submit(page, 'Verify')).toBe(303);
    expect(new URL(page.url()).pathname).toBe('/client/dashboard');
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('netfund_session');
  });
});

describe('the credit applications without JavaScript', () => {
  it('NetBuilder: the application is stored and the page shows its reference and the next step', async () => {
    const { page } = await pageWithoutJavaScript();
    await page.goto('/business-credit-builder/apply');
    await fillBusiness(page, 'nora.netbuilder@example.com');
    await page.getByLabel('Plan', { exact: false }).selectOption('growth');
    expect(await submit(page, 'Submit Application')).toBe(303);
    const [stored] = await env.server.sql<{ id: number; plan: string }>(
      `select id, plan from credit_applications where email = 'nora.netbuilder@example.com'`,
    );
    expect(stored?.plan).toBe('growth');
    const reference = `NB-${String(stored!.id).padStart(6, '0')}`;
    expect(new URL(page.url()).searchParams.get('reference')).toBe(reference);
    expect(await page.getByRole('heading', { name: 'Application received' }).count()).toBe(1);
    expect(await page.getByText(reference, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign in to continue to checkout' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fnetbuilder',
    );
  });

  it('Net30: the application is stored and the page shows its reference and the claim link; a refusal shows the messages', async () => {
    const { page } = await pageWithoutJavaScript(viewports.mobile);
    await page.goto('/net30/apply');
    await fillBusiness(page, 'nora.net30@example.com');
    await page.getByLabel('Requested credit limit').fill('100');
    expect(await submit(page, 'Submit Application')).toBe(400);
    expect(await page.getByText(APPLICATION_MESSAGES.ein, { exact: true }).count()).toBe(1);
    expect(await page.getByText(APPLICATION_MESSAGES.requestedLimit, { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Legal business name').inputValue()).toBe('No Script Supply LLC');
    await screenshot(page, 'forms-no-js-net30-refused-mobile');

    await page.getByLabel('EIN').fill('64-1234567');
    await page.getByLabel('Requested credit limit').fill('5000');
    await page.getByLabel('What do you plan to buy').fill('Packaging and shipping supplies');
    // The consent is shown ticked again as it was posted.
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    expect(await submit(page, 'Submit Application')).toBe(303);
    const [stored] = await env.server.sql<{ id: number }>(
      `select id from net30_application where email = 'nora.net30@example.com'`,
    );
    const reference = `N30-${String(stored!.id).padStart(6, '0')}`;
    expect(await page.getByText(reference, { exact: true }).count()).toBe(1);
    const claim = await page.getByRole('link', { name: 'Follow your application' }).getAttribute('href');
    expect(claim).toMatch(/^\/net30\/claim\?token=[\w-]{40,}$/);
  });

  it('Net30: a trade reference is added with the server\u2019s help and sent with the application; Enter sends the form', async () => {
    const { page } = await pageWithoutJavaScript();
    await page.goto('/net30/apply');
    await fillBusiness(page, 'nora.references@example.com', '64-7654321');
    await page.getByLabel('Requested credit limit').fill('2500');
    await page.getByLabel('What do you plan to buy').fill('Printer paper and toner');
    expect(await submit(page, 'Add a trade reference')).toBe(200);
    const reference = page.getByRole('group', { name: 'Trade reference 1' });
    await reference.getByLabel('Company').fill('Acme Paper');
    await reference.getByLabel('Contact name').fill('Pat Paper');
    await reference.getByLabel('Phone or e-mail').fill('pat@acme.example');
    // What was typed before the round trip is still there.
    expect(await page.getByLabel('Legal business name').inputValue()).toBe('No Script Supply LLC');
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST' && answer.request().isNavigationRequest()),
      reference.getByLabel('Phone or e-mail').press('Enter'),
    ]);
    expect(response.status()).toBe(303);
    await page.waitForLoadState('load');
    expect(await page.getByRole('heading', { name: 'Application received' }).count()).toBe(1);
    const rows = await env.server.sql(
      `select trade_references from net30_application where email = 'nora.references@example.com'`,
    );
    expect(rows).toEqual([
      { trade_references: [{ company: 'Acme Paper', contact: 'Pat Paper', phoneOrEmail: 'pat@acme.example' }] },
    ]);
  });
});
