import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientListQuery } from '../../graphql-server/src/modules/clients/clients.service.js';
import { clientListSchema } from '../../graphql-server/src/modules/clients/clients.schemas.js';
import { ApiClient } from '../support/api-client.js';
import { sampleBusiness, sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Issue 10 item 11: R10 client overview and R11 clients (list, detail, notes) and R10's Resend claim link. */
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn('admin');
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);
const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };

async function signedIn(username: string, password = 'demo-pass') {
  const client = api();
  expect((await client.post('/api/login', { username, password })).status).toBe(200);
  return client;
}

async function submit(body: Record<string, unknown> = {}) {
  const res = await api().post('/api/applications', { ...sampleIntake, ...body }, DEMO_KEY);
  expect(res.status).toBe(201);
  return { id: String(res.body.id), token: new URL(res.body.resultUrl, server.url).searchParams.get('token')! };
}

/** A freshly registered client (signed in) who claimed a new application of theirs. */
async function clientWithApplication(username: string, body: Record<string, unknown> = {}) {
  const { id, token } = await submit({ ownerEmail: `${username}@example.com`, ...body });
  const client = api();
  const reg = await client.gql('mutation R($input: RegisterInput!) { register(input: $input) { id } }', {
    input: { username, email: `${username}@example.com`, password: 'secret-12', confirmPassword: 'secret-12' },
  });
  expect(reg.body.errors).toBeUndefined();
  expect((await client.gql('mutation C($id: ID!, $token: String!) { claimApplication(id: $id, token: $token) { id } }', { id, token })).body.errors).toBeUndefined();
  return { applicationId: id, userId: String(reg.body.data.register.id), client };
}

const errorOf = (res: { body: any }) => res.body.errors?.[0] && { message: res.body.errors[0].message, code: res.body.errors[0].extensions.code };

const LIST = `query L($filter: ClientListFilter, $sort: ClientSort, $page: Int, $pageSize: Int) {
  adminClients(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    totalCount page pageSize
    items { id username email name businessName state industry monthsInBusiness applicationCount openApplicationCount latestStatus netbuilderPlan }
  }
}`;
const OVERVIEW = `{ adminClientOverview { clientCount newClients30d clientsWithOpenApplications unclaimedApplications documentsAwaitingReview
  creditBuilderApplications net30ApplicationsPending hasAnything unclaimed { applicationId number email linksSentToday }
  needsAttention { kind applicationId businessName ageHours detail } } }`;
const DETAIL = `query D($id: ID!) { adminClient(id: $id) { id username email name lastSignInAt
  businesses { id legalName einLast4 state monthsInBusiness provenance { field source asOf enteredBy } }
  applications { id number workflowStatus } documents { id label status applicationId }
  notes { id body authorName createdAt } activity { action summary actor { name } } } }`;
const ADD_NOTE = `mutation N($clientId: ID!, $body: String!) { addClientNote(clientId: $clientId, body: $body) { id body authorName } }`;
const RESEND = `mutation R($id: ID!) { resendClaimLink(applicationId: $id) { applicationId sentTo sentToday remainingToday } }`;

