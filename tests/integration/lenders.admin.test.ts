import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Issue 11 item 1: R6–R9 lenders (create, list, detail, edit, pause/resume/archive, users) and their invitations. */
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn('admin');
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);

async function signedIn(username: string, password = 'demo-pass') {
  const client = api();
  expect((await client.post('/api/login', { username, password })).status).toBe(200);
  return client;
}

const errorOf = (res: { body: any }) => res.body.errors?.[0] && { message: res.body.errors[0].message, code: res.body.errors[0].extensions.code };

const LENDER_FIELDS = `id legalName displayName status pausedReason products statesLicensed slaHours commissionBasis commissionBps commissionFlatCents
  agreementSignedOn dataTermsAcceptedAt requires2fa notes version users { id username email status }`;
const CREATE = `mutation C($input: CreateLenderInput!) { createLender(input: $input) { ${LENDER_FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateLenderInput!) { updateLender(id: $id, input: $input) { ${LENDER_FIELDS} } }`;
const DETAIL = `query D($id: ID!) { adminLender(id: $id) { ${LENDER_FIELDS} } }`;
const LIST = `query L($filter: LenderListFilter, $sort: LenderSort, $page: Int, $pageSize: Int) {
  adminLenders(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    totalCount page pageSize items { id legalName displayName status products userCount activeUserCount activeProgramCount openSubmissionCount commissionBps }
  }
}`;
const ACTIVATE = `mutation A($id: ID!, $v: Int!) { activateLender(id: $id, expectedVersion: $v) { id status version } }`;
const PAUSE = `mutation P($id: ID!, $reason: String!, $v: Int!) { pauseLender(id: $id, reason: $reason, expectedVersion: $v) { id status pausedReason version } }`;
const RESUME = `mutation R($id: ID!, $v: Int!) { resumeLender(id: $id, expectedVersion: $v) { id status pausedReason version } }`;
const ARCHIVE = `mutation X($id: ID!, $v: Int!) { archiveLender(id: $id, expectedVersion: $v) { id status version } }`;
const INVITE = `mutation I($lenderId: ID!, $email: String!) { inviteLenderUser(lenderId: $lenderId, email: $email) { id username email status } }`;
const RESEND = `mutation S($userId: ID!) { resendLenderInvite(userId: $userId) { id status } }`;
const DISABLE = `mutation Q($userId: ID!, $confirm: Boolean) { disableLenderUser(userId: $userId, confirmNoOneLeft: $confirm) { id status } }`;
const ACCEPT = `mutation Acc($input: AcceptLenderInviteInput!) { acceptLenderInvite(input: $input) { id username role } }`;
const MY_LENDER = `{ myLender { id displayName status pausedReason } }`;

let sequence = 0;
function lenderInput(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    legalName: `Test Capital ${sequence} LLC`,
    displayName: `Test Capital ${sequence}`,
    website: 'https://example.com',
    contactName: 'Dana Contact',
    contactEmail: `contact${sequence}@lender.example`,
    contactPhone: '+15125550100',
    products: ['revenue-based-financing', 'line-of-credit'],
    statesLicensed: ['TX', 'OK'],
    slaHours: 8,
    commissionBasis: 'pct_funded',
    commissionBps: 250,
    agreementSignedOn: '2026-11-01',
    dataTermsAccepted: true,
    inviteEmails: [`user${sequence}@lender.example`],
    activate: true,
    ...overrides,
  };
}

async function createLender(overrides: Record<string, unknown> = {}) {
  const res = await admin.gql(CREATE, { input: lenderInput(overrides) });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createLender;
}

/** The raw token of the newest invitation e-mailed to `email` (read from the outbox, as the invitee would). */
async function inviteToken(email: string): Promise<string> {
  const [row] = await server.sql<{ text_body: string }>(`select text_body from email_outbox where template = 'lender_invite' and to_address = $1 order by id desc limit 1`, [email]);
  const url = /https?:\/\/\S+set-password\?token=(\S+)/.exec(row!.text_body);
  return decodeURIComponent(url![1]!);
}

