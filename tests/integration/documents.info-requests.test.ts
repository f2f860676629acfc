import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../graphql-server/src/index.js';
import { platformToday } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { checkedFetch } from '../support/openapi-contract.js';

/** Info requests over GraphQL: asking the client (e-mailed through the outbox), answering, cancelling, the client's to-do list. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const INFO_REQUEST_FIELDS = 'id applicationId message dueAt status createdAt answeredAt requestedBy items { kind docType prompt answer documentId }';
const REQUEST_INFO = `mutation RequestInfo($input: RequestInfoInput!) { requestInfo(input: $input) { ${INFO_REQUEST_FIELDS} } }`;
const ANSWER = `mutation Answer($input: AnswerInfoRequestInput!) { answerInfoRequest(input: $input) { ${INFO_REQUEST_FIELDS} } }`;
const CANCEL = `mutation Cancel($id: ID!, $reason: String!) { cancelInfoRequest(id: $id, reason: $reason) { ${INFO_REQUEST_FIELDS} } }`;
const INFO_REQUESTS = `query Requests($applicationId: ID!) { infoRequests(applicationId: $applicationId) { ${INFO_REQUEST_FIELDS} } }`;
const DOCUMENTS = `query Docs($applicationId: ID!) { applicationDocuments(applicationId: $applicationId) { id status required infoRequestId dueAt docType label } }`;
const REVIEW = `mutation Review($input: ReviewDocumentInput!) { reviewDocument(input: $input) { id status rejectReason } }`;
const ACTION_ITEMS = `{ myActionItems { kind applicationId applicationNumber title dueAt infoRequestId documentId docType status rejectReason } }`;

/** The date `days` from today in platform time: the server's "today" for due dates (between midnight UTC and
 * midnight in New York, UTC's yesterday is still today there). */
