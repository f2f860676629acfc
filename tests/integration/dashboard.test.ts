import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 10 item 10, R1 `/admin/dashboard` (BACKOFFICE §2 R1, §6.2): the Needs action queue and the range's KPIs,
 * computed on applications placed in January 2024, a month the demo data (dated relative to today) never reaches.
 */
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn('admin');
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);
const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };
const HOUR = 3_600_000;

async function signedIn(username: string) {
  const client = api();
  expect((await client.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return client;
}

/** An application through the intake (submitted now, unassigned); returns its id. */
async function submit(body: Record<string, unknown> = {}): Promise<string> {
  const res = await api().post('/api/applications', { ...sampleIntake, ...body }, DEMO_KEY);
  expect(res.status).toBe(201);
  return String(res.body.id);
}

interface Placed {
  submittedAt: string;
  status: string;
  decidedAt?: string;
  codes?: string[];
  requestedAmount: number;
}

/** An application moved (in SQL) to a known place in the workflow and in time. */
async function place(name: string, placed: Placed): Promise<string> {
  const id = await submit({ businessName: name, requestedAmount: placed.requestedAmount });
  await server.sql(
    `update applications set status = $2::workflow_status, submitted_at = $3, decided_at = $4, status_reason_codes = $5 where id = $1`,
    [id, placed.status, placed.submittedAt, placed.decidedAt ?? null, placed.codes ?? []],
  );
  return id;
}

const KPIS = `query K($range: DashboardRangeInput!) { dashboardKpis(range: $range) {
  range { from to days bucket } asOf hasApplications submittedCount requestedAmount
  pipeline { status count requestedAmount }
  timeToDecision { decidedCount medianHours p90Hours within24hCount within24hPercent }
  declineReasons { code count }
  applicationsOverTime { start count }
} }`;
const QUEUE = `{ dashboardQueue { asOf totalCount items { key kind applicationId applicationNumber businessName since ageHours
  applicationVersion detail assignee { username displayName } } } }`;

const errorOf = (res: { body: any }) => res.body.errors?.[0] && { message: res.body.errors[0].message, code: res.body.errors[0].extensions.code };
const JANUARY_2024 = { from: '2024-01-01', to: '2024-01-31' };

async function kpis(range: Record<string, unknown>) {
  const res = await admin.gql(KPIS, { range });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.dashboardKpis;
}

describe('KPIs of a range', () => {
  beforeAll(async () => {
    // Decisions in January 2024 took 2, 6, 24, 48 and 120 hours (median 24 h; 3 of 5 within 24 h, the 24th hour included).
    await place('Dec Submitted LLC', { submittedAt: '2023-12-31T23:00:00Z', status: 'declined', decidedAt: '2024-01-01T01:00:00Z', codes: ['time_in_business_below_minimums'], requestedAmount: 10_000 });
    await place('Alder LLC', { submittedAt: '2024-01-02T10:00:00Z', status: 'declined', decidedAt: '2024-01-02T16:00:00Z', codes: ['revenue_below_minimums'], requestedAmount: 20_000 });
    await place('Birch LLC', { submittedAt: '2024-01-03T09:00:00Z', status: 'declined', decidedAt: '2024-01-04T09:00:00Z', codes: ['revenue_below_minimums', 'credit_score_below_minimums'], requestedAmount: 30_000 });
    await place('Cedar LLC', { submittedAt: '2024-01-05T00:00:00Z', status: 'declined', decidedAt: '2024-01-07T00:00:00Z', codes: ['credit_score_below_minimums', 'revenue_below_minimums'], requestedAmount: 40_000 });
    await place('Dogwood LLC', { submittedAt: '2024-01-10T00:00:00Z', status: 'offered', decidedAt: '2024-01-15T00:00:00Z', requestedAmount: 50_000 });
    await place('Elm LLC', { submittedAt: '2024-01-20T12:00:00Z', status: 'in_review', requestedAmount: 60_000 });
    await place('Fir LLC', { submittedAt: '2024-01-25T08:00:00Z', status: 'submitted', requestedAmount: 70_000 });
    // Submitted in the range, decided after it: in the pipeline, not among the range's decisions.
    await place('Ginkgo LLC', { submittedAt: '2024-01-31T23:30:00Z', status: 'declined', decidedAt: '2024-02-01T01:00:00Z', codes: ['other'], requestedAmount: 80_000 });
  });

  it('pipeline by status: applications submitted in the range, counted and summed by their status now', async () => {
    const result = await kpis(JANUARY_2024);
    expect(result.range).toEqual({ from: '2024-01-01', to: '2024-01-31', days: 31, bucket: 'day' });
    expect(result.hasApplications).toBe(true);
    expect(result.submittedCount).toBe(7);
    expect(result.requestedAmount).toBe(20_000 + 30_000 + 40_000 + 50_000 + 60_000 + 70_000 + 80_000);
    const stages = Object.fromEntries(result.pipeline.map((stage: any) => [stage.status, [stage.count, stage.requestedAmount]]));
    expect(stages).toEqual({
      submitted: [1, 70_000],
      in_review: [1, 60_000],
      matched: [0, 0],
      offered: [1, 50_000],
      accepted: [0, 0],
      funded: [0, 0],
      declined: [4, 20_000 + 30_000 + 40_000 + 80_000],
      closed: [0, 0],
      withdrawn: [0, 0],
    });
    // In workflow order, submitted → withdrawn (drafts are not in the pipeline).
    expect(result.pipeline.map((stage: any) => stage.status)).toEqual(['submitted', 'in_review', 'matched', 'offered', 'accepted', 'funded', 'declined', 'closed', 'withdrawn']);
  });

  it('time to decision: the median and the share within 24 hours of the decisions made in the range', async () => {
    const { timeToDecision } = await kpis(JANUARY_2024);
    expect(timeToDecision).toEqual({ decidedCount: 5, medianHours: 24, p90Hours: expect.closeTo(91.2, 5), within24hCount: 3, within24hPercent: 60 });
  });

  it('decline reasons: a Pareto of the codes of the declines made in the range, most frequent first', async () => {
    const { declineReasons } = await kpis(JANUARY_2024);
    expect(declineReasons).toEqual([
      { code: 'revenue_below_minimums', count: 3 },
      { code: 'credit_score_below_minimums', count: 2 },
      { code: 'time_in_business_below_minimums', count: 1 },
    ]);
  });

  it('applications per day (zero days included), per week from 90 days on', async () => {
    const daily = (await kpis(JANUARY_2024)).applicationsOverTime;
    expect(daily).toHaveLength(31);
    expect(daily[0]).toEqual({ start: '2024-01-01', count: 0 });
    expect(daily[1]).toEqual({ start: '2024-01-02', count: 1 });
    expect(daily[30]).toEqual({ start: '2024-01-31', count: 1 });
    expect(daily.reduce((sum: number, day: any) => sum + day.count, 0)).toBe(7);

    const weekly = await kpis({ from: '2023-12-01', to: '2024-02-29' });
    expect(weekly.range).toMatchObject({ days: 91, bucket: 'week' });
    // Weeks start on Monday: 2023-11-27 holds December 1st.
    expect(weekly.applicationsOverTime[0]).toEqual({ start: '2023-11-27', count: 0 });
    const week = (start: string) => weekly.applicationsOverTime.find((bucket: any) => bucket.start === start)?.count;
    expect(week('2023-12-25')).toBe(1); // Sunday the 31st
    expect(week('2024-01-01')).toBe(3); // the 2nd, 3rd and 5th
    expect(week('2024-01-29')).toBe(1); // the 31st
    expect(weekly.applicationsOverTime.reduce((sum: number, bucket: any) => sum + bucket.count, 0)).toBe(8);
  });

  it('a range with nothing in it answers zeros and no median', async () => {
    const empty = await kpis({ from: '2020-03-01', to: '2020-03-07' });
    expect(empty).toMatchObject({ submittedCount: 0, requestedAmount: 0, declineReasons: [], hasApplications: true });
    expect(empty.timeToDecision).toEqual({ decidedCount: 0, medianHours: null, p90Hours: null, within24hCount: 0, within24hPercent: null });
    expect(empty.applicationsOverTime.every((day: any) => day.count === 0)).toBe(true);
  });

  it('a preset range ends today (UTC) and counts whole days back', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const result = await kpis({ days: 7 });
    expect(result.range).toEqual({ from: new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10), to: today, days: 7, bucket: 'day' });
    expect(Math.abs(Date.parse(result.asOf) - Date.now())).toBeLessThan(60_000);
  });
});