async function auditActions(lenderId: string) {
  const rows = await server.sql<{ action: string }>(`select action from audit_event where entity_type = 'lender' and entity_id = $1 order by seq`, [lenderId]);
  return rows.map((row) => row.action);
}

describe('who may use the lenders API', () => {
  it('is admins only: anonymous UNAUTHENTICATED; clients and a lender FORBIDDEN; nothing changes', async () => {
    const lender = await createLender();
    const userId = lender.users[0].id;
    const before = await server.sql(`select count(*)::int as n from audit_event`);
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [DETAIL, { id: lender.id }],
      [CREATE, { input: lenderInput() }],
      [UPDATE, { id: lender.id, input: { ...lenderInput(), inviteEmails: undefined, activate: undefined, expectedVersion: lender.version } }],
      [PAUSE, { id: lender.id, reason: 'Funding paused', v: lender.version }],
      [RESUME, { id: lender.id, v: lender.version }],
      [ARCHIVE, { id: lender.id, v: lender.version }],
      [INVITE, { lenderId: lender.id, email: 'nobody@lender.example' }],
      [RESEND, { userId }],
      [DISABLE, { userId, confirm: true }],
    ];
    const callers = { client: await signedIn('client'), otherClient: await signedIn('client2'), lender: await signedIn('lender') };
    for (const [query, variables] of operations) {
      expect(errorOf(await api().gql(query, variables))?.code, query).toBe('UNAUTHENTICATED');
      for (const [who, caller] of Object.entries(callers)) expect(errorOf(await caller.gql(query, variables))?.code, `${who}: ${query}`).toBe('FORBIDDEN');
    }
    expect(await server.sql(`select count(*)::int as n from audit_event`)).toEqual(before);
    expect((await admin.gql(DETAIL, { id: lender.id })).body.data.adminLender.status).toBe('active');
  });

  it('answers NOT_FOUND "Lender not found" for an unknown id and a 400 for a malformed one', async () => {
    expect(errorOf(await admin.gql(DETAIL, { id: '999999' }))).toEqual({ code: 'NOT_FOUND', message: 'Lender not found' });
    expect(errorOf(await admin.gql(DETAIL, { id: 'abc' }))?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await admin.gql(PAUSE, { id: '999999', reason: 'Funding paused', v: 1 }))).toEqual({ code: 'NOT_FOUND', message: 'Lender not found' });
  });

  it('keeps the commission and notes out of what a lender user reads about its own lender', async () => {
    // Without the two-factor requirement: a user of a lender that requires it must set it up first (account-*.test.ts).
    const lender = await createLender({ requires2fa: false });
    const user = lender.users[0];
    const invitee = api();
    const accepted = await invitee.gql(ACCEPT, { input: { token: await inviteToken(user.email), password: 'long-password-1', confirmPassword: 'long-password-1' } });
    expect(accepted.body.errors).toBeUndefined();
    const own = await invitee.gql(MY_LENDER);
    expect(own.body.data.myLender).toEqual({ id: lender.id, displayName: lender.displayName, status: 'active', pausedReason: null });
    expect(errorOf(await invitee.gql(`{ myLender { commissionBps } }`))?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(errorOf(await api().gql(MY_LENDER))?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await admin.gql(MY_LENDER))?.code).toBe('FORBIDDEN');
  });
});

