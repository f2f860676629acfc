import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformToday } from '../../graphql-server/src/shared/calendar.js';
import { type ApiClient, firstGraphQLError, signedInClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { programsByLender, sharedApplication } from '../support/shared-application.js';
import { checkedFetch } from '../support/openapi-contract.js';

/**
 * R20 Request info: a lender asks the applicant for documents and answers on a file shared with it (invariant 6);
 * the submission moves shared|viewed → info_requested (its first answer, stopping the SLA clock) and back to viewed
 * once the client has answered every item of that lender's requests. The client sees the lender's display name on
 * the task, never another lender's. R20 Criteria *Request a change*: free text → an admin task, throttled.
 */
let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
let cedar: ApiClient;
let harbor: ApiClient;
let programs: Map<string, string>;

const FIELDS = 'id applicationId message dueAt status lenderName requestedBy answeredAt items { kind docType prompt answer documentId }';
const REQUEST = `mutation R($id: ID!, $input: LenderInfoRequestInput!) { requestLenderInfo(applicationId: $id, input: $input) { ${FIELDS} } }`;
const LENDER_REQUESTS = `query L($id: ID!) { lenderInfoRequests(applicationId: $id) { ${FIELDS} } }`;
const CLIENT_REQUESTS = `query C($id: ID!) { infoRequests(applicationId: $id) { ${FIELDS} } }`;
const ACTION_ITEMS = `{ myActionItems { kind applicationId title infoRequestId documentId lenderName } }`;
const ANSWER = `mutation A($input: AnswerInfoRequestInput!) { answerInfoRequest(input: $input) { id status } }`;
const OPEN = `mutation O($id: ID!) { openLenderFile(applicationId: $id) { card { status } } }`;

function inDays(days: number): string {
  return new Date(Date.parse(`${platformToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const ITEMS = [
  { kind: 'document', docType: 'bank_statements', prompt: '' },
  { kind: 'question', prompt: 'Why did revenue drop in March?' },
];

beforeAll(async () => {
  server = await startTestServer();
  [admin, client, cedar, harbor] = await Promise.all([signedInClient(server.url, 'admin'), signedInClient(server.url, 'client'), signedInClient(server.url, 'lender'), signedInClient(server.url, 'harbor')]);
  programs = await programsByLender(server);
});
afterAll(() => server?.stop());

async function submissionOf(applicationId: string, lender: string) {
  const [row] = await server.sql<{ id: number; status: string; version: number; responded_at: Date | null }>(
    `select s.id, s.status, s.version, s.responded_at from submission s join lender l on l.id = s.lender_id where s.application_id = $1 and l.display_name = $2`,
    [applicationId, lender],
  );
  return row!;
}

async function uploadPdf(applicationId: string, documentId: string): Promise<number> {
  const form = new FormData();
  const bytes = Buffer.alloc(1000, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  form.append('file', new Blob([new Uint8Array(bytes)]), 'statements.pdf');
  const response = await checkedFetch(`${server.url}/api/applications/${applicationId}/documents/${documentId}/file`, { method: 'POST', body: form, headers: { cookie: client.cookieHeader } });
  await response.arrayBuffer();
  return response.status;
}

describe('requestLenderInfo', () => {
  it('asks the client, moves the submission to info_requested (its first answer), e-mails the client and audits it with the lender', async () => {
    const id = await sharedApplication(server, { admin, owner: client, programs, label: 'Info' }, 'Cedar Growth', 'Harbor Funding');
    expect((await cedar.gql(OPEN, { id })).body.errors).toBeUndefined();
    const res = await cedar.gql(REQUEST, { id, input: { dueAt: inDays(7), items: ITEMS } });
    expect(res.body.errors).toBeUndefined();
    const request = res.body.data.requestLenderInfo;
    expect(request).toMatchObject({ applicationId: id, status: 'open', dueAt: inDays(7), lenderName: 'Cedar Growth' });
    expect(request.items).toMatchObject([
      { kind: 'document', docType: 'bank_statements', prompt: 'Bank statements', documentId: expect.any(String) },
      { kind: 'question', docType: null, prompt: 'Why did revenue drop in March?', answer: null },
    ]);
    expect(await submissionOf(id, 'Cedar Growth')).toMatchObject({ status: 'info_requested', responded_at: expect.any(Date) });
    expect(await submissionOf(id, 'Harbor Funding')).toMatchObject({ status: 'shared', responded_at: null });

    const mail = await server.sql<{ to_address: string; text_body: string }>(`select to_address, text_body from email_outbox where dedupe_key = $1`, [`information_requested:${request.id}`]);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('Cedar Growth');
    expect(mail[0]!.text_body).toContain('Why did revenue drop in March?');
    const audit = await server.sql<{ actor_name: string; summary: string }>(`select actor_name, summary from audit_event where action = 'info_request.created' and entity_id = $1`, [String(request.id)]);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.summary).toContain('Cedar Growth');

    // The client's task names the lender; the other lender sees none of it.
    const clientView = (await client.gql(CLIENT_REQUESTS, { id })).body.data.infoRequests;
    expect(clientView).toMatchObject([{ id: request.id, lenderName: 'Cedar Growth' }]);
    const tasks = (await client.gql(ACTION_ITEMS)).body.data.myActionItems.filter((item: { applicationId: string }) => item.applicationId === id);
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((task: { lenderName: string }) => task.lenderName === 'Cedar Growth')).toBe(true);
    expect(tasks.find((task: { kind: string }) => task.kind === 'info_request')).toMatchObject({ title: 'Information requested by Cedar Growth', infoRequestId: request.id });
    expect((await harbor.gql(LENDER_REQUESTS, { id })).body.data.lenderInfoRequests).toEqual([]);
    expect((await cedar.gql(LENDER_REQUESTS, { id })).body.data.lenderInfoRequests).toMatchObject([{ id: request.id, status: 'open' }]);

    // Answering every item brings the submission back to viewed.
    expect((await client.gql(ANSWER, { input: { id: request.id, answers: [{ itemIndex: 1, answer: 'A kitchen refit closed us for two weeks.' }] } })).body.errors).toBeUndefined();
    expect((await submissionOf(id, 'Cedar Growth')).status).toBe('info_requested');
    expect(await uploadPdf(id, request.items[0].documentId)).toBe(200);
    expect((await submissionOf(id, 'Cedar Growth')).status).toBe('viewed');
    expect((await cedar.gql(LENDER_REQUESTS, { id })).body.data.lenderInfoRequests).toMatchObject([
      { status: 'answered', items: [{ documentId: request.items[0].documentId }, { answer: 'A kitchen refit closed us for two weeks.' }] },
    ]);
  });

  it('refuses bad input field by field, and changes nothing', async () => {
    const id = await sharedApplication(server, { admin, owner: client, programs, label: 'Info' }, 'Cedar Growth');
    const tooLate = await cedar.gql(REQUEST, { id, input: { dueAt: inDays(11), items: ITEMS } });
    expect(firstGraphQLError(tooLate)?.code).toBe('BAD_USER_INPUT');
    expect(tooLate.body.errors[0].extensions.fieldErrors).toEqual({ dueAt: `Due date must be within 10 days (${inDays(10)} at the latest)` });
    const past = await cedar.gql(REQUEST, { id, input: { dueAt: inDays(-1), items: ITEMS } });
    expect(past.body.errors[0].extensions.fieldErrors).toEqual({ dueAt: 'Due date cannot be in the past' });
    const long = await cedar.gql(REQUEST, { id, input: { dueAt: inDays(3), items: [{ kind: 'question', prompt: 'x'.repeat(501) }, { kind: 'document', docType: 'payslip', prompt: '' }] } });
    expect(long.body.errors[0].extensions.fieldErrors).toMatchObject({ 'items.0.prompt': 'Question must be at most 500 characters', 'items.1.docType': expect.stringMatching(/^Document type must be one of/) });
    const none = await cedar.gql(REQUEST, { id, input: { dueAt: inDays(3), items: [] } });
    expect(none.body.errors[0].extensions.fieldErrors).toEqual({ items: 'Ask for at least one item' });
    expect(await server.sql(`select id from info_request where application_id = $1`, [id])).toEqual([]);
    expect((await submissionOf(id, 'Cedar Growth')).status).toBe('shared');
  });

  it('answers NOT_FOUND to a lender without an open submission (never shared, or revoked), and refuses clients', async () => {
    const id = await sharedApplication(server, { admin, owner: client, programs, label: 'Info' }, 'Cedar Growth');
    expect(firstGraphQLError(await harbor.gql(REQUEST, { id, input: { dueAt: inDays(3), items: ITEMS } }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(firstGraphQLError(await harbor.gql(LENDER_REQUESTS, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    const { id: submissionId } = await submissionOf(id, 'Cedar Growth');
    expect((await client.gql(`mutation R($id: ID!) { revokeLender(submissionId: $id) { applicationId } }`, { id: submissionId })).body.errors).toBeUndefined();
    expect(firstGraphQLError(await cedar.gql(REQUEST, { id, input: { dueAt: inDays(3), items: ITEMS } }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(firstGraphQLError(await cedar.gql(LENDER_REQUESTS, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(firstGraphQLError(await client.gql(REQUEST, { id, input: { dueAt: inDays(3), items: ITEMS } }))?.code).toBe('FORBIDDEN');
    expect(await server.sql(`select id from info_request where application_id = $1`, [id])).toEqual([]);
  });

  it('leaves an offered file offered; an admin cancelling the last open request of a lender brings its file back to viewed', async () => {
    const id = await sharedApplication(server, { admin, owner: client, programs, label: 'Info' }, 'Cedar Growth', 'Harbor Funding');
    expect((await cedar.gql(OPEN, { id })).body.errors).toBeUndefined();
    const made = await harbor.gql(`mutation M($id: ID!, $terms: OfferTermsInput!) { makeOffer(applicationId: $id, terms: $terms) { id } }`, {
      id,
      terms: { product: 'revenue-based-financing', amountCents: 5_000_000, pricingType: 'factor', factorE4: 13_000, termMonths: 6, frequency: 'daily' },
    });
    expect(made.body.errors).toBeUndefined();
    expect((await harbor.gql(REQUEST, { id, input: { dueAt: inDays(2), items: ITEMS } })).body.errors).toBeUndefined();
    expect((await submissionOf(id, 'Harbor Funding')).status).toBe('offered');

    const asked = (await cedar.gql(REQUEST, { id, input: { dueAt: inDays(2), items: ITEMS } })).body.data.requestLenderInfo;
    expect((await submissionOf(id, 'Cedar Growth')).status).toBe('info_requested');
    const cancelled = await admin.gql(`mutation C($id: ID!) { cancelInfoRequest(id: $id, reason: "Asked by mistake") { status } }`, { id: asked.id });
    expect(cancelled.body.data.cancelInfoRequest).toEqual({ status: 'cancelled' });
    expect((await submissionOf(id, 'Cedar Growth')).status).toBe('viewed');
  });

  it('stores every one of parallel requests and moves the submission once; parallel answers bring it back to viewed', async () => {
    const id = await sharedApplication(server, { admin, owner: client, programs, label: 'Info' }, 'Cedar Growth');
    expect((await cedar.gql(OPEN, { id })).body.errors).toBeUndefined();
    const before = await submissionOf(id, 'Cedar Growth');
    expect(before.status).toBe('viewed');
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, index) => cedar.gql(REQUEST, { id, input: { dueAt: inDays(2), items: [{ kind: 'question', prompt: `Question ${index}` }] } })),
    );
    expect(results.map((res) => res.body.errors)).toEqual([undefined, undefined, undefined, undefined]);
    const after = await submissionOf(id, 'Cedar Growth');
    expect(after).toMatchObject({ status: 'info_requested', version: before.version + 1 });
    const stored = await server.sql<{ prompt: string }>(`select items->0->>'prompt' as prompt from info_request where application_id = $1 order by 1`, [id]);
    expect(stored.map((row) => row.prompt)).toEqual(['Question 0', 'Question 1', 'Question 2', 'Question 3']);

    const answers = await Promise.all(
      results.map((res) => client.gql(ANSWER, { input: { id: res.body.data.requestLenderInfo.id, answers: [{ itemIndex: 0, answer: 'Here it is' }] } })),
    );
    expect(answers.map((res) => res.body.errors)).toEqual([undefined, undefined, undefined, undefined]);
    expect((await submissionOf(id, 'Cedar Growth')).status).toBe('viewed');
  });
});

const CHANGE = `mutation C($input: CriteriaChangeRequestInput!) { requestCriteriaChange(input: $input) { id programId programName createdAt } }`;
const QUEUE = `{ dashboardQueue { items { key kind changeRequestId applicationId lenderId programId businessName detail } } }`;
const RESOLVE = `mutation R($id: ID!) { resolveCriteriaChangeRequest(id: $id) }`;

describe('requestCriteriaChange', () => {
  it("becomes an admin task on the dashboard queue naming the lender and the program, audited; done, it leaves the queue", async () => {
    const programId = programs.get('Cedar Growth')!;
    const res = await cedar.gql(CHANGE, { input: { programId, message: 'Please lower the FICO minimum to 620 for restaurants.' } });
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data.requestCriteriaChange;
    expect(created).toMatchObject({ programId });
    const [program] = await server.sql<{ lender_id: number }>(`select lender_id from lender_program where id = $1`, [programId]);
    const lenderId = program!.lender_id;

    const queue = (await admin.gql(QUEUE)).body.data.dashboardQueue.items;
    const row = queue.find((item: { key: string }) => item.key === `lender_change_request:${created.id}`);
    expect(row).toMatchObject({ kind: 'lender_change_request', changeRequestId: String(created.id), applicationId: null, lenderId: String(lenderId), programId, businessName: 'Cedar Growth' });
    expect(row.detail).toBe(`${created.programName}: Please lower the FICO minimum to 620 for restaurants.`);
    const audit = await server.sql<{ action: string; entity_type: string; entity_id: string }>(
      `select action, entity_type, entity_id from audit_event where action = 'lender.change_requested' order by id desc limit 1`,
    );
    expect(audit).toEqual([{ action: 'lender.change_requested', entity_type: 'lender', entity_id: String(lenderId) }]);

    expect((await admin.gql(RESOLVE, { id: created.id })).body.data.resolveCriteriaChangeRequest).toBe(true);
    const after = (await admin.gql(QUEUE)).body.data.dashboardQueue.items;
    expect(after.some((item: { key: string }) => item.key === `lender_change_request:${created.id}`)).toBe(false);
    expect(firstGraphQLError(await cedar.gql(RESOLVE, { id: created.id }))?.code).toBe('FORBIDDEN');
  });

  it("refuses text outside 10–2000 characters and another lender's program, storing nothing", async () => {
    const [{ n: before } = { n: -1 }] = await server.sql<{ n: number }>(`select count(*)::int as n from lender_change_request`);
    const short = await harbor.gql(CHANGE, { input: { message: 'Too short' } });
    expect(short.body.errors[0].extensions.fieldErrors).toEqual({ message: 'Describe the change in at least 10 characters' });
    const long = await harbor.gql(CHANGE, { input: { message: 'x'.repeat(2001) } });
    expect(long.body.errors[0].extensions.fieldErrors).toEqual({ message: 'Keep it to 2,000 characters' });
    expect(firstGraphQLError(await harbor.gql(CHANGE, { input: { programId: programs.get('Cedar Growth'), message: 'Change your program please' } }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Program not found',
    });
    expect(firstGraphQLError(await client.gql(CHANGE, { input: { message: 'Change the criteria please' } }))?.code).toBe('FORBIDDEN');
    expect(await server.sql(`select count(*)::int as n from lender_change_request`)).toEqual([{ n: before }]);
  });

  it('takes at most 5 a day per lender, even when sent at once; the others get a clear message', async () => {
    const summit = await signedInClient(server.url, 'summit');
    const results = await Promise.all(Array.from({ length: 8 }, (_, index) => summit.gql(CHANGE, { input: { message: `General criteria change number ${index}` } })));
    const refused = results.filter((res) => res.body.errors);
    expect(results.length - refused.length).toBe(5);
    expect(refused.map(firstGraphQLError)).toEqual(
      Array.from({ length: 3 }, () => ({ code: 'TOO_MANY_REQUESTS', message: 'You can send 5 change requests a day. Please try again tomorrow or e-mail your NetFund contact.' })),
    );
    expect(
      await server.sql(`select count(*)::int as n from lender_change_request where lender_id = (select lender_id from users where username = 'summit')`),
    ).toEqual([{ n: 5 }]);
  });
});
