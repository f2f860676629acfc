import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, firstGraphQLError, signedInClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 11 items 5 and 11 (authorization): the lender portal's reads and answers (BACKOFFICE R20, invariant 6). A
 * lender user sees only files shared with its own lender; opening one and downloading a document each write the
 * access log in the same request (the first open marks the share viewed, once, even when two opens race); a revoked
 * share is a greyed line and 404 at once; declining answers the file with a reason code.
 */
let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
let cedar: ApiClient;
let harbor: ApiClient;
let cedarProgramId: string;

const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };
const api = () => new ApiClient(server.url);
const signedIn = (username: string) => signedInClient(server.url, username);
const errorOf = firstGraphQLError;

const CARD = `submissionId applicationId number status sharedAt firstViewedAt slaDueAt endedText whyYouSeeThis
  facts { businessName state industry monthsInBusiness monthlyRevenueCents revenueSource fico ficoSource openPositions requestedAmountCents product }`;
const FILES = `query { lenderFiles { ${CARD} } }`;
const OPEN = `mutation O($id: ID!) { openLenderFile(applicationId: $id) { card { ${CARD} } documents { id label status fileName } } }`;
const DECLINE = `mutation D($id: ID!, $input: LenderDeclineInput!) { declineLenderFile(applicationId: $id, input: $input) { submissionId status endedText } }`;

beforeAll(async () => {
  server = await startTestServer();
  [admin, client, cedar, harbor] = (await Promise.all(['admin', 'client', 'lender', 'harbor'].map(signedIn))) as [ApiClient, ApiClient, ApiClient, ApiClient];
  const [row] = await server.sql<{ id: number }>(`select p.id from lender_program p join lender l on l.id = p.lender_id where l.display_name = 'Cedar Growth' and p.status = 'active' limit 1`);
  cedarProgramId = String(row!.id);
});
afterAll(() => server?.stop());

let sequence = 0;
/** A new application of the demo client, shared with Cedar Growth; its id and a document with a file. */
async function sharedWithCedar(): Promise<{ id: string; documentId: string; submissionId: string }> {
  sequence += 1;
  const res = await api().post('/api/applications', { ...sampleIntake, businessName: `Portal Test ${sequence} LLC`, ownerEmail: 'client@netfund.example' }, DEMO_KEY);
  const id = String(res.body.id);
  const token = new URL(res.body.resultUrl, server.url).searchParams.get('token')!;
  expect((await client.post(`/api/applications/${id}/claim`, { token })).status).toBe(200);
  const form = new FormData();
  form.append('docType', 'bank_statements');
  form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.7\n% statement\n%%EOF\n'))], { type: 'application/pdf' }), 'march-statement.pdf');
  const uploaded = await fetch(`${server.url}/api/applications/${id}/documents`, { method: 'POST', body: form, headers: { cookie: client.cookieHeader } });
  expect(uploaded.status).toBe(201);
  const documentId = String(((await uploaded.json()) as { id: number }).id);
  expect((await admin.gql(`mutation S($id: ID!) { startReview(id: $id, expectedVersion: 1) { id } }`, { id })).body.errors).toBeUndefined();
  const shared = await admin.gql(
    `mutation S($id: ID!, $programs: [ProgramChoiceInput!]!, $consent: ShareConsentInput!) { shareWithLenders(applicationId: $id, programs: $programs, consent: $consent) { items { id } } }`,
    { id, programs: [{ programId: cedarProgramId, overrideReason: 'Portal test share' }], consent: { kind: 'staff_recorded', channel: 'phone', note: 'Client said yes on the phone' } },
  );
  expect(shared.body.errors).toBeUndefined();
  return { id, documentId, submissionId: String(shared.body.data.shareWithLenders.items[0].id) };
}
const accessLog = (applicationId: string) =>
  server.sql<{ action: string; user_name: string; document_name: string | null }>(`select action, user_name, document_name from access_log where application_id = $1 order by id`, [applicationId]);

describe('the inbox', () => {
  it("lists a file shared with the lender's own lender with its facts and why it sees it, and never another lender's", async () => {
    const { id } = await sharedWithCedar();
    const files: any[] = (await cedar.gql(FILES)).body.data.lenderFiles;
    const card = files.find((each) => each.applicationId === id);
    expect(card).toMatchObject({ status: 'shared', firstViewedAt: null, endedText: null });
    expect(card.facts).toMatchObject({ businessName: expect.stringContaining('Portal Test'), requestedAmountCents: sampleIntake.requestedAmount * 100, product: sampleIntake.product });
    expect(card.slaDueAt).toBeTruthy();
    expect((await harbor.gql(FILES)).body.data.lenderFiles.find((each: any) => each.applicationId === id)).toBeUndefined();
    expect(errorOf(await client.gql(FILES))?.code).toBe('FORBIDDEN');
    expect(errorOf(await admin.gql(FILES))?.code).toBe('FORBIDDEN');
  });
});

