import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../graphql-server/src/shared/caller.js';
import { createServices } from '../../graphql-server/src/services.js';
import { expireStaleProposals } from '../../graphql-server/src/modules/submissions/proposal-expiry.js';
import { SubmissionSharingService } from '../../graphql-server/src/modules/submissions/sharing.service.js';
import { User } from '../../graphql-server/src/modules/users/user.entity.js';
import { WORKED_EXAMPLE_PROGRAMS } from '../../graphql-server/src/modules/matching/worked-example.js';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 11 item 4: consent and sharing (BACKOFFICE §3.4, R13, R22, R9, invariants 6, 7, 13). Admins propose programs
 * to the client or share now with a consent; the client approves, refuses, sets the auto-share policy and revokes;
 * at most 5 open per application; the first share moves the application to matched; an ended application closes
 * its submissions; proposals expire; the consent history and the access log are append-only.
 */
let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
let otherClient: ApiClient;
let lenderUser: ApiClient;
/** The demo lenders' programs by lender display name (Summit Capital, Harbor Funding, Cedar Growth, Lone Star Bank, Pinnacle). */
const programOf = new Map<string, string>();
const lenderIdOf = new Map<string, string>();

const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };
const api = () => new ApiClient(server.url);
async function signedIn(username: string, password = 'demo-pass') {
  const caller = api();
  expect((await caller.post('/api/login', { username, password })).status).toBe(200);
  return caller;
}
const errorOf = (res: { body: any }) => res.body.errors?.[0] && { message: res.body.errors[0].message, code: res.body.errors[0].extensions.code };

beforeAll(async () => {
  server = await startTestServer();
  [admin, client, otherClient, lenderUser] = await Promise.all([signedIn('admin'), signedIn('client'), signedIn('client2'), signedIn('lender')]);
  const rows = await server.sql<{ program_id: number; lender_id: number; display_name: string }>(
    `select p.id as program_id, l.id as lender_id, l.display_name from lender_program p join lender l on l.id = p.lender_id where p.status = 'active' order by p.id`,
  );
  for (const row of rows) {
    programOf.set(row.display_name, String(row.program_id));
    lenderIdOf.set(row.display_name, String(row.lender_id));
  }
  // Two more active lenders with an active program each, so a sixth and seventh share can be attempted.
  for (const name of ['Extra One Capital', 'Extra Two Capital']) {
    const lender = await admin.gql(`mutation C($input: CreateLenderInput!) { createLender(input: $input) { id } }`, {
      input: {
        legalName: `${name} LLC`, displayName: name, contactName: 'Pat', contactEmail: `${name.split(' ')[1]!.toLowerCase()}@lender.example`,
        products: ['revenue-based-financing'], agreementSignedOn: '2026-11-01', dataTermsAccepted: true, inviteEmails: [`${name.split(' ')[1]!.toLowerCase()}@lender.example`], activate: true,
      },
    });
    expect(lender.body.errors).toBeUndefined();
    const id = lender.body.data.createLender.id;
    const program = await admin.gql(`mutation P($input: CreateProgramInput!) { createProgram(input: $input) { id } }`, {
      input: { lenderId: id, name: `${name} RBF`, criteria: WORKED_EXAMPLE_PROGRAMS[2]!.criteria },
    });
    expect(program.body.errors).toBeUndefined();
    const programId = program.body.data.createProgram.id;
    expect((await admin.gql(`mutation P($id: ID!) { publishProgram(id: $id, expectedVersion: 1) { id } }`, { id: programId })).body.errors).toBeUndefined();
    programOf.set(name, programId);
    lenderIdOf.set(name, id);
  }
});
afterAll(() => server?.stop());

const SUBMISSIONS = `applicationId autoSharePolicy openCount maxOpen items { id lenderId lenderName programId programName programVersion status consentMode
  proposedAt sharedAt firstViewedAt respondedAt slaDueAt revokedAt revokedBy closedAt overrideReason }`;
const LENDERS = `applicationId autoSharePolicy autoSharePolicySince lenders { submissionId lenderName productLabel typicalPricing status proposedAt sharedAt
  firstViewedAt endedAt revokedBy canSee } accessLog { lenderName userName action documentName at text }`;