function inDays(days: number): string {
  return new Date(Date.parse(`${platformToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function signIn(username: string): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  expect((await api.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return api;
}

async function clientApplication(owner: ApiClient, businessName = sampleIntake.businessName): Promise<number> {
  const res = await new ApiClient(server.url).post('/api/applications', { ...sampleIntake, businessName }, { authorization: 'Bearer demo-integration-key' });
  const token = new URL(res.body.resultUrl, server.url).searchParams.get('token')!;
  expect((await owner.post(`/api/applications/${res.body.id}/claim`, { token })).status).toBe(200);
  return res.body.id;
}

async function uploadPdf(api: ApiClient, applicationId: number, documentId: string): Promise<number> {
  const form = new FormData();
  const bytes = Buffer.alloc(1000, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  form.append('file', new Blob([new Uint8Array(bytes)]), 'doc.pdf');
  const response = await checkedFetch(`${server.url}/api/applications/${applicationId}/documents/${documentId}/file`, { method: 'POST', body: form, headers: { cookie: api.cookieHeader } });
  await response.arrayBuffer();
  return response.status;
}

const items = [
  { kind: 'document', docType: 'bank_statements', prompt: 'Bank statements for the last three months' },
  { kind: 'question', prompt: 'What will you use the funds for?' },
];

let admin: ApiClient;
let client: ApiClient;
let otherClient: ApiClient;
let lender: ApiClient;
beforeAll(async () => {
  [admin, client, otherClient, lender] = await Promise.all([signIn('admin'), signIn('client'), signIn('client2'), signIn('lender')]);
});

describe('requestInfo', () => {
  it('creates the request, a required `requested` document per document item, one audit event and the e-mail to the client', async () => {
    const applicationId = await clientApplication(client, 'Request Info Bakery LLC');
    const dueAt = inDays(5);
    const res = await admin.gql(REQUEST_INFO, { input: { applicationId: String(applicationId), message: 'We need a little more.', dueAt, items } });
    expect(res.body.errors).toBeUndefined();
    const request = res.body.data.requestInfo;
    expect(request).toMatchObject({
      applicationId: String(applicationId),
      message: 'We need a little more.',
      dueAt,
      status: 'open',
      answeredAt: null,
      requestedBy: 'admin',
      items: [
        { kind: 'document', docType: 'bank_statements', prompt: items[0]!.prompt, answer: null, documentId: expect.any(String) },
        { kind: 'question', docType: null, prompt: items[1]!.prompt, answer: null, documentId: null },
      ],
    });
    const documents = (await admin.gql(DOCUMENTS, { applicationId: String(applicationId) })).body.data.applicationDocuments;
    expect(documents).toEqual([
      { id: request.items[0].documentId, status: 'requested', required: true, infoRequestId: request.id, dueAt, docType: 'bank_statements', label: 'Bank statements' },
    ]);

    const events = await server.sql("select action, actor_name, entity_id from audit_event where entity_type = 'info_request' and entity_id = $1", [request.id]);
    expect(events).toEqual([{ action: 'info_request.created', actor_name: 'admin', entity_id: request.id }]);
    const mail = await server.sql<{ to_address: string; subject: string; text_body: string; template: string }>(
      "select to_address, subject, text_body, template from email_outbox where template = 'information_requested' and dedupe_key = $1",
      [`information_requested:${request.id}`],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe('client@netfund.example');
    expect(mail[0]!.text_body).toContain('Bank statements for the last three months');
    expect(mail[0]!.text_body).toContain('What will you use the funds for?');
  });

  it('refuses bad input with a reason per field and changes nothing', async () => {
    const applicationId = String(await clientApplication(client));
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ dueAt: inDays(-1) }, 'dueAt'],
      [{ dueAt: '2026-02-30' }, 'dueAt'],
      [{ items: [] }, 'items'],
      [{ items: Array.from({ length: 11 }, () => items[1]) }, 'items'],
      [{ items: [{ kind: 'document', prompt: 'Something' }] }, 'items.0.docType'],
      [{ items: [{ kind: 'document', docType: 'selfie', prompt: 'Something' }] }, 'items.0.docType'],
      [{ items: [{ kind: 'question', prompt: '  ' }] }, 'items.0.prompt'],
      [{ message: '' }, 'message'],
    ];
    for (const [override, field] of cases) {
      const res = await admin.gql(REQUEST_INFO, { input: { applicationId, message: 'Please', dueAt: inDays(3), items, ...override } });
      expect({ field, code: res.body.errors?.[0]?.extensions?.code }).toEqual({ field, code: 'BAD_USER_INPUT' });
      expect(Object.keys(res.body.errors[0].extensions.fieldErrors)).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('is for admins only (FORBIDDEN for the owner), NOT_FOUND for a missing application, CONFLICT on a declined one', async () => {
    const applicationId = String(await clientApplication(client));
    const input = { applicationId, message: 'Please', dueAt: inDays(3), items };
    expect((await client.gql(REQUEST_INFO, { input })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await new ApiClient(server.url).gql(REQUEST_INFO, { input })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await admin.gql(REQUEST_INFO, { input: { ...input, applicationId: '999999' } })).body.errors[0]).toMatchObject({ message: 'Application not found', extensions: { code: 'NOT_FOUND' } });
    // Demo application 3 is declined.
    const declined = await admin.gql(REQUEST_INFO, { input: { ...input, applicationId: '3' } });
    expect(declined.body.errors[0]).toMatchObject({ message: 'Cannot request information on a declined application', extensions: { code: 'CONFLICT' } });
  });
});

describe('answerInfoRequest', () => {
  it('answers the questions; with every document uploaded the request becomes answered (audited)', async () => {
    const applicationId = await clientApplication(client);
    const request = (await admin.gql(REQUEST_INFO, { input: { applicationId: String(applicationId), message: 'Please', dueAt: inDays(3), items } })).body.data.requestInfo;

    const partly = await client.gql(ANSWER, { input: { id: request.id, answers: [{ itemIndex: 1, answer: 'A second oven.' }] } });
    expect(partly.body.errors).toBeUndefined();
    expect(partly.body.data.answerInfoRequest).toMatchObject({ status: 'open', answeredAt: null, items: [{ answer: null }, { answer: 'A second oven.' }] });

    expect(await uploadPdf(client, applicationId, request.items[0].documentId)).toBe(200);
    const [after] = (await client.gql(INFO_REQUESTS, { applicationId: String(applicationId) })).body.data.infoRequests;
    expect(after).toMatchObject({ id: request.id, status: 'answered', answeredAt: expect.any(String) });

    const actions = await server.sql<{ action: string }>("select action from audit_event where entity_type = 'info_request' and entity_id = $1 order by seq", [request.id]);
    expect(actions.map((event) => event.action)).toEqual(['info_request.created', 'info_request.answered']);

    // Reviewing: a rejected document reopens the request; accepting every document accepts it.
    const documentId = request.items[0].documentId;
    await admin.gql(REVIEW, { input: { id: documentId, decision: 'reject', rejectReason: 'Page 2 is missing' } });
    expect((await client.gql(INFO_REQUESTS, { applicationId: String(applicationId) })).body.data.infoRequests[0].status).toBe('open');
    expect(await uploadPdf(client, applicationId, documentId)).toBe(200);
    await admin.gql(REVIEW, { input: { id: documentId, decision: 'accept' } });
    expect((await client.gql(INFO_REQUESTS, { applicationId: String(applicationId) })).body.data.infoRequests[0].status).toBe('accepted');

    // The workspace's timeline (the application's activity) holds the request and document events too, newest first.
    const activity = (await admin.gql(`query A($id: ID!) { adminApplication(id: $id) { activity { action } } }`, { id: String(applicationId) })).body.data.adminApplication.activity;
    expect(activity.map((event: { action: string }) => event.action)).toEqual([
      'document.accepted',
      'document.uploaded',
      'document.rejected',
      'document.uploaded',
      'info_request.answered',
      'info_request.created',
      'application.claimed',
      'application.received',
    ]);
  });

  it('by another client, a lender or anonymous: NOT_FOUND, nothing changed', async () => {
    const applicationId = await clientApplication(client);
    const request = (await admin.gql(REQUEST_INFO, { input: { applicationId: String(applicationId), message: 'Please', dueAt: inDays(3), items } })).body.data.requestInfo;
    const input = { id: request.id, answers: [{ itemIndex: 1, answer: 'Sneaky' }] };
    for (const api of [otherClient, lender, new ApiClient(server.url)]) {
      const res = await api.gql(ANSWER, { input });
      expect(res.body.errors?.[0]).toMatchObject({ message: 'Information request not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect((await client.gql(INFO_REQUESTS, { applicationId: String(applicationId) })).body.data.infoRequests[0].items[1].answer).toBeNull();
    for (const api of [otherClient, lender, new ApiClient(server.url)]) {
      expect((await api.gql(INFO_REQUESTS, { applicationId: String(applicationId) })).body.errors[0]).toMatchObject({ message: 'Application not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('refuses answers to document items or unknown items (400) and answers to a cancelled request (409)', async () => {
    const applicationId = await clientApplication(client);
    const request = (await admin.gql(REQUEST_INFO, { input: { applicationId: String(applicationId), message: 'Please', dueAt: inDays(3), items } })).body.data.requestInfo;
    for (const itemIndex of [0, 2, -1]) {
      const res = await client.gql(ANSWER, { input: { id: request.id, answers: [{ itemIndex, answer: 'x' }] } });
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    const blank = await client.gql(ANSWER, { input: { id: request.id, answers: [{ itemIndex: 1, answer: '   ' }] } });
    expect(blank.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    await admin.gql(CANCEL, { id: request.id, reason: 'Not needed after all' });
    const late = await client.gql(ANSWER, { input: { id: request.id, answers: [{ itemIndex: 1, answer: 'Too late' }] } });
    expect(late.body.errors[0]).toMatchObject({ message: 'This information request was cancelled', extensions: { code: 'CONFLICT' } });
  });
});

describe('cancelInfoRequest', () => {
  it('cancels (audited with the reason); its documents become not required; cancelling again is 409', async () => {
    const applicationId = await clientApplication(client);
    const request = (await admin.gql(REQUEST_INFO, { input: { applicationId: String(applicationId), message: 'Please', dueAt: inDays(3), items } })).body.data.requestInfo;
    expect((await client.gql(CANCEL, { id: request.id, reason: 'x' })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const blank = await admin.gql(CANCEL, { id: request.id, reason: ' ' });
    expect(blank.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const res = await admin.gql(CANCEL, { id: request.id, reason: 'We found it in the file' });
    expect(res.body.data.cancelInfoRequest.status).toBe('cancelled');
    const documents = (await client.gql(DOCUMENTS, { applicationId: String(applicationId) })).body.data.applicationDocuments;
    expect(documents).toEqual([expect.objectContaining({ status: 'requested', required: false })]);
    const [event] = await server.sql("select reason from audit_event where action = 'info_request.cancelled' and entity_id = $1", [request.id]);
    expect(event).toEqual({ reason: 'We found it in the file' });

    const again = await admin.gql(CANCEL, { id: request.id, reason: 'Twice' });
    expect(again.body.errors[0]).toMatchObject({ message: 'This information request is already cancelled', extensions: { code: 'CONFLICT' } });
  });

  it('two admins cancelling at once: one succeeds, the other is 409', async () => {
    const applicationId = await clientApplication(client);
    const request = (await admin.gql(REQUEST_INFO, { input: { applicationId: String(applicationId), message: 'Please', dueAt: inDays(3), items } })).body.data.requestInfo;
    const results = await Promise.all([admin.gql(CANCEL, { id: request.id, reason: 'One' }), admin.gql(CANCEL, { id: request.id, reason: 'Two' })]);
    expect(results.map((res) => res.body.errors?.[0]?.extensions?.code ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    expect(await server.sql("select 1 from audit_event where action = 'info_request.cancelled' and entity_id = $1", [request.id])).toHaveLength(1);
  });
});

describe('myActionItems', () => {
  it("lists the client's open requests and documents to upload, oldest due first; nobody else's", async () => {
    const owner = await signIn('client2');
    const first = await clientApplication(owner, 'Action Items Co');
    const later = (await admin.gql(REQUEST_INFO, { input: { applicationId: String(first), message: 'Later', dueAt: inDays(9), items: [items[1]] } })).body.data.requestInfo;
    const sooner = (await admin.gql(REQUEST_INFO, { input: { applicationId: String(first), message: 'Sooner', dueAt: inDays(2), items: [items[0]] } })).body.data.requestInfo;

    const res = await owner.gql(ACTION_ITEMS);
    expect(res.body.errors).toBeUndefined();
    const mine = res.body.data.myActionItems.filter((item: { applicationId: string }) => item.applicationId === String(first));
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'info_request', infoRequestId: sooner.id, dueAt: inDays(2), applicationNumber: expect.stringMatching(/^NF-\d{4}-\d{6}$/) }),
      expect.objectContaining({ kind: 'document', documentId: sooner.items[0].documentId, docType: 'bank_statements', status: 'requested', dueAt: inDays(2) }),
      expect.objectContaining({ kind: 'info_request', infoRequestId: later.id, dueAt: inDays(9) }),
    ]);
    const others = (await client.gql(ACTION_ITEMS)).body.data.myActionItems;
    expect(others.some((item: { applicationId: string }) => item.applicationId === String(first))).toBe(false);
    expect((await admin.gql(ACTION_ITEMS)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

it('leaves the audit chain intact', async () => {
  expect(await createServices(server.db.orm.em.fork(), server.config).audit.verifyAuditChain()).toMatchObject({ ok: true });
});

async function counts(): Promise<Record<string, number>> {
  const [row] = await server.sql<Record<string, number>>(
    'select (select count(*)::int from info_request) as requests, (select count(*)::int from document) as documents, (select count(*)::int from email_outbox) as mail',
  );
  return row!;
}