describe('R8 adding a lender', () => {
  it('saves & activates with its users invited, audited lender.created and lender.user_invited, and e-mails a set-password link', async () => {
    const lender = await createLender({ inviteEmails: ['First@Lender.example', 'second@lender.example'] });
    expect(lender).toMatchObject({ status: 'active', commissionBps: 250, commissionBasis: 'pct_funded', requires2fa: true, version: 1, agreementSignedOn: '2026-11-01' });
    expect(lender.dataTermsAcceptedAt).not.toBeNull();
    expect(lender.users.map((user: any) => [user.username, user.status])).toEqual([['first@lender.example', 'invited'], ['second@lender.example', 'invited']]);
    expect(await auditActions(lender.id)).toEqual(['lender.created', 'lender.user_invited', 'lender.user_invited']);
    const mails = await server.sql(`select subject from email_outbox where template = 'lender_invite' and to_address = 'first@lender.example'`);
    expect(mails).toEqual([{ subject: `You're invited to NetFund for ${lender.displayName}` }]);
  });

  it('saves as onboarding without agreement or users, then activates once both exist', async () => {
    const lender = await createLender({ activate: false, agreementSignedOn: null, dataTermsAccepted: false, inviteEmails: [] });
    expect(lender.status).toBe('onboarding');
    expect(errorOf(await admin.gql(ACTIVATE, { id: lender.id, v: 1 }))).toEqual({ code: 'CONFLICT', message: 'Activate needs a signed agreement and the data-handling terms' });
    const { id, version } = lender;
    const edited = await admin.gql(UPDATE, { id, input: { ...editable(lender), contactEmail: 'ops@lender.example', agreementSignedOn: '2026-11-02', expectedVersion: version } });
    expect(edited.body.errors).toBeUndefined();
    expect(errorOf(await admin.gql(ACTIVATE, { id, v: 2 }))).toEqual({ code: 'CONFLICT', message: 'Activate needs at least one invited user' });
    expect((await admin.gql(INVITE, { lenderId: id, email: `later${sequence}@lender.example` })).body.errors).toBeUndefined();
    expect((await admin.gql(ACTIVATE, { id, v: 2 })).body.data.activateLender).toMatchObject({ status: 'active', version: 3 });
    expect(await auditActions(id)).toEqual(['lender.created', 'lender.updated', 'lender.user_invited', 'lender.activated']);
  });

  it('refuses with the spec messages word for word, nothing written', async () => {
    const existing = await createLender();
    const before = await server.sql(`select count(*)::int as n from lender`);
    const cases: [Record<string, unknown>, string][] = [
      [{ legalName: existing.legalName.toUpperCase() }, 'A lender with this name already exists'],
      [{ agreementSignedOn: null }, 'Activate needs a signed agreement and the data-handling terms'],
      [{ dataTermsAccepted: false }, 'Activate needs a signed agreement and the data-handling terms'],
      [{ inviteEmails: ['client@netfund.example'] }, 'This e-mail belongs to another account'],
      [{ inviteEmails: ['ADMIN@netfund.example'], activate: false }, 'This e-mail belongs to another account'],
      [{ inviteEmails: [existing.users[0].email] }, 'This e-mail belongs to another account'],
      [{ legalName: 'A' }, 'Legal name must be 2 to 120 characters'],
      [{ products: [] }, 'Choose at least one product'],
      [{ website: 'http://plain.example' }, 'Website must be an https:// address'],
      [{ commissionBps: 1001 }, 'Commission must be 0 to 1,000 basis points'],
      [{ slaHours: 0 }, 'Response SLA must be 1 to 72 hours'],
    ];
    for (const [overrides, message] of cases) {
      const res = await admin.gql(CREATE, { input: lenderInput(overrides) });
      expect(errorOf(res), message).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    expect(await server.sql(`select count(*)::int as n from lender`)).toEqual(before);
  });

  it('creates one lender when the same name is submitted twice at once', async () => {
    const input = lenderInput({ inviteEmails: [], activate: false });
    const results = await Promise.all([admin.gql(CREATE, { input }), admin.gql(CREATE, { input })]);
    expect(results.filter((res) => !res.body.errors)).toHaveLength(1);
    expect(results.map((res) => errorOf(res)?.message).filter(Boolean)).toEqual(['A lender with this name already exists']);
  });
});

function editable(lender: Record<string, unknown>) {
  const { legalName, displayName, products, statesLicensed, slaHours, commissionBasis, commissionBps, commissionFlatCents, agreementSignedOn, requires2fa, notes } = lender;
  return { legalName, displayName, contactName: 'Dana Contact', contactEmail: 'contact@lender.example', products, statesLicensed, slaHours, commissionBasis, commissionBps, commissionFlatCents, agreementSignedOn, dataTermsAccepted: true, requires2fa, notes };
}

describe('R9 lender detail and state changes', () => {
  it('edits version-checked: a stale version is a 409 naming who changed it', async () => {
    const lender = await createLender();
    const input = { ...editable(lender), displayName: 'Renamed', expectedVersion: 1 };
    expect((await admin.gql(UPDATE, { id: lender.id, input })).body.data.updateLender).toMatchObject({ displayName: 'Renamed', version: 2 });
    const stale = errorOf(await admin.gql(UPDATE, { id: lender.id, input: { ...input, displayName: 'Again' } }));
    expect(stale?.code).toBe('CONFLICT');
    expect(stale?.message).toMatch(/^This record was changed by admin at .+\. Reload to see the latest\.$/);
  });

  it('pauses with a reason (≥ 5 characters), resumes and archives, each audited; illegal moves are 409', async () => {
    const lender = await createLender();
    expect(errorOf(await admin.gql(PAUSE, { id: lender.id, reason: 'no', v: 1 }))).toEqual({ code: 'BAD_USER_INPUT', message: 'Reason must be 5 to 500 characters' });
    expect(errorOf(await admin.gql(RESUME, { id: lender.id, v: 1 }))).toEqual({ code: 'CONFLICT', message: 'Only a paused lender can be resumed' });
    const paused = (await admin.gql(PAUSE, { id: lender.id, reason: 'Funding window closed', v: 1 })).body.data.pauseLender;
    expect(paused).toMatchObject({ status: 'paused', pausedReason: 'Funding window closed', version: 2 });
    const resumed = (await admin.gql(RESUME, { id: lender.id, v: 2 })).body.data.resumeLender;
    expect(resumed).toMatchObject({ status: 'active', pausedReason: null, version: 3 });
    expect((await admin.gql(ARCHIVE, { id: lender.id, v: 3 })).body.data.archiveLender).toMatchObject({ status: 'archived', version: 4 });
    expect(errorOf(await admin.gql(PAUSE, { id: lender.id, reason: 'Funding window closed', v: 4 }))).toEqual({ code: 'CONFLICT', message: 'Only an active lender can be paused' });
    expect(errorOf(await admin.gql(INVITE, { lenderId: lender.id, email: 'late@lender.example' }))?.code).toBe('CONFLICT');
    expect(await auditActions(lender.id)).toEqual(['lender.created', 'lender.user_invited', 'lender.paused', 'lender.resumed', 'lender.archived']);
    const [paused_event] = await server.sql(`select reason from audit_event where entity_type = 'lender' and entity_id = $1 and action = 'lender.paused'`, [lender.id]);
    expect(paused_event).toEqual({ reason: 'Funding window closed' });
  });

  it('pauses once when two admins pause at the same version', async () => {
    const lender = await createLender();
    const results = await Promise.all([admin.gql(PAUSE, { id: lender.id, reason: 'First reason', v: 1 }), admin.gql(PAUSE, { id: lender.id, reason: 'Second reason', v: 1 })]);
    expect(results.filter((res) => !res.body.errors)).toHaveLength(1);
    expect(results.map((res) => errorOf(res)?.code).filter(Boolean)).toEqual(['CONFLICT']);
    expect((await auditActions(lender.id)).filter((action) => action === 'lender.paused')).toHaveLength(1);
  });
});

describe('R7 lender list', () => {
  it('filters by status and product, searches names and users’ e-mails, sorts and pages', async () => {
    const tag = `Zeta${Date.now()}`;
    const a = await createLender({ legalName: `${tag} Alpha LLC`, displayName: `${tag} Alpha`, products: ['business-term-loan'], inviteEmails: [`${tag.toLowerCase()}-a@lender.example`] });
    const b = await createLender({ legalName: `${tag} Beta LLC`, displayName: `${tag} Beta`, products: ['line-of-credit'], inviteEmails: [], activate: false });
    const page = async (variables: Record<string, unknown>) => (await admin.gql(LIST, variables)).body.data.adminLenders;
    expect((await page({ filter: { search: tag } })).items.map((row: any) => row.id)).toEqual([a.id, b.id]);
    expect((await page({ filter: { search: tag }, sort: 'name_desc' })).items.map((row: any) => row.id)).toEqual([b.id, a.id]);
    expect((await page({ filter: { search: tag, status: 'onboarding' } })).items.map((row: any) => row.id)).toEqual([b.id]);
    expect((await page({ filter: { search: tag, product: 'business-term-loan' } })).items.map((row: any) => row.id)).toEqual([a.id]);
    expect((await page({ filter: { search: `${tag.toLowerCase()}-a@` } })).items.map((row: any) => row.id)).toEqual([a.id]);
    // statesLicensed TX, OK for both (lenderInput); a lender listing no states covers every state.
    expect((await page({ filter: { search: tag, state: 'OK' } })).items.map((row: any) => row.id)).toEqual([a.id, b.id]);
    expect((await page({ filter: { search: tag, state: 'CA' } })).items).toEqual([]);
    const summit = (await page({ filter: { search: 'Summit Capital', state: 'CA' } })).items;
    expect(summit.map((row: any) => [row.displayName, row.activeProgramCount, row.activeUserCount])).toEqual([['Summit Capital', 1, 1]]);
    const first = await page({ filter: { search: tag }, pageSize: 1 });
    expect(first).toMatchObject({ totalCount: 2, page: 1, pageSize: 1 });
    expect(first.items[0]).toMatchObject({ userCount: 1, activeUserCount: 0, activeProgramCount: 0, openSubmissionCount: 0, commissionBps: 250 });
    expect(await page({ filter: { search: tag }, page: 5 })).toMatchObject({ totalCount: 2, items: [] });
    expect(errorOf(await admin.gql(LIST, { pageSize: 101 }))).toEqual({ code: 'BAD_USER_INPUT', message: 'pageSize must be a whole number from 1 to 100' });
  });

  it("answers each row's version, so R7's row menu pauses, resumes and archives at the version listed", async () => {
    const lender = await createLender();
    const row = async () => (await admin.gql(`query L($filter: LenderListFilter) { adminLenders(filter: $filter) { items { id version } } }`, { filter: { search: lender.legalName } })).body.data.adminLenders.items;
    expect(await row()).toEqual([{ id: lender.id, version: lender.version }]);
    const paused = await admin.gql(PAUSE, { id: lender.id, reason: 'Agreement under review', v: lender.version });
    expect(await row()).toEqual([{ id: lender.id, version: paused.body.data.pauseLender.version }]);
  });

  it('reads a page of 25 with as many SQL queries as a page of 5 (one query per page, no query per row)', async () => {
    for (let index = 0; index < 26; index++) await createLender({ inviteEmails: [`bulk-${sequence + 1}@lender.example`] });
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
        expect(res.body.data.adminLenders.items).toHaveLength(pageSize);
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
});


describe('lender users and invitations', () => {
  it('sets the password with the link, activates the user and signs them in; the link works once; audited', async () => {
    const lender = await createLender();
    const user = lender.users[0];
    const token = await inviteToken(user.email);
    // Not yet: an invited user cannot sign in, whatever they type.
    expect((await api().post('/api/login', { username: user.username, password: '!invited' })).status).toBe(401);
    const invitee = api();
    expect(errorOf(await invitee.gql(ACCEPT, { input: { token, password: 'too-short', confirmPassword: 'too-short' } }))).toEqual({ code: 'BAD_USER_INPUT', message: 'Password must be at least 12 characters' });
    expect(errorOf(await invitee.gql(ACCEPT, { input: { token, password: 'long-password-1', confirmPassword: 'long-password-2' } }))).toEqual({ code: 'BAD_USER_INPUT', message: 'Passwords do not match' });
    const accepted = await invitee.gql(ACCEPT, { input: { token, password: 'long-password-1', confirmPassword: 'long-password-1' } });
    expect(accepted.body.data.acceptLenderInvite).toEqual({ id: user.id, username: user.username, role: 'lender' });
    expect((await invitee.gql(`{ me { username role } }`)).body.data.me).toEqual({ username: user.username, role: 'lender' });
    expect(errorOf(await api().gql(ACCEPT, { input: { token, password: 'long-password-9', confirmPassword: 'long-password-9' } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This invitation link has expired or was already used',
    });
    expect((await api().post('/api/login', { username: user.email, password: 'long-password-1' })).status).toBe(200);
    expect(await auditActions(lender.id)).toContain('lender.invite_accepted');
  });

  it('accepts the same link once when it is opened twice at the same time', async () => {
    const lender = await createLender();
    const token = await inviteToken(lender.users[0].email);
    const results = await Promise.all(
      ['long-password-a', 'long-password-b', 'long-password-c'].map((password) => api().gql(ACCEPT, { input: { token, password, confirmPassword: password } })),
    );
    expect(results.filter((res) => !res.body.errors)).toHaveLength(1);
    expect(results.map((res) => errorOf(res)?.message).filter(Boolean)).toEqual(['This invitation link has expired or was already used', 'This invitation link has expired or was already used']);
    expect(await server.sql(`select count(*)::int as n from audit_event where action = 'lender.invite_accepted' and entity_id = $1`, [lender.id])).toEqual([{ n: 1 }]);
  });

  it('refuses an unknown or expired link with one message; a resent invite voids the earlier link', async () => {
    const lender = await createLender();
    const user = lender.users[0];
    const first = await inviteToken(user.email);
    const invalid = { code: 'BAD_USER_INPUT', message: 'This invitation link has expired or was already used' };
    expect(errorOf(await api().gql(ACCEPT, { input: { token: 'no-such-token', password: 'long-password-1', confirmPassword: 'long-password-1' } }))).toEqual(invalid);
    expect((await admin.gql(RESEND, { userId: user.id })).body.errors).toBeUndefined();
    const second = await inviteToken(user.email);
    expect(second).not.toBe(first);
    expect(errorOf(await api().gql(ACCEPT, { input: { token: first, password: 'long-password-1', confirmPassword: 'long-password-1' } }))).toEqual(invalid);
    await server.sql(`update lender_invite set expires_at = now() - interval '1 second' where user_id = $1`, [user.id]);
    expect(errorOf(await api().gql(ACCEPT, { input: { token: second, password: 'long-password-1', confirmPassword: 'long-password-1' } }))).toEqual(invalid);
    expect(await auditActions(lender.id)).toContain('lender.invite_resent');
  });

  it('disables a user: sign-in refused like a wrong password, sessions ended; the last active user needs confirming', async () => {
    const lender = await createLender({ inviteEmails: [`d1-${sequence}@lender.example`, `d2-${sequence}@lender.example`] });
    const [one, two] = lender.users;
    const sessions = [];
    for (const user of [one, two]) {
      const client = api();
      expect((await client.gql(ACCEPT, { input: { token: await inviteToken(user.email), password: 'long-password-1', confirmPassword: 'long-password-1' } })).body.errors).toBeUndefined();
      sessions.push(client);
    }
    expect((await admin.gql(DISABLE, { userId: one.id })).body.data.disableLenderUser).toEqual({ id: one.id, status: 'disabled' });
    expect((await sessions[0]!.gql(`{ me { username } }`)).body.data.me).toBeNull();
    const refused = await api().post('/api/login', { username: one.username, password: 'long-password-1' });
    expect(refused.status).toBe(401);
    expect(refused.body.error ?? refused.body.message).toBe('Invalid username or password');
    expect(errorOf(await admin.gql(DISABLE, { userId: two.id }))).toEqual({ code: 'CONFLICT', message: 'This lender will have no one to answer submissions' });
    expect((await sessions[1]!.gql(`{ me { username } }`)).body.data.me).toEqual({ username: two.username });
    expect((await admin.gql(DISABLE, { userId: two.id, confirm: true })).body.data.disableLenderUser.status).toBe('disabled');
    expect((await auditActions(lender.id)).filter((action) => action === 'lender.user_disabled')).toHaveLength(2);
    expect(errorOf(await admin.gql(DISABLE, { userId: '999999' }))).toEqual({ code: 'NOT_FOUND', message: 'Lender user not found' });
  });

  it('keeps one user when two admins disable the last two active users at once', async () => {
    const lender = await createLender({ inviteEmails: [`p1-${sequence}@lender.example`, `p2-${sequence}@lender.example`] });
    for (const user of lender.users) {
      expect((await api().gql(ACCEPT, { input: { token: await inviteToken(user.email), password: 'long-password-1', confirmPassword: 'long-password-1' } })).body.errors).toBeUndefined();
    }
    const results = await Promise.all(lender.users.map((user: any) => admin.gql(DISABLE, { userId: user.id })));
    expect(results.filter((res) => !res.body.errors)).toHaveLength(1);
    expect(results.map((res) => errorOf(res)?.message).filter(Boolean)).toEqual(['This lender will have no one to answer submissions']);
    expect(await server.sql(`select count(*)::int as n from users where lender_id = $1 and status = 'active'`, [lender.id])).toEqual([{ n: 1 }]);
  });

  it("shows each user's last sign-in on R9's Users tab: none while invited, the newest session once signed in", async () => {
    const lender = await createLender();
    const user = lender.users[0];
    const lastSignIn = async () => (await admin.gql(`query D($id: ID!) { adminLender(id: $id) { users { id lastSignInAt } } }`, { id: lender.id })).body.data.adminLender.users[0];
    expect(await lastSignIn()).toEqual({ id: user.id, lastSignInAt: null });
    await api().gql(ACCEPT, { input: { token: await inviteToken(user.email), password: 'long-password-1', confirmPassword: 'long-password-1' } });
    await signedIn(user.email, 'long-password-1');
    const [newest] = await server.sql<{ at: Date }>(`select max(created_at) as at from sessions where user_id = $1`, [user.id]);
    expect(await lastSignIn()).toEqual({ id: user.id, lastSignInAt: newest!.at.toISOString() });
  });

  it('binds a signed-in lender user to their lender', async () => {
    const lender = await createLender({ requires2fa: false }); // (a lender requiring two-factor: account-two-factor.test.ts)
    const invitee = api();
    await invitee.gql(ACCEPT, { input: { token: await inviteToken(lender.users[0].email), password: 'long-password-1', confirmPassword: 'long-password-1' } });
    expect((await invitee.gql(MY_LENDER)).body.data.myLender.id).toBe(lender.id);
  });
});

describe('demo lenders (BACKOFFICE §4.7, §7)', () => {
  it('seeds the five lenders active, each with one published program and a demo user; `lender` works for Cedar Growth', async () => {
    const rows = await server.sql(
      `select l.display_name, l.status, p.name as program, p.status as program_status, p.current_version, u.username
         from lender l join lender_program p on p.lender_id = l.id join users u on u.lender_id = l.id
        where u.email like '%@netfund.example' order by l.id`,
    );
    expect(rows).toEqual([
      { display_name: 'Summit Capital', status: 'active', program: 'RBF Core', program_status: 'active', current_version: 1, username: 'summit' },
      { display_name: 'Harbor Funding', status: 'active', program: 'MCA Express', program_status: 'active', current_version: 1, username: 'harbor' },
      { display_name: 'Cedar Growth', status: 'active', program: 'RBF Plus', program_status: 'active', current_version: 1, username: 'lender' },
      { display_name: 'Lone Star Bank', status: 'active', program: 'LOC', program_status: 'active', current_version: 1, username: 'lonestar' },
      { display_name: 'Pinnacle', status: 'active', program: 'Term 2+', program_status: 'active', current_version: 1, username: 'pinnacle' },
    ]);
    expect((await (await signedIn('lender')).gql(MY_LENDER)).body.data.myLender).toMatchObject({ displayName: 'Cedar Growth', status: 'active' });
    expect((await api().post('/api/login', { username: 'lonestar', password: 'demo-pass' })).status).toBe(200);
  });
});