const LIST = `query L($id: ID!) { applicationSubmissions(applicationId: $id) { ${SUBMISSIONS} } }`;
const PROPOSE = `mutation P($id: ID!, $programs: [ProgramChoiceInput!]!) { proposeToClient(applicationId: $id, programs: $programs) { ${SUBMISSIONS} } }`;
const SHARE = `mutation S($id: ID!, $programs: [ProgramChoiceInput!]!, $consent: ShareConsentInput!) { shareWithLenders(applicationId: $id, programs: $programs, consent: $consent) { ${SUBMISSIONS} } }`;
const REVOKE = `mutation R($id: ID!, $reason: String) { revokeSubmission(submissionId: $id, reason: $reason) { ${SUBMISSIONS} } }`;
const REVOKE_ALL = `mutation R($id: ID!, $password: String!, $reason: String!) { revokeLenderAccess(lenderId: $id, password: $password, reason: $reason) }`;
const MINE = `query M($id: ID!) { myApplicationLenders(applicationId: $id) { ${LENDERS} } }`;
const RESPOND = `mutation R($id: ID!, $approve: Boolean!) { respondToProposal(submissionId: $id, approve: $approve) { ${LENDERS} } }`;
const REVOKE_MINE = `mutation R($id: ID!) { revokeLender(submissionId: $id) { ${LENDERS} } }`;
const AUTO_SHARE = `mutation A($id: ID!, $enabled: Boolean!) { setAutoSharePolicy(applicationId: $id, enabled: $enabled) { ${LENDERS} } }`;
const STAFF_CONSENT = { kind: 'staff_recorded', channel: 'phone', note: 'Client said yes on the phone at 10:05' };

let sequence = 0;
/** A new application of the demo client, taken into review by the admin. */
async function reviewedApplication(): Promise<string> {
  sequence += 1;
  const res = await api().post('/api/applications', { ...sampleIntake, businessName: `Sharing Test ${sequence} LLC`, ownerEmail: 'client@netfund.example' }, DEMO_KEY);
  expect(res.status).toBe(201);
  const id = String(res.body.id);
  const token = new URL(res.body.resultUrl, server.url).searchParams.get('token')!;
  expect((await client.post(`/api/applications/${id}/claim`, { token })).status).toBe(200);
  const started = await admin.gql(`mutation S($id: ID!) { startReview(id: $id, expectedVersion: 1) { id } }`, { id });
  expect(started.body.errors).toBeUndefined();
  return id;
}
const programs = (...names: string[]) => names.map((name) => ({ programId: programOf.get(name)! }));
async function share(applicationId: string, ...names: string[]) {
  const res = await admin.gql(SHARE, { id: applicationId, programs: programs(...names), consent: STAFF_CONSENT });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.shareWithLenders;
}
const statusOf = async (applicationId: string) => (await server.sql<{ status: string; version: number }>(`select status::text, version from applications where id = $1`, [applicationId]))[0]!;
const counts = async () =>
  (await server.sql(`select (select count(*) from submission)::int as submissions, (select count(*) from consent_record)::int as consents,
    (select count(*) from audit_event)::int as events, (select count(*) from email_outbox)::int as mails`))[0];
/** The services of one unit of work acting for `username` (the lender portal is a later item: its guard is tested here). */
async function servicesAs(username: string) {
  const em = server.db.orm.em.fork();
  const user = await em.findOneOrFail(User, { username });
  return { services: createServices(em, server.config), caller: callerOf(user), em };
}

