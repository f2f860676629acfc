import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, monthBounds, monthOfDate, platformToday, previousMonth } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient } from '../support/api-client.js';
import { animationsSettled, artifactsDir, openPage, screenshot, signIn, viewports } from './support/browser.js';
import { useE2eEnvironment } from './support/environment.js';

/*
 * Issue 12 item 10 in Chromium against the production build, in demo mode: the Net30 journey through the UI. A new
 * client applies on /net30/apply; the admin approves on /admin/net30 (suggested limit, Net 30) and issues a real
 * invoice on the Invoices tab; the client places a TEST order on /net30/test and opens its invoice (open, TEST, due
 * issue + 30 days); the admin's clock panel ages the account 36 days (overdue, late fee); the client sees the fee of
 * the invoice's tier and pays the balance through the demo hosted checkout; the admin generates the prior month's
 * batch and reads the account's record (past due, slow, Net 30). Screenshots at 1280 and 375 px (light, one dark).
 */

const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

const CLIENT = { username: 'dana-net30', password: 'secret-pass-1', email: 'dana@harborbakery.example' };
const BUSINESS = 'Harbor Lane Bakery LLC';
/** $480,000 a year: R19's suggested limit is 10 % of monthly revenue, $4,000. */
const SUGGESTED_LIMIT = '$4,000.00';
/** The catalogue item bought on Net 30 ($125.00: the fee box's $100–$249.99 tier, $29.00). */
const TEST_ITEM = { name: 'Office supplies bundle', price: '$125.00' };
const TEST_LATE_FEE = '$29.00';
const TEST_BALANCE = '$154.00';
/** The admin's real (furnished) invoice: 2 × $150.00. */
const REAL_INVOICE = { description: 'Bakery packaging supplies', quantity: '2', unitPrice: '150.00', total: '$300.00' };

/** The web's calendar dates ("Nov 27, 2026"). */
const calendarDate = (iso: string) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

async function signedIn(username: string, landing: string, viewport: { width: number; height: number } = viewports.desktop, password = 'demo-pass'): Promise<Page> {
  const { page } = await openPage(env.browser, env.server.url, viewport);
  await page.goto('/auth');
  await signIn(page, username, password);
  await page.waitForURL(`**${landing}`);
  return page;
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((wanted) => {
    const root = document.querySelector('.chakra-theme');
    root?.classList.remove('light', 'dark');
    root?.classList.add(wanted);
  }, theme);
}

/** The whole page from the top (a full-page shot of a scrolled page draws the sticky header where the scroll left it). */
async function snap(page: Page, name: string, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await setTheme(page, theme);
  await animationsSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `net30-${name}`);
}

/** What the user sees with a dialog open (a dialog is lost in a tall full-page shot). */
async function snapDialog(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: `${artifactsDir}net30-${name}.png` });
}

async function expectNoPageOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The value beside a label of a `Facts` description list. */
const fact = (scope: Page | Locator, name: string) => scope.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
const kpi = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });

/** The admin's clock panel for the client: advances the account by `days` and answers what it says happened. */
async function advanceClock(admin: Page, clientId: number, days: number): Promise<string> {
  await admin.goto(`/net30/test?clientId=${clientId}`);
  await admin.getByRole('heading', { name: 'Clock' }).waitFor();
  await admin.getByRole('spinbutton', { name: 'Days' }).fill(String(days));
  await admin.getByRole('button', { name: 'Advance clock' }).click();
  const happened = admin.getByRole('status', { name: 'What advancing the clock did' });
  await happened.getByText(new RegExp(`dates ${days} days earlier`)).waitFor();
  return happened.innerText();
}

