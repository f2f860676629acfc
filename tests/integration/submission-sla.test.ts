import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../graphql-server/src/services.js';
import { NOTHING_TO_NUDGE, NUDGED_RECENTLY } from '../../graphql-server/src/modules/submissions/sla-nudges.js';
import { ApiClient, firstGraphQLError, signedInClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 11 items 5 and 10: SLA nudges (R13 *Nudge*, R20). A lender that has not answered a shared file is reminded by
 * e-mail — by an admin at most every 4 hours, and by the job once its response time has passed — exactly once however many
 * nudges race.
 */
let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
let lenderUser: ApiClient;
let cedarProgramId: string;

const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };
const api = () => new ApiClient(server.url);
const signedIn = (username: string) => signedInClient(server.url, username);
const errorOf = firstGraphQLError;
const NUDGE = `mutation N($id: ID!) { nudgeLender(submissionId: $id) { items { id status } } }`;

beforeAll(async () => {
  server = await startTestServer();
  [admin, client, lenderUser] = await Promise.all([signedIn('admin'), signedIn('client'), signedIn('lender')]);
  const [cedar] = await server.sql<{ id: number }>(
    `select p.id from lender_program p join lender l on l.id = p.lender_id where l.display_name = 'Cedar Growth' and p.status = 'active' order by p.id limit 1`,
  );
  cedarProgramId = String(cedar!.id);
});
afterAll(() => server?.stop());

let sequence = 0;
/** A new application of the demo client shared with Cedar Growth (the demo `lender` user's lender); its submission id. */
async function sharedWithCedar(): Promise<string> {
  sequence += 1;
  const res = await api().post('/api/applications', { ...sampleIntake, businessName: `SLA Test ${sequence} LLC`, ownerEmail: 'client@netfund.example' }, DEMO_KEY);
  expect(res.status).toBe(201);
  const id = String(res.body.id);
  const token = new URL(res.body.resultUrl, server.url).searchParams.get('token')!;
  expect((await client.post(`/api/applications/${id}/claim`, { token })).status).toBe(200);
  expect((await admin.gql(`mutation S($id: ID!) { startReview(id: $id, expectedVersion: 1) { id } }`, { id })).body.errors).toBeUndefined();
  const shared = await admin.gql(
    `mutation S($id: ID!, $programs: [ProgramChoiceInput!]!, $consent: ShareConsentInput!) { shareWithLenders(applicationId: $id, programs: $programs, consent: $consent) { items { id } } }`,
    { id, programs: [{ programId: cedarProgramId, overrideReason: 'SLA test share' }], consent: { kind: 'staff_recorded', channel: 'phone', note: 'Client said yes on the phone' } },
  );
  expect(shared.body.errors).toBeUndefined();
  return String(shared.body.data.shareWithLenders.items[0].id);
}
const nudgeMails = (submissionId: string) =>
  server.sql<{ to_address: string; subject: string }>(`select to_address, subject from email_outbox where template = 'lender_nudge' and dedupe_key like $1 order by id`, [
    `lender_nudge:${submissionId}:%`,
  ]);
const nudgeEvents = (submissionId: string) =>
  server.sql(`select actor_type from audit_event where action = 'submission.nudged' and entity_id = $1`, [submissionId]);
const activeCedarUsers = async () =>
  (await server.sql<{ email: string }>(`select u.email from users u join lender l on l.id = u.lender_id where l.display_name = 'Cedar Growth' and u.status = 'active' order by u.id`)).map((row) => row.email);
async function runSlaJob() {
  const em = server.db.orm.em.fork();
  return createServices(em, server.config).submissionSla.nudgeOverdue();
}

