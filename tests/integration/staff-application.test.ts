import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformToday } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient } from '../support/api-client.js';
import { acceptedDeal } from '../support/funding-fixtures.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Issue 10 item 12, R12: the staff-entered application (draft, submit, duplicate and cool-down warnings). */
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  await server.sql(`update users set first_name = 'Alex', last_name = 'Admin' where username = 'admin'`);
  admin = await signedIn('admin');
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);
const rows = (text: string, params?: unknown[]) => server.sql(text, params) as Promise<any[]>;
const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };

async function signedIn(username: string) {
  const client = api();
  expect((await client.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return client;
}

const RECORD = `id number workflowStatus publicStatus version source contactName ownerEmail phone product requestedAmount useOfFunds useOfFundsNote
  submittedAt owner { username } business { legalName dba entityType einLast4 naicsCode industry state startedOn monthlyRevenue revenueSource fico ficoSource openPositions }`;
const SAVE = `mutation S($input: StaffApplicationInput!) { saveApplicationDraft(input: $input) { ${RECORD} } }`;
const SUBMIT = `mutation U($input: SubmitStaffApplicationInput!) { submitApplicationDraft(input: $input) { ${RECORD} } }`;
const CLIENTS = `query C($search: String!) { staffApplicationClients(search: $search) { id username email firstName lastName } }`;
const LIST = `query L($filter: ApplicationListFilter) { adminApplications(filter: $filter) { totalCount items { id workflowStatus number } } }`;

let unique = 0;
/** A valid form for a new business of its own (a distinct name, EIN and e-mail each call). */
function form(overrides: Record<string, unknown> = {}) {
  unique += 1;
  const n = String(1000 + unique);
  return {
    legalName: `Harbor Tools ${n} LLC`,
    dba: 'Harbor Tools',
    contactFirstName: 'Mina',
    contactLastName: 'Okafor',
    email: `mina${n}@harbortools.example`,
    phone: '(555) 301-2200',
    entityType: 'llc',
    ein: `12-345${n}`,
    naicsCode: '444140',
    industry: 'retail',
    state: 'OH',
    startedMonth: '2020-03',
    monthlyRevenue: 64_000,
    revenueSource: 'bank_statements',
    fico: 702,
    ficoSource: 'soft_pull',
    ficoAsOf: '2026-11-01',
    openPositions: 1,
    product: 'revenue-based-financing',
    requestedAmount: 120_000,
    useOfFunds: 'inventory',
    ...overrides,
  };
}

const errorOf = (res: { body: any }) =>
  res.body.errors?.[0] && { message: res.body.errors[0].message, code: res.body.errors[0].extensions.code, fieldErrors: res.body.errors[0].extensions.fieldErrors, details: res.body.errors[0].extensions.details };

async function saveDraft(input: Record<string, unknown>) {
  const res = await admin.gql(SAVE, { input });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.saveApplicationDraft;
}

async function submitDraft(input: Record<string, unknown>, client = admin) {
  return client.gql(SUBMIT, { input });
}

const counts = async () =>
  (await rows(`select (select count(*) from applications)::int as applications, (select count(*) from businesses)::int as businesses,
    (select count(*) from audit_event)::int as audits, (select count(*) from email_outbox)::int as emails`))[0];

/** An application of the intake, then in review and declined through the workflow API (decided now). */
async function declinedIntake(body: Record<string, unknown>) {
  const res = await api().post('/api/applications', { ...sampleIntake, ...body }, DEMO_KEY);
  expect(res.status).toBe(201);
  const id = String(res.body.id);
  expect((await admin.gql('mutation S($id: ID!) { startReview(id: $id, expectedVersion: 1) { id } }', { id })).body.errors).toBeUndefined();
  const decline = await admin.gql('mutation D($input: DeclineApplicationInput!) { declineApplication(input: $input) { number } }', {
    input: { id, expectedVersion: 2, reasonCodes: ['revenue_below_minimums'] },
  });
  expect(decline.body.errors).toBeUndefined();
  return { id, number: decline.body.data.declineApplication.number as string };
}

describe('who may enter applications', () => {
  it('is admins only: anonymous UNAUTHENTICATED, clients and lenders FORBIDDEN, nothing written', async () => {
    const draft = await saveDraft(form());
    const before = await counts();
    const client = await signedIn('client');
    const lender = await signedIn('lender');
    for (const [query, variables] of [
      [CLIENTS, { search: 'client' }],
      [SAVE, { input: form() }],
      [SUBMIT, { input: { id: draft.id, expectedVersion: 1 } }],
    ] as const) {
      expect(errorOf(await api().gql(query, variables))?.code).toBe('UNAUTHENTICATED');
      expect(errorOf(await client.gql(query, variables))?.code).toBe('FORBIDDEN');
      expect(errorOf(await lender.gql(query, variables))?.code).toBe('FORBIDDEN');
    }
    expect(await counts()).toEqual(before);
    expect((await rows(`select status from applications where id = $1`, [draft.id]))[0].status).toBe('draft');
  });
});

describe('drafts', () => {
  it('saves a draft (no number, source admin, created by the admin, facts with their sources), audited; the client and /result cannot see it', async () => {
    const draft = await saveDraft(form({ email: 'Draft.Only@Example.com' }));
    expect(draft).toMatchObject({
      number: null,
      workflowStatus: 'draft',
      publicStatus: null,
      version: 1,
      source: 'admin',
      contactName: 'Mina Okafor',
      ownerEmail: 'draft.only@example.com',
      requestedAmount: 120_000,
      useOfFunds: 'inventory',
      submittedAt: null,
      owner: null,
      business: { dba: 'Harbor Tools', entityType: 'llc', naicsCode: '444140', industry: 'retail', state: 'OH', startedOn: '2020-03-01', monthlyRevenue: 64_000, revenueSource: 'bank_statements', fico: 702, ficoSource: 'soft_pull', openPositions: 1 },
    });
    expect(draft.business.einLast4).toMatch(/^\d{4}$/);
    const [row] = await rows(`select a.created_by_id, u.username from applications a join users u on u.id = a.created_by_id where a.id = $1`, [draft.id]);
    expect(row.username).toBe('admin');
    expect(await server.sql(`select action, actor_name from audit_event where entity_type = 'application' and entity_id = $1`, [draft.id])).toEqual([
      { action: 'application.draft_saved', actor_name: 'admin' },
    ]);
    expect(await server.sql(`select count(*)::int as n from email_outbox where to_address = 'draft.only@example.com'`)).toEqual([{ n: 0 }]);
    expect((await api().get(`/api/applications/${draft.id}`)).status).toBe(404);

    const list = await admin.gql(LIST, { filter: { statuses: ['draft'] } });
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.adminApplications.items.map((item: { id: string }) => item.id)).toContain(draft.id);
    expect(list.body.data.adminApplications.items.every((item: { workflowStatus: string }) => item.workflowStatus === 'draft')).toBe(true);
  });

  it('updates a draft at the version read; a stale version is CONFLICT and changes nothing', async () => {
    const draft = await saveDraft(form());
    const updated = await saveDraft(form({ id: draft.id, expectedVersion: 1, legalName: 'Harbor Tools Renamed LLC', requestedAmount: 10_000_000, useOfFunds: 'other', useOfFundsNote: 'A second store' }));
    expect(updated).toMatchObject({ id: draft.id, version: 2, requestedAmount: 10_000_000, useOfFunds: 'other', useOfFundsNote: 'A second store', business: { legalName: 'Harbor Tools Renamed LLC' } });
    const stale = errorOf(await admin.gql(SAVE, { input: form({ id: draft.id, expectedVersion: 1, legalName: 'Late LLC' }) }));
    expect(stale.code).toBe('CONFLICT');
    expect(stale.message).toMatch(/^This record was changed by admin at .+\. Reload to see the latest\.$/);
    expect((await rows(`select business_name, version from applications where id = $1`, [draft.id]))[0]).toEqual({ business_name: 'Harbor Tools Renamed LLC', version: 2 });
  });

  it('keeps the stored EIN last 4 (and its provenance) when an update leaves the EIN empty; a full EIN replaces it', async () => {
    const draft = await saveDraft(form({ ein: '12-3456789' }));
    expect(draft.business.einLast4).toBe('6789');
    const kept = await saveDraft(form({ id: draft.id, expectedVersion: 1, ein: null, legalName: 'Harbor Tools Kept LLC' }));
    expect(kept).toMatchObject({ version: 2, business: { legalName: 'Harbor Tools Kept LLC', einLast4: '6789' } });
    const [business] = await rows(`select b.ein_last4, b.provenance from businesses b join applications a on a.business_id = b.id where a.id = $1`, [draft.id]);
    expect(business.ein_last4).toBe('6789');
    expect(business.provenance.einLast4).toMatchObject({ source: 'netfund', enteredBy: 'admin' });
    const emptyText = await saveDraft(form({ id: draft.id, expectedVersion: 2, ein: '  ' }));
    expect(emptyText.business.einLast4).toBe('6789');
    const replaced = await saveDraft(form({ id: draft.id, expectedVersion: 3, ein: '98-7654321' }));
    expect(replaced.business.einLast4).toBe('4321');
  });

  it('asks nothing of the client while it is a draft: requestInfo finds no application (drafts are read only as admin records), nothing written, no e-mail', async () => {
    const draft = await saveDraft(form());
    const res = await admin.gql(`mutation R($input: RequestInfoInput!) { requestInfo(input: $input) { id } }`, {
      input: { applicationId: draft.id, message: 'Please send statements.', dueAt: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10), items: [{ kind: 'document', docType: 'bank_statements', prompt: 'Statements' }] },
    });
    expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(await rows(`select id from info_request where application_id = $1 union all select id from document where application_id = $1`, [draft.id])).toEqual([]);
    expect(await rows(`select id from email_outbox where template = 'information_requested' and to_address = $1`, [draft.ownerEmail ?? ''])).toEqual([]);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ requestedAmount: 999 }, { requestedAmount: 'Amount must be a whole number from $1,000 to $10,000,000' }],
      [{ requestedAmount: 10_000_001 }, { requestedAmount: 'Amount must be a whole number from $1,000 to $10,000,000' }],
      [{ legalName: ' ' }, { legalName: 'Legal name is required' }],
      [{ contactFirstName: '' }, { contactFirstName: 'Contact first name is required' }],
      [{ email: 'not-an-email' }, { email: 'Please enter a valid email' }],
      [{ useOfFunds: 'other' }, { useOfFundsNote: 'Say what the funds are for' }],
      [{ product: 'unicorn-loan' }, { product: 'Pick a product' }],
      [{ naicsCode: '12a' }, { naicsCode: 'NAICS code must be 2 to 6 digits' }],
      [{ startedMonth: '2999-01' }, { startedMonth: 'Business start cannot be in the future' }],
      [{ ein: '123' }, { ein: 'EIN must look like 12-3456789' }],
      [{ fico: 900 }, { fico: 'FICO must be a whole number from 300 to 850' }],
      [{ clientUserId: '999999' }, { clientUserId: 'Pick a client account' }],
    ];
    for (const [overrides, fieldErrors] of cases) {
      const error = errorOf(await admin.gql(SAVE, { input: form(overrides) }));
      expect(error?.code, JSON.stringify(overrides)).toBe('BAD_USER_INPUT');
      expect(error.fieldErrors, JSON.stringify(overrides)).toMatchObject(fieldErrors);
    }
    // An admin account is not a client to enter the application for.
    const [{ id: adminId }] = await rows(`select id from users where username = 'admin'`);
    expect(errorOf(await admin.gql(SAVE, { input: form({ clientUserId: String(adminId) }) }))?.fieldErrors).toEqual({ clientUserId: 'Pick a client account' });
    expect(await counts()).toEqual(before);
  });
});

