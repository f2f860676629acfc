import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../graphql-server/src/index.js';
import { addDays, platformToday } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient, firstGraphQLError } from '../support/api-client.js';
import { postWebhook, signedDelivery } from '../support/netbuilder.js';
import { pdfText } from '../support/pdf-text.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Issue 12 items 3, 4 and 8: Net30 accounts and invoices through the real API. Invariant 10's money rules (available
 * credit, due date, void only without payments, no payment above the balance, one late fee), Pay now through the
 * demo provider's signed webhooks applied exactly once in any order, the clock panel, and who may see what. "Only
 * once" rules are tested with parallel requests.
 */

const SECRET = 'whsec_net30_tests';
let server: TestServer;
let admin: ApiClient;

const INVOICE = `id number accountId issuedOn dueOn terms totalCents paidCents feesCents balanceCents status isTest daysPastDue agingBucket paidOn version canPay reportingNote
  lines { description quantity unitPriceCents amountCents } payments { id amountCents method status receivedOn } fees { id type amountCents waivedAt } timeline { label }`;
const ACCOUNT = 'id status holdReason creditLimitCents balanceCents availableCents netDays terms nextDueOn nextDueCents onTimeBps dbtDays version';
const CREATE = `mutation C($accountId: ID!, $lines: [Net30InvoiceLineInput!]!) { createNet30Invoice(accountId: $accountId, lines: $lines) { ${INVOICE} } }`;
const ORDER = `mutation O($items: [Net30OrderItemInput!]!, $clientId: ID) { placeNet30TestOrder(items: $items, clientId: $clientId) { ${INVOICE} } }`;
const GET = `query G($id: ID!) { net30Invoice(id: $id) { ${INVOICE} } }`;
const DASHBOARD = `query D($clientId: ID) { net30Dashboard(clientId: $clientId) { account { ${ACCOUNT} } openInvoices { id } closedInvoices { id } feeBox { graceDays catalog { id priceCents } } } }`;
const RECORD = `mutation R($id: ID!, $input: Net30PaymentInput!) { recordNet30Payment(invoiceId: $id, input: $input) { ${INVOICE} } }`;
const VOID = `mutation V($id: ID!, $v: Int!, $reason: String!) { voidNet30Invoice(invoiceId: $id, expectedVersion: $v, reason: $reason) { ${INVOICE} } }`;
const WAIVE = `mutation W($id: ID!, $reason: String!) { waiveNet30Fee(feeId: $id, reason: $reason) { ${INVOICE} } }`;
const PAY = `mutation P($id: ID!, $amount: Int!, $key: String!) { payNet30Invoice(invoiceId: $id, amountCents: $amount, idempotencyKey: $key) { url paymentId } }`;
const CLOCK = `mutation K($id: ID!, $days: Int!) { advanceNet30Clock(accountId: $id, days: $days) { account { ${ACCOUNT} } effects } }`;

