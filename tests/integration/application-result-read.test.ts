import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../graphql-server/src/services.js';
import { sessionCaller } from '../../graphql-server/src/http/request-state.js';
import { ANONYMOUS, callerOf, type Caller } from '../../graphql-server/src/shared/caller.js';
import { Role } from '../../graphql-server/src/modules/users/user.entity.js';
import { ApiClient, signedInClient } from '../support/api-client.js';
import { demoApprovedResult, sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * The result read (REST GET /api/applications/{id}, GraphQL application) answers from the row without building the
 * Application entity, and checks ownership by the caller's user id without building the session's User entity:
 * the same answers and the same refusals as the entity path (getReadable, myApplications).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);
const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };

const signedIn = (username: string) => signedInClient(server.url, username);

async function userId(username: string): Promise<number> {
  return (await server.sql<{ id: number }>(`select id from users where username = $1`, [username]))[0]!.id;
}

/** A fresh application from the intake, with its token. */
async function submitted(): Promise<{ id: number; token: string }> {
  const res = await api().post('/api/applications', { ...sampleIntake, ownerEmail: `result-read-${Date.now()}-${Math.random()}@example.com` }, DEMO_KEY);
  expect(res.status).toBe(201);
  return { id: res.body.id, token: new URL(res.body.resultUrl, 'http://x').searchParams.get('token')! };
}

/** A caller whose user entity must not be needed: reading `user` fails the test. */
function withoutEntity(id: number, role: Role, twoFactorSetupRequired = false): Caller {
  return sessionCaller({
    get user(): never {
      throw new Error('the user entity was built');
    },
    account: { id, username: 'x', role, lenderId: null, email: 'x@example.com', firstName: null, lastName: null, phone: null, pendingEmail: null, totpEnabledAt: null },
    twoFactorSetupRequired,
  });
}

const ALL_FIELDS = `id number submittedAt decidedAt reapplyAfter approvedAmount approvedTerm approvedRate approvedPayment ownerEmail
  businessName contactName product requestedAmount industry state monthsInBusiness monthlyRevenue createdAt updatedAt
  status workflowStatus version declineReason declineReasons { code text } canWithdraw ownedByViewer`;
const HISTORY = `statusHistory { id fromStatus toStatus fromWorkflowStatus toWorkflowStatus actor note changedAt } timeline { at title detail }`;

const RESULT = `query Result($id: ID!, $token: String) { application(id: $id, token: $token) { ${ALL_FIELDS} } }`;
// A list's cost limit leaves out the history; it is compared with the claim's answer (the entity) below.
const MINE = `{ myApplications { ${ALL_FIELDS} } }`;

const RESULT_KEYS = [
  'id', 'number', 'status', 'version', 'businessName', 'contactName', 'ownerEmail', 'product', 'requestedAmount', 'industry', 'state',
  'monthsInBusiness', 'monthlyRevenue', 'statusReasonCodes', 'statusNote', 'submittedAt', 'decidedAt', 'reapplyAfter', 'approvedAmount',
  'approvedTerm', 'approvedRate', 'approvedPayment', 'createdAt', 'updatedAt',
] as const;

