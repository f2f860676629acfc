import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformToday, addDays } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient, firstGraphQLError, signedInClient } from '../support/api-client.js';
import { sampleBusiness } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 12 item 1 (BACKOFFICE R27, R19 Applications, §3.5 Net30 application): /net30/apply writes net30_application
 * (one open application per EIN), a signed-out applicant claims it with the token link, admins approve (the account
 * opens in the same transaction, once), decline or ask for information, and the applicant answers.
 */
let server: TestServer;
let admin: ApiClient;

const APPLY = `mutation Apply($input: Net30ApplicationInput!) { applyForNet30(input: $input) { id reference program status claimPath } }`;
const CLAIM = `mutation Claim($token: String!) { claimNet30Application(token: $token) { id status } }`;
const MINE = `query Mine($clientId: ID) { myNet30Application(clientId: $clientId) {
  id reference status businessName submittedAt infoRequestMessage infoAnswer decisionReason reapplyAfter approvedLimitCents netDays version } }`;
const LIST = `query List($status: Net30ApplicationStatus, $page: Int, $pageSize: Int) { net30Applications(status: $status, page: $page, pageSize: $pageSize) {
  totalCount page pageSize items { id reference status businessName ein monthsInBusiness businessStartYear requestedLimitCents suggestedLimitCents
  tradeReferences { company contact phoneOrEmail } netBuilder { plan status paidMonths } version } } }`;
const APPROVE = `mutation A($input: ApproveNet30ApplicationInput!) { approveNet30Application(input: $input) { id status approvedLimitCents netDays version } }`;
const DECLINE = `mutation D($input: DeclineNet30ApplicationInput!) { declineNet30Application(input: $input) { id status decisionReason reapplyAfter version } }`;
const REQUEST_INFO = `mutation R($input: RequestNet30ApplicationInfoInput!) { requestNet30ApplicationInfo(input: $input) { id status infoRequestMessage version } }`;
const ANSWER = `mutation Answer($id: ID!, $text: String!) { answerNet30ApplicationInfo(id: $id, text: $text) { id status infoAnswer version } }`;

beforeAll(async () => {
  server = await startTestServer();
  server.config.formThrottle = { windowMinutes: 60, maxPerIp: 10_000, maxPerEmail: 10_000 };
  admin = await signedInClient(server.url, 'admin');
});
afterAll(() => server?.stop());

let sequence = 0;
/** A fresh EIN, so each test's application is the only open one for its business. */
function nextEin(): string {
  sequence += 1;
  return `77-${String(1_000_000 + sequence).padStart(7, '0')}`;
}

function net30Input(overrides: Record<string, unknown> = {}) {
  return {
    ...sampleBusiness,
    ein: nextEin(),
    businessName: `Trade Test ${sequence} LLC`,
    requestedLimit: 5000,
    duns: '123456789',
    intendedUse: 'Packaging, pallets and shipping supplies.',
    tradeReferences: [{ company: 'Uline', contact: 'Pat Moore', phoneOrEmail: 'ar@uline.example' }],
    ...overrides,
  };
}

/** A new client account, signed in. */
async function newClient(): Promise<{ api: ApiClient; userId: number; username: string }> {
  sequence += 1;
  const username = `net30_app_${sequence}`;
  const registered = await new ApiClient(server.url).post('/api/register', { username, email: `${username}@trade.example`, password: 'secret-1', confirmPassword: 'secret-1' });
  expect(registered.status).toBe(201);
  const [user] = await server.sql<{ id: number }>(`select id from users where username = $1`, [username]);
  return { api: await signedInClient(server.url, username, 'secret-1'), userId: user!.id, username };
}

async function apply(api: ApiClient, input = net30Input()) {
  const res = await api.gql(APPLY, { input });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.applyForNet30 as { id: string; reference: string; program: string; status: string; claimPath: string | null };
}