let clients = 0;
/** A new client with a Net30 account (limit $1,000.00, Net 30 unless said), signed in. */
async function clientWithAccount(limitCents = 100_000, netDays = 30): Promise<{ caller: ApiClient; userId: number; accountId: string }> {
  const username = `net30_${++clients}`;
  const caller = new ApiClient(server.url);
  expect((await caller.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass', confirmPassword: 'secret-pass' })).status).toBe(201);
  const [user] = await server.sql<{ id: number }>('select id from users where username = $1', [username]);
  const [account] = await server.sql<{ id: number }>(
    `insert into net30_account (owner_user_id, business_name, source, credit_limit, net_days, opened_on) values ($1, $2, 'application', $3, $4, $5) returning id`,
    [user!.id, `${username} Supply LLC`, limitCents, netDays, platformToday()],
  );
  return { caller, userId: user!.id, accountId: String(account!.id) };
}

const line = (unitPriceCents: number, quantity = 1) => ({ description: 'Office chairs', quantity, unitPriceCents });
async function invoiceFor(accountId: string, cents: number) {
  const res = await admin.gql(CREATE, { accountId, lines: [line(cents)] });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createNet30Invoice as { id: string; number: string; version: number; dueOn: string; totalCents: number };
}
const errorOf = (res: { body: any }) => firstGraphQLError(res);

beforeAll(async () => {
  server = await startTestServer({ payments: { ...loadConfig({ NODE_ENV: 'test' }).payments, webhookSecret: SECRET }, demoMode: true, logLevel: 'error' });
  admin = new ApiClient(server.url);
  expect((await admin.post('/api/login', { username: 'admin', password: 'demo-pass' })).status).toBe(200);
});
afterAll(() => server?.stop());

describe('issuing invoices (invariant 10)', () => {
  it('prices the lines, dates the due day issue + net days, and lowers available credit', async () => {
    const { caller, accountId } = await clientWithAccount(100_000, 45);
    const res = await admin.gql(CREATE, { accountId, lines: [line(12_500, 2), { description: 'Delivery', quantity: 1, unitPriceCents: 1_999 }] });
    expect(res.body.errors).toBeUndefined();
    const invoice = res.body.data.createNet30Invoice;
    expect(invoice).toMatchObject({ totalCents: 26_999, balanceCents: 26_999, status: 'open', isTest: false, terms: 'Net 45', issuedOn: platformToday(), dueOn: addDays(platformToday(), 45) });
    expect(invoice.reportingNote).toMatch(/^Paid by [A-Z][a-z]+ \d{1,2}, \d{4} → reported as on time in the [A-Z][a-z]+ \d{4} report$/);
    expect(invoice.number).toMatch(new RegExp(`^N30-${platformToday().slice(0, 4)}-\\d{6}$`));
    expect(invoice.lines).toEqual([
      { description: 'Office chairs', quantity: 2, unitPriceCents: 12_500, amountCents: 25_000 },
      { description: 'Delivery', quantity: 1, unitPriceCents: 1_999, amountCents: 1_999 },
    ]);
    const dashboardRes = await caller.gql(DASHBOARD);
    expect(dashboardRes.body.errors).toBeUndefined();
    const dashboard = dashboardRes.body.data.net30Dashboard;
    expect(dashboard.account).toMatchObject({ balanceCents: 26_999, availableCents: 73_001, nextDueOn: invoice.dueOn, nextDueCents: 26_999 });
    expect(dashboard.openInvoices).toEqual([{ id: invoice.id }]);
  });

  it('refuses an invoice above available credit with the amount left, and stores nothing', async () => {
    const { accountId } = await clientWithAccount(50_000);
    await invoiceFor(accountId, 30_000);
    const res = await admin.gql(CREATE, { accountId, lines: [line(20_001)] });
    expect(errorOf(res)).toEqual({ message: 'This invoice exceeds available credit of $200.00', code: 'BAD_USER_INPUT' });
    expect(await server.sql('select id from net30_invoice where account_id = $1', [accountId])).toHaveLength(1);
  });

  it('never lets parallel invoices together exceed the limit', async () => {
    const { accountId } = await clientWithAccount(50_000);
    const results = await Promise.all(Array.from({ length: 4 }, () => admin.gql(CREATE, { accountId, lines: [line(20_000)] })));
    expect(results.filter((res) => !res.body.errors)).toHaveLength(2);
    const [sum] = await server.sql<{ total: string }>('select sum(total) as total from net30_invoice where account_id = $1', [accountId]);
    expect(Number(sum!.total)).toBe(40_000);
  });

  it('refuses bad lines with a message per field', async () => {
    const { accountId } = await clientWithAccount();
    const res = await admin.gql(CREATE, { accountId, lines: [{ description: ' ', quantity: 0, unitPriceCents: -5 }] });
    expect(errorOf(res)?.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.fieldErrors).toMatchObject({ 'lines.0.description': 'Description is required', 'lines.0.quantity': 'Quantity must be a whole number from 1 to 10,000' });
  });

  it('refuses invoices on a held account and a closing one', async () => {
    const { accountId } = await clientWithAccount();
    await server.sql(`update net30_account set status = 'on_hold', hold_reason = 'Check returned' where id = $1`, [accountId]);
    expect(errorOf(await admin.gql(CREATE, { accountId, lines: [line(1_000)] }))).toEqual({ message: 'Account is on hold: Check returned', code: 'CONFLICT' });
    await server.sql(`update net30_account set status = 'closing', hold_reason = null where id = $1`, [accountId]);
    expect(errorOf(await admin.gql(CREATE, { accountId, lines: [line(1_000)] }))?.message).toBe('This account is closing: no new invoices can be issued');
  });
});

describe('the order sandbox (R26)', () => {
  it('buys catalogue items on the account\'s terms as a TEST invoice, with the minimum and available credit', async () => {
    const { caller, accountId } = await clientWithAccount(10_000, 15);
    expect(errorOf(await caller.gql(ORDER, { items: [{ itemId: 'printer-toner', quantity: 0 }] }))?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await caller.gql(ORDER, { items: [{ itemId: 'no-such-item', quantity: 1 }] }))?.message).toBe('This item is no longer in the catalogue');
    const toner = await caller.gql(ORDER, { items: [{ itemId: 'printer-toner', quantity: 1 }] });
    expect(toner.body.errors).toBeUndefined();
    const order = await caller.gql(ORDER, { items: [{ itemId: 'credit-review', quantity: 1 }] });
    expect(order.body.data.placeNet30TestOrder).toMatchObject({ totalCents: 4_900, isTest: true, terms: 'Net 15', dueOn: addDays(platformToday(), 15), reportingNote: null });
    const over = await caller.gql(ORDER, { items: [{ itemId: 'office-supplies', quantity: 1 }] });
    expect(errorOf(over)).toEqual({ message: 'This order exceeds your available credit of $31.01', code: 'BAD_USER_INPUT' });
    expect((await server.sql('select id from net30_invoice where account_id = $1', [accountId])).length).toBe(2);
  });

  it('refuses an order under $10.00 and on a held account with the spec\'s words', async () => {
    const { caller, accountId } = await clientWithAccount();
    await server.sql(`update net30_settings set catalog = catalog || '[{"id": "pen", "name": "Pen", "priceCents": 150}]'::jsonb`);
    expect(errorOf(await caller.gql(ORDER, { items: [{ itemId: 'pen', quantity: 2 }] }))).toEqual({ message: 'The minimum order is $10.00', code: 'BAD_USER_INPUT' });
    await server.sql(`update net30_account set status = 'on_hold', hold_reason = 'An invoice is 20 days past due' where id = $1`, [accountId]);
    expect(errorOf(await caller.gql(ORDER, { items: [{ itemId: 'credit-review', quantity: 1 }] }))?.message).toBe('Your account is on hold until past-due invoices are paid');
  });
});

describe('offline payments, void and fee waivers', () => {
  it('applies a payment, refuses one above the balance, and marks the invoice paid at zero', async () => {
    const { accountId } = await clientWithAccount();
    const invoice = await invoiceFor(accountId, 10_000);
    const input = (amountCents: number) => ({ amountCents, receivedOn: platformToday(), method: 'check', reference: 'CHK 1001' });
    const first = await admin.gql(RECORD, { id: invoice.id, input: input(4_000) });
    expect(first.body.data.recordNet30Payment).toMatchObject({ paidCents: 4_000, balanceCents: 6_000, status: 'open' });
    expect(errorOf(await admin.gql(RECORD, { id: invoice.id, input: input(6_001) }))).toEqual({ message: 'The payment is more than the balance of $60.00', code: 'BAD_USER_INPUT' });
    const last = await admin.gql(RECORD, { id: invoice.id, input: input(6_000) });
    expect(last.body.data.recordNet30Payment).toMatchObject({ balanceCents: 0, status: 'paid', paidOn: platformToday() });
  });

  it('applies parallel payments of one invoice only as far as the balance goes', async () => {
    const { accountId } = await clientWithAccount();
    const invoice = await invoiceFor(accountId, 10_000);
    const results = await Promise.all(Array.from({ length: 5 }, () => admin.gql(RECORD, { id: invoice.id, input: { amountCents: 4_000, receivedOn: platformToday(), method: 'ach' } })));
    expect(results.filter((res) => !res.body.errors)).toHaveLength(2);
    const [row] = await server.sql<{ paid: string }>('select paid from net30_invoice where id = $1', [invoice.id]);
    expect(Number(row!.paid)).toBe(8_000);
    expect(await server.sql(`select id from net30_payment where invoice_id = $1 and status = 'succeeded'`, [invoice.id])).toHaveLength(2);
  });

  it('voids only an invoice without payments', async () => {
    const { accountId } = await clientWithAccount();
    const paid = await invoiceFor(accountId, 5_000);
    const after = (await admin.gql(RECORD, { id: paid.id, input: { amountCents: 1_000, receivedOn: platformToday(), method: 'wire' } })).body.data.recordNet30Payment;
    expect(errorOf(await admin.gql(VOID, { id: paid.id, v: after.version, reason: 'Duplicate' }))).toEqual({ message: 'Refund or reverse payments first', code: 'CONFLICT' });
    const unpaid = await invoiceFor(accountId, 5_000);
    const voided = await admin.gql(VOID, { id: unpaid.id, v: unpaid.version, reason: 'Entered twice' });
    expect(voided.body.data.voidNet30Invoice).toMatchObject({ status: 'void', balanceCents: 0 });
    expect(errorOf(await admin.gql(VOID, { id: unpaid.id, v: unpaid.version, reason: 'Again' }))?.code).toBe('CONFLICT');
  });
});

describe('the clock panel and late fees', () => {
  it('moves the account\'s dates back, marks the invoice overdue and adds one late fee, even when run in parallel', async () => {
    const { caller, accountId } = await clientWithAccount(100_000, 15);
    const invoice = await invoiceFor(accountId, 20_000);
    const results = await Promise.all([admin.gql(CLOCK, { id: accountId, days: 10 }), admin.gql(CLOCK, { id: accountId, days: 10 })]);
    for (const res of results) expect(res.body.errors).toBeUndefined();
    const effects = results.flatMap((res) => res.body.data.advanceNet30Clock.effects as string[]);
    expect(effects.filter((effect) => effect === '1 late fee added')).toHaveLength(1);
    const read = (await caller.gql(GET, { id: invoice.id })).body.data.net30Invoice;
    // Twenty days back: due 15 days after issue, so 5 days past due — the grace days — and one fee of the $100–$249.99 tier.
    expect(read).toMatchObject({ status: 'overdue', daysPastDue: 5, feesCents: 2_900, balanceCents: 22_900, dueOn: addDays(platformToday(), -5) });
    expect(read.fees).toEqual([expect.objectContaining({ type: 'late', amountCents: 2_900, waivedAt: null })]);
    expect(read.reportingNote).toMatch(/^Not paid by .+ → reported as past due until it is paid$/);
  });

  it('waives a late fee once; a waived fee cannot be waived again', async () => {
    const { accountId } = await clientWithAccount(100_000, 15);
    const invoice = await invoiceFor(accountId, 5_000);
    await admin.gql(CLOCK, { id: accountId, days: 25 });
    const feeId = (await admin.gql(GET, { id: invoice.id })).body.data.net30Invoice.fees[0].id;
    const results = await Promise.all([admin.gql(WAIVE, { id: feeId, reason: 'First time' }), admin.gql(WAIVE, { id: feeId, reason: 'First time' })]);
    expect(results.filter((res) => !res.body.errors)).toHaveLength(1);
    expect(results.map(errorOf).filter(Boolean)).toEqual([{ message: 'This fee is already waived', code: 'CONFLICT' }]);
    expect((await admin.gql(GET, { id: invoice.id })).body.data.net30Invoice).toMatchObject({ feesCents: 0, balanceCents: 5_000 });
  });

  it('puts the account on hold at 15 days past due', async () => {
    const { caller, accountId } = await clientWithAccount(100_000, 15);
    await invoiceFor(accountId, 5_000);
    const res = await admin.gql(CLOCK, { id: accountId, days: 30 });
    expect(res.body.data.advanceNet30Clock.account).toMatchObject({ status: 'on_hold', holdReason: 'An invoice is 15 days past due' });
    expect(res.body.data.advanceNet30Clock.effects).toEqual(expect.arrayContaining(['1 invoice marked overdue', '1 late fee added', 'Account put on hold', '1 reminder sent']));
    expect(errorOf(await caller.gql(ORDER, { items: [{ itemId: 'credit-review', quantity: 1 }] }))?.message).toBe('Your account is on hold until past-due invoices are paid');
  });

  it('keeps the month-close statements consistent with the moved history', async () => {
    const { accountId } = await clientWithAccount(100_000, 30);
    await invoiceFor(accountId, 20_000);
    await admin.gql(CLOCK, { id: accountId, days: 45 });
    await admin.gql(CLOCK, { id: accountId, days: 40 });
    const statements = await server.sql<{ period_start: string; opening: string; closing: string }>(
      `select to_char(period_start, 'YYYY-MM-DD') as period_start, opening, closing from net30_statement where account_id = $1 order by period_end`,
      [accountId],
    );
    const [account] = await server.sql<{ opened_on: string }>(`select to_char(opened_on, 'YYYY-MM-DD') as opened_on from net30_account where id = $1`, [accountId]);
    expect(statements.length).toBeGreaterThanOrEqual(2);
    expect(statements[0]).toMatchObject({ period_start: account!.opened_on, opening: '0' });
    for (let index = 1; index < statements.length; index++) expect(statements[index]!.opening).toBe(statements[index - 1]!.closing);
  });

  it('answers NOT_FOUND outside demo mode', async () => {
    const production = await startTestServer({ demoMode: false });
    try {
      const caller = new ApiClient(production.url);
      await caller.post('/api/login', { username: 'admin', password: 'demo-pass' });
      expect(errorOf(await caller.gql(CLOCK, { id: '1', days: 5 }))?.code).toBe('NOT_FOUND');
    } finally {
      await production.stop();
    }
  });
});

describe('Pay now through the payment provider', () => {
  async function payThroughDemoCheckout(caller: ApiClient, invoiceId: string, amount: number) {
    const start = await caller.gql(PAY, { id: invoiceId, amount, key: `key-${invoiceId}-${amount}-${Math.random()}` });
    expect(start.body.errors).toBeUndefined();
    const url = start.body.data.payNet30Invoice.url as string;
    expect(url).toMatch(/^\/payments\/demo\/pay\/cs_/);
    const page = await caller.request('GET', url);
    expect(page.status).toBe(200);
    const paid = await caller.request('POST', `${url}/pay`);
    expect(paid.status).toBe(303);
    return start.body.data.payNet30Invoice.paymentId as string;
  }

  it('applies a demo checkout payment once, however often its events arrive', async () => {
    const { caller, accountId } = await clientWithAccount();
    const invoice = await invoiceFor(accountId, 12_345);
    const paymentId = await payThroughDemoCheckout(caller, invoice.id, 12_345);
    const read = (await caller.gql(GET, { id: invoice.id })).body.data.net30Invoice;
    expect(read).toMatchObject({ status: 'paid', paidCents: 12_345, balanceCents: 0, canPay: false });
    expect(read.payments).toEqual([expect.objectContaining({ id: paymentId, amountCents: 12_345, method: 'online', status: 'succeeded' })]);
    // The provider redelivers the same payment under new event ids, in parallel: nothing is applied twice.
    const events = ['payment_intent.succeeded', 'checkout.session.completed'].flatMap((type) => [1, 2].map((n) => paymentEvent(type, `evt_redeliver_${paymentId}_${type}_${n}`, invoice.id, paymentId, 12_345)));
    await Promise.all(events.map((event) => deliver(event)));
    const [row] = await server.sql<{ paid: string }>('select paid from net30_invoice where id = $1', [invoice.id]);
    expect(Number(row!.paid)).toBe(12_345);
  });

  it('applies a payment exactly once whatever order its success and failure events arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(['payment_intent.succeeded', 'checkout.session.completed', 'payment_intent.payment_failed'], { minLength: 3, maxLength: 3 }), async (order) => {
        const { caller, accountId } = await clientWithAccount();
        const invoice = await invoiceFor(accountId, 10_000);
        const start = await caller.gql(PAY, { id: invoice.id, amount: 6_000, key: `order-${invoice.id}` });
        const paymentId = start.body.data.payNet30Invoice.paymentId as string;
        for (const [index, type] of order.entries()) await deliver(paymentEvent(type, `evt_order_${paymentId}_${index}`, invoice.id, paymentId, 6_000));
        const [row] = await server.sql<{ paid: string; status: string }>('select paid, status from net30_invoice where id = $1', [invoice.id]);
        const [payment] = await server.sql<{ status: string }>('select status from net30_payment where id = $1', [paymentId]);
        expect({ paid: Number(row!.paid), status: row!.status, payment: payment!.status }).toEqual({ paid: 6_000, status: 'open', payment: 'succeeded' });
      }),
      { numRuns: 6 },
    );
  });

  it('refuses to complete a demo checkout posted from another site (403), and nothing is paid', async () => {
    const { caller, accountId } = await clientWithAccount();
    const invoice = await invoiceFor(accountId, 5_000);
    const url = (await caller.gql(PAY, { id: invoice.id, amount: 5_000, key: `cross-site-${invoice.id}` })).body.data.payNet30Invoice.url as string;
    const refused = await caller.request('POST', `${url}/pay`, { headers: { origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('This checkout can only be completed from this site.');
    const [row] = await server.sql<{ paid: string }>('select paid from net30_invoice where id = $1', [invoice.id]);
    expect(Number(row!.paid)).toBe(0);
  });

  it('refunds money that arrives for an invoice paid down in the meantime', async () => {
    const { caller, accountId } = await clientWithAccount();
    const invoice = await invoiceFor(accountId, 10_000);
    const start = await caller.gql(PAY, { id: invoice.id, amount: 10_000, key: `refund-${invoice.id}` });
    const paymentId = start.body.data.payNet30Invoice.paymentId as string;
    await admin.gql(RECORD, { id: invoice.id, input: { amountCents: 10_000, receivedOn: platformToday(), method: 'check' } });
    await deliver(paymentEvent('payment_intent.succeeded', `evt_late_${paymentId}`, invoice.id, paymentId, 10_000));
    const [payment] = await server.sql<{ status: string }>('select status from net30_payment where id = $1', [paymentId]);
    expect(payment!.status).toBe('refunded');
    const [row] = await server.sql<{ paid: string }>('select paid from net30_invoice where id = $1', [invoice.id]);
    expect(Number(row!.paid)).toBe(10_000);
  });

  it('refuses less than $1.00, more than the balance, and a paid invoice; the same key answers the same checkout', async () => {
    const { caller, accountId } = await clientWithAccount();
    const invoice = await invoiceFor(accountId, 5_000);
    expect(errorOf(await caller.gql(PAY, { id: invoice.id, amount: 99, key: 'too-small-1' }))).toEqual({ message: 'Pay at least $1.00', code: 'BAD_USER_INPUT' });
    expect(errorOf(await caller.gql(PAY, { id: invoice.id, amount: 5_001, key: 'too-large-1' }))?.message).toBe('The payment is more than the balance of $50.00');
    // Two parallel requests with one key (a double click, a retry) both answer the one checkout.
    const [a, b] = (await Promise.all([caller.gql(PAY, { id: invoice.id, amount: 5_000, key: 'same-key-1' }), caller.gql(PAY, { id: invoice.id, amount: 5_000, key: 'same-key-1' })])) as [any, any];
    expect(a.body.errors).toBeUndefined();
    expect(b.body.data.payNet30Invoice).toEqual(a.body.data.payNet30Invoice);
    const again = await caller.gql(PAY, { id: invoice.id, amount: 5_000, key: 'same-key-1' });
    expect(again.body.data.payNet30Invoice).toEqual(a.body.data.payNet30Invoice);
    expect(errorOf(await caller.gql(PAY, { id: invoice.id, amount: 4_000, key: 'same-key-1' }))).toEqual({ message: 'This idempotency key was used for another payment', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await server.sql(`select id from net30_payment where invoice_id = $1`, [invoice.id])).toHaveLength(1);
  });
});

describe('who sees what', () => {
  it('shows a client only their own account and invoices; lists and actions are admins\' only', async () => {
    const owner = await clientWithAccount();
    const other = await clientWithAccount();
    const invoice = await invoiceFor(owner.accountId, 1_000);
    expect(errorOf(await other.caller.gql(GET, { id: invoice.id }))).toEqual({ message: 'Invoice not found', code: 'NOT_FOUND' });
    expect(errorOf(await other.caller.gql(GET, { id: 'abc' }))).toEqual({ message: 'Invalid invoice ID', code: 'BAD_USER_INPUT' });
    expect(errorOf(await other.caller.gql(PAY, { id: invoice.id, amount: 1_000, key: 'not-mine-1' }))?.message).toBe('Invoice not found');
    expect((await other.caller.gql(DASHBOARD, { clientId: String(owner.userId) })).body.data.net30Dashboard.account.id).toBe(other.accountId);
    expect(errorOf(await other.caller.gql(`{ net30Accounts { totalCount } }`))?.code).toBe('FORBIDDEN');
    expect(errorOf(await other.caller.gql(CREATE, { accountId: other.accountId, lines: [line(100)] }))?.code).toBe('FORBIDDEN');
    const asAdmin = (await admin.gql(DASHBOARD, { clientId: String(owner.userId) })).body.data.net30Dashboard;
    expect(asAdmin.account.id).toBe(owner.accountId);
    expect(errorOf(await admin.gql(DASHBOARD, { clientId: '999999' }))).toEqual({ message: 'Client not found', code: 'NOT_FOUND' });
  });
});

describe('the balance', () => {
  it('is always total + fees − payments, and never negative, whatever happens to an invoice', async () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 12_000 }) }),
      fc.record({ kind: fc.constant('clock' as const), days: fc.integer({ min: 1, max: 40 }) }),
      fc.record({ kind: fc.constant('waive' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1_000, max: 30_000 }), fc.array(operation, { minLength: 1, maxLength: 5 }), async (total, operations) => {
        const { accountId } = await clientWithAccount(100_000, 15);
        const invoice = await invoiceFor(accountId, total);
        for (const op of operations) {
          if (op.kind === 'pay') await admin.gql(RECORD, { id: invoice.id, input: { amountCents: op.cents, receivedOn: platformToday(), method: 'check' } });
          if (op.kind === 'clock') await admin.gql(CLOCK, { id: accountId, days: op.days });
          if (op.kind === 'waive') {
            const fee = (await admin.gql(GET, { id: invoice.id })).body.data.net30Invoice.fees.find((candidate: any) => !candidate.waivedAt);
            if (fee) await admin.gql(WAIVE, { id: fee.id, reason: 'Goodwill' });
          }
        }
        const read = (await admin.gql(GET, { id: invoice.id })).body.data.net30Invoice;
        const fees = read.fees.filter((fee: any) => !fee.waivedAt).reduce((sum: number, fee: any) => sum + fee.amountCents, 0);
        const payments = read.payments.filter((payment: any) => payment.status === 'succeeded').reduce((sum: number, payment: any) => sum + payment.amountCents, 0);
        expect(read.feesCents).toBe(fees);
        expect(read.paidCents).toBe(payments);
        expect(read.balanceCents).toBe(total + fees - payments);
        expect(read.balanceCents).toBeGreaterThanOrEqual(0);
        expect(read.status === 'paid').toBe(read.balanceCents === 0);
        expect(read.fees.filter((fee: any) => fee.type === 'late').length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 8 },
    );
  });
});