describe('who may use the client management API', () => {
  it('is admins only: anonymous UNAUTHENTICATED; a client, another client and a lender FORBIDDEN; nothing changes', async () => {
    const { userId } = await clientWithApplication('authz-client');
    const unclaimed = await submit();
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [OVERVIEW, {}],
      [DETAIL, { id: userId }],
      [ADD_NOTE, { clientId: userId, body: 'Called about the bank statements' }],
      [RESEND, { id: unclaimed.id }],
    ];
    const callers = { client: await signedIn('authz-client', 'secret-12'), otherClient: await signedIn('client2'), lender: await signedIn('lender') };
    for (const [query, variables] of operations) {
      expect(errorOf(await api().gql(query, variables))?.code, query).toBe('UNAUTHENTICATED');
      for (const [who, caller] of Object.entries(callers)) expect(errorOf(await caller.gql(query, variables))?.code, `${who}: ${query}`).toBe('FORBIDDEN');
    }
    expect(await server.sql(`select count(*)::int as n from client_note`)).toEqual([{ n: 0 }]);
    expect(await server.sql(`select count(*)::int as n from email_outbox where template = 'claim_link'`)).toEqual([{ n: 0 }]);

    // The admin may do each of them.
    for (const [query, variables] of operations) expect((await admin.gql(query, variables)).body.errors, query).toBeUndefined();
  });

  it('answers NOT_FOUND for a missing client or a user who is not a client, BAD_USER_INPUT for a malformed id', async () => {
    const [lender] = await server.sql<{ id: number }>(`select id from users where username = 'lender'`);
    expect(errorOf(await admin.gql(DETAIL, { id: '999999' }))).toEqual({ message: 'Client not found', code: 'NOT_FOUND' });
    expect(errorOf(await admin.gql(DETAIL, { id: String(lender!.id) }))).toEqual({ message: 'Client not found', code: 'NOT_FOUND' });
    expect(errorOf(await admin.gql(DETAIL, { id: 'abc' }))).toEqual({ message: 'Invalid client ID', code: 'BAD_USER_INPUT' });
    expect(errorOf(await admin.gql(ADD_NOTE, { clientId: '999999', body: 'x' }))).toEqual({ message: 'Client not found', code: 'NOT_FOUND' });
    expect(errorOf(await admin.gql(RESEND, { id: '999999' }))).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
  });
});

