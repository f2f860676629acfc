import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declineReason, type DeclineReasonCode } from '../../graphql-server/src/index.js';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Issue 10 item 8: the admin's workflow API (BACKOFFICE §3.2, R11, R13) and the client's withdrawal. */
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn('admin');
  // A second admin to assign to (the demo data has one).
  await server.sql(
    `insert into users (username, username_key, email, role, first_name, last_name, password_hash, created_at, updated_at)
     select 'admin2', 'admin2', 'admin2@netfund.example', role, 'Blair', 'Second', password_hash, now(), now() from users where username = 'admin'`,
  );
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);
const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };

async function signedIn(username: string) {
  const client = api();
  expect((await client.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return client;
}

async function submit(body: Record<string, unknown> = {}) {
  const res = await api().post('/api/applications', { ...sampleIntake, ...body }, DEMO_KEY);
  expect(res.status).toBe(201);
  return { id: String(res.body.id), token: new URL(res.body.resultUrl, server.url).searchParams.get('token')! };
}

/** A new application claimed by a freshly registered client (who is then signed in). */
async function ownedApplication(username: string) {
  const { id, token } = await submit({ ownerEmail: `${username}@example.com` });
  const client = api();
  const reg = await client.gql('mutation R($input: RegisterInput!) { register(input: $input) { id } }', {
    input: { username, email: `${username}@example.com`, password: 'secret-12', confirmPassword: 'secret-12' },
  });
  expect(reg.body.errors).toBeUndefined();
  expect((await client.gql('mutation C($id: ID!, $token: String!) { claimApplication(id: $id, token: $token) { id } }', { id, token })).body.errors).toBeUndefined();
  return { id, token, client };
}

const RECORD = `id number workflowStatus publicStatus version assignee { username displayName } statusReasonCodes statusNote
  decidedAt closedAt reapplyAfter availableActions business { id legalName version }`;
const START = `mutation S($id: ID!, $v: Int!) { startReview(id: $id, expectedVersion: $v) { ${RECORD} } }`;
const ASSIGN = `mutation A($id: ID!, $v: Int!, $to: ID) { assignApplication(id: $id, expectedVersion: $v, assigneeId: $to) { ${RECORD} } }`;
const DECLINE = `mutation D($input: DeclineApplicationInput!) { declineApplication(input: $input) { ${RECORD} } }`;
const CLOSE = `mutation C($id: ID!, $v: Int!, $reason: String!) { closeApplication(id: $id, expectedVersion: $v, reason: $reason) { ${RECORD} } }`;
const REOPEN = `mutation R($id: ID!, $v: Int!, $reason: String!) { reopenApplication(id: $id, expectedVersion: $v, reason: $reason) { ${RECORD} } }`;
const WITHDRAW = `mutation W($id: ID!, $v: Int!, $reason: String!) { withdrawApplication(id: $id, expectedVersion: $v, reason: $reason) { id status workflowStatus version canWithdraw } }`;
const DETAIL = `query D($id: ID!) { adminApplication(id: $id) { ${RECORD} owner { username email } source ageHours
  statusHistory { fromWorkflowStatus toWorkflowStatus actor note reason changedBy } activity { action summary reason actor { name } } } }`;
const PREVIEW = `query P($id: ID!, $codes: [DeclineReasonCode!]!, $note: String) { declineNoticePreview(id: $id, reasonCodes: $codes, note: $note) { subject body } }`;
const LIST = `query L($filter: ApplicationListFilter, $sort: ApplicationSort, $page: Int, $pageSize: Int) {
  adminApplications(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    totalCount page pageSize items { id number workflowStatus requestedAmount business { legalName einLast4 } assignee { username } owner { email } }
  }
}`;
/** The rows' joined parts only: a page of 100 full rows is over the GraphQL cost limit (1,000). */
const LIST_JOINS = `query L($filter: ApplicationListFilter, $pageSize: Int) {
  adminApplications(filter: $filter, pageSize: $pageSize) { totalCount items { id business { legalName } assignee { username } owner { email } } }
}`;
const EDIT_FACTS = `mutation E($input: EditBusinessFactsInput!) { editBusinessFacts(input: $input) { id legalName monthlyRevenue fico version provenance { field source enteredBy } } }`;

async function detail(id: string) {
  const res = await admin.gql(DETAIL, { id });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.adminApplication;
}

const errorOf = (res: { body: any }) => res.body.errors?.[0] && { message: res.body.errors[0].message, code: res.body.errors[0].extensions.code };

describe('who may use the workflow API', () => {
  it('is admins only: anonymous UNAUTHENTICATED, clients and lenders FORBIDDEN', async () => {
    const { id } = await submit();
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [DETAIL, { id }],
      ['{ staffMembers { id username displayName } }', {}],
      [PREVIEW, { id, codes: ['incomplete_application'] }],
      [START, { id, v: 1 }],
      [ASSIGN, { id, v: 1, to: null }],
      [DECLINE, { input: { id, expectedVersion: 1, reasonCodes: ['incomplete_application'] } }],
      [CLOSE, { id, v: 1, reason: 'x' }],
      [REOPEN, { id, v: 1, reason: 'x' }],
      [EDIT_FACTS, { input: { businessId: '1', expectedVersion: 1, reason: 'x', fico: 700 } }],
    ];
    const client = await signedIn('client');
    const lender = await signedIn('lender');
    for (const [query, variables] of operations) {
      expect(errorOf(await api().gql(query, variables))?.code, query).toBe('UNAUTHENTICATED');
      expect(errorOf(await client.gql(query, variables))?.code, query).toBe('FORBIDDEN');
      expect(errorOf(await lender.gql(query, variables))?.code, query).toBe('FORBIDDEN');
    }
    expect((await detail(id)).version).toBe(1);
    expect(await server.sql(`select action from audit_event where entity_type = 'application' and entity_id = $1`, [id])).toEqual([{ action: 'application.received' }]);
  });

  it('lets only the owning client (or an admin) withdraw: others get NOT_FOUND, anonymous UNAUTHENTICATED', async () => {
    const { id } = await ownedApplication('withdraw-owner');
    const variables = { id, v: 1, reason: 'Found funding elsewhere' };
    expect(errorOf(await api().gql(WITHDRAW, variables))?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await (await signedIn('client2')).gql(WITHDRAW, variables))).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
    expect(errorOf(await (await signedIn('lender')).gql(WITHDRAW, variables))).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
    expect((await detail(id)).workflowStatus).toBe('submitted');
  });

  it('answers NOT_FOUND for a missing application and BAD_USER_INPUT for a malformed id', async () => {
    expect(errorOf(await admin.gql(DETAIL, { id: '999999' }))).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
    expect(errorOf(await admin.gql(START, { id: '999999', v: 1 }))).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
    expect(errorOf(await admin.gql(DETAIL, { id: 'abc' }))?.code).toBe('BAD_USER_INPUT');
  });
});