describe('who may use consent and sharing', () => {
  it('admin operations: anonymous UNAUTHENTICATED, clients and a lender FORBIDDEN; client operations: another client NOT_FOUND; nothing changes', async () => {
    const id = await reviewedApplication();
    const shared = await share(id, 'Harbor Funding');
    const submissionId = shared.items[0].id;
    const before = await counts();
    const adminOps: [string, Record<string, unknown>][] = [
      [LIST, { id }],
      [PROPOSE, { id, programs: programs('Summit Capital') }],
      [SHARE, { id, programs: programs('Summit Capital'), consent: STAFF_CONSENT }],
      [REVOKE, { id: submissionId }],
      [REVOKE_ALL, { id: lenderIdOf.get('Harbor Funding'), password: 'demo-pass', reason: 'Incident response test' }],
    ];
    const clientOps: [string, Record<string, unknown>][] = [
      [MINE, { id }],
      [RESPOND, { id: submissionId, approve: true }],
      [REVOKE_MINE, { id: submissionId }],
      [AUTO_SHARE, { id, enabled: true }],
    ];
    for (const [query, variables] of [...adminOps, ...clientOps]) expect(errorOf(await api().gql(query, variables))?.code, query).toBe('UNAUTHENTICATED');
    for (const [query, variables] of adminOps) {
      for (const [who, caller] of Object.entries({ client, otherClient, lenderUser })) expect(errorOf(await caller.gql(query, variables))?.code, `${who}: ${query}`).toBe('FORBIDDEN');
    }
    for (const [query, variables] of clientOps) {
      for (const [who, caller] of Object.entries({ admin, lenderUser })) expect(errorOf(await caller.gql(query, variables))?.code, `${who}: ${query}`).toBe('FORBIDDEN');
    }
    expect(errorOf(await otherClient.gql(MINE, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(errorOf(await otherClient.gql(RESPOND, { id: submissionId, approve: true }))).toEqual({ code: 'NOT_FOUND', message: 'Submission not found' });
    expect(errorOf(await otherClient.gql(REVOKE_MINE, { id: submissionId }))).toEqual({ code: 'NOT_FOUND', message: 'Submission not found' });
    expect(errorOf(await otherClient.gql(AUTO_SHARE, { id, enabled: true }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(await counts()).toEqual(before);
    expect((await server.sql(`select status from submission where id = $1`, [submissionId]))[0]).toEqual({ status: 'shared' });
    expect(errorOf(await admin.gql(LIST, { id: '999999' }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(errorOf(await admin.gql(REVOKE, { id: '999999' }))).toEqual({ code: 'NOT_FOUND', message: 'Submission not found' });
    expect(errorOf(await admin.gql(REVOKE, { id: 'x' }))).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid submission ID' });
  });
});

describe('propose to the client, approve and refuse', () => {
  it('proposes two programs (client e-mailed), the client approves one (consent by click → shared, application → matched) and refuses the other', async () => {
    const id = await reviewedApplication();
    const proposed = (await admin.gql(PROPOSE, { id, programs: programs('Harbor Funding', 'Cedar Growth') })).body.data.proposeToClient;
    expect(proposed.items.map((item: any) => [item.lenderName, item.status])).toEqual([['Cedar Growth', 'proposed'], ['Harbor Funding', 'proposed']]);
    expect(await statusOf(id)).toMatchObject({ status: 'in_review' });
    const [mail] = await server.sql<{ to_address: string; subject: string; text_body: string }>(`select to_address, subject, text_body from email_outbox where template = 'lenders_proposed' and dedupe_key like $1`, [`lenders_proposed:${id}:%`]);
    expect(mail!.to_address).toBe('client@netfund.example');
    expect(mail!.text_body).toContain('- Harbor Funding\n- Cedar Growth');

    const mine = (await client.gql(MINE, { id })).body.data.myApplicationLenders;
    expect(mine.lenders.map((lender: any) => [lender.lenderName, lender.status, lender.productLabel])).toEqual([
      ['Cedar Growth', 'proposed', 'Revenue-Based Financing'],
      ['Harbor Funding', 'proposed', 'Revenue-Based Financing'],
    ]);
    expect(mine.lenders[0].typicalPricing).toMatch(/^(Factor \d\.\d\d–\d\.\d\d|APR .+)$/);
    expect(mine.lenders[0].canSee.at(-1)).toBe('Documents: none uploaded yet');
    expect(JSON.stringify(mine)).not.toMatch(/commission|Summit|Pinnacle|Lone Star/i);

    const harbor = proposed.items.find((item: any) => item.lenderName === 'Harbor Funding');
    const cedar = proposed.items.find((item: any) => item.lenderName === 'Cedar Growth');
    const approved = (await client.gql(RESPOND, { id: harbor.id, approve: true })).body.data.respondToProposal;
    expect(approved.lenders.find((lender: any) => lender.lenderName === 'Harbor Funding')).toMatchObject({ status: 'shared' });
    expect(await statusOf(id)).toMatchObject({ status: 'matched', version: 3 });
    const history = await server.sql(`select from_status::text as "from", to_status::text as "to", actor from application_status_changes where application_id = $1 order by id desc limit 1`, [id]);
    expect(history).toEqual([{ from: 'in_review', to: 'matched', actor: 'Underwriting team' }]);
    const [row] = await server.sql<{ consent_mode: string; kind: string; channel: string; granted: boolean; recorded_by_name: string; sla_hours: number; due_ms: number }>(
      `select s.consent_mode, c.kind, c.channel, c.granted, c.recorded_by_name, l.sla_hours, extract(epoch from (s.sla_due_at - s.shared_at)) * 1000 as due_ms
         from submission s join consent_record c on c.id = s.consent_record_id join lender l on l.id = s.lender_id where s.id = $1`,
      [harbor.id],
    );
    expect(row).toMatchObject({ consent_mode: 'client_click', kind: 'share_with_lender', channel: 'web', granted: true, recorded_by_name: 'client' });
    expect(Number(row!.due_ms)).toBe(row!.sla_hours * 3_600_000);

    const refused = (await client.gql(RESPOND, { id: cedar.id, approve: false })).body.data.respondToProposal;
    expect(refused.lenders.find((lender: any) => lender.lenderName === 'Cedar Growth')).toMatchObject({ status: 'refused', canSee: [] });
    expect(errorOf(await client.gql(RESPOND, { id: cedar.id, approve: true }))).toEqual({ code: 'CONFLICT', message: 'This proposal is no longer open' });
    const actions = await server.sql<{ action: string }>(`select action from audit_event where entity_type = 'submission' and entity_id in ($1, $2) order by seq`, [harbor.id, cedar.id]);
    expect(actions.map((event) => event.action)).toEqual(['submission.proposed', 'submission.proposed', 'submission.shared', 'submission.refused']);
  });

  it('answers the same proposal once when approved twice at once', async () => {
    const id = await reviewedApplication();
    const proposed = (await admin.gql(PROPOSE, { id, programs: programs('Pinnacle') })).body.data.proposeToClient;
    const results = await Promise.all([client.gql(RESPOND, { id: proposed.items[0].id, approve: true }), client.gql(RESPOND, { id: proposed.items[0].id, approve: true })]);
    expect(results.map((res) => errorOf(res)?.message ?? 'ok').sort()).toEqual(['This proposal is no longer open', 'ok']);
    expect(await server.sql(`select count(*)::int as n from consent_record where application_id = $1`, [id])).toEqual([{ n: 1 }]);
  });
});

describe('share now needs a consent', () => {
  it('refuses without the auto-share policy or without a channel and note; shares under the policy the client set', async () => {
    const id = await reviewedApplication();
    const before = await counts();
    const noPolicy = await admin.gql(SHARE, { id, programs: programs('Summit Capital'), consent: { kind: 'auto_share_policy' } });
    expect(errorOf(noPolicy)).toEqual({ code: 'CONFLICT', message: "The client has not turned on automatic sharing: propose the lenders to the client, or record the client's consent" });
    expect(errorOf(await admin.gql(SHARE, { id, programs: programs('Summit Capital'), consent: { kind: 'staff_recorded', channel: 'phone' } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Consent note must be 5 to 1000 characters',
    });
    expect(errorOf(await admin.gql(SHARE, { id, programs: programs('Summit Capital'), consent: { kind: 'staff_recorded', note: 'Said yes by phone' } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Consent channel must be web, phone or email',
    });
    expect(errorOf(await admin.gql(SHARE, { id, programs: [], consent: STAFF_CONSENT }))?.message).toBe('Choose at least one program');
    expect(await counts()).toEqual(before);
    expect(await statusOf(id)).toMatchObject({ status: 'in_review' });

    const on = (await client.gql(AUTO_SHARE, { id, enabled: true })).body.data.setAutoSharePolicy;
    expect(on.autoSharePolicy).toBe(true);
    const shared = (await admin.gql(SHARE, { id, programs: programs('Summit Capital'), consent: { kind: 'auto_share_policy' } })).body.data.shareWithLenders;
    expect(shared.items[0]).toMatchObject({ lenderName: 'Summit Capital', status: 'shared', consentMode: 'client_auto_policy' });
    expect(await statusOf(id)).toMatchObject({ status: 'matched' });
    // Turning the policy off stops the next share under it; the history keeps both records.
    expect((await client.gql(AUTO_SHARE, { id, enabled: false })).body.data.setAutoSharePolicy.autoSharePolicy).toBe(false);
    expect(errorOf(await admin.gql(SHARE, { id, programs: programs('Pinnacle'), consent: { kind: 'auto_share_policy' } }))?.code).toBe('CONFLICT');
    expect(await server.sql(`select granted from consent_record where application_id = $1 and kind = 'auto_share_policy' order by id`, [id])).toEqual([{ granted: true }, { granted: false }]);
  });

  it('refuses a paused lender, a program that is not active, a lender that already has the file and an application not in review', async () => {
    const id = await reviewedApplication();
    await share(id, 'Harbor Funding');
    expect(errorOf(await admin.gql(SHARE, { id, programs: programs('Harbor Funding'), consent: STAFF_CONSENT }))).toEqual({ code: 'CONFLICT', message: 'Harbor Funding already has this application' });
    const lenderId = lenderIdOf.get('Extra Two Capital')!;
    const [lender] = await server.sql<{ version: number }>(`select version from lender where id = $1`, [lenderId]);
    expect((await admin.gql(`mutation P($id: ID!, $v: Int!) { pauseLender(id: $id, reason: "Capacity review", expectedVersion: $v) { id } }`, { id: lenderId, v: lender!.version })).body.errors).toBeUndefined();
    expect(errorOf(await admin.gql(SHARE, { id, programs: programs('Extra Two Capital'), consent: STAFF_CONSENT }))).toEqual({ code: 'CONFLICT', message: 'Extra Two Capital is paused: it takes no new applications' });
    expect(errorOf(await admin.gql(PROPOSE, { id, programs: programs('Extra Two Capital') }))?.message).toBe('Extra Two Capital is paused: it takes no new applications');
    const [paused] = await server.sql<{ version: number }>(`select version from lender where id = $1`, [lenderId]);
    await admin.gql(`mutation R($id: ID!, $v: Int!) { resumeLender(id: $id, expectedVersion: $v) { id } }`, { id: lenderId, v: paused!.version });

    const programId = programOf.get('Extra One Capital')!;
    const [program] = await server.sql<{ version: number }>(`select version from lender_program where id = $1`, [programId]);
    await admin.gql(`mutation P($id: ID!, $v: Int!) { pauseProgram(id: $id, reason: "Box under review", expectedVersion: $v) { id } }`, { id: programId, v: program!.version });
    expect(errorOf(await admin.gql(SHARE, { id, programs: programs('Extra One Capital'), consent: STAFF_CONSENT }))).toEqual({ code: 'CONFLICT', message: 'The program Extra One Capital RBF is not active' });
    await admin.gql(`mutation R($id: ID!, $v: Int!) { resumeProgram(id: $id, expectedVersion: $v) { id } }`, { id: programId, v: program!.version + 1 });

    const submitted = await api().post('/api/applications', { ...sampleIntake, businessName: 'Not Yet Reviewed LLC' }, DEMO_KEY);
    expect(errorOf(await admin.gql(SHARE, { id: String(submitted.body.id), programs: programs('Pinnacle'), consent: STAFF_CONSENT }))).toEqual({
      code: 'CONFLICT',
      message: 'Cannot share a submitted application with lenders: only an application in review, matched or offered can be shared',
    });
  });
});

describe('the cap of 5 open submissions', () => {
  it('shares with exactly 5 lenders when 7 shares arrive at once; the others get the sentence', async () => {
    const id = await reviewedApplication();
    const names = ['Summit Capital', 'Harbor Funding', 'Cedar Growth', 'Lone Star Bank', 'Pinnacle', 'Extra One Capital', 'Extra Two Capital'];
    const results = await Promise.all(names.map((name) => admin.gql(SHARE, { id, programs: programs(name), consent: STAFF_CONSENT })));
    expect(results.filter((res) => !res.body.errors)).toHaveLength(5);
    expect(results.map(errorOf).filter(Boolean)).toEqual([
      { code: 'CONFLICT', message: 'This application is already shared with 5 lenders (the maximum)' },
      { code: 'CONFLICT', message: 'This application is already shared with 5 lenders (the maximum)' },
    ]);
    expect(await server.sql(`select count(*)::int as n from submission where application_id = $1`, [id])).toEqual([{ n: 5 }]);
    // One status move, not five.
    expect(await server.sql(`select count(*)::int as n from application_status_changes where application_id = $1 and to_status = 'matched'`, [id])).toEqual([{ n: 1 }]);
    expect(await statusOf(id)).toMatchObject({ status: 'matched', version: 3 });
  });

  it('counts proposals too: a proposal of a sixth lender is refused', async () => {
    const id = await reviewedApplication();
    await admin.gql(PROPOSE, { id, programs: programs('Summit Capital', 'Harbor Funding', 'Cedar Growth') });
    await share(id, 'Lone Star Bank', 'Pinnacle');
    expect(errorOf(await admin.gql(PROPOSE, { id, programs: programs('Extra One Capital') }))).toEqual({ code: 'CONFLICT', message: 'This application is already shared with 5 lenders (the maximum)' });
  });
});

describe('revoking access', () => {
  it('the client revokes a lender: revoked at once, audited, the lender reads neither the file nor its documents; an admin revoke shows as NetFund', async () => {
    const id = await reviewedApplication();
    const request = await admin.gql(`mutation R($input: RequestInfoInput!) { requestInfo(input: $input) { id } }`, {
      input: { applicationId: id, message: 'Your statement, please.', dueAt: '2099-01-01', items: [{ kind: 'document', docType: 'bank_statements', prompt: 'March bank statement' }] },
    });
    expect(request.body.errors).toBeUndefined();
    const [document] = await server.sql<{ id: number }>(`select id from document where application_id = $1`, [id]);
    const shared = await share(id, 'Cedar Growth', 'Harbor Funding');
    const cedar = shared.items.find((item: any) => item.lenderName === 'Cedar Growth');

    const lender = await servicesAs('lender');
    const open = await lender.services.lenderAccess.requireOpenSubmission(lender.caller, id);
    expect(open.id).toBe(Number(cedar.id));
    await lender.services.lenderAccess.recordAccess(lender.em, { applicationId: Number(id), lenderId: open.lenderId, userId: lender.caller.user!.id, userName: 'lender', action: 'open_file', ipPrefix: '203.0.113.0/24' }, new Date('2026-11-03T15:10:00Z'));
    await lender.services.lenderAccess.recordAccess(lender.em, {
      applicationId: Number(id), lenderId: open.lenderId, userId: lender.caller.user!.id, userName: 'lender', action: 'view_document', documentId: document!.id, documentName: 'bank-statement-march.pdf',
    }, new Date('2026-11-03T15:14:00Z'));
    const seen = (await client.gql(MINE, { id })).body.data.myApplicationLenders;
    expect(seen.accessLog.map((line: any) => line.text)).toEqual([
      'Cedar Growth — lender viewed bank-statement-march.pdf, Nov 3, 10:14 AM',
      'Cedar Growth — lender opened your application file, Nov 3, 10:10 AM',
    ]);
    expect(seen.lenders.find((item: any) => item.lenderName === 'Cedar Growth')).toMatchObject({ status: 'viewed', firstViewedAt: '2026-11-03T15:10:00.000Z' });

    const revoked = (await client.gql(REVOKE_MINE, { id: cedar.id })).body.data.revokeLender;
    expect(revoked.lenders.find((item: any) => item.lenderName === 'Cedar Growth')).toMatchObject({ status: 'revoked', revokedBy: 'client', canSee: [] });
    const after = await servicesAs('lender');
    await expect(after.services.lenderAccess.requireOpenSubmission(after.caller, id)).rejects.toThrow('Application not found');
    await expect(after.services.lenderAccess.requireReadableDocument(after.caller, document!.id)).rejects.toThrow('Document not found');
    const harborUser = await servicesAs('harbor');
    expect((await harborUser.services.lenderAccess.requireReadableDocument(harborUser.caller, document!.id)).document.id).toBe(document!.id);
    expect(errorOf(await client.gql(REVOKE_MINE, { id: cedar.id }))).toEqual({ code: 'CONFLICT', message: "This lender's access has already ended" });
    expect(await server.sql(`select granted, recorded_by_name from consent_record where application_id = $1 and scope->>'submissionId' = $2 order by id`, [id, cedar.id])).toEqual([
      { granted: false, recorded_by_name: 'client' },
    ]);
    expect(await server.sql(`select action, actor_name from audit_event where entity_type = 'submission' and entity_id = $1 and action = 'submission.revoked'`, [cedar.id])).toEqual([
      { action: 'submission.revoked', actor_name: 'client' },
    ]);

    const harbor = shared.items.find((item: any) => item.lenderName === 'Harbor Funding');
    const byAdmin = (await admin.gql(REVOKE, { id: harbor.id, reason: 'Lender asked to step back' })).body.data.revokeSubmission;
    expect(byAdmin.items.find((item: any) => item.id === harbor.id)).toMatchObject({ status: 'revoked', revokedBy: 'admin' });
    expect((await client.gql(MINE, { id })).body.data.myApplicationLenders.lenders.find((item: any) => item.lenderName === 'Harbor Funding')).toMatchObject({ revokedBy: 'admin' });
  });

  it('revokes once when the client and an admin revoke the same lender at once', async () => {
    const id = await reviewedApplication();
    const shared = await share(id, 'Pinnacle');
    const submissionId = shared.items[0].id;
    const results = await Promise.all([client.gql(REVOKE_MINE, { id: submissionId }), admin.gql(REVOKE, { id: submissionId })]);
    expect(results.map((res) => errorOf(res)?.message ?? 'ok').sort()).toEqual(["This lender's access has already ended", 'ok']);
    expect(await server.sql(`select count(*)::int as n from audit_event where action = 'submission.revoked' and entity_id = $1`, [submissionId])).toEqual([{ n: 1 }]);
  });

  it('Revoke all access needs the admin password, then revokes every open submission of the lender on every application', async () => {
    const [first, second] = [await reviewedApplication(), await reviewedApplication()];
    await share(first, 'Lone Star Bank', 'Summit Capital');
    await share(second, 'Lone Star Bank');
    const lenderId = lenderIdOf.get('Lone Star Bank')!;
    const before = await counts();
    expect(errorOf(await admin.gql(REVOKE_ALL, { id: lenderId, password: 'wrong-password', reason: 'Suspected data leak' }))).toEqual({ code: 'BAD_USER_INPUT', message: 'Your password is not correct' });
    expect(errorOf(await admin.gql(REVOKE_ALL, { id: lenderId, password: 'demo-pass', reason: 'no' }))?.message).toBe('Reason must be 5 to 500 characters');
    expect(await counts()).toEqual(before);
    const revoked = (await admin.gql(REVOKE_ALL, { id: lenderId, password: 'demo-pass', reason: 'Suspected data leak' })).body.data.revokeLenderAccess;
    expect(revoked).toBeGreaterThanOrEqual(2);
    expect(await server.sql(`select count(*)::int as n from submission where lender_id = $1 and status in ('proposed', 'shared', 'viewed', 'info_requested', 'offered')`, [lenderId])).toEqual([{ n: 0 }]);
    expect(await server.sql(`select status from submission where application_id = $1 order by id`, [first])).toEqual([{ status: 'revoked' }, { status: 'shared' }]);
    expect(await server.sql(`select count(*)::int as n from audit_event where action = 'lender.access_revoked' and entity_id = $1`, [lenderId])).toEqual([{ n: 1 }]);
  });
});

describe('the last lender loses the file', () => {
  it('a matched application goes back to review when its only shared lender is revoked (a proposal does not keep it matched)', async () => {
    const id = await reviewedApplication();
    await admin.gql(PROPOSE, { id, programs: programs('Pinnacle') });
    const shared = await share(id, 'Summit Capital');
    expect(await statusOf(id)).toMatchObject({ status: 'matched' });
    await client.gql(REVOKE_MINE, { id: shared.items.find((item: any) => item.lenderName === 'Summit Capital').id });
    expect(await statusOf(id)).toMatchObject({ status: 'in_review', version: 4 });
    expect(await server.sql(`select from_status::text as "from", to_status::text as "to" from application_status_changes where application_id = $1 order by id desc limit 1`, [id])).toEqual([
      { from: 'matched', to: 'in_review' },
    ]);
    expect(await server.sql(`select count(*)::int as n from audit_event where action = 'application.no_active_lender' and entity_id = $1`, [id])).toEqual([{ n: 1 }]);
  });
});

describe('the application ends', () => {
  it('declining closes every open submission (proposed and shared), audited; the lender and program can then be archived', async () => {
    const id = await reviewedApplication();
    await admin.gql(PROPOSE, { id, programs: programs('Extra One Capital') });
    await share(id, 'Extra Two Capital');
    const extraTwo = lenderIdOf.get('Extra Two Capital')!;
    const [lender] = await server.sql<{ version: number }>(`select version from lender where id = $1`, [extraTwo]);
    const archive = `mutation A($id: ID!, $v: Int!) { archiveLender(id: $id, expectedVersion: $v) { id status } }`;
    const open = (await server.sql<{ n: number }>(`select count(*)::int as n from submission where lender_id = $1 and status in ('proposed', 'shared')`, [extraTwo]))[0]!.n;
    expect(errorOf(await admin.gql(archive, { id: extraTwo, v: lender!.version }))).toEqual({ code: 'CONFLICT', message: `This lender has ${open === 1 ? '1 open submission' : `${open} open submissions`}` });
    const extraOneProgram = programOf.get('Extra One Capital')!;
    const [program] = await server.sql<{ version: number }>(`select version from lender_program where id = $1`, [extraOneProgram]);
    const openProposals = (await server.sql<{ n: number }>(`select count(*)::int as n from submission where program_id = $1 and status in ('proposed', 'shared', 'viewed', 'info_requested', 'offered')`, [extraOneProgram]))[0]!.n;
    expect(errorOf(await admin.gql(`mutation A($id: ID!, $v: Int!) { archiveProgram(id: $id, expectedVersion: $v) { id } }`, { id: extraOneProgram, v: program!.version }))?.message).toBe(
      `This program has ${openProposals === 1 ? '1 open submission' : `${openProposals} open submissions`}`,
    );
    const lenderRow = (await admin.gql(`query L { adminLenders(filter: { search: "Extra Two" }) { items { openSubmissionCount } } }`)).body.data.adminLenders.items[0];
    expect(lenderRow.openSubmissionCount).toBe(open);

    const { version } = await statusOf(id);
    const declined = await admin.gql(`mutation D($input: DeclineApplicationInput!) { declineApplication(input: $input) { id } }`, {
      input: { id, expectedVersion: version, reasonCodes: ['no_program_match'] },
    });
    expect(declined.body.errors).toBeUndefined();
    expect(await server.sql(`select status, closed_at is not null as closed from submission where application_id = $1 order by id`, [id])).toEqual([
      { status: 'closed', closed: true },
      { status: 'closed', closed: true },
    ]);
    expect(await server.sql(`select count(*)::int as n from audit_event where action = 'submission.closed' and entity_id in (select id::text from submission where application_id = $1)`, [id])).toEqual([{ n: 2 }]);
    expect(errorOf(await admin.gql(SHARE, { id, programs: programs('Pinnacle'), consent: STAFF_CONSENT }))?.message).toBe(
      'Cannot share a declined application with lenders: only an application in review, matched or offered can be shared',
    );
  });

  it('withdrawing by the client closes them too', async () => {
    const id = await reviewedApplication();
    await share(id, 'Pinnacle');
    const { version } = await statusOf(id);
    const res = await client.gql(`mutation W($id: ID!, $v: Int!, $reason: String!) { withdrawApplication(id: $id, expectedVersion: $v, reason: $reason) { id } }`, { id, v: version, reason: 'Found other funding' });
    expect(res.body.errors).toBeUndefined();
    expect(await server.sql(`select status from submission where application_id = $1`, [id])).toEqual([{ status: 'closed' }]);
  });
});

describe('proposal expiry', () => {
  it('expires proposals unanswered for 5 days, once, however many runs race; answered ones stay', async () => {
    const id = await reviewedApplication();
    const proposed = (await admin.gql(PROPOSE, { id, programs: programs('Summit Capital', 'Harbor Funding') })).body.data.proposeToClient;
    const [fresh, stale] = proposed.items;
    await server.sql(`update submission set proposed_at = now() - interval '5 days 1 minute' where id = $1`, [stale.id]);
    const audit = () => createServices(server.db.orm.em.fork(), server.config).audit;
    const runs = await Promise.all([1, 2, 3].map(() => expireStaleProposals(server.db.orm.em.fork(), audit())));
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await server.sql(`select id::text, status from submission where application_id = $1 order by id`, [id])).toEqual(
      [{ id: stale.id, status: 'expired' }, { id: fresh.id, status: 'proposed' }].sort((a, b) => Number(a.id) - Number(b.id)),
    );
    expect(await server.sql(`select count(*)::int as n from audit_event where action = 'submission.expired' and entity_id = $1`, [stale.id])).toEqual([{ n: 1 }]);
    expect(errorOf(await client.gql(RESPOND, { id: stale.id, approve: true }))?.message).toBe('This proposal is no longer open');
  });
});

describe('the database keeps the rules', () => {
  it('consent_record and access_log refuse UPDATE, DELETE and TRUNCATE; a shared submission without consent is refused', async () => {
    const id = await reviewedApplication();
    await share(id, 'Summit Capital');
    const lender = await servicesAs('summit');
    await lender.services.lenderAccess.recordAccess(lender.em, { applicationId: Number(id), lenderId: Number(lenderIdOf.get('Summit Capital')), userId: lender.caller.user!.id, userName: 'summit', action: 'open_file' });
    for (const table of ['consent_record', 'access_log']) {
      await expect(server.sql(`update ${table} set at = now() where application_id = $1`, [id])).rejects.toThrow(`${table} is append-only: UPDATE is not allowed`);
      await expect(server.sql(`delete from ${table} where application_id = $1`, [id])).rejects.toThrow(`${table} is append-only: DELETE is not allowed`);
      await expect(server.sql(`truncate ${table} cascade`)).rejects.toThrow(/append-only: TRUNCATE is not allowed/);
    }
    await expect(server.sql(`update submission set consent_record_id = null where application_id = $1`, [id])).rejects.toThrow(/submission_shared_needs_consent_check/);
  });
});

describe('sharing an ineligible program', () => {
  it('needs an override reason, kept on the submission and in the audit event', async () => {
    const id = await reviewedApplication();
    const { em, caller } = await servicesAs('admin');
    const services = createServices(em, server.config);
    const ineligibleProgram = Number(programOf.get('Lone Star Bank'));
    // The stored match results arrive with the matches module; its latestResult is the seam the service reads.
    const sharing = new SubmissionSharingService(em, services.audit, server.config, {
      latestResult: (_em, applicationId, programId) => Promise.resolve(applicationId === Number(id) && programId === ineligibleProgram ? { outcome: 'ineligible' } : { outcome: 'eligible' }),
    });
    const consent = { kind: 'staff_recorded', channel: 'email', note: 'Client approved by e-mail on Nov 22' };
    await expect(sharing.share(id, { programs: [{ programId: ineligibleProgram }], consent }, caller)).rejects.toMatchObject({
      message: 'Sharing an ineligible program needs an override reason',
      fieldErrors: { 'programs.0.overrideReason': 'Sharing an ineligible program needs an override reason' },
    });
    expect(await server.sql(`select count(*)::int as n from submission where application_id = $1`, [id])).toEqual([{ n: 0 }]);
    const [shared] = await sharing.share(id, { programs: [{ programId: ineligibleProgram, overrideReason: 'Relationship lender, asked to see it' }], consent }, caller);
    expect(shared).toMatchObject({ status: 'shared', overrideReason: 'Relationship lender, asked to see it' });
    const [event] = await server.sql<{ after: Record<string, unknown> }>(`select after from audit_event where action = 'submission.shared' and entity_id = $1`, [String(shared!.id)]);
    expect(event!.after).toMatchObject({ overrideReason: 'Relationship lender, asked to see it' });
  });
});
