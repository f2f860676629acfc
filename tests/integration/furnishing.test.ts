import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FurnishingRecord } from '../../graphql-server/src/modules/furnishing/furnishing-record.entity.js';
import { generateMonthlyBatches } from '../../graphql-server/src/modules/furnishing/furnishing.jobs.js';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 12 item 6: bureau furnishing (R19 Reporting and Disputes, R23/R24 log, invariants 10–11) — batches of closed
 * months only, one live batch per bureau and month, TEST invoices never furnished, the file marked not sent until
 * submitted, submitted records immutable, the bureau's response, a client's own records only, disputes once and
 * their corrections in the next batch.
 */
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  expect((await admin.post('/api/login', { username: 'admin', password: 'demo-pass' })).status).toBe(200);
});
afterAll(() => server?.stop());

let registered = 0;
async function newClient(): Promise<{ api: ApiClient; userId: number; username: string }> {
  const api = new ApiClient(server.url);
  const username = `furnish_${++registered}`;
  const res = await api.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass', confirmPassword: 'secret-pass' });
  expect(res.status).toBe(201);
  const [row] = await server.sql<{ id: number }>(`select id from users where username = $1`, [username]);
  return { api, userId: row!.id, username };
}

async function openAccount(userId: number, openedOn: string, businessName: string): Promise<number> {
  const [row] = await server.sql<{ id: number }>(
    `insert into net30_account (owner_user_id, business_name, source, credit_limit, net_days, opened_on) values ($1, $2, 'application', 500000, 30, $3) returning id`,
    [userId, businessName, openedOn],
  );
  return row!.id;
}

let invoiceSeq = 0;
async function addInvoice(accountId: number, issuedOn: string, dueOn: string, total: number, options: { isTest?: boolean; paidOn?: string } = {}): Promise<number> {
  const [row] = await server.sql<{ id: number }>(
    `insert into net30_invoice (number, account_id, issued_on, due_on, lines, total, is_test, paid, status, paid_on)
     values ($1, $2, $3, $4, '[]'::jsonb, $5, $6, $7, $8, $9) returning id`,
    [`F-${process.pid % 10000}-${++invoiceSeq}`, accountId, issuedOn, dueOn, total, options.isTest ?? false, options.paidOn ? total : 0, options.paidOn ? 'paid' : 'open', options.paidOn ?? null],
  );
  if (options.paidOn) {
    await server.sql(`insert into net30_payment (invoice_id, amount, method, status, received_on) values ($1, $2, 'ach', 'succeeded', $3)`, [row!.id, total, options.paidOn]);
  }
  return row!.id;
}

const GENERATE = `mutation G($bureau: String!, $month: String!) { generateFurnishingBatch(bureau: $bureau, periodMonth: $month) { id bureau periodMonth status recordCount fileUrl } }`;
const generate = (bureau: string, month: string) => admin.gql(GENERATE, { bureau, month });
const LOG = `query L($clientId: ID) { myFurnishingRecords(clientId: $clientId) {
  bureau periodMonth batchStatus
  record { id sourceType businessName asOf terms creditLimit highCredit12m nowOwes pastDue mannerOfPayment status correctsRecordId lastSaleOn lastPaymentOn aging { current days1to30 days31to60 } }
  dispute { id status reason resolution } } }`;

