import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, firstGraphQLError, signedInClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { checkedFetch } from '../support/openapi-contract.js';

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
const PAGE = `query P($tab: LenderFileTab!, $page: Int, $pageSize: Int) { lenderFilePage(tab: $tab, page: $page, pageSize: $pageSize) { totalCount page pageSize items { ${CARD} } } }`;
const FILE = `query F($id: ID!) { lenderFile(applicationId: $id) { ${CARD} } }`;
const OPEN = `mutation O($id: ID!) { openLenderFile(applicationId: $id) { card { ${CARD} } documents { id label status fileName } } }`;
const DECLINE = `mutation D($id: ID!, $input: LenderDeclineInput!) { declineLenderFile(applicationId: $id, input: $input) { submissionId applicationId status endedText facts { businessName } } }`;

/** Every card of one tab of a lender, page by page (25 a page: a card's fields cost the query limit's share). */
async function wholeTab(lender: ApiClient, tab: string): Promise<any[]> {
  const cards: any[] = [];
  for (let page = 1; ; page += 1) {
    const res = await lender.gql(PAGE, { tab, page, pageSize: 25 });
    expect(res.body.errors).toBeUndefined();
    const answer = res.body.data.lenderFilePage;
    cards.push(...answer.items);
    if (cards.length >= answer.totalCount || answer.items.length === 0) {
      expect(cards.length).toBe(answer.totalCount);
      return cards;
    }
  }
}

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
  return sharedWith(cedarProgramId);
}
async function sharedWith(programId: string): Promise<{ id: string; documentId: string; submissionId: string }> {
  sequence += 1;
  const res = await api().post('/api/applications', { ...sampleIntake, businessName: `Portal Test ${sequence} LLC`, ownerEmail: 'client@netfund.example' }, DEMO_KEY);
  const id = String(res.body.id);
  const token = new URL(res.body.resultUrl, server.url).searchParams.get('token')!;
  expect((await client.post(`/api/applications/${id}/claim`, { token })).status).toBe(200);
  const form = new FormData();
  form.append('docType', 'bank_statements');
  form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.7\n% statement\n%%EOF\n'))], { type: 'application/pdf' }), 'march-statement.pdf');
  const uploaded = await checkedFetch(`${server.url}/api/applications/${id}/documents`, { method: 'POST', body: form, headers: { cookie: client.cookieHeader } });
  expect(uploaded.status).toBe(201);
  const documentId = String(((await uploaded.json()) as { id: number }).id);
  expect((await admin.gql(`mutation S($id: ID!) { startReview(id: $id, expectedVersion: 1) { id } }`, { id })).body.errors).toBeUndefined();
  const shared = await admin.gql(
    `mutation S($id: ID!, $programs: [ProgramChoiceInput!]!, $consent: ShareConsentInput!) { shareWithLenders(applicationId: $id, programs: $programs, consent: $consent) { items { id } } }`,
    { id, programs: [{ programId, overrideReason: 'Portal test share' }], consent: { kind: 'staff_recorded', channel: 'phone', note: 'Client said yes on the phone' } },
  );
  expect(shared.body.errors).toBeUndefined();
  return { id, documentId, submissionId: String(shared.body.data.shareWithLenders.items[0].id) };
}
const accessLog = (applicationId: string) =>
  server.sql<{ action: string; user_name: string; document_name: string | null }>(`select action, user_name, document_name from access_log where application_id = $1 order by id`, [applicationId]);