describe('an application from arrival to a decision', () => {
  it('start review, assign, preview and decline (the client is e-mailed the reasons), reopen, close; each step audited once; the chain holds', async () => {
    const { id, client } = await ownedApplication('decline-client');

    const started = await admin.gql(START, { id, v: 1 });
    expect(started.body.errors).toBeUndefined();
    let record = started.body.data.startReview;
    expect(record).toMatchObject({ workflowStatus: 'in_review', publicStatus: 'review', version: 2, assignee: { username: 'admin', displayName: 'Avery Admin' } });
    expect(record.availableActions).toEqual(['assign', 'decline', 'close', 'withdraw', 'edit_facts']);

    const staff = (await admin.gql('{ staffMembers { id username } }')).body.data.staffMembers;
    const admin2 = staff.find((member: any) => member.username === 'admin2');
    record = (await admin.gql(ASSIGN, { id, v: 2, to: admin2.id })).body.data.assignApplication;
    expect(record).toMatchObject({ version: 3, assignee: { username: 'admin2' }, workflowStatus: 'in_review' });
    expect(errorOf(await admin.gql(ASSIGN, { id, v: 3, to: '3' }))).toEqual({ message: 'Applications can be assigned to admins only', code: 'BAD_USER_INPUT' });

    const codes = ['revenue_below_minimums', 'other'];
    const note = 'Two NSF returns in the last 30 days';
    const preview = (await admin.gql(PREVIEW, { id, codes, note })).body.data.declineNoticePreview;
    record = (await admin.gql(DECLINE, { input: { id, expectedVersion: 3, reasonCodes: codes, note } })).body.data.declineApplication;
    expect(record).toMatchObject({ workflowStatus: 'declined', publicStatus: 'declined', version: 4, statusReasonCodes: codes, statusNote: note, availableActions: ['reopen'] });
    const decidedOn = new Date(record.decidedAt);
    expect(record.reapplyAfter).toBe(new Date(decidedOn.getTime() + 30 * 86_400_000).toISOString().slice(0, 10));

    // The notice in the outbox is the preview, word for word, with the specific reasons and the re-apply date.
    const [mail] = await server.sql(`select to_address, subject, text_body from email_outbox where template = 'application_declined' and to_address = 'decline-client@example.com'`);
    expect(mail).toEqual({ to_address: 'decline-client@example.com', subject: preview.subject, text_body: preview.body });
    expect(preview.body).toContain("- Your business's monthly revenue is below our lenders' minimums");
    expect(preview.body).toContain(`- ${note}`);
    expect(preview.body).toMatch(/You are welcome to apply again from \w+ \d{1,2}, \d{4}\./);

    // The client sees the decision at once, with its specific reasons.
    const seen = (await client.gql(`query Q($id: ID!) { application(id: $id) { status declineReasons { code text } reapplyAfter canWithdraw timeline { title } } }`, { id })).body.data.application;
    expect(seen).toEqual({
      status: 'declined',
      declineReasons: [
        { code: 'revenue_below_minimums', text: "your business's monthly revenue is below our lenders' minimums" },
        { code: 'other', text: note },
      ],
      reapplyAfter: record.reapplyAfter,
      canWithdraw: false,
      timeline: [{ title: 'Application received' }, { title: 'Under review' }, { title: 'Declined' }],
    });

    record = (await admin.gql(REOPEN, { id, v: 4, reason: 'The client sent new bank statements' })).body.data.reopenApplication;
    expect(record).toMatchObject({ workflowStatus: 'in_review', version: 5, statusReasonCodes: [], statusNote: null, reapplyAfter: null });
    record = (await admin.gql(CLOSE, { id, v: 5, reason: 'No lender offer fits the request' })).body.data.closeApplication;
    expect(record).toMatchObject({ workflowStatus: 'closed', publicStatus: null, version: 6, availableActions: ['reopen'] });

    const full = await detail(id);
    expect(full.owner).toEqual({ username: 'decline-client', email: 'decline-client@example.com' });
    expect(full.statusHistory.map((step: any) => [step.fromWorkflowStatus, step.toWorkflowStatus, step.changedBy])).toEqual([
      [null, 'submitted', null],
      ['submitted', 'in_review', 'admin'],
      ['in_review', 'declined', 'admin'],
      ['declined', 'in_review', 'admin'],
      ['in_review', 'closed', 'admin'],
    ]);
    expect(full.statusHistory[3].reason).toBe('The client sent new bank statements');
    expect(full.activity.map((event: any) => event.action)).toEqual([
      'application.closed',
      'application.reopened',
      'application.declined',
      'application.assigned',
      'application.review_started',
      'application.claimed',
      'application.received',
    ]);
    expect(full.activity[0]).toMatchObject({ reason: 'No lender offer fits the request', actor: { name: 'admin' } });

    const [declined] = await server.sql(`select "before", "after", reason, summary from audit_event where action = 'application.declined' and entity_id = $1`, [id]);
    expect(declined).toMatchObject({ before: { status: 'in_review', version: 3 }, after: { status: 'declined', version: 4, statusReasonCodes: codes }, reason: note });
    // The activity feed's sentence names the reasons as staff read them, not by their codes.
    expect(declined?.summary).toMatch(new RegExp(`^admin declined NF-\\d{4}-\\d{6} \\(.+\\): ${codes.map((code: string) => declineReason(code as DeclineReasonCode).label).join(', ')}\\.$`));

    const chain = await admin.gql('{ auditChainStatus { ok count } }');
    expect(chain.body.data.auditChainStatus.ok).toBe(true);
  });

  it('lets the owning client withdraw while the application is open, once', async () => {
    const { id, client } = await ownedApplication('withdrawing-client');
    expect((await client.gql(`query Q($id: ID!) { application(id: $id) { canWithdraw version } }`, { id })).body.data.application).toEqual({ canWithdraw: true, version: 1 });
    const res = await client.gql(WITHDRAW, { id, v: 1, reason: 'Found funding elsewhere' });
    expect(res.body.data.withdrawApplication).toEqual({ id, status: null, workflowStatus: 'withdrawn', version: 2, canWithdraw: false });
    expect(errorOf(await client.gql(WITHDRAW, { id, v: 2, reason: 'again' }))).toEqual({ message: 'Cannot withdraw a withdrawn application', code: 'CONFLICT' });
    const [mail] = await server.sql(`select subject from email_outbox where template = 'application_withdrawn' and to_address = 'withdrawing-client@example.com'`);
    expect(mail!.subject).toMatch(/was withdrawn$/);
    expect(await server.sql(`select count(*)::int as n from audit_event where action = 'application.withdrawn' and entity_id = $1`, [id])).toEqual([{ n: 1 }]);
  });

  it('refuses illegal moves with a sentence (409 CONFLICT), changing nothing', async () => {
    const { id } = await submit();
    expect(errorOf(await admin.gql(DECLINE, { input: { id, expectedVersion: 1, reasonCodes: ['incomplete_application'] } }))).toEqual({
      message: 'Start the review before declining: only an application in review, matched or offered can be declined',
      code: 'CONFLICT',
    });
    expect(errorOf(await admin.gql(CLOSE, { id, v: 1, reason: 'x' }))).toEqual({ message: 'Only an application in review can be closed', code: 'CONFLICT' });
    expect(errorOf(await admin.gql(REOPEN, { id, v: 1, reason: 'x' }))).toEqual({ message: 'Only a declined or closed application can be reopened', code: 'CONFLICT' });
    await admin.gql(START, { id, v: 1 });
    expect(errorOf(await admin.gql(START, { id, v: 2 }))).toEqual({ message: 'Only a submitted application can be taken into review', code: 'CONFLICT' });
    expect((await detail(id)).version).toBe(2);
  });

  it('refuses a reopen more than 90 days after the decision', async () => {
    const { id } = await submit();
    await admin.gql(START, { id, v: 1 });
    await admin.gql(DECLINE, { input: { id, expectedVersion: 2, reasonCodes: ['restricted_state'] } });
    await server.sql(`update applications set decided_at = now() - interval '91 days' where id = $1`, [id]);
    expect(errorOf(await admin.gql(REOPEN, { id, v: 3, reason: 'x' }))).toEqual({ message: 'An application can be reopened within 90 days of its decision only', code: 'CONFLICT' });
  });

  it('validates a decline: at least one known reason, a note for other, at most 2,000 characters', async () => {
    const { id } = await submit();
    await admin.gql(START, { id, v: 1 });
    const attempt = (input: Record<string, unknown>) => admin.gql(DECLINE, { input: { id, expectedVersion: 2, ...input } });
    expect(errorOf(await attempt({ reasonCodes: [] }))).toEqual({ message: 'Choose at least one reason', code: 'BAD_USER_INPUT' });
    expect(errorOf(await attempt({ reasonCodes: ['other'] }))).toEqual({ message: 'Add a note: it is what the client reads for the reason "Other"', code: 'BAD_USER_INPUT' });
    expect(errorOf(await attempt({ reasonCodes: ['other'], note: 'x'.repeat(2001) }))?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await admin.gql(PREVIEW, { id, codes: ['other'] }))?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await admin.gql(CLOSE, { id, v: 2, reason: '  ' }))).toEqual({ message: 'A reason is required', code: 'BAD_USER_INPUT' });
    expect((await detail(id)).workflowStatus).toBe('in_review');
    expect(await server.sql(`select count(*)::int as n from email_outbox where template = 'application_declined' and dedupe_key like $1`, [`application_declined:${id}:%`])).toEqual([{ n: 0 }]);
  });
});