describe('submitting', () => {
  it('moves the draft to submitted: number, history, the client e-mailed the result link, audit; the timeline says who entered it', async () => {
    const draft = await saveDraft(form({ email: 'submit-me@example.com' }));
    const res = await submitDraft({ id: draft.id, expectedVersion: 1 });
    expect(res.body.errors).toBeUndefined();
    const submitted = res.body.data.submitApplicationDraft;
    expect(submitted).toMatchObject({ id: draft.id, workflowStatus: 'submitted', publicStatus: 'review', version: 2, source: 'admin' });
    expect(submitted.number).toMatch(/^NF-\d{4}-\d{6}$/);

    const [mail] = await rows(`select subject, text_body from email_outbox where to_address = 'submit-me@example.com'`);
    expect(mail.subject).toBe(`We received your application ${submitted.number}`);
    const link = /\/result\/\d+\?token=[\w-]+/.exec(mail.text_body)![0];
    const token = new URL(link, server.url).searchParams.get('token')!;

    // The result link works for anyone holding it, and the timeline starts with the staff entry.
    const read = await api().gql('query R($id: ID!, $token: String) { application(id: $id, token: $token) { number status timeline { title detail } } }', { id: draft.id, token });
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.application.status).toBe('review');
    expect(read.body.data.application.timeline).toHaveLength(1);
    expect(read.body.data.application.timeline[0].detail).toMatch(/^Submitted by NetFund on your behalf \(Alex, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T\)$/);

    // A new client has no account: it claims the application with the token, as intake applications are claimed.
    const client = api();
    expect((await client.gql('mutation R($input: RegisterInput!) { register(input: $input) { id } }', { input: { username: 'staff-entered', email: 'submit-me@example.com', password: 'secret-12', confirmPassword: 'secret-12' } })).body.errors).toBeUndefined();
    expect((await client.gql('mutation C($id: ID!, $token: String!) { claimApplication(id: $id, token: $token) { id } }', { id: draft.id, token })).body.errors).toBeUndefined();

    expect(await server.sql(`select from_status, to_status, actor, u.username from application_status_changes c join users u on u.id = c.changed_by_id where application_id = $1`, [draft.id])).toEqual([
      { from_status: 'draft', to_status: 'submitted', actor: 'NetFund', username: 'admin' },
    ]);
    const audits = await rows(`select action, after from audit_event where entity_type = 'application' and entity_id = $1 order by seq`, [draft.id]);
    expect(audits.map((event) => event.action)).toEqual(['application.draft_saved', 'application.submitted', 'application.claimed']);
    expect(audits[1].after).toMatchObject({ status: 'submitted', number: submitted.number });
    expect((await admin.gql('{ auditChainStatus { ok } }')).body.data.auditChainStatus.ok).toBe(true);
  });

  it('offers client accounts only in the picker, searched by username, e-mail or name', async () => {
    const res = await admin.gql(CLIENTS, { search: 'CLIENT' });
    expect(res.body.errors).toBeUndefined();
    const found = res.body.data.staffApplicationClients;
    expect(found.map((client: { username: string }) => client.username)).toContain('client');
    expect(found.every((client: { email: string }) => !client.email.startsWith('admin'))).toBe(true);
    expect((await admin.gql(CLIENTS, { search: 'admin' })).body.data.staffApplicationClients).toEqual([]);
    expect(errorOf(await admin.gql(CLIENTS, { search: 'x' }))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Type at least 2 characters to search' });
  });

  it('enters an application for an existing client: owned by that client at once, listed on its dashboard', async () => {
    const [{ id: clientId }] = await rows(`select id from users where username = 'client'`);
    const draft = await saveDraft(form({ clientUserId: String(clientId), email: 'client@example.com' }));
    expect(draft.owner).toEqual({ username: 'client' });
    const client = await signedIn('client');
    const mine = async () => (await client.gql('{ myApplications { id } }')).body.data.myApplications.map((item: { id: string }) => item.id);
    expect(await mine()).not.toContain(draft.id);
    // The draft is the team's until submitted: its owner cannot act on it either.
    const withdraw = await client.gql('mutation W($id: ID!) { withdrawApplication(id: $id, expectedVersion: 1, reason: "x") { id } }', { id: draft.id });
    expect(errorOf(withdraw)).toMatchObject({ code: 'NOT_FOUND', message: 'Application not found' });
    expect((await submitDraft({ id: draft.id, expectedVersion: 1 })).body.errors).toBeUndefined();
    expect(await mine()).toContain(draft.id);
  });

  it('submits once when ten submits race: one submission, one number, one e-mail, one history row, one audit event', async () => {
    const draft = await saveDraft(form({ email: 'race@example.com' }));
    const results = await Promise.all(Array.from({ length: 10 }, () => submitDraft({ id: draft.id, expectedVersion: 1 })));
    const ok = results.filter((res) => !res.body.errors);
    expect(ok).toHaveLength(1);
    for (const res of results.filter((res) => res.body.errors)) expect(errorOf(res).code).toBe('CONFLICT');
    expect(await server.sql(`select count(*)::int as n from email_outbox where to_address = 'race@example.com'`)).toEqual([{ n: 1 }]);
    expect(await server.sql(`select count(*)::int as n from application_status_changes where application_id = $1`, [draft.id])).toEqual([{ n: 1 }]);
    expect(await server.sql(`select count(*)::int as n from audit_event where entity_id = $1 and action = 'application.submitted'`, [draft.id])).toEqual([{ n: 1 }]);
    expect((await rows(`select number, version from applications where id = $1`, [draft.id]))[0]).toEqual({ number: ok[0]!.body.data.submitApplicationDraft.number, version: 2 });
  });

  it('refuses to submit twice, a stale version and a missing draft', async () => {
    const draft = await saveDraft(form());
    expect((await submitDraft({ id: draft.id, expectedVersion: 1 })).body.errors).toBeUndefined();
    expect(errorOf(await submitDraft({ id: draft.id, expectedVersion: 2 }))).toMatchObject({ code: 'CONFLICT', message: 'Only a draft application can be submitted' });
    const other = await saveDraft(form());
    expect(errorOf(await submitDraft({ id: other.id, expectedVersion: 7 }))?.code).toBe('CONFLICT');
    expect(errorOf(await submitDraft({ id: '999999', expectedVersion: 1 }))).toMatchObject({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(errorOf(await admin.gql(SAVE, { input: form({ id: draft.id, expectedVersion: 2 }) }))).toMatchObject({ code: 'CONFLICT', message: 'Only a draft entered by staff can be edited here' });
  });
});

describe('duplicate guard', () => {
  it('refuses while an open application of the same e-mail for the same product exists, until confirmed; audited', async () => {
    const intake = await api().post('/api/applications', { ...sampleIntake, ownerEmail: 'dup-mail@example.com' }, DEMO_KEY);
    const [{ number }] = await rows(`select number from applications where id = $1`, [intake.body.id]);
    await admin.gql('mutation S($id: ID!) { startReview(id: $id, expectedVersion: 1) { id } }', { id: String(intake.body.id) });

    const draft = await saveDraft(form({ email: 'DUP-MAIL@example.com', product: sampleIntake.product }));
    const before = await counts();
    const refused = errorOf(await submitDraft({ id: draft.id, expectedVersion: 1 }));
    expect(refused).toMatchObject({ code: 'CONFLICT', message: `Open application ${number} exists (In review). Continue anyway?` });
    expect(refused.details).toMatchObject({ duplicate: { number, status: 'in_review', statusLabel: 'In review' }, cooldown: null });
    expect(await counts()).toEqual(before);

    // Another product is no duplicate.
    const otherProduct = await saveDraft(form({ email: 'dup-mail@example.com', product: 'business-term-loan' }));
    expect((await submitDraft({ id: otherProduct.id, expectedVersion: 1 })).body.errors).toBeUndefined();

    const confirmed = await submitDraft({ id: draft.id, expectedVersion: 1, confirmDuplicate: true });
    expect(confirmed.body.errors).toBeUndefined();
    const [event] = await rows(`select after from audit_event where entity_id = $1 and action = 'application.submitted'`, [draft.id]);
    expect(event.after.duplicateOf).toBe(number);
  });

  it('matches the same EIN last 4 with the same legal name (any case), not the EIN alone', async () => {
    const first = await saveDraft(form({ legalName: 'Twin Oaks Supply LLC', ein: '98-7650001', email: 'first@twinoaks.example' }));
    expect((await submitDraft({ id: first.id, expectedVersion: 1 })).body.errors).toBeUndefined();
    const sameEinOtherName = await saveDraft(form({ legalName: 'Other Name LLC', ein: '11-1110001', email: 'other@twinoaks.example' }));
    expect((await submitDraft({ id: sameEinOtherName.id, expectedVersion: 1 })).body.errors).toBeUndefined();
    const same = await saveDraft(form({ legalName: 'TWIN OAKS SUPPLY llc', ein: '55-5550001', email: 'second@twinoaks.example' }));
    expect(errorOf(await submitDraft({ id: same.id, expectedVersion: 1 }))?.message).toMatch(/^Open application NF-\d{4}-\d{6} exists \(Submitted\)\. Continue anyway\?$/);
  });
});

describe('cool-down after a decline', () => {
  it('warns within 30 days of a decline; the override needs a reason, which the history and the audit event record', async () => {
    const declined = await declinedIntake({ ownerEmail: 'cooldown@example.com', product: 'business-term-loan' });
    const draft = await saveDraft(form({ email: 'cooldown@example.com' }));
    const before = await counts();
    const refused = errorOf(await submitDraft({ id: draft.id, expectedVersion: 1 }));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toMatch(new RegExp(`^${declined.number} was declined on [A-Z][a-z]{2} \\d{1,2}, \\d{4}; the business may apply again from [A-Z][a-z]{2} \\d{1,2}, \\d{4}\\. Give a reason to submit anyway\\.$`));
    expect(refused.details).toMatchObject({ duplicate: null, cooldown: { number: declined.number } });
    // Confirming a duplicate does not answer the cool-down; an empty reason is no reason.
    expect(errorOf(await submitDraft({ id: draft.id, expectedVersion: 1, confirmDuplicate: true, cooldownReason: '  ' }))?.code).toBe('CONFLICT');
    expect(await counts()).toEqual(before);

    const ok = await submitDraft({ id: draft.id, expectedVersion: 1, cooldownReason: 'Revenue doubled since the decline; new bank statements' });
    expect(ok.body.errors).toBeUndefined();
    const [event] = await rows(`select reason, after from audit_event where entity_id = $1 and action = 'application.submitted'`, [draft.id]);
    expect(event.reason).toBe('Revenue doubled since the decline; new bank statements');
    expect(event.after.cooldownOverride.declined).toBe(declined.number);
    expect((await rows(`select reason from application_status_changes where application_id = $1`, [draft.id]))[0].reason).toBe('Revenue doubled since the decline; new bank statements');
  });

  it('does not warn about a decline more than 30 days ago', async () => {
    const declined = await declinedIntake({ ownerEmail: 'old-decline@example.com' });
    await server.sql(`update applications set decided_at = now() - interval '31 days' where id = $1`, [declined.id]);
    const draft = await saveDraft(form({ email: 'old-decline@example.com' }));
    expect((await submitDraft({ id: draft.id, expectedVersion: 1 })).body.errors).toBeUndefined();
  });

  it('shows both warnings at once when both apply and needs both answers', async () => {
    await declinedIntake({ ownerEmail: 'both@example.com', product: 'business-term-loan' });
    const open = await api().post('/api/applications', { ...sampleIntake, ownerEmail: 'both@example.com' }, DEMO_KEY);
    expect(open.status).toBe(201);
    const draft = await saveDraft(form({ email: 'both@example.com', product: sampleIntake.product }));
    const refused = errorOf(await submitDraft({ id: draft.id, expectedVersion: 1 }));
    expect(refused.message).toMatch(/exists \(Submitted\)\. Continue anyway\?$/);
    expect(refused.details.duplicate).not.toBeNull();
    expect(refused.details.cooldown).not.toBeNull();
    expect(errorOf(await submitDraft({ id: draft.id, expectedVersion: 1, confirmDuplicate: true }))?.message).toMatch(/Give a reason to submit anyway\.$/);
    expect((await submitDraft({ id: draft.id, expectedVersion: 1, confirmDuplicate: true, cooldownReason: 'Client called back with new figures' })).body.errors).toBeUndefined();
  });
});

describe('R14 Start renewal → R12: a renewal draft linked to the funded deal', () => {
  it("links the draft to the funding, keeps the funded business's EIN on file when none is typed, and shows the link on the record", async () => {
    const deal = await acceptedDeal(server);
    const lender = await signedIn('lender');
    const funded = await lender.gql(
      `mutation F($input: MarkFundedInput!) { markFunded(input: $input) { id } }`,
      { input: { offerId: String(deal.offerId), expectedVersion: 1, fundedOn: platformToday(), fundedAmountCents: 5_000_000 } },
    );
    expect(funded.body.errors).toBeUndefined();
    const fundingId = funded.body.data.markFunded.id as string;
    const [{ ein_last4: einLast4 }] = await rows(`select b.ein_last4 from applications a join businesses b on b.id = a.business_id where a.id = $1`, [deal.applicationId]);

    const renewal = await admin.gql(`mutation S($input: StaffApplicationInput!) { saveApplicationDraft(input: $input) { id renewalOfFundingId business { einLast4 } } }`, {
      input: form({ ein: null, renewalOfFundingId: fundingId }),
    });
    expect(renewal.body.errors).toBeUndefined();
    expect(renewal.body.data.saveApplicationDraft).toMatchObject({ renewalOfFundingId: fundingId, business: { einLast4 } });
    const [audit] = await rows(`select after->>'renewalOfFundingId' as renewal_of from audit_event where action = 'application.draft_saved' and entity_id = $1`, [String(renewal.body.data.saveApplicationDraft.id)]);
    expect(audit).toEqual({ renewal_of: fundingId });
  });

  it('refuses an unknown funding with "Funding record not found", creating nothing', async () => {
    const before = await rows(`select count(*)::int as n from applications`);
    const res = await admin.gql(SAVE, { input: form({ renewalOfFundingId: '999999' }) });
    expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND', message: 'Funding record not found' });
    expect(await rows(`select count(*)::int as n from applications`)).toEqual(before);
  });
});