describe('readResult: the row read', () => {
  it('answers what the entity holds, for every readable application (every column set, microsecond timestamps)', async () => {
    // One application with every optional column filled, and timestamps with microseconds (the entity truncates to ms).
    const { id } = await submitted();
    const clientId = await userId('client');
    await server.sql(
      `update applications set status = 'declined', status_reason_codes = '{credit_score,other}', status_note = 'A note',
              decided_at = '2026-03-04 05:06:07.123456+00', reapply_after = '2026-09-04', submitted_at = '2026-03-01 01:02:03.999999+00',
              approved_amount = '$1', approved_term = '2 months', approved_rate = '1.3', approved_payment = '$4 daily', owner_id = $2,
              version = 7, created_at = '2026-02-28 23:59:59.000001+00', updated_at = '2026-03-04 05:06:07.5+00'
        where id = $1`,
      [id, clientId],
    );
    const ids = (await server.sql<{ id: number }>(`select id from applications where status <> 'draft' order by id`)).map((row) => row.id);
    expect(ids).toContain(id);
    const admin = callerOf((await createServices(server.db.orm.em.fork(), server.config).users.findByUsername('admin'))!);
    for (const appId of ids) {
      const entity = await createServices(server.db.orm.em.fork(), server.config).applications.getReadable(appId, null, admin);
      const result = await createServices(server.db.orm.em.fork(), server.config).applications.readResult(appId, null, admin);
      const expected = Object.fromEntries(RESULT_KEYS.map((key) => [key, entity[key] ?? null]));
      expect({ ...result, owner: undefined }).toEqual({ ...expected, owner: undefined });
      expect(result.owner).toEqual(entity.owner ? { id: entity.owner.id } : null);
      expect(Object.keys(result)).not.toContain('accessTokenHash');
    }
  });

  it('checks the owner by the caller’s user id, without building the session’s user entity', async () => {
    const clientId = await userId('client');
    const client2Id = await userId('client2');
    const services = createServices(server.db.orm.em.fork(), server.config);
    // Application 1 is the demo client's.
    await expect(services.applications.readResult(1, null, withoutEntity(clientId, Role.client))).resolves.toMatchObject({ id: 1 });
    await expect(services.applications.getReadable(1, null, withoutEntity(clientId, Role.client))).resolves.toMatchObject({ id: 1 });
    for (const caller of [
      withoutEntity(client2Id, Role.client), // another client
      withoutEntity(clientId, Role.lender), // the owner's id with another role
      withoutEntity(clientId, Role.client, true), // the owner, before setting up two-factor sign-in
      ANONYMOUS,
    ]) {
      await expect(services.applications.readResult(1, null, caller)).rejects.toMatchObject({ kind: 'not_found', message: 'Application not found' });
      await expect(services.applications.getReadable(1, null, caller)).rejects.toMatchObject({ kind: 'not_found', message: 'Application not found' });
    }
  });

  it('never answers a draft, nor an application nobody owns to a client without its token', async () => {
    const { id, token } = await submitted();
    const services = createServices(server.db.orm.em.fork(), server.config);
    const clientId = await userId('client');
    // Nobody owns it: a client with no token is refused (an unowned application is not "owned by" anyone), the token reads it.
    await expect(services.applications.readResult(id, null, withoutEntity(clientId, Role.client))).rejects.toMatchObject({ kind: 'not_found' });
    await expect(services.applications.readResult(id, token, ANONYMOUS)).resolves.toMatchObject({ id });
    await expect(services.applications.readResult(id, `${token}x`, ANONYMOUS)).rejects.toMatchObject({ kind: 'not_found' });
    await server.sql(`update applications set status = 'draft', owner_id = $2 where id = $1`, [id, clientId]);
    const admin = callerOf((await services.users.findByUsername('admin'))!);
    for (const [caller, withToken] of [[admin, null], [withoutEntity(clientId, Role.client), token], [ANONYMOUS, token]] as const) {
      await expect(services.applications.readResult(id, withToken, caller)).rejects.toMatchObject({ kind: 'not_found' });
    }
    expect((await api().get(`/api/applications/${id}?token=${token}`)).status).toBe(404);
  });
});

describe('the result read over GraphQL and REST', () => {
  it('answers the owner every field exactly as myApplications (the entity) does', async () => {
    const client = await signedIn('client');
    const mine = await client.gql(MINE);
    expect(mine.body.errors).toBeUndefined();
    const listed = mine.body.data.myApplications as { id: string }[];
    expect(listed.length).toBeGreaterThan(0);
    for (const entry of listed) {
      const res = await client.gql(RESULT, { id: entry.id });
      expect(res.body).toEqual({ data: { application: entry } });
    }
    expect(listed.find((entry) => entry.id === '1')).toMatchObject({ ownedByViewer: true, canWithdraw: true });
    // The history and timeline: the read's (from the row) against claimApplication's (the entity; claiming one's own is harmless).
    const claim = await client.gql(`mutation { claimApplication(id: "1", token: "demo-approved") { ${ALL_FIELDS} ${HISTORY} } }`);
    expect(claim.body.errors).toBeUndefined();
    const read = await client.gql(`query { application(id: "1") { ${ALL_FIELDS} ${HISTORY} } }`);
    expect(read.body.data.application).toEqual(claim.body.data.claimApplication);
    expect(read.body.data.application.statusHistory.length).toBeGreaterThan(0);
  });

  it('tells a token holder and an admin it is not theirs (ownedByViewer, canWithdraw false)', async () => {
    const anonymous = await api().gql(RESULT, { id: '1', token: 'demo-approved' });
    expect(anonymous.body.data.application).toMatchObject({ id: '1', status: 'approved', ownedByViewer: false, canWithdraw: false });
    const admin = await signedIn('admin');
    expect((await admin.gql(RESULT, { id: '1' })).body.data.application).toMatchObject({ id: '1', ownedByViewer: false, canWithdraw: false });
    const other = await signedIn('client2');
    expect((await other.gql(RESULT, { id: '1', token: 'demo-approved' })).body.data.application).toMatchObject({ ownedByViewer: false, canWithdraw: false });
  });

  it('answers the REST result the same for the token, the owner and an admin, and refuses others', async () => {
    const expected = demoApprovedResult;
    expect((await api().get('/api/applications/1?token=demo-approved')).body).toEqual(expected);
    expect((await (await signedIn('client')).get('/api/applications/1')).body).toEqual(expected);
    expect((await (await signedIn('admin')).get('/api/applications/1')).body).toEqual(expected);
    for (const res of [await (await signedIn('client2')).get('/api/applications/1'), await api().get('/api/applications/1?token=demo-review')]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
    }
  });
});