describe('two admins at once', () => {
  it('answers a stale version with who changed it and when (409)', async () => {
    const { id } = await submit();
    await admin.gql(START, { id, v: 1 });
    const res = await admin.gql(ASSIGN, { id, v: 1, to: null });
    expect(errorOf(res)).toEqual({ message: expect.stringMatching(/^This record was changed by admin at \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T\. Reload to see the latest\.$/), code: 'CONFLICT' });
  });

  it.each([
    ['start review', START, (id: string) => ({ id, v: 1 }), false],
    ['decline', DECLINE, (id: string) => ({ input: { id, expectedVersion: 2, reasonCodes: ['no_program_match'] } }), true],
  ] as const)('of 10 admins who %s the same application at once, exactly one succeeds; the others get 409', async (_name, mutation, variables, inReview) => {
    const { id } = await submit();
    if (inReview) await admin.gql(START, { id, v: 1 });
    // Ten requests at once (one session: sign-ins are throttled, and the server treats requests alike either way).
    const results = await Promise.all(Array.from({ length: 10 }, () => admin.gql(mutation, variables(id))));
    const succeeded = results.filter((res) => !res.body.errors);
    expect(succeeded).toHaveLength(1);
    for (const res of results.filter((r) => r.body.errors)) expect(res.body.errors[0].extensions.code).toBe('CONFLICT');
    const expectedAction = inReview ? 'application.declined' : 'application.review_started';
    expect(await server.sql(`select count(*)::int as n from audit_event where action = $1 and entity_id = $2`, [expectedAction, id])).toEqual([{ n: 1 }]);
    expect(await server.sql(`select count(*)::int as n from application_status_changes where application_id = $1`, [id])).toEqual([{ n: inReview ? 3 : 2 }]);
    if (inReview) expect(await server.sql(`select count(*)::int as n from email_outbox where template = 'application_declined' and dedupe_key like $1`, [`application_declined:${id}:%`])).toEqual([{ n: 1 }]);
  });
});

