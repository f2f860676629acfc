import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, platformToday } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient } from '../support/api-client.js';
import { acceptedDeal } from '../support/funding-fixtures.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 11 item 8: R14 — a funded deal's ledger (MCA Suite semantics), reversals, the CSV import, commission,
 * status, the chart and the renewal badge; the lender's Funded deals and Post payment (source lender). "Only once"
 * rules are tested with parallel requests.
 */
let server: TestServer;
let admin: ApiClient;
let lender: ApiClient;
let otherLender: ApiClient;
let client: ApiClient;

const api = () => new ApiClient(server.url);
async function signedIn(username: string, password = 'demo-pass') {
  const caller = api();
  expect((await caller.post('/api/login', { username, password })).status).toBe(200);
  return caller;
}
const errorOf = (res: { body: any }) => res.body.errors?.[0] && { message: res.body.errors[0].message, code: res.body.errors[0].extensions.code };

const FIELDS = `id fundedOn expectedPaybackCents originalPaybackCents paidToDateCents creditedCents remainingCents percentPaidBps status statusNote nextStatuses version
  renewalCandidate missedDueDates termText rateText paymentText productLabel businessName lenderName commission { expectedCents status receivedOn }
  transactions { id type amountCents occurredOn source externalRef reversesId reversedById note createdByName balanceAfterCents }
  series { date scheduledCents actualCents }`;
const GET = `query F($id: ID!) { funding(id: $id) { ${FIELDS} } }`;
const ADD = `mutation A($id: ID!, $input: FundingTransactionInput!) { addFundingTransaction(fundingId: $id, input: $input) { ${FIELDS} } }`;
const POST_PAYMENT = `mutation P($id: ID!, $input: FundingTransactionInput!) { postFundingPayment(fundingId: $id, input: $input) { ${FIELDS} } }`;
const REVERSE = `mutation R($id: ID!, $reason: String!) { reverseFundingTransaction(transactionId: $id, reason: $reason) { ${FIELDS} } }`;
const PREVIEW = `mutation P($id: ID!, $csv: String!) { previewFundingImport(fundingId: $id, csv: $csv) { added duplicates errors lines { line outcome message occurredOn type amountCents externalRef } } }`;
const IMPORT = `mutation I($id: ID!, $csv: String!) { importFundingTransactions(fundingId: $id, csv: $csv) { added duplicates errors } }`;
const COMMISSION = `mutation C($id: ID!, $v: Int!, $on: String!) { markFundingCommissionReceived(fundingId: $id, expectedVersion: $v, receivedOn: $on) { ${FIELDS} } }`;
const STATUS = `mutation S($id: ID!, $v: Int!, $status: FundingStatus!, $note: String) { changeFundingStatus(fundingId: $id, expectedVersion: $v, status: $status, note: $note) { ${FIELDS} } }`;

const today = () => platformToday();

/** A deal funded by the lender `fundedDaysAgo` days ago (the payback is $65,000.00, 126 daily payments of $515.87). */
async function fundedDeal(fundedDaysAgo = 0): Promise<string> {
  const deal = await acceptedDeal(server);
  const res = await lender.gql(`mutation M($input: MarkFundedInput!) { markFunded(input: $input) { id } }`, {
    input: { offerId: String(deal.offerId), expectedVersion: 1, fundedOn: today(), fundedAmountCents: 5_000_000 },
  });
  expect(res.body.errors).toBeUndefined();
  const id = res.body.data.markFunded.id as string;
  if (fundedDaysAgo > 0) await server.sql(`update funding set funded_on = $2 where id = $1`, [id, addDays(today(), -fundedDaysAgo)]);
  return id;
}
const add = (caller: ApiClient, id: string, input: Record<string, unknown>) => caller.gql(ADD, { id, input: { occurredOn: today(), ...input } });
const ledgerRows = async (id: string) => (await server.sql<{ n: number }>(`select count(*)::int as n from funding_transaction where funding_id = $1`, [id]))[0]!.n;

beforeAll(async () => {
  server = await startTestServer();
  [admin, lender, otherLender, client] = await Promise.all([signedIn('admin'), signedIn('lender'), signedIn('harbor'), signedIn('client')]);
});
afterAll(() => server?.stop());

