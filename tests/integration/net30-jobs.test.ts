import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../graphql-server/src/shared/caller.js';
import { emailSite } from '../../graphql-server/src/modules/email/templates.js';
import { applyPayment, lockInvoice } from '../../graphql-server/src/modules/net30/net30-ledger.js';
import {
  assessLateFees,
  closeStatements,
  markOverdue,
  refreshHolds,
  runNet30Upkeep,
  sendReminders,
} from '../../graphql-server/src/modules/net30/jobs/net30-jobs.js';
import { NET30_JOBS } from '../../graphql-server/src/modules/net30/jobs/net30-job-list.js';
import { Net30StatementService } from '../../graphql-server/src/modules/net30/statements/net30-statements.service.js';
import { furnishingBatchesJob } from '../../graphql-server/src/modules/furnishing/furnishing.jobs.js';
import { JOBS } from '../../graphql-server/src/jobs/index.js';
import { createServices } from '../../graphql-server/src/services.js';
import { User } from '../../graphql-server/src/modules/users/user.entity.js';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 12 item 5: Net30's daily jobs (§3.5) — overdue, late fee once, hold and release, reminders once, month-close
 * statements once — each run twice at once as two instances would, and the statement PDF.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

let registered = 0;
async function newClient(): Promise<{ api: ApiClient; userId: number; username: string }> {
  const api = new ApiClient(server.url);
  const username = `n30_jobs_${++registered}`;
  const res = await api.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass', confirmPassword: 'secret-pass' });
  expect(res.status).toBe(201);
  const [row] = await server.sql<{ id: number }>(`select id from users where username = $1`, [username]);
  return { api, userId: row!.id, username };
}

async function openAccount(userId: number, openedOn: string, businessName = `Business of user ${userId} LLC`, creditLimit = 500_000): Promise<number> {
  const [row] = await server.sql<{ id: number }>(
    `insert into net30_account (owner_user_id, business_name, source, credit_limit, net_days, opened_on) values ($1, $2, 'application', $3, 30, $4) returning id`,
    [userId, businessName, creditLimit, openedOn],
  );
  return row!.id;
}

let invoiceSeq = 0;
async function addInvoice(accountId: number, issuedOn: string, dueOn: string, total: number, isTest = false): Promise<number> {
  const [row] = await server.sql<{ id: number }>(
    `insert into net30_invoice (number, account_id, issued_on, due_on, lines, total, is_test)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7) returning id`,
    [`J-${process.pid % 10000}-${++invoiceSeq}`, accountId, issuedOn, dueOn, JSON.stringify([{ description: 'Toner', quantity: 1, unitPrice: total, amount: total }]), total, isTest],
  );
  return row!.id;
}

/** A payment received on `receivedOn`, applied through the ledger as the services apply it. */
async function pay(invoiceId: number, amount: number, receivedOn: string): Promise<void> {
  await server.db.orm.em.fork().transactional(async (tx) => {
    const invoice = (await lockInvoice(tx, invoiceId))!;
    expect(await applyPayment(tx, invoice, amount, receivedOn)).toBe(true);
    await tx.execute(`insert into net30_payment (invoice_id, amount, method, status, received_on) values (?, ?, 'check', 'succeeded', ?)`, [invoiceId, amount, receivedOn]);
  });
}

const em = () => server.db.orm.em.fork();
const site = () => emailSite(server.config);
const invoiceRow = async (id: number) =>
  (await server.sql<{ status: string; fees: string; paid: string }>(`select status, fees::text, paid::text from net30_invoice where id = $1`, [id]))[0]!;
const auditCount = async (action: string, entityId: number) =>
  (await server.sql<{ n: number }>(`select count(*)::int as n from audit_event where action = $1 and entity_id = $2`, [action, String(entityId)]))[0]!.n;