describe('query adminClients', () => {
  it('lists client users with their business, applications and latest status; searches, filters, sorts and pages', async () => {
    const { userId } = await clientWithApplication('list-client', {
      businessName: 'Quartz Ridge Outfitters LLC',
      contactName: 'Morgan Quartz',
      phone: '(555) 777-1212',
      ein: '98-7654321',
      state: 'WA',
      industry: 'retail',
      monthsInBusiness: 40,
    });
    const res = await admin.gql(LIST, { filter: { search: 'Quartz Ridge' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.adminClients).toMatchObject({ totalCount: 1, page: 1, pageSize: 25 });
    expect(res.body.data.adminClients.items[0]).toEqual({
      id: userId,
      username: 'list-client',
      email: 'list-client@example.com',
      name: 'Morgan Quartz',
      businessName: 'Quartz Ridge Outfitters LLC',
      state: 'WA',
      industry: 'retail',
      monthsInBusiness: 40,
      applicationCount: 1,
      openApplicationCount: 1,
      latestStatus: 'submitted',
      netbuilderPlan: null,
    });
    const number = (await server.sql(`select number from applications where owner_id = $1`, [userId]))[0]!.number;
    for (const search of ['morgan quartz', 'list-client@example', '777-1212', '4321', number, 'list-client']) {
      const found = (await admin.gql(LIST, { filter: { search } })).body.data.adminClients.items.map((item: any) => item.id);
      expect(found, search).toEqual([userId]);
    }
    expect((await admin.gql(LIST, { filter: { search: '100%_' } })).body.data.adminClients.totalCount).toBe(0);

    const filtered = async (filter: Record<string, unknown>) => (await admin.gql(LIST, { filter, pageSize: 100 })).body.data.adminClients.items.map((item: any) => item.id);
    expect(await filtered({ state: 'wa' })).toContain(userId);
    expect(await filtered({ state: 'TX' })).not.toContain(userId);
    expect(await filtered({ industry: 'retail', latestStatus: 'submitted', withOpenApplications: true })).toContain(userId);
    expect(await filtered({ withOpenApplications: false })).not.toContain(userId);
    expect(await filtered({ latestStatus: 'declined' })).not.toContain(userId);

    const all = (await admin.gql(LIST, { pageSize: 100 })).body.data.adminClients;
    expect(all.items.every((item: any) => item.username !== 'admin' && item.username !== 'lender')).toBe(true);
    const byName = (await admin.gql(LIST, { sort: 'businessName_asc', pageSize: 100 })).body.data.adminClients.items
      .map((item: any) => item.businessName)
      .filter(Boolean);
    expect(byName).toEqual([...byName].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0));
    const page1 = (await admin.gql(LIST, { page: 1, pageSize: 1 })).body.data.adminClients;
    const page2 = (await admin.gql(LIST, { page: 2, pageSize: 1 })).body.data.adminClients;
    expect(page2.items[0].id).not.toBe(page1.items[0].id);
    const beyond = (await admin.gql(LIST, { page: 999, pageSize: 25 })).body.data.adminClients;
    expect(beyond).toMatchObject({ items: [], totalCount: all.totalCount });

    expect(errorOf(await admin.gql(LIST, { pageSize: 101 }))).toEqual({ message: 'pageSize must be a whole number from 1 to 100', code: 'BAD_USER_INPUT' });
    expect(errorOf(await admin.gql(LIST, { filter: { state: 'Texas' } }))).toEqual({ message: 'state must be a two-letter USPS code', code: 'BAD_USER_INPUT' });
  });

  it('reads a page of 25 with as many SQL queries as a page of 5 (one query per page, no query per row)', async () => {
    const [{ n: existing }] = (await server.sql<{ n: number }>(`select count(*)::int as n from users where role = 'client'`)) as [{ n: number }];
    for (let index = existing; index < 26; index++) {
      await server.sql(
        `with u as (insert into users (username, username_key, email, role, password_hash, created_at, updated_at)
                    values ($1::text, $1::text, $1::text || '@example.com', 'client', 'x', now(), now()) returning id)
         insert into businesses (owner_id, legal_name, industry, state, monthly_revenue, provenance, version, created_at, updated_at)
         select id, 'Bulk Business ' || $1::text, 'retail', 'NY', 1000, '{}', 1, now(), now() from u`,
        [`bulk-${index}`],
      );
    }
    const logger = server.db.orm.config.getLogger();
    const original = logger.logQuery.bind(logger);
    const queriesFor = async (pageSize: number) => {
      let count = 0;
      logger.logQuery = (context) => {
        count++;
        original(context);
      };
      try {
        const res = await admin.gql(LIST, { pageSize });
        expect(res.body.data.adminClients.items).toHaveLength(pageSize);
      } finally {
        logger.logQuery = original;
      }
      return count;
    };
    const small = await queriesFor(5);
    const large = await queriesFor(25);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(3);
  });

  it('finds each client row’s business, applications and plan through indexes (EXPLAIN)', async () => {
    const query = clientListQuery(clientListSchema.parse({ filter: { search: 'quartz' } }));
    let index = 0;
    const text = query.sql.replace(/\?/g, () => `$${++index}`);
    const connection = new pg.Client({ connectionString: server.config.databaseUrl });
    await connection.connect();
    try {
      // The test database is tiny, where a sequential scan is always cheapest: forbid it to see which indexes the plan can use.
      await connection.query('set enable_seqscan = off');
      const plan = JSON.stringify((await connection.query(`explain (format json) ${text}`, query.params)).rows);
      for (const indexName of ['users_role_created_at_index', 'businesses_owner_id_index', 'applications_owner_id_index', 'netbuilder_subscriptions_user_id_unique']) {
        expect(plan, indexName).toContain(indexName);
      }
    } finally {
      await connection.end();
    }
  });
});

describe('query adminClient and mutation addClientNote', () => {
  it('shows the facts with provenance, applications, documents, notes and activity; notes are audited and at most 5,000 characters', async () => {
    const { userId, applicationId } = await clientWithApplication('detail-client', { businessName: 'Detail Works LLC', ein: '11-2223333' });
    await signedIn('detail-client', 'secret-12');
    const request = await admin.gql(
      `mutation Q($input: RequestInfoInput!) { requestInfo(input: $input) { id } }`,
      { input: { applicationId, message: 'Please send these', dueAt: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10), items: [{ kind: 'document', docType: 'bank_statements', prompt: 'Bank statements for the last three months' }] } },
    );
    expect(request.body.errors).toBeUndefined();

    const tooLong = await admin.gql(ADD_NOTE, { clientId: userId, body: 'x'.repeat(5001) });
    expect(errorOf(tooLong)).toEqual({ message: 'Keep the note to 5,000 characters or fewer', code: 'BAD_USER_INPUT' });
    expect(errorOf(await admin.gql(ADD_NOTE, { clientId: userId, body: '   ' }))).toEqual({ message: 'Write the note', code: 'BAD_USER_INPUT' });
    const added = await admin.gql(ADD_NOTE, { clientId: userId, body: '  Prefers e-mail over phone.  ' });
    expect(added.body.data.addClientNote).toMatchObject({ body: 'Prefers e-mail over phone.', authorName: 'admin' });
    expect((await admin.gql(ADD_NOTE, { clientId: userId, body: 'y'.repeat(5000) })).body.errors).toBeUndefined();

    const res = await admin.gql(DETAIL, { id: userId });
    expect(res.body.errors).toBeUndefined();
    const detail = res.body.data.adminClient;
    expect(detail).toMatchObject({ id: userId, username: 'detail-client', email: 'detail-client@example.com', name: 'Jordan Reyes' });
    expect(new Date(detail.lastSignInAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(detail.businesses).toHaveLength(1);
    expect(detail.businesses[0]).toMatchObject({ legalName: 'Detail Works LLC', einLast4: '3333', state: 'IL', monthsInBusiness: 30 });
    expect(detail.businesses[0].provenance).toContainEqual({ field: 'legalName', source: 'applicant', asOf: expect.any(String), enteredBy: null });
    expect(detail.applications).toEqual([{ id: applicationId, number: expect.stringMatching(/^NF-\d{4}-\d{6}$/), workflowStatus: 'submitted' }]);
    expect(detail.documents).toEqual([expect.objectContaining({ status: 'requested', applicationId })]);
    expect(detail.notes.map((note: any) => note.body)).toEqual(['y'.repeat(5000), 'Prefers e-mail over phone.']);
    const actions = detail.activity.map((event: any) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['client.note_added', 'application.claimed', 'application.received']));
    expect(actions.filter((action: string) => action === 'client.note_added')).toHaveLength(2);
    const [audit] = await server.sql(`select actor_name, after from audit_event where action = 'client.note_added' and entity_id = $1 order by seq limit 1`, [userId]);
    expect(audit).toEqual({ actor_name: 'admin', after: { noteId: expect.any(Number), body: 'Prefers e-mail over phone.' } });
  });
});

describe('mutation resendClaimLink', () => {
  it('e-mails a new result link through the outbox and audits it; of 10 at once exactly 3 go out, the rest are refused with a sentence', async () => {
    const { id, token } = await submit({ ownerEmail: 'unclaimed@example.com', businessName: 'Unclaimed Goods LLC' });
    const results = await Promise.all(Array.from({ length: 10 }, () => admin.gql(RESEND, { id })));
    const sent = results.filter((res) => !res.body.errors);
    const refused = results.filter((res) => res.body.errors);
    expect(sent).toHaveLength(3);
    expect(sent.map((res) => res.body.data.resendClaimLink.sentToday).sort()).toEqual([1, 2, 3]);
    expect(sent.map((res) => res.body.data.resendClaimLink.remainingToday).sort()).toEqual([0, 1, 2]);
    expect(refused).toHaveLength(7);
    for (const res of refused) {
      expect(errorOf(res)).toEqual({ message: 'The claim link of this application was already sent 3 times in the last 24 hours. Try again tomorrow.', code: 'TOO_MANY_REQUESTS' });
    }
    expect(errorOf(await admin.gql(RESEND, { id }))?.code).toBe('TOO_MANY_REQUESTS');

    const mails = await server.sql<{ to_address: string; subject: string; text_body: string }>(
      `select to_address, subject, text_body from email_outbox where template = 'claim_link' and to_address = 'unclaimed@example.com' order by id`,
    );
    expect(mails).toHaveLength(3);
    expect(mails[0]!.subject).toMatch(/^Your link to application NF-\d{4}-\d{6}$/);
    expect(await server.sql(`select count(*)::int as n from audit_event where action = 'application.claim_link_sent' and entity_id = $1`, [id])).toEqual([{ n: 3 }]);

    // The last link opens the result; the first one (from the intake) no longer does.
    const lastLink = /(\/result\/\d+\?token=[^\s]+)/.exec(mails[2]!.text_body)![1]!;
    expect((await api().get(`/api/applications/${id}?token=${new URL(lastLink, server.url).searchParams.get('token')}`)).status).toBe(200);
    expect((await api().get(`/api/applications/${id}?token=${encodeURIComponent(token)}`)).status).toBe(404);

    const overview = (await admin.gql(OVERVIEW)).body.data.adminClientOverview;
    expect(overview.unclaimed.find((row: any) => row.applicationId === id)).toMatchObject({ email: 'unclaimed@example.com', linksSentToday: 3 });
  });

  it('refuses an application its client already claimed (CONFLICT), sending nothing', async () => {
    const { applicationId } = await clientWithApplication('claimed-client');
    expect(errorOf(await admin.gql(RESEND, { id: applicationId }))).toEqual({
      message: 'This application is already on its client’s dashboard: there is no claim link to send',
      code: 'CONFLICT',
    });
    expect(await server.sql(`select count(*)::int as n from email_outbox where template = 'claim_link' and to_address = 'claimed-client@example.com'`)).toEqual([{ n: 0 }]);
  });
});

describe('query adminClientOverview', () => {
  it('counts new clients, clients with open applications, unclaimed applications, documents awaiting review and credit-builder applications', async () => {
    const before = (await admin.gql(OVERVIEW)).body.data.adminClientOverview;
    expect(before.hasAnything).toBe(true);

    const { applicationId } = await clientWithApplication('overview-client');
    await submit();
    // One client more, one of the earlier ones signed up longer ago than 30 days: as many new clients as before.
    await server.sql(`update users set created_at = now() - interval '40 days' where username = 'client2'`);
    const doc = await server.sql<{ id: number }>(
      `insert into document (application_id, doc_type, label, status, required, uploaded_at, created_at, updated_at)
       values ($1, 'other', 'Lease', 'uploaded', true, now() - interval '5 hours', now(), now()) returning id`,
      [applicationId],
    );
    expect((await api().post('/api/credit-applications/netbuilder', { ...sampleBusiness, plan: 'growth' })).status).toBe(201);

    const after = (await admin.gql(OVERVIEW)).body.data.adminClientOverview;
    expect(after.clientCount).toBe(before.clientCount + 1);
    expect(after.newClients30d).toBe(before.newClients30d);
    expect(after.clientsWithOpenApplications).toBe(before.clientsWithOpenApplications + 1);
    expect(after.unclaimedApplications).toBe(before.unclaimedApplications + 1);
    expect(after.documentsAwaitingReview).toBe(before.documentsAwaitingReview + 1);
    expect(after.creditBuilderApplications).toBe(before.creditBuilderApplications + 1);
    expect(after.net30ApplicationsPending).toBe(before.net30ApplicationsPending);
    expect(after.needsAttention).toContainEqual({ kind: 'documents_uploaded', applicationId, businessName: 'Blue Fern Bakery LLC', ageHours: 5, detail: '1 document to review' });
    expect(after.needsAttention.every((row: any) => row.kind !== 'unassigned_application')).toBe(true);
    expect(doc).toHaveLength(1);
  });
});