describe('query adminApplications', () => {
  it('pages (25 by default, at most 100), filters, searches and sorts on the server', async () => {
    const ein = { id: (await submit({ businessName: 'Zebra Stripe Goods', ein: '98-7654321', requestedAmount: 4_999_000 })).id };
    const first = await admin.gql(LIST, {});
    expect(first.body.errors, JSON.stringify(first.body)).toBeUndefined();
    const page = first.body.data.adminApplications;
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
    expect(page.items.length).toBe(Math.min(25, page.totalCount));

    const byEin = (await admin.gql(LIST, { filter: { search: '4321' } })).body.data.adminApplications;
    expect(byEin.items.map((item: any) => item.id)).toEqual([ein.id]);
    const byName = (await admin.gql(LIST, { filter: { search: 'ebra stri' } })).body.data.adminApplications;
    expect(byName.items.map((item: any) => item.id)).toEqual([ein.id]);
    const number = (await detail(ein.id)).number;
    expect((await admin.gql(LIST, { filter: { search: number } })).body.data.adminApplications.items.map((item: any) => item.id)).toEqual([ein.id]);
    const byEmail = (await admin.gql(LIST, { filter: { search: 'CLIENT2@netfund' } })).body.data.adminApplications;
    expect(byEmail.totalCount).toBeGreaterThan(0);
    expect(byEmail.items.every((item: any) => item.owner?.email === 'client2@netfund.example' || item.owner === null)).toBe(true);
    expect((await admin.gql(LIST, { filter: { search: '100%_' } })).body.data.adminApplications.totalCount).toBe(0);

    const biggest = (await admin.gql(LIST, { sort: 'requestedAmount_desc', pageSize: 1 })).body.data.adminApplications.items[0];
    expect(biggest.id).toBe(ein.id);

    const submittedRes = await admin.gql(LIST, { filter: { statuses: ['submitted'], unassigned: true }, pageSize: 50 });
    expect(submittedRes.body.errors, JSON.stringify(submittedRes.body)).toBeUndefined();
    const submitted = submittedRes.body.data.adminApplications;
    expect(submitted.items.every((item: any) => item.workflowStatus === 'submitted' && item.assignee === null)).toBe(true);
    await admin.gql(START, { id: ein.id, v: 1 });
    const adminId = (await admin.gql('{ me { id } }')).body.data.me.id;
    const mine = (await admin.gql(LIST_JOINS, { filter: { assigneeId: adminId }, pageSize: 100 })).body.data.adminApplications;
    expect(mine.items.map((item: any) => item.id)).toContain(ein.id);
    expect(mine.items.every((item: any) => item.assignee.username === 'admin')).toBe(true);

    const page2 = (await admin.gql(LIST, { page: 2, pageSize: 2, sort: 'submittedAt_asc' })).body.data.adminApplications;
    const page1 = (await admin.gql(LIST, { page: 1, pageSize: 2, sort: 'submittedAt_asc' })).body.data.adminApplications;
    expect(page2.items.map((item: any) => item.id)).not.toEqual(expect.arrayContaining(page1.items.map((item: any) => item.id)));
    expect(page2.totalCount).toBe(page1.totalCount);

    expect(errorOf(await admin.gql(LIST_JOINS, { pageSize: 101 }))).toEqual({ message: 'pageSize must be a whole number from 1 to 100', code: 'BAD_USER_INPUT' });
    expect(errorOf(await admin.gql(LIST, { filter: { submittedFrom: 'yesterday' } }))?.code).toBe('BAD_USER_INPUT');
  });

  it('reads a page of 100 with as many SQL queries as a page of 25 (no query per row)', async () => {
    const existing = (await admin.gql(LIST_JOINS, {})).body.data.adminApplications.totalCount;
    for (let batch = 0; batch < Math.ceil(Math.max(0, 101 - existing) / 10); batch++) await Promise.all(Array.from({ length: 10 }, () => submit()));
    await server.sql(`update applications set assigned_admin_id = (select id from users where username = 'admin') where id % 2 = 0`);

    const logger = server.db.orm.config.getLogger();
    const original = logger.logQuery.bind(logger);
    const queriesFor = async (pageSize: number) => {
      let count = 0;
      logger.logQuery = (context) => {
        count++;
        original(context);
      };
      try {
        const res = await admin.gql(LIST_JOINS, { pageSize });
        expect(res.body.data.adminApplications.items).toHaveLength(pageSize);
      } finally {
        logger.logQuery = original;
      }
      return count;
    };
    const small = await queriesFor(25);
    const large = await queriesFor(100);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(4);
  });
});

