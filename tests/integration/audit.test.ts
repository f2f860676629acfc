import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../graphql-server/src/index.js';
import { verifyAuditChain as verifyAuditChainJob } from '../../graphql-server/src/modules/audit/verify-audit-chain.job.js';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const INTEGRATION_AUTH = { authorization: 'Bearer demo-integration-key' };
const REGISTER = 'mutation R($input: RegisterInput!) { register(input: $input) { username } }';
const CLAIM = 'mutation Claim($id: ID!, $token: String!) { claimApplication(id: $id, token: $token) { id } }';
const CHAIN_STATUS = '{ auditChainStatus { ok count brokenAtSeq reason } }';
const EVENTS = `query Events($first: Int, $after: String, $entityType: String, $entityId: String) {
  auditEvents(first: $first, after: $after, entityType: $entityType, entityId: $entityId) {
    items { id seq occurredAt actor { type userId name role } action entityType entityId summary changes reason requestId }
    endCursor hasNextPage
  }
}`;

interface AuditRow {
  seq: string;
  actor_type: string;
  actor_user_id: number | null;
  actor_name: string;
  actor_role: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  request_id: string | null;
  prev_hash: string;
  hash: string;
}

const eventsOf = (entityType: string, entityId: string | number) =>
  server.sql<AuditRow>('select * from audit_event where entity_type = $1 and entity_id = $2 order by seq', [entityType, String(entityId)]);

async function signIn(username: string, password = 'demo-pass'): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  const res = await api.gql('mutation L($input: LoginInput!) { login(input: $input) { username } }', { input: { username, password } });
  expect(res.body.data?.login?.username).toBe(username);
  return api;
}

async function register(username: string, requestId?: string): Promise<{ api: ApiClient; userId: number }> {
  const api = new ApiClient(server.url);
  const res = await api.request('POST', '/graphql', {
    json: { query: REGISTER, variables: { input: { username, email: `${username}@example.com`, password: 'secret-1', confirmPassword: 'secret-1' } } },
    headers: requestId ? { 'x-request-id': requestId } : {},
  });
  expect(res.body.data?.register?.username).toBe(username);
  const [user] = await server.sql<{ id: number }>('select id from users where username = $1', [username]);
  return { api, userId: user!.id };
}

async function intake(idempotencyKey?: string): Promise<{ id: number; token: string }> {
  const res = await new ApiClient(server.url).post('/api/applications', sampleIntake, {
    ...INTEGRATION_AUTH,
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  });
  expect(res.status).toBeLessThan(300);
  return { id: res.body.id, token: new URL(res.body.resultUrl, server.url).searchParams.get('token')! };
}