function paymentEvent(type: string, id: string, invoiceId: string, paymentId: string, amount: number) {
  const metadata = { net30InvoiceId: invoiceId, net30PaymentId: paymentId };
  const object =
    type === 'checkout.session.completed'
      ? { id: `cs_test_${paymentId}`, object: 'checkout.session', mode: 'payment', payment_status: 'paid', payment_intent: `pi_test_${paymentId}`, metadata }
      : { id: `pi_test_${paymentId}`, object: 'payment_intent', amount, amount_received: type === 'payment_intent.succeeded' ? amount : 0, metadata, last_payment_error: type === 'payment_intent.payment_failed' ? { message: 'Your card was declined.' } : null };
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
}

async function deliver(event: unknown) {
  const { payload, signature } = signedDelivery(event, SECRET);
  const res = await postWebhook(server.url, payload, signature);
  expect(res.status).toBe(200);
  return res.body.outcome as string;
}

describe('the invoice PDF (R25 Download PDF)', () => {
  it('renders the invoice for its owner and an admin; anyone else gets "Invoice not found"', async () => {
    const owner = await clientWithAccount();
    const other = await clientWithAccount();
    const invoice = await invoiceFor(owner.accountId, 12_345);
    const pdf = await owner.caller.get(`/api/net30/invoices/${invoice.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`invoice-${invoice.number}.pdf`);
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    expect((await admin.get(`/api/net30/invoices/${invoice.id}/pdf`)).status).toBe(200);
    const refused = await other.caller.get(`/api/net30/invoices/${invoice.id}/pdf`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Invoice not found');
    expect((await new ApiClient(server.url).get(`/api/net30/invoices/${invoice.id}/pdf`)).status).toBe(401);
  });

  it('holds the invoice\'s number, bill-to, lines, balance and reporting note', async () => {
    const { renderInvoicePdf } = await import('../../graphql-server/src/modules/net30/invoice-pdf.js');
    const { accountId } = await clientWithAccount();
    const invoice = await invoiceFor(accountId, 12_345);
    const view = (await admin.gql(GET, { id: invoice.id })).body.data.net30Invoice;
    const text = pdfText(await renderInvoicePdf({ ...view, businessName: 'Acme Supply LLC', timeline: [] }, { compress: false }));
    for (const expected of [`Invoice ${invoice.number}`, 'Acme Supply LLC', 'Office chairs', '$123.45', 'Balance due', 'Net 30']) expect(text).toContain(expected);
  });
});