async function row(id: string | number) {
  const [found] = await server.sql(`select * from net30_application where id = $1`, [Number(id)]);
  return found!;
}

const tokenOf = (claimPath: string) => decodeURIComponent(new URL(claimPath, 'http://x').searchParams.get('token')!);

describe('applying', () => {
  it('a signed-in client applies: the application is theirs, the limit in cents, audited and mailed, no claim link', async () => {
    const { api, userId } = await newClient();
    const receipt = await apply(api);
    expect(receipt).toMatchObject({ program: 'net30', status: 'submitted', claimPath: null, reference: `N30-${receipt.id.padStart(6, '0')}` });
    const stored = await row(receipt.id);
    expect(stored).toMatchObject({ user_id: userId, status: 'submitted', requested_limit: '500000', access_token_hash: null, ein: expect.stringMatching(/^77-\d{7}$/) });
    expect(stored.trade_references).toEqual([{ company: 'Uline', contact: 'Pat Moore', phoneOrEmail: 'ar@uline.example' }]);
    expect(await server.sql(`select action from audit_event where entity_type = 'net30_application' and entity_id = $1`, [receipt.id])).toEqual([{ action: 'net30.application.submitted' }]);
    const [mail] = await server.sql(`select template, text_body from email_outbox where dedupe_key = $1`, [`net30_application_received:${receipt.id}`]);
    expect(mail).toMatchObject({ template: 'net30_application_received' });
    expect(mail!.text_body).toContain('/net30/dashboard');
    expect((await api.gql(MINE, {})).body.data.myNet30Application).toMatchObject({ id: receipt.id, status: 'submitted' });
  });

  it('a signed-out applicant gets the claim link once (REST and GraphQL answer alike), its token stored hashed and mailed', async () => {
    const rest = await new ApiClient(server.url).post('/api/credit-applications/net30', net30Input());
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ program: 'net30', status: 'submitted', claimPath: expect.stringMatching(/^\/net30\/claim\?token=/) });
    const receipt = await apply(new ApiClient(server.url));
    const token = tokenOf(receipt.claimPath!);
    const stored = await row(receipt.id);
    expect(stored).toMatchObject({ user_id: null, access_token_hash: createHash('sha256').update(token).digest('hex') });
    const [mail] = await server.sql(`select text_body from email_outbox where dedupe_key = $1`, [`net30_application_received:${receipt.id}`]);
    expect(mail!.text_body).toContain(receipt.claimPath!);
  });

  it('refuses bad input with 400 and the field messages, storing nothing; the EIN is required', async () => {
    const before = await server.sql('select count(*)::int as n from net30_application');
    const res = await new ApiClient(server.url).post('/api/credit-applications/net30', {
      ...net30Input(),
      ein: '',
      state: 'ZZ',
      requestedLimit: 100,
      intendedUse: 'stuff',
      tradeReferences: [{ company: '', contact: 'A', phoneOrEmail: 'a@b.example' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      ein: 'An EIN has 9 digits, e.g. 12-3456789',
      state: 'Please choose the state your business is registered in',
      requestedLimit: 'Requested credit limit must be between $500 and $50,000',
      intendedUse: 'Please tell us what you plan to buy (at least 10 characters)',
      'tradeReferences.0.company': 'Please enter the company',
    });
    const gql = await new ApiClient(server.url).gql(APPLY, { input: { ...net30Input(), ein: null } });
    expect(firstGraphQLError(gql)?.code).toBe('BAD_USER_INPUT');
    expect(gql.body.errors[0].extensions.fieldErrors).toEqual({ ein: 'An EIN has 9 digits, e.g. 12-3456789' });
    expect(await server.sql('select count(*)::int as n from net30_application')).toEqual(before);
  });

  it('refuses a second open application for the same EIN with 409, and again after the first asks for information', async () => {
    const input = net30Input();
    const first = await apply(new ApiClient(server.url), input);
    const again = await new ApiClient(server.url).post('/api/credit-applications/net30', { ...input, ein: input.ein.replace('-', '') });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An application for this business is already under review');
    const { version } = await row(first.id);
    await admin.gql(REQUEST_INFO, { input: { id: first.id, expectedVersion: version, message: 'Please send a bank reference.' } });
    expect(firstGraphQLError(await new ApiClient(server.url).gql(APPLY, { input }))).toEqual({ message: 'An application for this business is already under review', code: 'CONFLICT' });
    expect(await server.sql(`select count(*)::int as n from net30_application where ein = $1`, [input.ein])).toEqual([{ n: 1 }]);
  });

  it('of 6 parallel applications for one EIN, one is stored and the others get 409', async () => {
    const input = net30Input();
    const answers = await Promise.all(Array.from({ length: 6 }, () => new ApiClient(server.url).post('/api/credit-applications/net30', input)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(answers.filter((res) => res.status === 409).every((res) => res.body.message === 'An application for this business is already under review')).toBe(true);
    expect(await server.sql(`select count(*)::int as n from net30_application where ein = $1`, [input.ein])).toEqual([{ n: 1 }]);
  });

  it('a declined business may apply again', async () => {
    const input = net30Input();
    const first = await apply(new ApiClient(server.url), input);
    await admin.gql(DECLINE, { input: { id: first.id, expectedVersion: 1, reason: 'Too new' } });
    expect((await apply(new ApiClient(server.url), input)).status).toBe('submitted');
  });
});

describe('claiming with the token link', () => {
  it('links the application to the signed-in client once; a used or wrong token is "Application not found"', async () => {
    const receipt = await apply(new ApiClient(server.url));
    const token = tokenOf(receipt.claimPath!);
    expect(firstGraphQLError(await new ApiClient(server.url).gql(CLAIM, { token }))?.code).toBe('UNAUTHENTICATED');

    const { api, userId } = await newClient();
    expect(firstGraphQLError(await api.gql(CLAIM, { token: 'not-the-token' }))).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
    expect((await api.gql(CLAIM, { token })).body.data.claimNet30Application).toEqual({ id: receipt.id, status: 'submitted' });
    expect(await row(receipt.id)).toMatchObject({ user_id: userId, access_token_hash: null });
    expect((await api.gql(MINE, {})).body.data.myNet30Application.id).toBe(receipt.id);

    const other = await newClient();
    expect(firstGraphQLError(await other.api.gql(CLAIM, { token }))).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
    expect(await server.sql(`select action from audit_event where entity_type = 'net30_application' and entity_id = $1 order by seq`, [receipt.id])).toEqual([
      { action: 'net30.application.submitted' },
      { action: 'net30.application.claimed' },
    ]);
  });

  it('of two clients claiming with one token at once, one gets it', async () => {
    const receipt = await apply(new ApiClient(server.url));
    const token = tokenOf(receipt.claimPath!);
    const [a, b] = await Promise.all([newClient(), newClient()]);
    const answers = await Promise.all([a.api.gql(CLAIM, { token }), b.api.gql(CLAIM, { token })]);
    expect(answers.filter((res) => res.body.data?.claimNet30Application)).toHaveLength(1);
    expect(answers.map((res) => firstGraphQLError(res)?.code).filter(Boolean)).toEqual(['NOT_FOUND']);
    expect([a.userId, b.userId]).toContain((await row(receipt.id)).user_id);
  });

  it('an account approved before the claim becomes the claimant’s; a client with another account cannot claim (409)', async () => {
    const receipt = await apply(new ApiClient(server.url));
    await admin.gql(APPROVE, { input: { id: receipt.id, expectedVersion: 1, limitCents: 250_000, netDays: 30 } });
    const { api, userId } = await newClient();
    await api.gql(CLAIM, { token: tokenOf(receipt.claimPath!) });
    expect(await server.sql(`select owner_user_id from net30_account where application_id = $1`, [Number(receipt.id)])).toEqual([{ owner_user_id: userId }]);

    const second = await apply(new ApiClient(server.url));
    const refused = await api.gql(CLAIM, { token: tokenOf(second.claimPath!) });
    expect(firstGraphQLError(refused)).toEqual({
      message: 'You already have a Net30 account, so this application cannot be added to your dashboard. Contact us if it should replace your account.',
      code: 'CONFLICT',
    });
    expect((await row(second.id)).user_id).toBeNull();
  });
});

describe('R19 decisions', () => {
  it('lists applications newest first with months in business, suggested limit, references and NetBuilder history', async () => {
    const { api, userId } = await newClient();
    await server.sql(
      `insert into netbuilder_reports (user_id, provider_invoice_id, provider_subscription_id, plan, report_month, payment_amount_cents, payment_status, created_at)
       select $1::int, 'in_n30_' || $1::int || '_' || m, 'sub_n30_' || $1::int, 'growth', to_char(date '2026-01-01' + make_interval(months => m), 'YYYY-MM'), 7900, 'paid', now()
         from generate_series(0, 3) as m`,
      [userId],
    );
    const receipt = await apply(api, net30Input({ annualRevenue: 480_000, businessStartYear: 2019 }));
    const listed = await admin.gql(LIST, { status: 'submitted', pageSize: 150 });
    expect(listed.body.errors).toBeUndefined();
    const page = listed.body.data.net30Applications;
    expect(page.pageSize).toBe(100);
    const [year, month] = platformToday().split('-').map(Number) as [number, number];
    expect(page.items[0]).toMatchObject({
      id: receipt.id,
      status: 'submitted',
      monthsInBusiness: (year - 2019) * 12 + month - 1,
      requestedLimitCents: 500_000,
      suggestedLimitCents: 400_000,
      tradeReferences: [{ company: 'Uline', contact: 'Pat Moore', phoneOrEmail: 'ar@uline.example' }],
      netBuilder: { plan: null, status: null, paidMonths: 4 },
    });
    expect(page.items.every((item: { status: string }) => item.status === 'submitted')).toBe(true);
    const small = (await admin.gql(LIST, { page: 2, pageSize: 1 })).body.data.net30Applications;
    expect(small).toMatchObject({ page: 2, pageSize: 1 });
    expect(small.items).toHaveLength(1);
  });

  it('approve opens the account with the limit and terms in the same transaction, audited and mailed', async () => {
    const { api, userId } = await newClient();
    const receipt = await apply(api);
    const approvedRes = await admin.gql(APPROVE, { input: { id: receipt.id, expectedVersion: 1, limitCents: 300_000, netDays: 45 } });
    const approved = approvedRes.body.data.approveNet30Application;
    expect(approved).toEqual({ id: receipt.id, status: 'approved', approvedLimitCents: 300_000, netDays: 45, version: 2 });
    const [account] = await server.sql(`select owner_user_id, source, credit_limit, net_days, status, business_name, to_char(opened_on, 'YYYY-MM-DD') as opened_on from net30_account where application_id = $1`, [Number(receipt.id)]);
    expect(account).toEqual({ owner_user_id: userId, source: 'application', credit_limit: '300000', net_days: 45, status: 'active', business_name: (await row(receipt.id)).business_name, opened_on: platformToday() });
    expect(await row(receipt.id)).toMatchObject({ decided_by_id: expect.any(Number), decided_at: expect.any(Date) });
    const actions = (await server.sql(`select action from audit_event where action like 'net30.%' and (entity_id = $1 or entity_type = 'net30_account') order by seq`, [receipt.id])).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['net30.application.approved', 'net30.account.opened']));
    const [mail] = await server.sql(`select subject from email_outbox where dedupe_key = $1`, [`net30_application_decision:${receipt.id}:2`]);
    expect(mail!.subject).toBe(`Your Net30 account is open: ${receipt.reference}`);
    expect((await api.gql(MINE, {})).body.data.myNet30Application).toMatchObject({ status: 'approved', approvedLimitCents: 300_000, netDays: 45 });

    // Already decided: a second approval is refused with a sentence, and nothing else opens.
    const again = await admin.gql(APPROVE, { input: { id: receipt.id, expectedVersion: 2, limitCents: 300_000, netDays: 45 } });
    expect(firstGraphQLError(again)).toEqual({ message: 'You cannot approve an application that is already approved', code: 'CONFLICT' });
    expect(await server.sql(`select count(*)::int as n from net30_account where application_id = $1`, [Number(receipt.id)])).toEqual([{ n: 1 }]);
  });

  it('of two parallel approvals of one application, exactly one opens an account', async () => {
    const receipt = await apply((await newClient()).api);
    const other = await signedInClient(server.url, 'admin');
    const answers = await Promise.all([
      admin.gql(APPROVE, { input: { id: receipt.id, expectedVersion: 1, limitCents: 100_000, netDays: 30 } }),
      other.gql(APPROVE, { input: { id: receipt.id, expectedVersion: 1, limitCents: 200_000, netDays: 15 } }),
    ]);
    expect(answers.filter((res) => res.body.data?.approveNet30Application)).toHaveLength(1);
    expect(answers.map((res) => firstGraphQLError(res)?.code).filter(Boolean)).toEqual(['CONFLICT']);
    expect(await server.sql(`select count(*)::int as n from net30_account where application_id = $1`, [Number(receipt.id)])).toEqual([{ n: 1 }]);
    expect((await row(receipt.id)).version).toBe(2);
  });

  it('refuses to open a second account for a client, a stale version, and a limit or terms out of range', async () => {
    const { api } = await newClient();
    const first = await apply(api);
    await admin.gql(APPROVE, { input: { id: first.id, expectedVersion: 1, limitCents: 100_000, netDays: 30 } });
    const second = await apply(api);
    expect(firstGraphQLError(await admin.gql(APPROVE, { input: { id: second.id, expectedVersion: 1, limitCents: 100_000, netDays: 30 } }))).toEqual({
      message: 'This client already has a Net30 account',
      code: 'CONFLICT',
    });
    const stale = await admin.gql(APPROVE, { input: { id: second.id, expectedVersion: 7, limitCents: 100_000, netDays: 30 } });
    expect(firstGraphQLError(stale)?.code).toBe('CONFLICT');
    expect(firstGraphQLError(stale)?.message).toMatch(/^This record was changed by .* Reload to see the latest\.$/);
    const bad = await admin.gql(APPROVE, { input: { id: second.id, expectedVersion: 1, limitCents: 9_999, netDays: 20 } });
    expect(bad.body.errors[0].extensions.fieldErrors).toEqual({ limitCents: 'The limit must be between $100 and $50,000', netDays: 'Choose Net 15, 30, 45 or 60' });
    expect(await row(second.id)).toMatchObject({ status: 'submitted', version: 1 });
  });

  it('decline gives the reason and a re-apply date 90 days out; the client sees both', async () => {
    const { api } = await newClient();
    const receipt = await apply(api);
    const declined = (await admin.gql(DECLINE, { input: { id: receipt.id, expectedVersion: 1, reason: 'Not enough trade history yet' } })).body.data.declineNet30Application;
    expect(declined).toEqual({ id: receipt.id, status: 'declined', decisionReason: 'Not enough trade history yet', reapplyAfter: addDays(platformToday(), 90), version: 2 });
    expect((await api.gql(MINE, {})).body.data.myNet30Application).toMatchObject({ status: 'declined', decisionReason: 'Not enough trade history yet', reapplyAfter: addDays(platformToday(), 90) });
    expect(await server.sql(`select template from email_outbox where dedupe_key = $1`, [`net30_application_decision:${receipt.id}:2`])).toEqual([{ template: 'net30_application_decision' }]);
    expect(firstGraphQLError(await admin.gql(REQUEST_INFO, { input: { id: receipt.id, expectedVersion: 2, message: 'More?' } }))).toEqual({
      message: 'You cannot ask for information on an application that is already declined',
      code: 'CONFLICT',
    });
  });

  it('request info → needs_info; the owner answers → submitted; nobody else can answer', async () => {
    const { api } = await newClient();
    const receipt = await apply(api);
    const asked = (await admin.gql(REQUEST_INFO, { input: { id: receipt.id, expectedVersion: 1, message: 'Please send a bank reference.' } })).body.data.requestNet30ApplicationInfo;
    expect(asked).toEqual({ id: receipt.id, status: 'needs_info', infoRequestMessage: 'Please send a bank reference.', version: 2 });
    expect((await api.gql(MINE, {})).body.data.myNet30Application).toMatchObject({ status: 'needs_info', infoRequestMessage: 'Please send a bank reference.' });
    expect(firstGraphQLError(await admin.gql(APPROVE, { input: { id: receipt.id, expectedVersion: 2, limitCents: 100_000, netDays: 30 } }))?.message).toBe(
      'You cannot approve an application that is waiting for information',
    );

    const stranger = await newClient();
    expect(firstGraphQLError(await stranger.api.gql(ANSWER, { id: receipt.id, text: 'Chase, account 123' }))).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
    const empty = await api.gql(ANSWER, { id: receipt.id, text: '   ' });
    expect(empty.body.errors[0].extensions.fieldErrors).toEqual({ text: 'Please write your answer (at most 2,000 characters)' });

    const answered = (await api.gql(ANSWER, { id: receipt.id, text: 'Chase, account 123' })).body.data.answerNet30ApplicationInfo;
    expect(answered).toEqual({ id: receipt.id, status: 'submitted', infoAnswer: 'Chase, account 123', version: 3 });
    expect(firstGraphQLError(await api.gql(ANSWER, { id: receipt.id, text: 'Again' }))).toEqual({ message: 'Nothing to answer: this application is under review', code: 'CONFLICT' });
    const actions = (await server.sql(`select action from audit_event where entity_type = 'net30_application' and entity_id = $1 order by seq`, [receipt.id])).map((event) => event.action);
    expect(actions).toEqual(['net30.application.submitted', 'net30.application.info_requested', 'net30.application.answered']);
  });
});