describe('opening a file and its documents', () => {
  it('logs every open; two opens at once mark it viewed once', async () => {
    const { id, submissionId } = await sharedWithCedar();
    const opens = await Promise.all([cedar.gql(OPEN, { id }), cedar.gql(OPEN, { id })]);
    expect(opens.map((res) => res.body.errors)).toEqual([undefined, undefined]);
    expect(opens[0]!.body.data.openLenderFile.documents).toEqual([expect.objectContaining({ label: expect.any(String), fileName: 'march-statement.pdf' })]);
    expect((await accessLog(id)).map((row) => row.action)).toEqual(['open_file', 'open_file']);
    const [submission] = await server.sql<{ status: string; first_viewed_at: Date }>(`select status, first_viewed_at from submission where id = $1`, [submissionId]);
    expect(submission!.status).toBe('viewed');
    expect(errorOf(await harbor.gql(OPEN, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
  });

  it('downloads a document through the open share, logged with its name; another lender gets 404', async () => {
    const { id, documentId } = await sharedWithCedar();
    const download = await cedar.get(`/api/lender/documents/${documentId}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('march-statement.pdf');
    expect(await accessLog(id)).toEqual([{ action: 'download_document', user_name: 'lender', document_name: 'march-statement.pdf' }]);
    expect((await harbor.get(`/api/lender/documents/${documentId}/download`)).status).toBe(404);
    expect((await client.get(`/api/lender/documents/${documentId}/download`)).status).toBe(403);
  });

  it('ends access at once when the client revokes: a greyed line, the file and its documents 404', async () => {
    const { id, documentId, submissionId } = await sharedWithCedar();
    expect((await cedar.gql(OPEN, { id })).body.errors).toBeUndefined();
    expect((await client.gql(`mutation R($id: ID!) { revokeLender(submissionId: $id) { applicationId } }`, { id: submissionId })).body.errors).toBeUndefined();
    expect(errorOf(await cedar.gql(OPEN, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect((await cedar.get(`/api/lender/documents/${documentId}/download`)).status).toBe(404);
    const card = ((await cedar.gql(FILES)).body.data.lenderFiles as any[]).find((each) => each.applicationId === id);
    expect(card).toMatchObject({ status: 'revoked', facts: null, whyYouSeeThis: null, endedText: expect.stringMatching(/^Access ended by the applicant on /) });
  });
});

describe('declining a file', () => {
  it('needs a note of 10 characters for other; a decline ends access and the application goes back to review', async () => {
    const { id } = await sharedWithCedar();
    const tooShort = await cedar.gql(DECLINE, { id, input: { reasonCode: 'other', note: 'no' } });
    expect(errorOf(tooShort)).toEqual({ code: 'BAD_USER_INPUT', message: 'Say why in at least 10 characters' });
    const declined = await cedar.gql(DECLINE, { id, input: { reasonCode: 'credit_score', reconsiderHint: 'FICO ≥ 650' } });
    expect(declined.body.errors).toBeUndefined();
    expect((declined.body.data.declineLenderFile as any[]).find((each) => String(each.submissionId) && each.status === 'declined')).toBeTruthy();
    const [row] = await server.sql<{ status: string; decline_code: string; reconsider_hint: string; app: string }>(
      `select s.status, s.decline_code, s.reconsider_hint, a.status::text as app from submission s join applications a on a.id = s.application_id where s.application_id = $1`,
      [id],
    );
    expect(row).toEqual({ status: 'declined', decline_code: 'credit_score', reconsider_hint: 'FICO ≥ 650', app: 'in_review' });
    expect(errorOf(await cedar.gql(DECLINE, { id, input: { reasonCode: 'credit_score' } }))?.code).toBe('NOT_FOUND');
  });

  it("lists the lender's programs read-only", async () => {
    const programs: any[] = (await cedar.gql(`query { myLenderPrograms { name status version description } }`)).body.data.myLenderPrograms;
    expect(programs.length).toBeGreaterThan(0);
    expect(programs[0]).toMatchObject({ status: 'active', version: 1, description: expect.any(String) });
  });
});