describe('R14 detail', () => {
  it('shows the deal from the funded offer, with an empty ledger, the schedule and no renewal badge', async () => {
    const id = await fundedDeal();
    const res = await admin.gql(GET, { id });
    expect(res.body.errors).toBeUndefined();
    const funding = res.body.data.funding;
    expect(funding).toMatchObject({
      fundedOn: today(), expectedPaybackCents: 6_500_000, paidToDateCents: 0, remainingCents: 6_500_000, percentPaidBps: 0, status: 'active',
      nextStatuses: ['paid_off', 'delinquent', 'defaulted', 'renewed'], renewalCandidate: false, transactions: [], productLabel: 'Revenue-Based Financing',
      lenderName: 'Cedar Growth', termText: '6 months · 126 business-day payments', rateText: 'Factor 1.30 (APR 90.00%)', paymentText: '$515.87 daily',
      commission: { expectedCents: 150_000, status: 'pending', receivedOn: null },
    });
    expect(funding.series[0]).toEqual({ date: today(), scheduledCents: 0, actualCents: 0 });
    expect(funding.series.at(-1)).toMatchObject({ scheduledCents: 6_500_000, actualCents: null });
  });

  it('a malformed or unknown id, another lender, a client: "Funding record not found" / FORBIDDEN', async () => {
    const id = await fundedDeal();
    expect(errorOf(await admin.gql(GET, { id: 'abc' }))).toEqual({ code: 'NOT_FOUND', message: 'Funding record not found' });
    expect(errorOf(await admin.gql(GET, { id: '999999' }))).toEqual({ code: 'NOT_FOUND', message: 'Funding record not found' });
    expect(errorOf(await otherLender.gql(GET, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Funding record not found' });
    expect(errorOf(await client.gql(GET, { id }))).toMatchObject({ code: 'FORBIDDEN' });
    // The funding's own lender sees it, without the commission.
    expect((await lender.gql(GET, { id })).body.data.funding).toMatchObject({ id, commission: null });
  });
});

describe('R14 Add transaction', () => {
  it('payment lowers the balance, fee raises the payback, discount lowers it; each row with its balance after; audited', async () => {
    const id = await fundedDeal(10);
    expect((await add(admin, id, { type: 'payment', amountCents: 1_000_000, occurredOn: addDays(today(), -5), externalRef: 'ACH-1' })).body.errors).toBeUndefined();
    expect((await add(admin, id, { type: 'fee', amountCents: 5_000, note: 'Returned payment fee' })).body.errors).toBeUndefined();
    const res = await add(admin, id, { type: 'discount', amountCents: 2_000 });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.addFundingTransaction).toMatchObject({
      originalPaybackCents: 6_500_000, expectedPaybackCents: 6_503_000, paidToDateCents: 1_000_000, remainingCents: 5_503_000,
      transactions: [
        { type: 'payment', amountCents: 1_000_000, source: 'manual', externalRef: 'ACH-1', createdByName: 'admin', balanceAfterCents: 5_500_000 },
        { type: 'fee', amountCents: 5_000, note: 'Returned payment fee', balanceAfterCents: 5_505_000 },
        { type: 'discount', amountCents: 2_000, balanceAfterCents: 5_503_000 },
      ],
    });
    const [events] = await server.sql(`select count(*)::int as n from audit_event where action = 'funding.transaction_added' and entity_id = $1`, [id]);
    expect(events).toEqual({ n: 3 });
  });

  it('refuses a date outside funded date..today, an amount of 0, an overpayment without *record overpayment*; nothing stored', async () => {
    const id = await fundedDeal(3);
    const outside = `The date must be between the funded date (${addDays(today(), -3)}) and today`;
    expect(errorOf(await add(admin, id, { type: 'payment', amountCents: 100, occurredOn: addDays(today(), -4) }))).toEqual({ code: 'BAD_USER_INPUT', message: outside });
    expect(errorOf(await add(admin, id, { type: 'payment', amountCents: 100, occurredOn: addDays(today(), 1) }))).toEqual({ code: 'BAD_USER_INPUT', message: outside });
    expect(errorOf(await add(admin, id, { type: 'payment', amountCents: 0 }))).toEqual({ code: 'BAD_USER_INPUT', message: 'Amount must be more than $0.00' });
    expect(errorOf(await add(admin, id, { type: 'payment', amountCents: 6_500_001 }))).toEqual({ code: 'BAD_USER_INPUT', message: 'This payment is more than the remaining balance of $65,000.00' });
    expect(await ledgerRows(id)).toBe(0);
    const over = await add(admin, id, { type: 'payment', amountCents: 6_500_001, recordOverpayment: true });
    expect(over.body.data.addFundingTransaction).toMatchObject({ remainingCents: -1, percentPaidBps: 10_000 });
  });

  it('a reference already on the ledger is a 409', async () => {
    const id = await fundedDeal();
    expect((await add(admin, id, { type: 'payment', amountCents: 100, externalRef: 'X-1' })).body.errors).toBeUndefined();
    expect(errorOf(await add(admin, id, { type: 'payment', amountCents: 100, externalRef: 'X-1' }))).toEqual({ code: 'CONFLICT', message: 'A transaction with the reference X-1 is already recorded' });
  });
});

describe('R14 ledger writes under parallel requests', () => {
  it('one reference, five racing entries: one lands, four 409', async () => {
    const id = await fundedDeal();
    const results = await Promise.all(Array.from({ length: 5 }, () => add(admin, id, { type: 'payment', amountCents: 100, externalRef: 'RACE-1' })));
    expect(results.filter((res) => !res.body.errors)).toHaveLength(1);
    for (const res of results.filter((res) => res.body.errors)) expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: 'A transaction with the reference RACE-1 is already recorded' });
    expect(await ledgerRows(id)).toBe(1);
  });

  it('racing payments that together pass the remaining balance: only those that fit land (the balance never goes below $0.00 unrecorded)', async () => {
    const id = await fundedDeal();
    const results = await Promise.all(Array.from({ length: 4 }, () => add(admin, id, { type: 'payment', amountCents: 2_500_000 })));
    expect(results.filter((res) => !res.body.errors)).toHaveLength(2);
    for (const res of results.filter((res) => res.body.errors)) expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: 'This payment is more than the remaining balance of $15,000.00' });
    expect((await admin.gql(GET, { id })).body.data.funding.remainingCents).toBe(1_500_000);
  });

  it('racing Mark commission received: one lands', async () => {
    const id = await fundedDeal();
    const results = await Promise.all(Array.from({ length: 4 }, () => admin.gql(COMMISSION, { id, v: 1, on: today() })));
    expect(results.filter((res) => !res.body.errors)).toHaveLength(1);
    const [events] = await server.sql(`select count(*)::int as n from audit_event where action = 'funding.commission_received' and entity_id = $1`, [id]);
    expect(events).toEqual({ n: 1 });
  });
});