describe('the range rule', () => {
  it.each([
    [{ from: '2024-11-22', to: '2026-11-22' }, 'Choose a range of 2 years or less'],
    [{ from: '2020-01-01', to: '2026-01-01' }, 'Choose a range of 2 years or less'],
    [{ from: '2024-02-02', to: '2024-02-01' }, 'The start date must be on or before the end date'],
    [{ days: 14 }, 'Choose 7, 30, 90 or 365 days, or a custom range'],
    [{ from: '2024-01-01' }, 'A custom range needs a start and an end date'],
    [{ days: 7, from: '2024-01-01', to: '2024-01-31' }, 'Choose either a number of days or a custom range'],
    [{ from: '2024-02-30', to: '2024-03-01' }, 'Use a date like 2026-11-22'],
  ])('refuses %j: %s', async (range, message) => {
    expect(errorOf(await admin.gql(KPIS, { range }))).toEqual({ message, code: 'BAD_USER_INPUT' });
  });

  it('takes a custom range of exactly 2 years (731 days across a leap day)', async () => {
    expect((await kpis({ from: '2024-11-23', to: '2026-11-22' })).range.days).toBe(730);
    expect((await kpis({ from: '2022-03-01', to: '2024-02-29' })).range.days).toBe(731);
  });
});

describe('the Needs action queue', () => {
  it('lists, oldest first, unassigned applications submitted over 4 hours ago, answered info requests and uploaded documents', async () => {
    const now = Date.now();
    const fresh = await submit({ businessName: 'Fresh Arrival LLC' });
    const waiting = await submit({ businessName: 'Long Wait LLC' });
    await server.sql(`update applications set submitted_at = $2 where id = $1`, [waiting, new Date(now - 30 * 24 * HOUR)]);
    const assigned = await submit({ businessName: 'Taken Care Of LLC' });
    await server.sql(`update applications set submitted_at = $2 where id = $1`, [assigned, new Date(now - 29 * 24 * HOUR)]);
    expect((await admin.gql(`mutation S($id: ID!) { startReview(id: $id, expectedVersion: 1) { id } }`, { id: assigned })).body.errors).toBeUndefined();
    const justOver = await submit({ businessName: 'Just Over LLC' });
    await server.sql(`update applications set submitted_at = $2 where id = $1`, [justOver, new Date(now - 4 * HOUR - 60_000)]);

    // The client answered an info request on the assigned application, and uploaded two documents.
    await server.sql(
      `insert into info_request (application_id, message, due_at, status, items, answered_at, created_at, updated_at)
       values ($1, 'Please send bank statements', '2030-01-01', 'answered', '[]', $2, $2, $2)`,
      [assigned, new Date(now - 28 * 24 * HOUR)],
    );
    for (const hoursAgo of [27 * 24, 26 * 24]) {
      await server.sql(
        `insert into document (application_id, doc_type, label, status, uploaded_at, created_at, updated_at)
         values ($1, 'bank_statements', 'Bank statements', 'uploaded', $2, $2, $2)`,
        [assigned, new Date(now - hoursAgo * HOUR)],
      );
    }
    // Already reviewed, or on a closed application: nothing to do.
    await server.sql(`insert into document (application_id, doc_type, label, status, uploaded_at, created_at, updated_at) values ($1, 'photo_id', 'Photo ID', 'accepted', now(), now(), now())`, [assigned]);
    const closed = await place('Closed Case LLC', { submittedAt: new Date(now - 40 * 24 * HOUR).toISOString(), status: 'closed', requestedAmount: 5_000 });
    await server.sql(`insert into document (application_id, doc_type, label, status, uploaded_at, created_at, updated_at) values ($1, 'photo_id', 'Photo ID', 'uploaded', now(), now(), now())`, [closed]);

    const res = await admin.gql(QUEUE);
    expect(res.body.errors).toBeUndefined();
    const { items, totalCount } = res.body.data.dashboardQueue;
    expect(totalCount).toBe(items.length);
    const mine = items.filter((item: any) => [fresh, waiting, assigned, justOver, closed].includes(item.applicationId));
    expect(mine.map((item: any) => [item.kind, item.businessName, item.detail])).toEqual([
      ['unassigned_application', 'Long Wait LLC', 'Submitted, not assigned'],
      ['info_request_answered', 'Taken Care Of LLC', 'Information request answered'],
      ['documents_uploaded', 'Taken Care Of LLC', '2 documents to review'],
      ['unassigned_application', 'Just Over LLC', 'Submitted, not assigned'],
    ]);
    expect(mine[0]).toMatchObject({ ageHours: 720, applicationVersion: 1, assignee: null });
    expect(mine[0].applicationNumber).toMatch(/^NF-\d{4}-\d{6}$/);
    expect(mine[1]).toMatchObject({ ageHours: 672, applicationVersion: 2, assignee: { username: 'admin', displayName: 'Avery Admin' } });
    expect(mine[2].ageHours).toBe(648);
    expect(new Set(items.map((item: any) => item.key)).size).toBe(items.length);
    const since = items.map((item: any) => Date.parse(item.since));
    expect(since).toEqual([...since].sort((a, b) => a - b));
  });

  it('drops a row once the application is assigned (Assign to me)', async () => {
    const id = await submit({ businessName: 'Assign Me LLC' });
    await server.sql(`update applications set submitted_at = now() - interval '5 hours' where id = $1`, [id]);
    const queued = async () => ((await admin.gql(QUEUE)).body.data.dashboardQueue.items as any[]).some((item) => item.applicationId === id);
    expect(await queued()).toBe(true);
    const me = (await admin.gql('{ me { id } }')).body.data.me.id;
    const assign = await admin.gql(`mutation A($id: ID!, $to: ID) { assignApplication(id: $id, expectedVersion: 1, assigneeId: $to) { id } }`, { id, to: me });
    expect(assign.body.errors).toBeUndefined();
    expect(await queued()).toBe(false);
  });
});

describe('who may read the dashboard', () => {
  it('is admins only: anonymous UNAUTHENTICATED, clients and lenders FORBIDDEN', async () => {
    const client = await signedIn('client');
    const lender = await signedIn('lender');
    for (const [query, variables] of [[KPIS, { range: { days: 30 } }], [QUEUE, {}]] as const) {
      expect(errorOf(await api().gql(query, variables))?.code, query).toBe('UNAUTHENTICATED');
      expect(errorOf(await client.gql(query, variables))?.code, query).toBe('FORBIDDEN');
      expect(errorOf(await lender.gql(query, variables))?.code, query).toBe('FORBIDDEN');
    }
  });
});