describe('the inbox', () => {
  it("lists a file shared with the lender's own lender with its facts and why it sees it, and never another lender's", async () => {
    const { id } = await sharedWithCedar();
    const files = await wholeTab(cedar, 'inbox');
    const card = files.find((each) => each.applicationId === id);
    expect(card).toMatchObject({ status: 'shared', firstViewedAt: null, endedText: null });
    expect(card.facts).toMatchObject({ businessName: expect.stringContaining('Portal Test'), requestedAmountCents: sampleIntake.requestedAmount * 100, product: sampleIntake.product });
    expect(card.whyYouSeeThis).toEqual(expect.any(String));
    expect(card.slaDueAt).toBeTruthy();
    for (const tab of ['inbox', 'active', 'offers']) expect((await wholeTab(harbor, tab)).find((each: any) => each.applicationId === id)).toBeUndefined();
    expect(errorOf(await client.gql(PAGE, { tab: 'inbox' }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await admin.gql(PAGE, { tab: 'inbox' }))?.code).toBe('FORBIDDEN');
  });
});

describe('the tabs, one page at a time (issue 14: thousands of shares per lender)', () => {
  // Each status a share can have once shared, and the tabs that list it (R20; the inbox keeps the ended files, greyed).
  const TABS_OF: Record<string, string[]> = {
    shared: ['inbox'],
    viewed: ['active'],
    info_requested: ['active'],
    offered: ['active', 'offers'],
    won: ['offers'],
    declined: ['inbox'],
    refused: ['inbox'],
    expired: ['inbox'],
    revoked: ['inbox'],
    closed: ['inbox'],
    lost: ['inbox'],
  };
  let byStatus: Map<string, string>;

  beforeAll(async () => {
    byStatus = new Map();
    for (const status of Object.keys(TABS_OF)) {
      const { id, submissionId } = await sharedWithCedar();
      // The read rule only: the share is put in the status directly (the flows into each status have tests of their own).
      await server.sql(
        `update submission set status = $2::text, revoked_by_role = case when $2::text = 'revoked' then 'client' end, revoked_at = case when $2::text = 'revoked' then now() end,
                closed_at = case when $2::text in ('declined', 'expired') then now() end where id = $1`,
        [submissionId, status],
      );
      byStatus.set(status, id);
    }
  });

  it('lists each status in its tabs only; ended files in the inbox without facts, a won file in Offers with its contract line', async () => {
    const tabs = Object.fromEntries(await Promise.all(['inbox', 'active', 'offers'].map(async (tab) => [tab, await wholeTab(cedar, tab)] as const)));
    for (const [status, expected] of Object.entries(TABS_OF)) {
      const id = byStatus.get(status);
      const listedIn = ['inbox', 'active', 'offers'].filter((tab) => tabs[tab]!.some((card: any) => card.applicationId === id));
      expect({ status, listedIn }).toEqual({ status, listedIn: expected });
    }
    for (const tab of ['inbox', 'active', 'offers']) {
      for (const card of tabs[tab]!) {
        const open = ['shared', 'viewed', 'info_requested', 'offered'].includes(card.status);
        expect({ status: card.status, facts: card.facts !== null, ended: card.endedText !== null }).toEqual({ status: card.status, facts: open, ended: !open });
      }
    }
    const revoked = tabs.inbox!.find((card: any) => card.applicationId === byStatus.get('revoked'));
    expect(revoked).toMatchObject({ status: 'revoked', facts: null, whyYouSeeThis: null, endedText: expect.stringMatching(/^Access ended by the applicant on /) });
    expect(tabs.offers!.find((card: any) => card.applicationId === byStatus.get('won'))).toMatchObject({ facts: null, endedText: 'The applicant accepted your offer: proceed to contract' });
  });

  it('pages newest shared first with the tab\'s total; page 2 continues page 1, also when both are asked at once', async () => {
    const whole = await wholeTab(cedar, 'inbox');
    expect(whole.length).toBeGreaterThanOrEqual(7);
    const sharedAt = whole.map((card) => new Date(card.sharedAt).getTime());
    expect(sharedAt).toEqual([...sharedAt].sort((a, b) => b - a));
    const [first, second] = await Promise.all([cedar.gql(PAGE, { tab: 'inbox', page: 1, pageSize: 3 }), cedar.gql(PAGE, { tab: 'inbox', page: 2, pageSize: 3 })]);
    expect(first.body.data.lenderFilePage).toMatchObject({ totalCount: whole.length, page: 1, pageSize: 3 });
    expect(second.body.data.lenderFilePage).toMatchObject({ totalCount: whole.length, page: 2, pageSize: 3 });
    const ids = (res: typeof first) => res.body.data.lenderFilePage.items.map((card: any) => card.submissionId);
    expect([...ids(first), ...ids(second)]).toEqual(whole.slice(0, 6).map((card) => card.submissionId));
    const defaults = (await cedar.gql(PAGE, { tab: 'active' })).body.data.lenderFilePage;
    expect(defaults).toMatchObject({ page: 1, pageSize: 25 });
    const beyond = (await cedar.gql(PAGE, { tab: 'inbox', page: 1000, pageSize: 25 })).body.data.lenderFilePage;
    expect(beyond).toMatchObject({ items: [], totalCount: whole.length, page: 1000 });
  });

  it('rejects a page or page size out of bounds as every list does', async () => {
    // Few fields a card, so the query's cost limit is not what answers.
    const IDS = `query P($tab: LenderFileTab!, $page: Int, $pageSize: Int) { lenderFilePage(tab: $tab, page: $page, pageSize: $pageSize) { totalCount items { submissionId } } }`;
    expect((await cedar.gql(IDS, { tab: 'inbox', pageSize: 100 })).body.errors).toBeUndefined();
    expect(errorOf(await cedar.gql(IDS, { tab: 'inbox', pageSize: 101 }))).toEqual({ code: 'BAD_USER_INPUT', message: 'pageSize must be a whole number from 1 to 100' });
    expect(errorOf(await cedar.gql(IDS, { tab: 'inbox', pageSize: 0 }))).toEqual({ code: 'BAD_USER_INPUT', message: 'pageSize must be a whole number from 1 to 100' });
    expect(errorOf(await cedar.gql(IDS, { tab: 'inbox', page: 0 }))).toEqual({ code: 'BAD_USER_INPUT', message: 'page must be a whole number from 1' });
    expect(errorOf(await cedar.gql(IDS, { tab: 'funded' }))?.code).toBe('BAD_USER_INPUT');
  });

  it("answers the drawer's card of its own file, ended or not; another lender's or an unknown file is not found", async () => {
    const { id } = await sharedWithCedar();
    const own = await cedar.gql(FILE, { id });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.lenderFile).toMatchObject({ applicationId: id, status: 'shared', endedText: null, facts: { businessName: expect.stringContaining('Portal Test') } });
    const ended = (await cedar.gql(FILE, { id: byStatus.get('revoked') })).body.data.lenderFile;
    expect(ended).toMatchObject({ status: 'revoked', facts: null, whyYouSeeThis: null, endedText: expect.stringMatching(/^Access ended by the applicant on /) });
    expect((await cedar.gql(FILE, { id: byStatus.get('won') })).body.data.lenderFile).toMatchObject({ status: 'won', endedText: 'The applicant accepted your offer: proceed to contract' });
    expect(errorOf(await harbor.gql(FILE, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(errorOf(await harbor.gql(FILE, { id: byStatus.get('revoked') }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(errorOf(await cedar.gql(FILE, { id: '999999999' }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(errorOf(await cedar.gql(FILE, { id: 'abc' }))?.code).toMatch(/NOT_FOUND|BAD_USER_INPUT/);
    expect(errorOf(await client.gql(FILE, { id }))?.code).toBe('FORBIDDEN');
  });

  it("keeps each lender to its own files: a file shared with another lender only is in none of this lender's tabs", async () => {
    const [harborProgram] = await server.sql<{ id: number }>(`select p.id from lender_program p join lender l on l.id = p.lender_id where l.display_name = 'Harbor Funding' and p.status = 'active' limit 1`);
    const { id } = await sharedWith(String(harborProgram!.id));
    expect((await wholeTab(harbor, 'inbox')).some((card) => card.applicationId === id)).toBe(true);
    for (const tab of ['inbox', 'active', 'offers']) expect((await wholeTab(cedar, tab)).some((card) => card.applicationId === id)).toBe(false);
    expect(errorOf(await cedar.gql(FILE, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
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
    const card = (await wholeTab(cedar, 'inbox')).find((each) => each.applicationId === id);
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
    // The answer is the declined file's card (the portal refetches its page).
    expect(declined.body.data.declineLenderFile).toEqual({ submissionId: expect.any(String), applicationId: id, status: 'declined', endedText: expect.stringMatching(/^You declined this file on /), facts: null });
    expect((await wholeTab(cedar, 'inbox')).find((each) => each.applicationId === id)).toMatchObject({ status: 'declined', facts: null });
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
