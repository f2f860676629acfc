import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm } from '../../graphql-server/src/db/orm.js';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { createTestDatabase, startTestServer, type TestServer } from '../support/server.js';

/** Issue 10 item 8: the business, the number and the workflow status of an application, and what the landed contract still answers. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);
const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };
const YEAR = new Date().getUTCFullYear();

async function signedIn(username: string) {
  const client = api();
  expect((await client.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return client;
}

async function submit(body: Record<string, unknown> = {}) {
  const res = await api().post('/api/applications', { ...sampleIntake, ...body }, DEMO_KEY);
  expect(res.status).toBe(201);
  const token = new URL(res.body.resultUrl, server.url).searchParams.get('token')!;
  return { id: res.body.id as number, token };
}

const errorOf = (res: { body: any }) => res.body.errors?.[0]?.extensions.code;

const RESULT = `query Result($id: ID!, $token: String) {
  application(id: $id, token: $token) {
    id status number workflowStatus submittedAt decidedAt reapplyAfter declineReason canWithdraw
    declineReasons { code text } timeline { title detail }
  }
}`;

describe('the migration of landed applications', () => {
  it('converts statuses, keeps the decline text as the note with the code other, creates businesses, numbers every row', async () => {
    const database = await createTestDatabase();
    const orm = await initOrm(database.url.toString());
    try {
      await orm.migrator.up({ to: 'Migration20261122135000_payment_webhook_handled' });
      const sql = (text: string, params: unknown[] = []): Promise<any[]> => orm.em.getConnection().execute(text, params);
      const landed = [
        ['Review Co', 'review', null, '2025-12-30T10:00:00Z'],
        ['Approved Co', 'approved', null, '2026-01-02T10:00:00Z'],
        ['Declined Co', 'declined', 'Monthly revenue is below the minimums of our lenders.', '2026-01-03T10:00:00Z'],
      ] as const;
      for (const [name, status, declineReason, at] of landed) {
        const [row] = await sql(
          `insert into applications (business_name, contact_name, owner_email, phone, product, requested_amount, industry, state,
             months_in_business, monthly_revenue, credit_score, status, approved_amount, decline_reason, access_token_hash, created_at, updated_at)
           values (?, 'Pat Doe', 'pat@example.com', '555 010 0000', 'line-of-credit', 50000, 'retail', 'OR', 26, 30000, 680, ?, ?, ?, md5(?) || md5(?), ?, ?) returning id`,
          [name, status, status === 'approved' ? '$50,000' : null, declineReason, name, at, at, at],
        );
        await sql(`insert into application_status_changes (application_id, from_status, to_status, actor, changed_at) values (?, null, 'review', 'Application received', ?)`, [row.id, at]);
        if (status !== 'review') {
          await sql(`insert into application_status_changes (application_id, from_status, to_status, actor, changed_at) values (?, 'review', ?, 'Underwriting team', ?::timestamptz + interval '1 day')`, [row.id, status, at]);
        }
      }

      await orm.migrator.up();

      const rows = await sql(
        `select a.business_name, a.status, a.number, a.status_reason_codes, a.status_note, a.approved_amount, a.submitted_at, a.decided_at,
           a.reapply_after::text as reapply_after, a.version, a.source, b.legal_name, b.state, b.fico, b.monthly_revenue, b.started_on::text as started_on, b.provenance
         from applications a join businesses b on b.id = a.business_id order by a.id`,
      );
      expect(rows.map((row: any) => [row.business_name, row.status, row.number])).toEqual([
        ['Review Co', 'submitted', 'NF-2025-000001'],
        ['Approved Co', 'offered', 'NF-2026-000002'],
        ['Declined Co', 'declined', 'NF-2026-000003'],
      ]);
      const [review, approved, declined] = rows as any[];
      expect(review).toMatchObject({ status_reason_codes: [], status_note: null, decided_at: null, version: 1, source: 'external_form', legal_name: 'Review Co', state: 'OR', fico: 680, monthly_revenue: 30000, started_on: '2023-10-01' });
      expect(review.provenance.monthlyRevenue).toEqual({ source: 'applicant', asOf: '2025-12-30', enteredBy: null });
      expect(approved).toMatchObject({ approved_amount: '$50,000' });
      expect(new Date(approved.decided_at).toISOString()).toBe('2026-01-03T10:00:00.000Z');
      expect(declined).toMatchObject({ status_reason_codes: ['other'], status_note: 'Monthly revenue is below the minimums of our lenders.', reapply_after: '2026-02-03' });
      expect(new Date(declined.decided_at).toISOString()).toBe('2026-01-04T10:00:00.000Z');
      const history = await sql(`select from_status, to_status from application_status_changes order by application_id, changed_at`);
      expect(history.map((step: any) => [step.from_status, step.to_status])).toEqual([
        [null, 'submitted'],
        [null, 'submitted'],
        ['submitted', 'offered'],
        [null, 'submitted'],
        ['submitted', 'declined'],
      ]);
      // The sequence continues after the numbered rows, and the businesses' ids after theirs.
      expect((await sql(`select nextval('application_number_seq')::int as n`))[0].n).toBe(4);
      expect((await sql(`select nextval(pg_get_serial_sequence('businesses', 'id'))::int as n`))[0].n).toBe(4);
    } finally {
      await orm.close(true);
      await database.drop();
    }
  });
});

describe('the intake', () => {
  it('creates the business (EIN last 4 only), the number and a submitted application; the result still says review', async () => {
    const { id, token } = await submit({ ein: '12-3456789', naicsCode: '722511', dba: 'Blue Fern', openPositions: 1, source: 'api' });
    const [row] = await server.sql(
      `select a.number, a.status, a.source, a.submitted_at, a.version, b.legal_name, b.ein_last4, b.naics_code, b.dba, b.open_positions, b.fico, b.provenance
       from applications a join businesses b on b.id = a.business_id where a.id = $1`,
      [id],
    );
    expect(row).toMatchObject({ status: 'submitted', source: 'api', version: 1, legal_name: 'Blue Fern Bakery LLC', ein_last4: '6789', naics_code: '722511', dba: 'Blue Fern', open_positions: 1 });
    expect(row!.number).toMatch(new RegExp(`^NF-${YEAR}-\\d{6}$`));
    expect(row!.submitted_at).toBeInstanceOf(Date);
    expect(row!.provenance.legalName).toMatchObject({ source: 'applicant', enteredBy: null });
    expect(JSON.stringify(await server.sql('select * from businesses where id = (select business_id from applications where id = $1)', [id]))).not.toContain('3456789');

    const res = await api().gql(RESULT, { id: String(id), token });
    expect(res.body.data.application).toMatchObject({
      status: 'review',
      number: row!.number,
      workflowStatus: 'submitted',
      declineReasons: [],
      declineReason: null,
      canWithdraw: false,
      timeline: [{ title: 'Application received', detail: 'Your application was received and is being reviewed.' }],
    });
  });

  it('keeps its new fields optional and defaults the source to the external form', async () => {
    const { id } = await submit();
    const [row] = await server.sql('select a.source, b.ein_last4, b.naics_code from applications a join businesses b on b.id = a.business_id where a.id = $1', [id]);
    expect(row).toEqual({ source: 'external_form', ein_last4: null, naics_code: null });
  });

  it('gives 10 applications arriving at once 10 different numbers', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => submit()));
    const rows = await server.sql<{ number: string }>('select number from applications where id = any($1)', [ids.map((entry) => entry.id)]);
    expect(new Set(rows.map((row) => row.number)).size).toBe(10);
  });

  it('refuses a malformed EIN or NAICS code with a message per field, creating nothing', async () => {
    const before = (await server.sql('select count(*)::int as n from businesses'))[0]!.n;
    const res = await api().post('/api/applications', { ...sampleIntake, ein: '12-34', naicsCode: 'food' }, DEMO_KEY);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ ein: 'EIN must look like 12-3456789', naicsCode: 'NAICS code must be 2 to 6 digits' });
    expect((await server.sql('select count(*)::int as n from businesses'))[0]!.n).toBe(before);
  });
});

describe('the public status (BACKOFFICE §3.2)', () => {
  it('answers the landed decline with its note as the reason, and the re-apply date', async () => {
    const client = await signedIn('client');
    const res = await client.gql(RESULT, { id: '3' });
    const application = res.body.data.application;
    expect(application).toMatchObject({ status: 'declined', workflowStatus: 'declined', canWithdraw: false });
    expect(application.declineReasons).toEqual([{ code: 'other', text: application.declineReason }]);
    expect(application.reapplyAfter).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(application.timeline.map((entry: any) => entry.title)).toEqual(['Application received', 'Declined']);
  });

  it('never shows a draft: not on the result link, not over REST, not on the dashboard', async () => {
    const { id, token } = await submit();
    await server.sql(`update applications set status = 'draft' where id = $1`, [id]);
    const graphql = await api().gql(RESULT, { id: String(id), token });
    expect(graphql.body.errors[0]).toMatchObject({ message: 'Application not found', extensions: { code: 'NOT_FOUND' } });
    expect((await api().get(`/api/applications/${id}?token=${token}`)).status).toBe(404);
    expect(errorOf(await (await signedIn('admin')).gql(RESULT, { id: String(id) }))).toBe('NOT_FOUND');

    const client = await signedIn('client2');
    await server.sql(`update applications set owner_id = (select id from users where username = 'client2') where id = $1`, [id]);
    expect((await client.gql('{ myApplications { id } }')).body.data.myApplications.map((a: any) => a.id)).not.toContain(String(id));
    expect((await client.get(`/api/applications/${id}`)).status).toBe(404);
  });

  it.each(['withdrawn', 'closed'])('shows nothing for a %s application: status null, the workflow status says why', async (status) => {
    const { id, token } = await submit();
    await server.sql(`update applications set status = $2 where id = $1`, [id, status]);
    const graphql = await api().gql(RESULT, { id: String(id), token });
    expect(graphql.body.data.application).toMatchObject({ status: null, workflowStatus: status });
    const rest = await api().get(`/api/applications/${id}?token=${token}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id, status: null });
  });
});