describe('recorded changes', () => {
  it('a registration: the new user, role client, the request id, the profile without the password', async () => {
    const { userId } = await register('audit-reg', 'audit-register-1');
    const [event, ...more] = await eventsOf('user', userId);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      actor_type: 'user',
      actor_user_id: userId,
      actor_name: 'audit-reg',
      actor_role: 'client',
      action: 'user.registered',
      summary: 'audit-reg registered a client account.',
      before: null,
      after: { username: 'audit-reg', email: 'audit-reg@example.com', role: 'client' },
      reason: null,
      request_id: 'audit-register-1',
    });
    expect(JSON.stringify(event)).not.toContain('secret-1');
  });

  it('an intake application (actor integration) and its claim by a client (owner before and after)', async () => {
    const { id, token } = await intake();
    const { api, userId } = await register('audit-claimer');
    expect((await api.gql(CLAIM, { id: String(id), token })).body.data.claimApplication).toEqual({ id: String(id) });

    const [received, claimed, ...more] = await eventsOf('application', id);
    expect(more).toEqual([]);
    expect(received).toMatchObject({
      actor_type: 'system',
      actor_user_id: null,
      actor_name: 'integration',
      actor_role: null,
      action: 'application.received',
      before: null,
      // The workflow status (BACKOFFICE §3.2): the applicant sees it as review.
      after: { status: 'submitted', number: expect.stringMatching(/^NF-\d{4}-\d{6}$/), businessName: sampleIntake.businessName, product: sampleIntake.product, requestedAmount: sampleIntake.requestedAmount },
    });
    expect(received!.request_id).toEqual(expect.any(String));
    expect(claimed).toMatchObject({
      actor_type: 'user',
      actor_user_id: userId,
      actor_name: 'audit-claimer',
      actor_role: 'client',
      action: 'application.claimed',
      summary: `audit-claimer added application ${id} (${sampleIntake.businessName}) to their dashboard.`,
      before: { ownerId: null },
      after: { ownerId: userId },
    });

    // Claiming one's own application again changes nothing and records nothing.
    await api.gql(CLAIM, { id: String(id), token });
    expect(await eventsOf('application', id)).toHaveLength(2);
  });

  it('signing out the other sessions', async () => {
    const { api, userId } = await register('audit-sessions');
    await signIn('audit-sessions', 'secret-1');
    await signIn('audit-sessions', 'secret-1');
    expect((await api.gql('mutation { signOutOtherSessions }')).body.data.signOutOtherSessions).toBe(2);
    const events = (await eventsOf('user', userId)).filter((event) => event.action === 'session.signed_out_others');
    expect(events).toEqual([
      expect.objectContaining({ actor_user_id: userId, actor_name: 'audit-sessions', summary: 'audit-sessions signed out of 2 other sessions.', after: { sessionsEnded: 2 } }),
    ]);
  });

  it("NetBuilder: the webhooks' subscription changes (actor payments-webhook), and the user's cancel and resume", async () => {
    const [subscription] = await server.sql<{ id: number; user_id: number }>(
      "select s.id, s.user_id from netbuilder_subscriptions s join users u on u.id = s.user_id where u.username = 'builder'",
    );
    const fromWebhooks = await eventsOf('netbuilder_subscription', subscription!.id);
    expect(fromWebhooks[0]).toMatchObject({ actor_type: 'system', actor_name: 'payments-webhook', action: 'netbuilder.subscription.created', before: null });
    expect(fromWebhooks.every((event) => event.actor_name === 'payments-webhook')).toBe(true);

    const builder = await signIn('builder');
    expect((await builder.gql('mutation { cancelNetbuilderSubscription { cancelAtPeriodEnd } }')).body.data).toEqual({ cancelNetbuilderSubscription: { cancelAtPeriodEnd: true } });
    expect((await builder.gql('mutation { resumeNetbuilderSubscription { cancelAtPeriodEnd } }')).body.data).toEqual({ resumeNetbuilderSubscription: { cancelAtPeriodEnd: false } });

    // The user's requests, each against the state the user saw (the provider's own webhook reports the same change
    // as payments-webhook; the demo provider delivers it before it answers).
    const byUser = (await eventsOf('netbuilder_subscription', subscription!.id)).filter((event) => event.actor_type === 'user');
    expect(byUser).toEqual([
      expect.objectContaining({
        actor_user_id: subscription!.user_id,
        actor_name: 'builder',
        actor_role: 'client',
        action: 'netbuilder.subscription.cancel_requested',
        before: { cancelAtPeriodEnd: false },
        after: { cancelAtPeriodEnd: true },
      }),
      expect.objectContaining({ actor_name: 'builder', action: 'netbuilder.subscription.resumed', before: { cancelAtPeriodEnd: true }, after: { cancelAtPeriodEnd: false } }),
    ]);
  });
});