describe('bureau furnishing', { timeout: 60_000 }, () => {
  it('refuses a month that is not closed yet, and other bureaus; clients may not generate', async () => {
    const current = new Date().toISOString().slice(0, 7);
    const open = await generate('dnb', current);
    expect(open.body.errors[0].message).toBe('The month is not closed yet');
    expect(open.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await generate('transunion', '2026-01')).body.errors[0].message).toMatch(/bureau/i);
    const { api } = await newClient();
    expect((await api.gql(GENERATE, { bureau: 'dnb', month: '2026-01' })).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses a bureau switched off in the settings', async () => {
    await server.sql(`update net30_settings set bureaus = '{dnb,experian}'`);
    try {
      const refused = await generate('equifax', '2025-06');
      expect(refused.body.errors[0]).toMatchObject({ message: 'This bureau is not enabled in the Net30 settings', extensions: { code: 'BAD_USER_INPUT' } });
      expect(await server.sql(`select id from furnishing_batch where bureau = 'equifax' and period_month = '2025-06'`)).toEqual([]);
    } finally {
      await server.sql(`update net30_settings set bureaus = '{dnb,experian,equifax}'`);
    }
  });

  it("reports D&B's trade variables from real invoices only (TEST invoices never), and one live batch per bureau and month", async () => {
    const { api, userId } = await newClient();
    const accountId = await openAccount(userId, '2025-12-01', 'Tradeline Tools LLC');
    await addInvoice(accountId, '2026-01-05', '2026-02-04', 40_000, { paidOn: '2026-02-20' }); // 16 days late
    await addInvoice(accountId, '2026-02-10', '2026-03-12', 15_000); // open at the end of March: 19 days past due
    await addInvoice(accountId, '2026-03-20', '2026-04-19', 9_000); // current
    await addInvoice(accountId, '2026-03-25', '2026-04-24', 99_000, { isTest: true }); // never furnished

    const [first, second] = await Promise.all([generate('dnb', '2026-03'), generate('dnb', '2026-03')]);
    const outcomes = [first, second].map((res) => (res.body.errors ? res.body.errors[0].extensions.code : 'ok')).sort();
    expect(outcomes).toEqual(['CONFLICT', 'ok']);
    const batch = (first.body.data ?? second.body.data).generateFurnishingBatch;
    expect(batch).toMatchObject({ bureau: 'dnb', periodMonth: '2026-03', status: 'generated', fileUrl: `/api/furnishing/batches/${batch.id}/file` });
    expect(await server.sql(`select count(*)::int as n from furnishing_batch where bureau = 'dnb' and period_month = '2026-03'`)).toEqual([{ n: 1 }]);

    const log = await api.gql(LOG);
    expect(log.body.errors).toBeUndefined();
    expect(log.body.data.myFurnishingRecords).toEqual([
      {
        bureau: 'dnb',
        periodMonth: '2026-03',
        batchStatus: 'generated',
        record: {
          id: expect.any(String),
          sourceType: 'net30_account',
          businessName: 'Tradeline Tools LLC',
          asOf: '2026-03-31',
          terms: 'Net 30',
          creditLimit: 500_000,
          highCredit12m: 40_000,
          nowOwes: 24_000,
          pastDue: 15_000,
          mannerOfPayment: 'slow_1_30',
          status: 'included',
          correctsRecordId: null,
          lastSaleOn: '2026-03-20',
          lastPaymentOn: '2026-02-20',
          aging: { current: 9_000, days1to30: 15_000, days31to60: 0 },
        },
        dispute: null,
      },
    ]);
  });

  it('writes the file marked NOT SENT until submitted, then SUBMITTED with who; submitted records keep their facts', async () => {
    const { userId } = await newClient();
    const accountId = await openAccount(userId, '2026-01-02', '=Formula, "Quoted" Co');
    await addInvoice(accountId, '2026-02-01', '2026-03-03', 12_345);
    const batch = (await generate('experian', '2026-02')).body.data.generateFurnishingBatch;

    const file = await admin.get(`/api/furnishing/batches/${batch.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = file.text.split('\r\n');
    expect(lines[0]).toMatch(/^# NOT SENT — generated \d{4}-\d{2}-\d{2}T[\d:.]+Z; mark submitted in NetFund after uploading$/);
    expect(lines[1]).toBe(`# NetFund trade tape v1; bureau: Experian (experian); period: 2026-02; records: ${batch.recordCount}`);
    expect(lines[2]).toBe('record_id,corrects_record_id,account_number,business_name,date_of_experience,terms,credit_limit,high_credit_12m,now_owes,past_due,current,past_due_1_30,past_due_31_60,past_due_61_90,past_due_91_plus,manner_of_payment,last_sale_date,last_payment_date');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^\\d+,,N30-${accountId},"'=Formula, ""Quoted"" Co",2026-02-28,Net 30,5000\\.00,123\\.45,123\\.45,0\\.00,123\\.45,0\\.00,0\\.00,0\\.00,0\\.00,prompt,2026-02-01,$`)));
    const { api: client } = await newClient();
    expect((await client.get(`/api/furnishing/batches/${batch.id}/file`)).status).toBe(403);

    const submit = `mutation S($id: ID!) { markFurnishingBatchSubmitted(batchId: $id) { status submittedAt submittedByName } }`;
    const [a, b] = await Promise.all([admin.gql(submit, { id: batch.id }), admin.gql(submit, { id: batch.id })]);
    expect([a, b].filter((res) => res.body.errors?.[0].extensions.code === 'CONFLICT')).toHaveLength(1);
    const submittedFile = await admin.get(`/api/furnishing/batches/${batch.id}/file`);
    expect(submittedFile.text.split('\r\n')[0]).toBe(`# SUBMITTED ${new Date().toISOString().slice(0, 10)} by admin`);

    const [record] = await server.sql<{ id: number }>(`select id from furnishing_record where batch_id = $1 and source_id = $2 and source_type = 'net30_account'`, [batch.id, accountId]);
    await expect(server.sql(`update furnishing_record set now_owes = 0 where id = $1`, [record!.id])).rejects.toThrow(/reported facts cannot change/);
    await expect(server.sql(`delete from furnishing_record where id = $1`, [record!.id])).rejects.toThrow(/cannot be deleted/);
    const entity = await server.db.orm.em.fork().findOneOrFail(FurnishingRecord, { id: record!.id });
    expect([entity.creditLimit, entity.highCredit12m, entity.nowOwes, entity.pastDue]).toEqual([500_000, 12_345, 12_345, 0]); // numbers, not BigInt
    await server.sql(`update furnishing_record set status = 'accepted' where id = $1`, [record!.id]);
    await server.sql(`update furnishing_record set status = 'included' where id = $1`, [record!.id]);
  });

  it("records the bureau's response: partially rejected marks the named records rejected and the others accepted", async () => {
    const one = await newClient();
    const two = await newClient();
    const first = await openAccount(one.userId, '2026-01-02', 'Response One LLC');
    const second = await openAccount(two.userId, '2026-01-02', 'Response Two LLC');
    const batch = (await generate('equifax', '2026-02')).body.data.generateFurnishingBatch;
    const respond = `mutation R($input: RecordFurnishingBatchResponseInput!) { recordFurnishingBatchResponse(input: $input) { status responseNote rejectedCount acceptedCount } }`;
    expect((await admin.gql(respond, { input: { batchId: batch.id, status: 'accepted' } })).body.errors[0].message).toBe('Mark the batch submitted before recording the bureau’s response');
    await admin.gql(`mutation { markFurnishingBatchSubmitted(batchId: "${batch.id}") { id } }`);
    const ids = await server.sql<{ id: number; source_id: number }>(`select id, source_id from furnishing_record where batch_id = $1 and source_id = any($2) and source_type = 'net30_account'`, [batch.id, [first, second]]);
    const rejectedId = ids.find((row) => row.source_id === first)!.id;
    const res = await admin.gql(respond, { input: { batchId: batch.id, status: 'partially_rejected', note: 'Account one: unknown address', rejectedRecordIds: [String(rejectedId)] } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.recordFurnishingBatchResponse).toMatchObject({ status: 'partially_rejected', responseNote: 'Account one: unknown address' });
    const statuses = await server.sql<{ source_id: number; status: string }>(`select source_id, status from furnishing_record where batch_id = $1 and source_id = any($2) and source_type = 'net30_account' order by source_id`, [batch.id, [first, second]]);
    expect(statuses).toEqual([
      { source_id: first, status: 'rejected' },
      { source_id: second, status: 'accepted' },
    ]);
    expect((await admin.gql(respond, { input: { batchId: batch.id, status: 'accepted' } })).body.errors[0].extensions.code).toBe('CONFLICT');
    const list = await admin.gql(`{ furnishingBatches { totalCount items { id status recordCount rejectedCount submittedByName } } }`);
    expect(list.body.data.furnishingBatches.items.find((item: { id: string }) => item.id === batch.id)).toMatchObject({ status: 'partially_rejected', rejectedCount: 1, submittedByName: 'admin' });
  });

  it('shows a client only their own records; admins see a client by id; an unknown client → "Client not found"', async () => {
    const mine = await newClient();
    const theirs = await newClient();
    await openAccount(mine.userId, '2026-01-02', 'Mine Only LLC');
    await openAccount(theirs.userId, '2026-01-02', 'Theirs Only LLC');
    await generate('dnb', '2026-01');
    const own = (await mine.api.gql(LOG)).body.data.myFurnishingRecords;
    expect(own.map((entry: { record: { businessName: string } }) => entry.record.businessName)).toEqual(['Mine Only LLC']);
    expect((await mine.api.gql(LOG, { clientId: String(theirs.userId) })).body.data.myFurnishingRecords.map((entry: { record: { businessName: string } }) => entry.record.businessName)).toEqual([
      'Mine Only LLC',
    ]);
    const asAdmin = await admin.gql(LOG, { clientId: String(theirs.userId) });
    expect(asAdmin.body.data.myFurnishingRecords.map((entry: { record: { businessName: string } }) => entry.record.businessName)).toEqual(['Theirs Only LLC']);
    expect((await admin.gql(LOG, { clientId: '999999' })).body.errors[0].message).toBe('Client not found');
  });

  it('reports a NetBuilder subscription with its plan terms and limit to the bureaus its plan reports to', async () => {
    const { api, userId } = await newClient();
    const [subscription] = await server.sql<{ id: number }>(
      `insert into netbuilder_subscriptions (user_id, plan, status, provider_subscription_id, created_at, updated_at) values ($1, 'growth', 'active', $2, '2026-03-02', now()) returning id`,
      [userId, `sub_furnish_${userId}`],
    );
    await server.sql(
      `insert into netbuilder_reports (user_id, provider_invoice_id, provider_subscription_id, plan, report_month, payment_amount_cents, payment_status, created_at)
       values ($1, $2, $3, 'growth', '2026-04', 5900, 'paid', '2026-04-02T15:00:00Z')`,
      [userId, `in_furnish_${userId}`, `sub_furnish_${userId}`],
    );
    await generate('experian', '2026-04');
    await generate('equifax', '2026-04'); // Growth does not report to Equifax
    const log = (await api.gql(LOG)).body.data.myFurnishingRecords;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      bureau: 'experian',
      periodMonth: '2026-04',
      record: { sourceType: 'netbuilder_subscription', terms: 'Net 30', creditLimit: 750_000, highCredit12m: 5_900, nowOwes: 0, pastDue: 0, mannerOfPayment: 'prompt', lastPaymentOn: '2026-04-02' },
    });
    expect(subscription!.id).toBeGreaterThan(0);
  });

  it('reports a plan and the Net30 account it opened as one tradeline, once per bureau the plan reports to', async () => {
    const { api, userId } = await newClient();
    const [subscription] = await server.sql<{ id: number }>(
      `insert into netbuilder_subscriptions (user_id, plan, status, provider_subscription_id, created_at, updated_at) values ($1, 'starter', 'active', $2, '2025-07-02', now()) returning id`,
      [userId, `sub_one_line_${userId}`],
    );
    await server.sql(
      `insert into netbuilder_reports (user_id, provider_invoice_id, provider_subscription_id, plan, report_month, payment_amount_cents, payment_status, created_at)
       values ($1, $2, $3, 'starter', '2025-08', 2900, 'paid', '2025-08-02T15:00:00Z')`,
      [userId, `in_one_line_${userId}`, `sub_one_line_${userId}`],
    );
    const [account] = await server.sql<{ id: number }>(
      `insert into net30_account (owner_user_id, business_name, source, subscription_id, credit_limit, net_days, opened_on) values ($1, 'One Line Supply LLC', 'netbuilder', $2, 250000, 15, '2025-07-02') returning id`,
      [userId, subscription!.id],
    );
    await addInvoice(account!.id, '2025-08-01', '2025-08-16', 12_000); // 14 days past due at the end of August
    await generate('dnb', '2025-08');
    await generate('experian', '2025-08'); // Starter reports to Dun & Bradstreet only
    const log = (await api.gql(LOG)).body.data.myFurnishingRecords;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      bureau: 'dnb',
      record: { sourceType: 'netbuilder_subscription', businessName: 'One Line Supply LLC', terms: 'Net 15', creditLimit: 250_000, nowOwes: 12_000, pastDue: 12_000, mannerOfPayment: 'slow_1_30' },
    });
  });

  it('takes one dispute per record from its owner only; correcting queues a correction into the next batch, upholding answers the client', async () => {
    const owner = await newClient();
    const stranger = await newClient();
    const accountId = await openAccount(owner.userId, '2026-01-02', 'Disputed Deli LLC');
    const invoiceId = await addInvoice(accountId, '2026-04-01', '2026-05-01', 30_000);
    const generated = await generate('dnb', '2026-05');
    expect(generated.body.errors).toBeUndefined();
    const batch = generated.body.data.generateFurnishingBatch;
    await admin.gql(`mutation { markFurnishingBatchSubmitted(batchId: "${batch.id}") { id } }`);
    const [record] = await server.sql<{ id: number; past_due: string }>(`select id, past_due::text from furnishing_record where batch_id = $1 and source_id = $2 and source_type = 'net30_account'`, [batch.id, accountId]);
    expect(record!.past_due).toBe('30000');

    const DISPUTE = `mutation D($input: DisputeFurnishingRecordInput!) { disputeFurnishingRecord(input: $input) { id status reason } }`;
    const input = { recordId: String(record!.id), reason: 'paid_on_time', text: 'I paid by ACH on April 28.' };
    const refused = await stranger.api.gql(DISPUTE, { input });
    expect(refused.body.errors[0].message).toBe('Record not found');
    expect((await admin.gql(DISPUTE, { input })).body.errors[0].message).toBe('Record not found');
    const [a, b] = await Promise.all([owner.api.gql(DISPUTE, { input }), owner.api.gql(DISPUTE, { input })]);
    const conflicts = [a, b].filter((res) => res.body.errors?.[0].extensions.code === 'CONFLICT');
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]!.body.errors[0].message).toBe('This record already has an open dispute');
    const dispute = (a.body.data ?? b.body.data).disputeFurnishingRecord;
    expect(dispute).toMatchObject({ status: 'open', reason: 'paid_on_time' });
    const [due] = await server.sql<{ days: number }>(`select round(extract(epoch from due_at - created_at) / 86400)::int as days from furnishing_dispute where id = $1`, [dispute.id]);
    expect(due!.days).toBe(30);

    const queue = await admin.gql(`{ furnishingDisputes(status: "open") { id businessName bureau periodMonth clientEmail record { id pastDue } } }`);
    expect(queue.body.data.furnishingDisputes).toContainEqual({ id: dispute.id, businessName: 'Disputed Deli LLC', bureau: 'dnb', periodMonth: '2026-05', clientEmail: `${owner.username}@example.com`, record: { id: String(record!.id), pastDue: 30_000 } });

    // The payment was received on time but recorded late: the admin fixes the ledger, then corrects.
    await server.sql(`update net30_invoice set paid = total, status = 'paid', paid_on = '2026-04-28' where id = $1`, [invoiceId]);
    await server.sql(`insert into net30_payment (invoice_id, amount, method, status, received_on) values ($1, 30000, 'ach', 'succeeded', '2026-04-28')`, [invoiceId]);
    const RESOLVE = `mutation R($input: ResolveFurnishingDisputeInput!) { resolveFurnishingDispute(input: $input) { id status resolution } }`;
    const resolveInput = { disputeId: dispute.id, outcome: 'correct', note: 'Your payment arrived on April 28; we report the month again as paid.' };
    const [r1, r2] = await Promise.all([admin.gql(RESOLVE, { input: resolveInput }), admin.gql(RESOLVE, { input: resolveInput })]);
    expect([r1, r2].filter((res) => res.body.errors?.[0].message === 'This dispute is already resolved')).toHaveLength(1);
    expect(await server.sql(`select status from furnishing_record where id = $1`, [record!.id])).toEqual([{ status: 'corrected' }]);
    const mail = await server.sql<{ to_address: string; subject: string }>(`select to_address, subject from email_outbox where dedupe_key = $1`, [`furnishing_dispute_resolved:${dispute.id}`]);
    expect(mail).toEqual([{ to_address: `${owner.username}@example.com`, subject: 'Your dispute of the May 2026 report to Dun & Bradstreet' }]);

    const next = (await generate('dnb', '2026-06')).body.data.generateFurnishingBatch;
    const corrections = await server.sql(`select source_id, as_of::text, past_due::int, now_owes::int, manner_of_payment from furnishing_record where batch_id = $1 and corrects_record_id = $2`, [next.id, record!.id]);
    expect(corrections).toEqual([{ source_id: accountId, as_of: '2026-05-31', past_due: 0, now_owes: 0, manner_of_payment: 'prompt' }]);
    const later = (await generate('dnb', '2026-07')).body.data.generateFurnishingBatch;
    expect(await server.sql(`select count(*)::int as n from furnishing_record where batch_id = $1 and corrects_record_id is not null`, [later.id])).toEqual([{ n: 0 }]);
    const log = (await owner.api.gql(LOG)).body.data.myFurnishingRecords;
    expect(log.find((entry: { record: { id: string } }) => entry.record.id === String(record!.id)).dispute).toMatchObject({ status: 'corrected', resolution: resolveInput.note });
    expect(log.some((entry: { record: { correctsRecordId: string | null } }) => entry.record.correctsRecordId === String(record!.id))).toBe(true);

    // A second dispute of the same record may be opened once the first is answered; this one is upheld.
    const again = await owner.api.gql(DISPUTE, { input: { ...input, reason: 'other', text: 'Still wrong' } });
    expect(again.body.errors).toBeUndefined();
    const upheld = await admin.gql(RESOLVE, { input: { disputeId: again.body.data.disputeFurnishingRecord.id, outcome: 'uphold', note: 'The corrected record already went out.' } });
    expect(upheld.body.data.resolveFurnishingDispute).toMatchObject({ status: 'upheld', resolution: 'The corrected record already went out.' });
    expect(await server.sql(`select count(*)::int as n from audit_event where action like 'furnishing.dispute.%' and entity_id in ($1, $2)`, [dispute.id, again.body.data.disputeFurnishingRecord.id])).toEqual([{ n: 4 }]);
  });

  it('the monthly job generates the prior month for every enabled bureau on or after the reporting day, once when two runs race', async () => {
    const em = () => server.db.orm.em.fork();
    expect(await generateMonthlyBatches(em(), '2026-09-04')).toBe(0);
    const runs = await Promise.all([generateMonthlyBatches(em(), '2026-09-05'), generateMonthlyBatches(em(), '2026-09-05')]);
    expect(runs[0] + runs[1]).toBe(3);
    expect(await server.sql(`select bureau, generated_by_id from furnishing_batch where period_month = '2026-08' order by bureau`)).toEqual([
      { bureau: 'dnb', generated_by_id: null },
      { bureau: 'equifax', generated_by_id: null },
      { bureau: 'experian', generated_by_id: null },
    ]);
    expect(await generateMonthlyBatches(em(), '2026-09-20')).toBe(0);
  });
});