describe('Net30 jobs', { timeout: 60_000 }, () => {
  it('marks an open invoice with a balance overdue the day after its due date, once when two runs race', async () => {
    const { userId } = await newClient();
    const accountId = await openAccount(userId, '2026-01-02');
    const owing = await addInvoice(accountId, '2026-02-01', '2026-03-03', 10_000);
    const paid = await addInvoice(accountId, '2026-02-01', '2026-03-03', 5_000);
    await pay(paid, 5_000, '2026-02-20');

    expect(await markOverdue(em(), '2026-03-03', { accountId })).toBe(0);
    expect((await invoiceRow(owing)).status).toBe('open');
    const runs = await Promise.all([markOverdue(em(), '2026-03-04', { accountId }), markOverdue(em(), '2026-03-04', { accountId })]);
    expect(runs[0] + runs[1]).toBe(1);
    expect((await invoiceRow(owing)).status).toBe('overdue');
    expect((await invoiceRow(paid)).status).toBe('paid');
    expect(await auditCount('net30.invoice.overdue', owing)).toBe(1);
    const [event] = await server.sql<{ actor_name: string }>(`select actor_name from audit_event where action = 'net30.invoice.overdue' and entity_id = $1`, [String(owing)]);
    expect(event!.actor_name).toBe('job:net30-overdue');
  });

  it('adds the late fee once the grace days have passed, exactly once when two runs race, and e-mails the client', async () => {
    const { userId, username } = await newClient();
    const accountId = await openAccount(userId, '2026-01-02');
    const invoiceId = await addInvoice(accountId, '2026-02-01', '2026-03-03', 20_000);
    await markOverdue(em(), '2026-03-04', { accountId });

    expect(await assessLateFees(em(), '2026-03-07', { accountId, site: site() })).toBe(0); // 4 days past due, grace is 5
    const runs = await Promise.all([
      assessLateFees(em(), '2026-03-08', { accountId, site: site() }),
      assessLateFees(em(), '2026-03-08', { accountId, site: site() }),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await assessLateFees(em(), '2026-03-20', { accountId, site: site() })).toBe(0);

    const fees = await server.sql<{ amount: string; assessed_on: string }>(
      `select amount::text, to_char(assessed_on, 'YYYY-MM-DD') as assessed_on from net30_fee where invoice_id = $1`,
      [invoiceId],
    );
    expect(fees).toEqual([{ amount: '2900', assessed_on: '2026-03-08' }]); // $200.00 → the $29 tier
    expect((await invoiceRow(invoiceId)).fees).toBe('2900');
    expect(await auditCount('net30.fee.assessed', invoiceId)).toBe(1);
    const mail = await server.sql<{ to_address: string; subject: string }>(`select to_address, subject from email_outbox where dedupe_key = $1`, [`net30_late_fee:${invoiceId}`]);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe(`${username}@example.com`);
    expect(mail[0]!.subject).toMatch(/^A late fee of \$29\.00 was added to invoice J-/);
  });

  it('puts the account on hold at 15 days past due (once when two runs race) and releases it once paid', async () => {
    const { userId } = await newClient();
    const accountId = await openAccount(userId, '2026-01-02');
    const invoiceId = await addInvoice(accountId, '2026-02-01', '2026-03-03', 10_000);
    const status = async () => (await server.sql<{ status: string; hold_reason: string | null }>(`select status, hold_reason from net30_account where id = $1`, [accountId]))[0]!;

    await refreshHolds(em(), '2026-03-17', { accountId }); // 14 days
    expect((await status()).status).toBe('active');
    const runs = await Promise.all([refreshHolds(em(), '2026-03-18', { accountId }), refreshHolds(em(), '2026-03-18', { accountId })]);
    expect(runs[0]!.held + runs[1]!.held).toBe(1);
    expect(await status()).toEqual({ status: 'on_hold', hold_reason: 'An invoice is 15 days past due' });
    expect(await auditCount('net30.account.held', accountId)).toBe(1);

    await pay(invoiceId, 10_000, '2026-03-19');
    expect(await refreshHolds(em(), '2026-03-19', { accountId })).toEqual({ held: 0, released: 1 });
    expect((await status()).status).toBe('active');
    expect(await auditCount('net30.account.released', accountId)).toBe(1);
  });

  it('leaves a manual hold alone', async () => {
    const { userId } = await newClient();
    const accountId = await openAccount(userId, '2026-01-02');
    await server.sql(`update net30_account set status = 'on_hold', hold_reason = 'Asked by the owner', hold_is_manual = true where id = $1`, [accountId]);
    expect(await refreshHolds(em(), '2026-03-19', { accountId })).toEqual({ held: 0, released: 0 });
    expect((await server.sql<{ status: string }>(`select status from net30_account where id = $1`, [accountId]))[0]!.status).toBe('on_hold');
  });

  it('reminds 5 days before, on the due day and 3 days after, each once per invoice, TEST invoices too, never a paid one', async () => {
    const { userId, username } = await newClient();
    const accountId = await openAccount(userId, '2026-01-02');
    const real = await addInvoice(accountId, '2026-03-11', '2026-04-10', 10_000);
    const sandbox = await addInvoice(accountId, '2026-03-11', '2026-04-10', 4_900, true);
    const paid = await addInvoice(accountId, '2026-03-11', '2026-04-10', 3_000);
    await pay(paid, 3_000, '2026-03-12');
    const remind = (today: string) => sendReminders(em(), today, { accountId, site: site() });

    expect(await remind('2026-04-04')).toBe(0);
    const soon = await Promise.all([remind('2026-04-05'), remind('2026-04-05')]);
    expect(soon[0] + soon[1]).toBe(2);
    expect(await remind('2026-04-06')).toBe(0);
    expect(await remind('2026-04-10')).toBe(2);
    expect(await remind('2026-04-12')).toBe(0);
    const late = await Promise.all([remind('2026-04-13'), remind('2026-04-13')]);
    expect(late[0] + late[1]).toBe(2);
    expect(await remind('2026-04-20')).toBe(0);

    const kinds = await server.sql<{ invoice_id: number; kind: string }>(`select invoice_id, kind from net30_reminder where invoice_id = any($1) order by invoice_id, id`, [[real, sandbox, paid]]);
    expect(kinds).toEqual([
      { invoice_id: real, kind: 'due_soon' },
      { invoice_id: real, kind: 'due_today' },
      { invoice_id: real, kind: 'past_due' },
      { invoice_id: sandbox, kind: 'due_soon' },
      { invoice_id: sandbox, kind: 'due_today' },
      { invoice_id: sandbox, kind: 'past_due' },
    ]);
    const mail = await server.sql<{ to_address: string; subject: string }>(`select to_address, subject from email_outbox where dedupe_key like $1 order by id`, [`net30_reminder:${real}:%`]);
    const number = (await server.sql<{ number: string }>(`select number from net30_invoice where id = $1`, [real]))[0]!.number;
    expect(mail.map((message) => message.subject)).toEqual([`Invoice ${number} is due on April 10, 2026`, `Invoice ${number} is due today`, `Invoice ${number} is past due`]);
    expect(mail.every((message) => message.to_address === `${username}@example.com`)).toBe(true);
  });

  it('closes each ended month once, on or after the statement day: opening, charges, payments, fees, closing and aging', async () => {
    const { userId } = await newClient();
    const accountId = await openAccount(userId, '2026-01-15', 'Statement Bakery LLC');
    const invoiceId = await addInvoice(accountId, '2026-01-20', '2026-02-19', 10_000);
    await addInvoice(accountId, '2026-01-25', '2026-02-24', 2_500, true); // a TEST invoice is on the client's own statement
    await pay(invoiceId, 4_000, '2026-02-10');
    await markOverdue(em(), '2026-02-20', { accountId });
    // $100.00 → the $29 tier (10 days past due); the TEST invoice's $25.00 → $15 (5 days past due)
    await assessLateFees(em(), '2026-03-01', { accountId, site: site() });

    await server.sql(`update net30_settings set statement_day = 2`);
    try {
      expect(await closeStatements(em(), '2026-04-01', { accountId })).toBe(2); // March closes on the 2nd
      const runs = await Promise.all([closeStatements(em(), '2026-04-02', { accountId }), closeStatements(em(), '2026-04-02', { accountId })]);
      expect(runs[0] + runs[1]).toBe(1);
    } finally {
      await server.sql(`update net30_settings set statement_day = 1`);
    }
    const statements = await server.sql(
      `select to_char(period_start, 'YYYY-MM-DD') as start, to_char(period_end, 'YYYY-MM-DD') as end, opening::int, charges::int, payments::int, fees::int, closing::int, aging
         from net30_statement where account_id = $1 order by period_end`,
      [accountId],
    );
    expect(statements).toEqual([
      { start: '2026-01-15', end: '2026-01-31', opening: 0, charges: 12_500, payments: 0, fees: 0, closing: 12_500, aging: { current: 12_500, days1to30: 0, days31to60: 0, days61to90: 0, days91plus: 0 } },
      { start: '2026-02-01', end: '2026-02-28', opening: 12_500, charges: 0, payments: 4_000, fees: 0, closing: 8_500, aging: { current: 0, days1to30: 8_500, days31to60: 0, days61to90: 0, days91plus: 0 } },
      { start: '2026-03-01', end: '2026-03-31', opening: 8_500, charges: 0, payments: 0, fees: 4_400, closing: 12_900, aging: { current: 0, days1to30: 0, days31to60: 12_900, days61to90: 0, days91plus: 0 } },
    ]);
    expect(await server.sql(`select count(*)::int as n from audit_event where action = 'net30.statement.closed' and after->>'accountId' = $1`, [String(accountId)])).toEqual([{ n: 3 }]);
  });

  it('renders a statement PDF for its owner (and admins); anyone else gets "Statement not found"', async () => {
    const owner = await newClient();
    const stranger = await newClient();
    const accountId = await openAccount(owner.userId, '2026-05-03', 'Pdf Print Shop LLC');
    await addInvoice(accountId, '2026-05-10', '2026-06-09', 7_500);
    await runNet30Upkeep(em(), '2026-06-01', { accountId, site: site() });
    const [statement] = await server.sql<{ id: number }>(`select id from net30_statement where account_id = $1`, [accountId]);

    const fork = em();
    const user = await fork.findOneOrFail(User, { id: owner.userId });
    const pdf = await new Net30StatementService(fork).statementPdf(callerOf(user), String(statement!.id), { compress: false });
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.filename).toBe(`net30-statement-2026-05-${statement!.id}.pdf`);
    const text = pdfText(pdf.content);
    expect(text).toContain('Statement for May 2026');
    expect(text).toContain('Pdf Print Shop LLC');
    expect(text).toContain('$75.00');

    const download = await owner.api.get(`/api/net30/statements/${statement!.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.text.startsWith('%PDF-')).toBe(true);
    const refused = await stranger.api.get(`/api/net30/statements/${statement!.id}/download`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Statement not found');
    expect((await stranger.api.get(`/api/net30/statements/999999/download`)).body.message).toBe('Statement not found');

    const list = await owner.api.gql(`{ net30Statements { id periodStart periodEnd charges closing downloadUrl } }`);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.net30Statements).toEqual([
      { id: String(statement!.id), periodStart: '2026-05-03', periodEnd: '2026-05-31', charges: 7_500, closing: 7_500, downloadUrl: `/api/net30/statements/${statement!.id}/download` },
    ]);
    expect((await stranger.api.gql(`{ net30Statements { id } }`)).body.data.net30Statements).toEqual([]);
    expect((await stranger.api.gql(`{ net30Statements(clientId: "${owner.userId}") { id } }`)).body.data.net30Statements).toEqual([]);
    const admin = new ApiClient(server.url);
    expect((await admin.post('/api/login', { username: 'admin', password: 'demo-pass' })).status).toBe(200);
    expect((await admin.gql(`{ net30Statements(clientId: "${owner.userId}") { id } }`)).body.data.net30Statements).toEqual([{ id: String(statement!.id) }]);
    expect((await admin.gql(`{ net30Statements(accountId: "${accountId}") { id } }`)).body.data.net30Statements).toEqual([{ id: String(statement!.id) }]);
    expect((await admin.gql(`{ net30Statements(clientId: "999999") { id } }`)).body.errors[0].message).toBe('Client not found');
    expect((await admin.gql(`{ net30Statements(accountId: "999999") { id } }`)).body.errors[0].message).toBe('Account not found');
    expect((await admin.get(`/api/net30/statements/${statement!.id}/download`)).status).toBe(200);
  });

  it('the scheduled jobs are registered and run on today\'s date with their own unit of work', async () => {
    const names = JOBS.map((job) => job.name);
    for (const job of [...NET30_JOBS, furnishingBatchesJob]) expect(names).toContain(job.name);
    for (const job of [...NET30_JOBS, furnishingBatchesJob]) {
      const fork = em();
      await expect(job.run({ em: fork, services: createServices(fork, server.config), config: server.config })).resolves.not.toThrow();
    }
  });
});

/** The text a pdfkit page draws: its standard fonts write each run as a hex string (`<48656c6c6f>`) in TJ arrays. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((match) => [...match[1]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''))
    .join('\n');
}