describe('R14 Reverse', () => {
  it('adds a reversal row (never a delete) that undoes the row; a reversal cannot be reversed', async () => {
    const id = await fundedDeal();
    const added = await add(admin, id, { type: 'payment', amountCents: 250_000 });
    const paymentId = added.body.data.addFundingTransaction.transactions[0].id;
    const res = await admin.gql(REVERSE, { id: paymentId, reason: 'Payment bounced (NSF)' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.reverseFundingTransaction).toMatchObject({
      paidToDateCents: 0, remainingCents: 6_500_000,
      transactions: [
        { id: paymentId, type: 'payment', amountCents: 250_000, reversedById: expect.any(String), balanceAfterCents: 6_250_000 },
        { type: 'reversal', amountCents: -250_000, reversesId: paymentId, note: 'Payment bounced (NSF)', balanceAfterCents: 6_500_000 },
      ],
    });
    const reversalId = res.body.data.reverseFundingTransaction.transactions[1].id;
    expect(errorOf(await admin.gql(REVERSE, { id: reversalId, reason: 'Oops again' }))).toEqual({ code: 'CONFLICT', message: 'A reversal cannot be reversed: enter the transaction again instead' });
    expect(errorOf(await admin.gql(REVERSE, { id: paymentId, reason: '' }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(await lender.gql(REVERSE, { id: paymentId, reason: 'Lender tries' }))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('racing reversals of one row: exactly one reversal, the others 409', async () => {
    const id = await fundedDeal();
    const added = await add(admin, id, { type: 'payment', amountCents: 250_000 });
    const paymentId = added.body.data.addFundingTransaction.transactions[0].id;
    const results = await Promise.all(Array.from({ length: 6 }, () => admin.gql(REVERSE, { id: paymentId, reason: 'Bounced' })));
    expect(results.filter((res) => !res.body.errors)).toHaveLength(1);
    for (const res of results.filter((res) => res.body.errors)) expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: 'This transaction has already been reversed' });
    const [rows] = await server.sql(`select count(*)::int as n from funding_transaction where reverses_id = $1`, [paymentId]);
    expect(rows).toEqual({ n: 1 });
  });
});

describe('R14 Import CSV', () => {
  const csvOf = (...lines: string[]) => ['date,type,amount,note,external_ref', ...lines].join('\n');

  it('previews each line (new, duplicate by external_ref, error) and stores nothing', async () => {
    const id = await fundedDeal(2);
    await add(admin, id, { type: 'payment', amountCents: 100, externalRef: 'ACH-1' });
    const csv = csvOf(`${today()},payment,515.87,,ACH-1`, `${today()},payment,515.87,Day 2,ACH-2`, `${today()},payment,515.87,,ACH-2`, `${addDays(today(), 1)},fee,25,,`);
    const res = await admin.gql(PREVIEW, { id, csv });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.previewFundingImport).toMatchObject({
      added: 1, duplicates: 2, errors: 1,
      lines: [
        { line: 2, outcome: 'duplicate', message: 'ACH-1 is already recorded' },
        { line: 3, outcome: 'add', amountCents: 51_587, type: 'payment', externalRef: 'ACH-2' },
        { line: 4, outcome: 'duplicate' },
        { line: 5, outcome: 'error', message: `The date must be between the funded date (${addDays(today(), -2)}) and today` },
      ],
    });
    expect(await ledgerRows(id)).toBe(1);
    // A file with a bad line imports nothing.
    expect(errorOf(await admin.gql(IMPORT, { id, csv }))).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringContaining('Nothing was imported: line 5') });
    expect(errorOf(await admin.gql(IMPORT, { id, csv: 'a,b\n1,2' }))).toEqual({ code: 'BAD_USER_INPUT', message: 'The first line must be the header date,type,amount,note,external_ref' });
    expect(await ledgerRows(id)).toBe(1);
  });

  it('the same file imported in parallel adds each reference once (source import), audited once per file that added', async () => {
    const id = await fundedDeal(5);
    const csv = csvOf(...[5, 4, 3, 2, 1].map((days, index) => `${addDays(today(), -days)},payment,515.87,,ACH-${index + 1}`));
    const results = await Promise.all(Array.from({ length: 4 }, () => admin.gql(IMPORT, { id, csv })));
    for (const res of results) expect(res.body.errors).toBeUndefined();
    expect(results.map((res) => res.body.data.importFundingTransactions.added).sort()).toEqual([0, 0, 0, 5]);
    const rows = await server.sql(`select external_ref, source from funding_transaction where funding_id = $1 order by external_ref`, [id]);
    expect(rows).toEqual([1, 2, 3, 4, 5].map((n) => ({ external_ref: `ACH-${n}`, source: 'import' })));
    const funding = (await admin.gql(GET, { id })).body.data.funding;
    expect(funding.paidToDateCents).toBe(5 * 51_587);
  });
});

describe('R14 commission and status', () => {
  it('Mark commission received: once, dated between the funded date and today; stale version 409', async () => {
    const id = await fundedDeal(1);
    expect(errorOf(await admin.gql(COMMISSION, { id, v: 1, on: addDays(today(), 1) }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    const res = await admin.gql(COMMISSION, { id, v: 1, on: today() });
    expect(res.body.data.markFundingCommissionReceived).toMatchObject({ version: 2, commission: { expectedCents: 150_000, status: 'received', receivedOn: today() } });
    expect(errorOf(await admin.gql(COMMISSION, { id, v: 1, on: today() }))).toMatchObject({ code: 'CONFLICT' });
    expect(errorOf(await admin.gql(COMMISSION, { id, v: 2, on: today() }))).toEqual({ code: 'CONFLICT', message: 'The commission is already marked received' });
  });

  it('refuses to mark a commission received on a deal that earns none', async () => {
    const id = await fundedDeal(1);
    await server.sql('update funding set commission_expected = 0 where id = $1', [id]);
    expect(errorOf(await admin.gql(COMMISSION, { id, v: 1, on: today() }))).toEqual({ code: 'CONFLICT', message: 'This deal earns no commission: there is nothing to mark received' });
    expect((await server.sql<{ s: string }>('select commission_status as s from funding where id = $1', [id]))[0]!.s).toBe('pending');
  });

  it('Change status: a note for delinquent; illegal moves 409; paid off only at balance 0', async () => {
    const id = await fundedDeal();
    expect(errorOf(await admin.gql(STATUS, { id, v: 1, status: 'delinquent' }))).toEqual({ code: 'BAD_USER_INPUT', message: 'Add a note: it is required for delinquent, defaulted and written off' });
    expect(errorOf(await admin.gql(STATUS, { id, v: 1, status: 'written_off', note: 'Gone' }))).toEqual({ code: 'CONFLICT', message: 'A funding that is active can only become paid off, delinquent, defaulted, renewed' });
    expect(errorOf(await admin.gql(STATUS, { id, v: 1, status: 'paid_off' }))).toEqual({ code: 'CONFLICT', message: 'A funding can be marked paid off only at a balance of $0.00 ($65,000.00 remains)' });
    const late = await admin.gql(STATUS, { id, v: 1, status: 'delinquent', note: 'Three payments returned' });
    expect(late.body.data.changeFundingStatus).toMatchObject({ status: 'delinquent', statusNote: 'Three payments returned', version: 2 });
    await add(admin, id, { type: 'payment', amountCents: 6_500_000 });
    const paid = await admin.gql(STATUS, { id, v: 2, status: 'paid_off' });
    expect(paid.body.data.changeFundingStatus).toMatchObject({ status: 'paid_off', remainingCents: 0, nextStatuses: [] });
    const [event] = await server.sql(`select reason from audit_event where action = 'funding.status_changed' and entity_id = $1 order by seq limit 1`, [id]);
    expect(event).toEqual({ reason: 'Three payments returned' });
  });
});

describe('the renewal badge', () => {
  it('shows at ≥ 50 % paid with every payment of the last 30 days on schedule', async () => {
    const id = await fundedDeal(10);
    const half = await add(admin, id, { type: 'payment', amountCents: 3_250_000, occurredOn: addDays(today(), -10) });
    expect(half.body.data.addFundingTransaction).toMatchObject({ percentPaidBps: 5_000, renewalCandidate: true, missedDueDates: [] });
  });

  it('does not show when a payment due in the last 30 days was missed', async () => {
    const id = await fundedDeal(10);
    const late = await add(admin, id, { type: 'payment', amountCents: 3_250_000, occurredOn: today() });
    expect(late.body.data.addFundingTransaction.percentPaidBps).toBe(5_000);
    expect(late.body.data.addFundingTransaction.renewalCandidate).toBe(false);
    expect(late.body.data.addFundingTransaction.missedDueDates.length).toBeGreaterThan(0);
  });
});

describe('the lender (R20 Funded, Post payment)', () => {
  it("lists only its own funded deals and posts payments on them (source lender); not fees, not another lender's", async () => {
    const id = await fundedDeal(1);
    const mine = await lender.gql(`{ myLenderFundings { id commission { expectedCents } } }`);
    expect(mine.body.data.myLenderFundings).toEqual(expect.arrayContaining([{ id, commission: null }]));
    expect((await otherLender.gql(`{ myLenderFundings { id } }`)).body.data.myLenderFundings).toEqual([]);
    const posted = await lender.gql(POST_PAYMENT, { id, input: { type: 'payment', amountCents: 51_587, occurredOn: today(), externalRef: 'CED-PMT-1' } });
    expect(posted.body.errors).toBeUndefined();
    expect(posted.body.data.postFundingPayment.transactions).toMatchObject([{ source: 'lender', createdByName: 'lender', externalRef: 'CED-PMT-1' }]);
    expect(errorOf(await lender.gql(POST_PAYMENT, { id, input: { type: 'fee', amountCents: 100, occurredOn: today() } }))).toEqual({ code: 'BAD_USER_INPUT', message: 'A lender posts payments only' });
    expect(errorOf(await otherLender.gql(POST_PAYMENT, { id, input: { type: 'payment', amountCents: 100, occurredOn: today() } }))).toEqual({ code: 'NOT_FOUND', message: 'Funding record not found' });
    expect(errorOf(await lender.gql(ADD, { id, input: { type: 'payment', amountCents: 100, occurredOn: today() } }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await ledgerRows(id)).toBe(1);
  });
});