describe('R13 *Nudge*', () => {
  it("e-mails every active user of the lender once, audits it, and refuses another within 4 hours", async () => {
    const submissionId = await sharedWithCedar();
    const res = await admin.gql(NUDGE, { id: submissionId });
    expect(res.body.errors).toBeUndefined();
    const users = await activeCedarUsers();
    expect(users.length).toBeGreaterThan(0);
    const mails = await nudgeMails(submissionId);
    expect(mails.map((mail) => mail.to_address)).toEqual(users);
    expect(mails[0]!.subject).toMatch(/^A shared file is waiting for your response: NF-/);
    expect(await nudgeEvents(submissionId)).toEqual([{ actor_type: 'user' }]);

    expect(errorOf(await admin.gql(NUDGE, { id: submissionId }))).toEqual({ code: 'CONFLICT', message: NUDGED_RECENTLY });
    expect(await nudgeMails(submissionId)).toHaveLength(users.length);
    // 4 hours later it may be sent again.
    await server.sql(`update submission set last_nudged_at = now() - interval '241 minutes' where id = $1`, [submissionId]);
    expect((await admin.gql(NUDGE, { id: submissionId })).body.errors).toBeUndefined();
    expect(await nudgeMails(submissionId)).toHaveLength(2 * users.length);
  });

  it('sends one reminder when five admins nudge at once', async () => {
    const submissionId = await sharedWithCedar();
    const responses = await Promise.all(Array.from({ length: 5 }, () => admin.gql(NUDGE, { id: submissionId })));
    const outcomes = responses.map((res) => errorOf(res)?.message ?? 'ok').sort();
    expect(outcomes).toEqual(['ok', NUDGED_RECENTLY, NUDGED_RECENTLY, NUDGED_RECENTLY, NUDGED_RECENTLY].sort());
    expect(await nudgeMails(submissionId)).toHaveLength((await activeCedarUsers()).length);
    expect(await nudgeEvents(submissionId)).toHaveLength(1);
  });

  it('refuses a lender that already answered, and is for admins only', async () => {
    const submissionId = await sharedWithCedar();
    await server.sql(`update submission set responded_at = now() where id = $1`, [submissionId]);
    expect(errorOf(await admin.gql(NUDGE, { id: submissionId }))).toEqual({ code: 'CONFLICT', message: NOTHING_TO_NUDGE });
    expect(errorOf(await admin.gql(NUDGE, { id: '999999' }))).toEqual({ code: 'NOT_FOUND', message: 'Submission not found' });
    expect(errorOf(await admin.gql(NUDGE, { id: 'abc' }))?.code).toBe('BAD_USER_INPUT');
    for (const caller of [client, lenderUser]) expect(errorOf(await caller.gql(NUDGE, { id: submissionId }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await api().gql(NUDGE, { id: submissionId }))?.code).toBe('UNAUTHENTICATED');
    expect(await nudgeMails(submissionId)).toEqual([]);
  });
});

describe('the SLA job', () => {
  it('reminds a lender once its response time has passed, once, even when two instances run it together', async () => {
    const due = await sharedWithCedar();
    const notYet = await sharedWithCedar();
    await server.sql(`update submission set sla_due_at = now() - interval '5 minutes' where id = $1`, [due]);
    const [first, second] = await Promise.all([runSlaJob(), runSlaJob()]);
    expect(first! + second!).toBeGreaterThanOrEqual(1);
    expect(await nudgeEvents(due)).toEqual([{ actor_type: 'system' }]);
    expect(await nudgeMails(due)).toHaveLength((await activeCedarUsers()).length);
    expect(await nudgeEvents(notYet)).toEqual([]);
    await runSlaJob();
    expect(await nudgeEvents(due)).toHaveLength(1);
  });
});

describe('expiry of unanswered files (§3.4)', () => {
  const MARK_EXPIRED = `mutation E($id: ID!) { markSubmissionExpired(submissionId: $id) { items { id status } } }`;
  const statusOf = async (submissionId: string) =>
    (await server.sql<{ status: string; app: string }>(`select s.status, a.status::text as app from submission s join applications a on a.id = s.application_id where s.id = $1`, [submissionId]))[0]!;
  async function runExpiry() {
    const em = server.db.orm.em.fork();
    return createServices(em, server.config).submissionSla.expireUnanswered();
  }

  it('expires a file 48 hours after its SLA with no answer, once under racing runs; the application goes back to review', async () => {
    const due = await sharedWithCedar();
    const notYet = await sharedWithCedar();
    await server.sql(`update submission set sla_due_at = now() - interval '49 hours' where id = $1`, [due]);
    await server.sql(`update submission set sla_due_at = now() - interval '47 hours' where id = $1`, [notYet]);
    const runs = await Promise.all([runExpiry(), runExpiry()]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await statusOf(due)).toEqual({ status: 'expired', app: 'in_review' });
    expect(await statusOf(notYet)).toEqual({ status: 'shared', app: 'matched' });
    expect(await server.sql(`select count(*)::int as n from audit_event where action = 'submission.expired' and entity_id = $1`, [due])).toEqual([{ n: 1 }]);
  });

  it('lets an admin mark an unanswered file expired, and refuses once the lender answered', async () => {
    const submissionId = await sharedWithCedar();
    expect((await admin.gql(MARK_EXPIRED, { id: submissionId })).body.errors).toBeUndefined();
    expect((await statusOf(submissionId)).status).toBe('expired');
    expect(errorOf(await admin.gql(MARK_EXPIRED, { id: submissionId }))).toEqual({ code: 'CONFLICT', message: 'Only a file the lender has not answered can be marked expired' });
    const answered = await sharedWithCedar();
    await server.sql(`update submission set responded_at = now() where id = $1`, [answered]);
    expect(errorOf(await admin.gql(MARK_EXPIRED, { id: answered }))?.code).toBe('CONFLICT');
    expect(errorOf(await lenderUser.gql(MARK_EXPIRED, { id: answered }))?.code).toBe('FORBIDDEN');
  });
});