describe('mutation editBusinessFacts', () => {
  it('changes the facts given, marks them entered by NetFund, audits before → after with the reason; a stale version is 409', async () => {
    const { id } = await submit({ businessName: 'Fact Check LLC' });
    const business = (await detail(id)).business;
    const res = await admin.gql(EDIT_FACTS, { input: { businessId: business.id, expectedVersion: 1, reason: 'Bank statements show more revenue', monthlyRevenue: 61000, fico: 702 } });
    expect(res.body.errors).toBeUndefined();
    const edited = res.body.data.editBusinessFacts;
    expect(edited).toMatchObject({ monthlyRevenue: 61000, fico: 702, version: 2, legalName: 'Fact Check LLC' });
    expect(edited.provenance).toEqual(expect.arrayContaining([{ field: 'monthlyRevenue', source: 'netfund', enteredBy: 'admin' }, { field: 'legalName', source: 'applicant', enteredBy: null }]));
    const [event] = await server.sql(`select "before", "after", reason from audit_event where action = 'business.fact_changed' and entity_id = $1`, [business.id]);
    expect(event).toEqual({ before: { monthlyRevenue: sampleIntake.monthlyRevenue, fico: sampleIntake.creditScore }, after: { monthlyRevenue: 61000, fico: 702 }, reason: 'Bank statements show more revenue' });

    expect(errorOf(await admin.gql(EDIT_FACTS, { input: { businessId: business.id, expectedVersion: 1, reason: 'x', fico: 650 } }))?.code).toBe('CONFLICT');
    expect(errorOf(await admin.gql(EDIT_FACTS, { input: { businessId: business.id, expectedVersion: 2, reason: ' ', fico: 650 } }))).toEqual({ message: 'A reason is required', code: 'BAD_USER_INPUT' });
    expect(errorOf(await admin.gql(EDIT_FACTS, { input: { businessId: business.id, expectedVersion: 2, reason: 'x', fico: 900 } }))?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await admin.gql(EDIT_FACTS, { input: { businessId: business.id, expectedVersion: 2, reason: 'x', startedOn: '2999-01-01' } }))).toEqual({ message: 'Start date cannot be in the future', code: 'BAD_USER_INPUT' });
    expect(errorOf(await admin.gql(EDIT_FACTS, { input: { businessId: '999999', expectedVersion: 1, reason: 'x', fico: 650 } }))).toEqual({ message: 'Business not found', code: 'NOT_FOUND' });
  });
});