describe('one transaction with the change', () => {
  const services = () => createServices(server.db.orm.em.fork(), server.config);

  it('a change that fails after its event was written leaves neither', async () => {
    const { userId } = await register('audit-rollback');
    const { audit } = services();
    const em = server.db.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        await tx.execute("update users set first_name = 'Changed' where id = ?", [userId]);
        await audit.record(tx, { actor: { type: 'user', userId, name: 'audit-rollback', role: 'client' }, action: 'user.renamed', entityType: 'user', entityId: userId, summary: 'Renamed.' });
        throw new Error('the change failed after the audit write');
      }),
    ).rejects.toThrow('the change failed after the audit write');
    expect(await server.sql('select first_name from users where id = $1', [userId])).toEqual([{ first_name: null }]);
    expect((await eventsOf('user', userId)).map((event) => event.action)).toEqual(['user.registered']);
  });

  it('a failed audit write undoes the change', async () => {
    const { userId } = await register('audit-failed-write');
    const { audit } = services();
    const em = server.db.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        await tx.execute("update users set first_name = 'Changed' where id = ?", [userId]);
        // Longer than the column: PostgreSQL refuses the event.
        await audit.record(tx, { actor: { type: 'user', userId, name: 'x', role: 'client' }, action: 'user.renamed', entityType: 'user', entityId: 'x'.repeat(101), summary: 'Renamed.' });
      }),
    ).rejects.toThrow(/too long/);
    expect(await server.sql('select first_name from users where id = $1', [userId])).toEqual([{ first_name: null }]);
  });

  it('refuses to record outside a transaction', async () => {
    const { audit } = services();
    await expect(
      audit.record(server.db.orm.em.fork(), { actor: { type: 'system', userId: null, name: 'integration', role: null }, action: 'x.y', entityType: 'x', entityId: 1, summary: 'x' }),
    ).rejects.toThrow(/inside the transaction/);
  });

  it('parallel intakes with one Idempotency-Key: one application, one event (the losers roll theirs back)', async () => {
    const before = await server.sql<{ n: string }>("select count(*) as n from audit_event where action = 'application.received'");
    const results = await Promise.all(Array.from({ length: 8 }, () => intake('audit-idem-1')));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    const after = await server.sql<{ n: string }>("select count(*) as n from audit_event where action = 'application.received'");
    expect(Number(after[0]!.n) - Number(before[0]!.n)).toBe(1);
    expect(await eventsOf('application', results[0]!.id)).toHaveLength(1);
  });
});

describe('append-only', () => {
  it('rejects UPDATE, DELETE and TRUNCATE, also for the table owner', async () => {
    await expect(server.sql("update audit_event set summary = 'x' where seq = 1")).rejects.toThrow('audit_event is append-only: UPDATE is not allowed');
    await expect(server.sql('delete from audit_event where seq = 1')).rejects.toThrow('audit_event is append-only: DELETE is not allowed');
    await expect(server.sql('truncate audit_event')).rejects.toThrow('audit_event is append-only: TRUNCATE is not allowed');
    expect((await server.sql('select count(*)::int as n from audit_event'))[0]!.n).toBeGreaterThan(0);
  });
});