describe('Net30 from application to bureau report, in Chromium', { timeout: 300_000 }, () => {
  it('applies, is approved, orders on Net 30, goes overdue with the late fee, pays through the checkout, and is reported', async () => {
    const today = platformToday();
    const reportedMonth = previousMonth(monthOfDate(today));
    const lastOfMonth = monthBounds(reportedMonth).last;

    // 1. A new client (registered through the API: the sign-up form is offered on /auth only to an applicant with a
    // result page) signs in and applies on /net30/apply.
    const registered = await new ApiClient(env.server.url).post('/api/register', { username: CLIENT.username, email: CLIENT.email, password: CLIENT.password, confirmPassword: CLIENT.password });
    expect(registered.status).toBe(201);
    // The clock panel's ?clientId= is the client's user id: read from the database (no page shows it).
    const [user] = await env.server.sql<{ id: number }>('select id from users where username = $1', [CLIENT.username]);
    const clientId = user!.id;

    const client = await signedIn(CLIENT.username, '/client/dashboard', viewports.desktop, CLIENT.password);
    await client.goto('/net30/apply');
    const form = client.getByRole('form', { name: 'Net30 application' });
    await form.getByLabel(/First name/).fill('Dana');
    await form.getByLabel(/Last name/).fill('Whitfield');
    await form.getByLabel(/^E-mail/).fill(CLIENT.email);
    await form.getByLabel(/^Phone/).fill('(555) 301-4477');
    await form.getByLabel(/Legal business name/).fill(BUSINESS);
    await form.getByLabel(/Business structure/).selectOption('llc');
    await form.getByLabel(/^EIN/).fill('84-2716053');
    await form.getByLabel(/State of registration/).selectOption('ME');
    await form.getByLabel(/Year the business started/).fill('2018');
    await form.getByLabel(/Annual revenue/).fill('480000');
    await form.getByLabel(/Requested credit limit/).fill('5000');
    await form.getByLabel(/What do you plan to buy/).fill('Flour, packaging and kitchen supplies on terms');
    await form.getByRole('checkbox').check({ force: true });
    await snap(client, '01-apply-form-1280');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await client.getByRole('heading', { name: 'Application received' }).waitFor();
    await client.getByRole('link', { name: 'Go to your Net30 dashboard' }).waitFor();
    await snap(client, '02-application-received-1280');

    // 2. The admin approves it on the Applications tab (the default) with the suggested limit and Net 30.
    const admin = await signedIn('admin', '/admin/dashboard');
    await admin.goto('/admin/net30');
    await admin.getByRole('tab', { name: 'Applications', selected: true }).waitFor();
    const applications = admin.getByRole('region', { name: 'Net30 applications' });
    const row = applications.getByRole('row').filter({ hasText: BUSINESS });
    await row.getByText(SUGGESTED_LIMIT).waitFor();
    await row.getByRole('button', { name: new RegExp(`^Approve ${BUSINESS}`) }).click();
    const approve = admin.getByRole('dialog', { name: `Approve ${BUSINESS}` });
    await approve.getByText(`suggested ${SUGGESTED_LIMIT}`, { exact: false }).waitFor();
    await expect(approve.getByRole('textbox', { name: /Credit limit/ }).inputValue()).resolves.toBe('4000');
    await expect(approve.getByRole('combobox', { name: /Terms/ }).inputValue()).resolves.toBe('30');
    await snapDialog(admin, '03-admin-approve-dialog-1280');
    await approve.getByRole('button', { name: 'Approve and open account' }).click();
    await approve.waitFor({ state: 'detached' });
    await row.getByText(`${SUGGESTED_LIMIT} · Net 30`).waitFor();

    // 3a. The client's dashboard shows the account.
    await client.goto('/net30/dashboard');
    await client.getByText(BUSINESS, { exact: true }).waitFor();
    await expect(kpi(client, 'Credit limit').innerText()).resolves.toContain(SUGGESTED_LIMIT);
    await expect(kpi(client, 'Available credit').innerText()).resolves.toContain(SUGGESTED_LIMIT);
    await expect(kpi(client, 'Terms').innerText()).resolves.toContain('Net 30');
    const feeBox = await client.getByRole('region', { name: 'Fees' }).innerText();
    for (const tier of ['$15.00 on invoices up to $99.99', '$29.00 on invoices up to $249.99', '$39.00 on invoices above $249.99']) expect(feeBox).toContain(tier);

    // 3b. The admin issues a real invoice (furnished, unlike TEST ones) on the Invoices tab, then moves the account's
    // dates back `head` days (at most 30: the invoice is not due yet), so that after the 36 days of step 4 it was
    // 5–11 days past due on the last day of the prior month: due = today + 30 − head − 36 = last day − (head + 6 − day).
    const dayOfMonth = Number(today.slice(8, 10));
    const head = Math.min(30, dayOfMonth + 5);
    const pastDueOnLastDay = head + 6 - dayOfMonth;
    expect(pastDueOnLastDay).toBeGreaterThanOrEqual(5);
    // Held once an invoice is 15 days past due (the fee box): the real one is head + 6 days past due after step 4.
    const held = head + 6 >= 15;
    await admin.getByRole('tab', { name: 'Invoices' }).click();
    await admin.waitForURL('**/admin/net30?tab=invoices*');
    await admin.getByRole('button', { name: 'Create invoice' }).click();
    const create = admin.getByRole('dialog', { name: 'Create invoice' });
    const accountSelect = create.getByRole('combobox', { name: /Account/ });
    await accountSelect.locator('option', { hasText: BUSINESS }).waitFor({ state: 'attached' });
    await accountSelect.selectOption({ label: `${BUSINESS} · Net 30` });
    await create.getByText(`Available credit ${SUGGESTED_LIMIT} of ${SUGGESTED_LIMIT}`).waitFor();
    await create.getByRole('textbox', { name: 'Description' }).fill(REAL_INVOICE.description);
    await create.getByRole('textbox', { name: 'Qty' }).fill(REAL_INVOICE.quantity);
    await create.getByRole('textbox', { name: 'Unit price ($)' }).fill(REAL_INVOICE.unitPrice);
    await create.getByRole('status', { name: 'Invoice total' }).getByText(`Total ${REAL_INVOICE.total}`).waitFor();
    await snapDialog(admin, '04-admin-create-invoice-1280');
    await create.getByRole('button', { name: 'Create invoice' }).click();
    await create.waitFor({ state: 'detached' });
    await toast(admin).getByText('Invoice created').waitFor();
    const realRow = admin.getByRole('row').filter({ hasText: BUSINESS });
    await realRow.getByText(REAL_INVOICE.total).first().waitFor();
    const realNumber = (await realRow.getByRole('link').first().innerText()).trim();
    expect(realNumber).toMatch(/^N30-\d{4}-\d+$/);
    const headEffects = await advanceClock(admin, clientId, head);
    expect(headEffects).toContain(`Moved ${BUSINESS}'s dates ${head} days earlier`);
    expect(headEffects).not.toContain('marked overdue');

    // 3c. The client places an order from the dashboard and opens its invoice: open, TEST, due issue + 30 days.
    await client.reload();
    await expect(kpi(client, 'Available credit').innerText()).resolves.toContain('$3,700.00');
    await expectNoPageOverflow(client);
    await snap(client, '05-client-dashboard-1280');
    await snap(client, '05-client-dashboard-1280-dark', 'dark');
    await client.getByRole('link', { name: 'Place an order' }).click();
    await client.waitForURL('**/net30/test');
    const items = client.getByRole('list', { name: 'Test items' });
    await items.getByRole('listitem').filter({ hasText: TEST_ITEM.name }).getByText(TEST_ITEM.price).waitFor();
    await client.getByRole('button', { name: `One more ${TEST_ITEM.name}` }).click();
    await expect(client.getByTestId('order-total').innerText()).resolves.toBe(TEST_ITEM.price);
    await client.getByRole('button', { name: 'Buy on Net 30' }).click();
    const placed = client.getByRole('status').filter({ hasText: 'Order placed: invoice' });
    await placed.getByText('TEST', { exact: true }).waitFor();
    await expect(placed.innerText()).resolves.toContain(`${TEST_ITEM.price} due ${calendarDate(addDays(today, 30))}`);
    await snap(client, '06-client-order-placed-1280');
    await placed.getByRole('link', { name: /^View invoice / }).click();
    await client.waitForURL(/\/net30\/invoice\/\d+$/);
    const invoiceId = /\/net30\/invoice\/(\d+)$/.exec(client.url())![1]!;
    await client.getByRole('heading', { name: 'Lines' }).waitFor();
    await expect(fact(client, 'Status').innerText()).resolves.toBe('Open');
    await client.getByText('TEST', { exact: true }).first().waitFor();
    await expect(fact(client, 'Issued').innerText()).resolves.toBe(calendarDate(today));
    await expect(fact(client, 'Due').innerText()).resolves.toBe(calendarDate(addDays(today, 30)));
    await expect(fact(client, 'Terms').innerText()).resolves.toBe('Net 30');
    await expect(client.getByRole('region', { name: 'Balance due' }).innerText()).resolves.toContain(TEST_ITEM.price);
    await snap(client, '07-client-invoice-open-1280');

    // 4. The admin's clock panel advances the account 36 days: both invoices overdue, each with its late fee.
    const effects = await advanceClock(admin, clientId, 36);
    expect(effects).toContain(`Moved ${BUSINESS}'s dates 36 days earlier`);
    expect(effects).toContain('2 invoices marked overdue');
    expect(effects).toContain('2 late fees added');
    if (held) expect(effects).toContain('Account put on hold');
    await snap(admin, '08-admin-clock-panel-1280');

    // 5. The client reloads the invoice: overdue, the $100–$249.99 tier's late fee, balance = total + fee.
    await client.reload();
    await client.getByRole('heading', { name: 'Lines' }).waitFor();
    await expect(fact(client, 'Status').innerText()).resolves.toBe('Overdue');
    const fees = client.getByRole('region', { name: 'Fees' });
    await fees.getByText(`Late fee · ${TEST_LATE_FEE} · ${calendarDate(today)}`).waitFor();
    await expect(client.getByRole('region', { name: 'Balance due' }).innerText()).resolves.toContain(TEST_BALANCE);
    const lines = client.getByRole('table', { name: 'Invoice lines' });
    await expect(lines.getByRole('row').filter({ hasText: /^Total/ }).innerText()).resolves.toContain(TEST_ITEM.price);
    await expect(lines.getByRole('row').filter({ hasText: /^Fees/ }).innerText()).resolves.toContain(TEST_LATE_FEE);
    await expect(lines.getByRole('row').filter({ hasText: /^Balance due/ }).innerText()).resolves.toContain(TEST_BALANCE);
    await snap(client, '09-client-invoice-overdue-1280');
    const phone = await signedIn(CLIENT.username, '/client/dashboard', viewports.mobile, CLIENT.password);
    await phone.goto(`/net30/invoice/${invoiceId}`);
    await phone.getByRole('heading', { name: 'Lines' }).waitFor();
    await expectNoPageOverflow(phone);
    await snap(phone, '09-client-invoice-overdue-375');
    await phone.goto('/net30/dashboard');
    await phone.getByRole('region', { name: 'Account summary' }).waitFor();
    await kpi(phone, 'Balance').getByText('$493.00').waitFor();
    if (held) await phone.getByText('Account on hold', { exact: true }).waitFor();
    await expectNoPageOverflow(phone);
    await snap(phone, '10-client-dashboard-375');

    // 6. Pay now, the full balance, on the demo hosted checkout; back on the invoice it is paid.
    await client.getByRole('button', { name: 'Pay now' }).click();
    const pay = client.getByRole('dialog', { name: /^Pay / });
    await expect(pay.getByRole('radio', { name: `Full balance (${TEST_BALANCE})` }).isChecked()).resolves.toBe(true);
    await snapDialog(client, '11-client-pay-dialog-1280');
    await pay.getByRole('button', { name: 'Continue to payment' }).click();
    await client.waitForURL('**/payments/demo/pay/**');
    await screenshot(client, 'net30-12-demo-checkout-1280');
    await client.getByRole('button', { name: `Pay ${TEST_BALANCE}` }).click();
    await client.waitForURL((url) => url.pathname === `/net30/invoice/${invoiceId}`);
    // The provider's confirmation may still be pending: the page looks again until it arrives.
    await expect(fact(client, 'Status').filter({ hasText: /^Paid$/ }).innerText()).resolves.toBe('Paid');
    await client.getByRole('region', { name: 'Balance due' }).getByText('$0.00', { exact: true }).waitFor();
    await client.getByText('Payment received — it appears here once confirmed').waitFor();
    await snap(client, '13-client-invoice-paid-1280');
    await phone.goto(`/net30/invoice/${invoiceId}`);
    await phone.getByRole('region', { name: 'Balance due' }).getByText('$0.00', { exact: true }).waitFor();
    await expectNoPageOverflow(phone);
    await snap(phone, '13-client-invoice-paid-375');

    // 7. Reporting: every bureau already has a live batch for the prior month (the demo data's D&B and Experian ones,
    // and the clock panel runs the monthly batch job), so Generate is refused until one is rejected: the admin marks
    // the Experian one submitted, records the bureau's rejection, and generates Experian's batch again.
    await admin.goto('/admin/net30?tab=reporting');
    const batches = admin.getByRole('region', { name: 'Furnishing batches' });
    const batchName = `Experian · ${monthName(reportedMonth)}`;
    await batches.getByRole('button', { name: `Mark ${batchName} submitted` }).waitFor();
    await admin.getByRole('button', { name: 'Generate', exact: true }).click();
    let generate = admin.getByRole('dialog', { name: 'Generate a batch' });
    await expect(generate.getByLabel('Month').inputValue()).resolves.toBe(reportedMonth);
    await generate.getByRole('button', { name: 'Generate', exact: true }).click();
    await generate.getByText('A batch for this bureau and month already exists; record its rejection before generating another').waitFor();
    await generate.getByRole('button', { name: 'Cancel' }).click();
    await generate.waitFor({ state: 'detached' });

    await batches.getByRole('button', { name: `Mark ${batchName} submitted` }).click();
    const submitted = admin.getByRole('dialog', { name: `Mark ${batchName} submitted?` });
    await submitted.getByRole('button', { name: 'Mark submitted' }).click();
    await submitted.waitFor({ state: 'detached' });
    await batches.getByRole('button', { name: `Record the response to ${batchName}` }).click();
    const response = admin.getByRole('dialog', { name: `Record the response to ${batchName}` });
    await response.getByRole('combobox', { name: 'Bureau response' }).selectOption('rejected');
    await response.getByRole('button', { name: 'Record response' }).click();
    await response.waitFor({ state: 'detached' });

    await admin.getByRole('button', { name: 'Generate', exact: true }).click();
    generate = admin.getByRole('dialog', { name: 'Generate a batch' });
    await generate.getByRole('combobox', { name: 'Bureau' }).selectOption('experian');
    await generate.getByRole('button', { name: 'Generate', exact: true }).click();
    await generate.waitFor({ state: 'detached' });
    await toast(admin).getByText('Batch generated').waitFor();
    const fresh = batches.getByRole('row').filter({ hasText: 'Experian' }).filter({ hasText: 'not sent' });
    await fresh.getByRole('button', { name: `Records of ${batchName}` }).click();
    const records = admin.getByRole('dialog', { name: `Records: ${batchName}` });
    const record = records.getByRole('row').filter({ hasText: BUSINESS });
    await record.waitFor();
    const cells = await record.getByRole('cell').allInnerTexts();
    // Business, As of, Terms, Limit, High credit, Owes, Past due, Manner, Last payment, Status: the real invoice only
    // (the TEST one is never furnished), 5–11 days past due on the month's last day (its late fee came later).
    expect(cells.map((cell) => cell.trim())).toEqual([BUSINESS, calendarDate(lastOfMonth), 'Net 30', SUGGESTED_LIMIT, REAL_INVOICE.total, REAL_INVOICE.total, REAL_INVOICE.total, 'Slow 1–30', '—', 'Included']);
    await snapDialog(admin, '14-admin-batch-records-1280');
    await records.getByRole('button', { name: 'Close' }).first().click();
    await records.waitFor({ state: 'detached' });

    // 8. The admin's Net30 tabs at 1280 and 375 px (light), and one dark.
    const adminPhone = await signedIn('admin', '/admin/dashboard', viewports.mobile);
    // Each tab with something it loads, so the shot shows it rather than a skeleton.
    const tabs: [string, (panel: Locator) => Locator][] = [
      ['applications', (panel) => panel.getByRole('region', { name: 'Net30 applications' }).getByText(BUSINESS)],
      ['accounts', (panel) => panel.getByText(BUSINESS).first()],
      ['invoices', (panel) => panel.getByRole('link', { name: realNumber })],
      ['aging', (panel) => panel.getByRole('region', { name: 'Aging by account' }).getByText(BUSINESS)],
      ['reporting', (panel) => panel.getByRole('region', { name: 'Furnishing batches' }).getByText('Experian').first()],
      ['disputes', (panel) => panel.getByText('Morgan Patel Design Studio', { exact: false }).first()],
      ['settings', (panel) => panel.getByRole('form', { name: 'Fee box' })],
    ];
    for (const [page, width] of [[admin, 1280], [adminPhone, 375]] as const) {
      for (const [tab, loaded] of tabs) {
        await page.goto(`/admin/net30?tab=${tab}`);
        await page.getByRole('tab', { name: tab[0]!.toUpperCase() + tab.slice(1), selected: true }).waitFor();
        await loaded(page.getByRole('tabpanel')).waitFor();
        if (width === 375) await expectNoPageOverflow(page);
        await snap(page, `15-admin-${tab}-${width}`);
      }
    }
    await admin.goto('/admin/net30?tab=accounts');
    await admin.getByText(BUSINESS).first().waitFor();
    await snap(admin, '15-admin-accounts-1280-dark', 'dark');
  });
});