describe('authorization', () => {
  it('a client cannot list or decide; reads only their own; an admin reads a client’s by clientId', async () => {
    const { api, userId } = await newClient();
    const receipt = await apply(api);
    expect(firstGraphQLError(await api.gql(LIST, {}))?.code).toBe('FORBIDDEN');
    expect(firstGraphQLError(await api.gql(APPROVE, { input: { id: receipt.id, expectedVersion: 1, limitCents: 100_000, netDays: 30 } }))?.code).toBe('FORBIDDEN');
    expect(firstGraphQLError(await api.gql(DECLINE, { input: { id: receipt.id, expectedVersion: 1, reason: 'Mine' } }))?.code).toBe('FORBIDDEN');
    expect(firstGraphQLError(await new ApiClient(server.url).gql(LIST, {}))?.code).toBe('UNAUTHENTICATED');

    const stranger = await newClient();
    expect((await stranger.api.gql(MINE, {})).body.data.myNet30Application).toBeNull();
    // A client's clientId is ignored: they read their own (none here), never another's.
    expect((await stranger.api.gql(MINE, { clientId: String(userId) })).body.data.myNet30Application).toBeNull();
    expect((await admin.gql(MINE, { clientId: String(userId) })).body.data.myNet30Application).toMatchObject({ id: receipt.id });
    expect(await row(receipt.id)).toMatchObject({ status: 'submitted', version: 1 });
  });
});