describe('admin queries', () => {
  it('answer UNAUTHENTICATED to anonymous and FORBIDDEN to clients and lenders', async () => {
    const anonymous = new ApiClient(server.url);
    const client = await signIn('client');
    const lender = await signIn('lender');
    for (const query of [CHAIN_STATUS, EVENTS]) {
      expect((await anonymous.gql(query)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await client.gql(query)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await lender.gql(query)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
  });

  it("page through an entity's events for an admin, newest first", async () => {
    const { api, userId } = await register('audit-paging');
    await api.gql('mutation { signOutOtherSessions }');
    await api.gql('mutation { signOutOtherSessions }');
    const admin = await signIn('admin');

    const first = (await admin.gql(EVENTS, { first: 2, entityType: 'user', entityId: String(userId) })).body.data.auditEvents;
    expect(first.items.map((event: { action: string }) => event.action)).toEqual(['session.signed_out_others', 'session.signed_out_others']);
    expect(first.hasNextPage).toBe(true);
    expect(first.items[0]).toMatchObject({
      actor: { type: 'user', userId: String(userId), name: 'audit-paging', role: 'client' },
      entityType: 'user',
      entityId: String(userId),
      changes: JSON.stringify({ sessionsEnded: [null, 0] }),
      reason: null,
    });
    const second = (await admin.gql(EVENTS, { first: 2, after: first.endCursor, entityType: 'user', entityId: String(userId) })).body.data.auditEvents;
    expect(second).toMatchObject({ hasNextPage: false, items: [{ action: 'user.registered' }] });
    expect(JSON.parse(second.items[0].changes)).toEqual({ username: [null, 'audit-paging'], email: [null, 'audit-paging@example.com'], role: [null, 'client'] });
    expect(second.items[0].seq).toBeLessThan(first.items[1].seq);
  });

  it('refuse bad paging input with BAD_USER_INPUT', async () => {
    const admin = await signIn('admin');
    for (const variables of [{ first: 0 }, { first: 101 }, { after: 'abc' }, { entityId: '5' }]) {
      const res = await admin.gql('query E($first: Int, $after: String, $entityId: String) { auditEvents(first: $first, after: $after, entityId: $entityId) { endCursor } }', variables);
      expect(res.body.errors[0], JSON.stringify(res.body)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

describe('the hash chain', () => {
  it('stays linear under 30 parallel registrations and claims: gap-free, no fork, verified', async () => {
    const applications = await Promise.all(Array.from({ length: 15 }, () => intake()));
    const claimers = await Promise.all(Array.from({ length: 15 }, (_, index) => register(`audit-par-claim-${index}`)));
    await Promise.all([
      ...Array.from({ length: 15 }, (_, index) => register(`audit-par-reg-${index}`)),
      ...claimers.map(({ api }, index) => api.gql(CLAIM, { id: String(applications[index]!.id), token: applications[index]!.token })),
    ]);

    const rows = await server.sql<AuditRow>('select seq, prev_hash, hash from audit_event order by seq');
    expect(rows.map((row) => Number(row.seq))).toEqual(rows.map((_, index) => index + 1));
    expect(new Set(rows.map((row) => row.prev_hash)).size).toBe(rows.length);
    rows.forEach((row, index) => expect(row.prev_hash).toBe(index === 0 ? '0'.repeat(64) : rows[index - 1]!.hash));
    expect((await server.sql("select count(*)::int as n from audit_event where action = 'application.claimed' and actor_name like 'audit-par-claim-%'"))[0]!.n).toBe(15);

    const admin = await signIn('admin');
    expect((await admin.gql(CHAIN_STATUS)).body.data.auditChainStatus).toEqual({ ok: true, count: rows.length, brokenAtSeq: null, reason: null });
    const em = server.db.orm.em.fork();
    expect(await verifyAuditChainJob.run({ em, services: createServices(em, server.config), config: server.config })).toEqual({ ok: true, count: rows.length });
  });

  it('reports the first event changed behind its back (trigger disabled by the owner)', async () => {
    const [{ n: total } = { n: 0 }] = await server.sql<{ n: number }>('select count(*)::int as n from audit_event');
    const tampered = Math.max(1, total - 5);
    await server.sql('alter table audit_event disable trigger audit_event_no_update_or_delete');
    await server.sql("update audit_event set summary = 'Nothing happened here.' where seq = $1", [tampered]);
    await server.sql('alter table audit_event enable trigger audit_event_no_update_or_delete');

    const admin = await signIn('admin');
    expect((await admin.gql(CHAIN_STATUS)).body.data.auditChainStatus).toEqual({
      ok: false,
      count: tampered - 1,
      brokenAtSeq: tampered,
      reason: `Event ${tampered} was changed after it was written (its hash does not match)`,
    });
    expect(await createServices(server.db.orm.em.fork(), server.config).audit.verifyAuditChain()).toMatchObject({ ok: false, brokenAtSeq: tampered });
    // The nightly job fails, and the job queue logs that as an error.
    const em = server.db.orm.em.fork();
    await expect(verifyAuditChainJob.run({ em, services: createServices(em, server.config), config: server.config })).rejects.toThrow(
      `The audit trail's hash chain is broken at event ${tampered}: Event ${tampered} was changed after it was written (its hash does not match)`,
    );
  });
});
