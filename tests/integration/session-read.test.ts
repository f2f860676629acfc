import { wrap, type EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createServices } from '../../graphql-server/src/index.js';
import { sessionCaller } from '../../graphql-server/src/http/request-state.js';
import type { ResolvedSession } from '../../graphql-server/src/modules/auth/auth.service.js';
import { Role, User } from '../../graphql-server/src/modules/users/user.entity.js';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

// The session read answers `/api/user` and GraphQL `me` from the session query's row and builds the user entity only
// when something uses it (docs/benchmarks.md, issue 14): same answers, same rejections, the same managed entity.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const ME = '{ me { id username role email firstName lastName phone pendingEmail twoFactorEnabled twoFactorSetupRequired } }';

let registered = 0;
async function newClient(): Promise<{ api: ApiClient; username: string; id: number }> {
  const api = new ApiClient(server.url);
  const username = `reader${++registered}${Date.now() % 100000}`;
  const res = await api.post('/api/register', { username, email: `${username}@example.com`, password: 'demo-pass-123', confirmPassword: 'demo-pass-123' });
  expect(res.status).toBe(201);
  const [row] = await server.sql<{ id: number }>('select id from users where username = $1', [username]);
  return { api, username, id: row!.id };
}

describe('the session read without the user entity', () => {
  it("answers /api/user and every field of me with the user's stored values", async () => {
    const { api, username, id } = await newClient();
    await server.sql(
      `update users set first_name = 'Rea', last_name = 'Der', phone = '+15125550100', pending_email = 'next@example.com', totp_secret_enc = '\\x00'::bytea, totp_enabled_at = now() where id = $1`,
      [id],
    );
    expect((await api.get('/api/user')).body).toEqual({ username, role: 'client' });
    expect((await api.gql(ME)).body).toEqual({
      data: {
        me: {
          id: String(id),
          username,
          role: 'client',
          email: `${username}@example.com`,
          firstName: 'Rea',
          lastName: 'Der',
          phone: '+15125550100',
          pendingEmail: 'next@example.com',
          twoFactorEnabled: true,
          twoFactorSetupRequired: false,
        },
      },
    });
    await server.sql(`update users set first_name = null, last_name = null, phone = null, pending_email = null, totp_enabled_at = null, totp_secret_enc = null where id = $1`, [id]);
    expect((await api.gql(ME)).body.data.me).toMatchObject({ firstName: null, lastName: null, phone: null, pendingEmail: null, twoFactorEnabled: false });
  });

  it('answers the two-factor policy of the signed-in admin from the session, as before', async () => {
    const api = new ApiClient(server.url);
    await api.post('/api/login', { username: 'admin', password: 'demo-pass' });
    await server.sql('update platform_settings set require_admin_two_factor = true where id = 1');
    try {
      expect((await api.gql(ME)).body.data.me).toMatchObject({ username: 'admin', twoFactorEnabled: false, twoFactorSetupRequired: true });
      // /api/user still answers: the account holder is signed in (only other operations are refused).
      expect((await api.get('/api/user')).body).toEqual({ username: 'admin', role: 'admin' });
    } finally {
      await server.sql('update platform_settings set require_admin_two_factor = false where id = 1');
    }
  });

  it.each([
    ['revoked', (id: number) => server.sql('delete from sessions where user_id = $1', [id])],
    ['expired', (id: number) => server.sql(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [id])],
    ['idle', (id: number) => server.sql(`update sessions set last_seen_at = now() - interval '31 minutes' where user_id = $1`, [id])],
    ['of a disabled user', (id: number) => server.sql(`update users set status = 'disabled' where id = $1`, [id])],
  ])('still rejects a session that is %s, over REST and GraphQL', async (_case, end) => {
    const rest = await newClient();
    const graphql = new ApiClient(server.url);
    graphql.setCookie('netfund_session', rest.api.cookie('netfund_session')!);
    expect((await rest.api.get('/api/user')).status).toBe(200);
    await end(rest.id);
    const answer = await rest.api.get('/api/user');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
    expect(answer.headers.get('set-cookie')).toMatch(/netfund_session=;/);
    expect((await graphql.gql(ME)).body).toEqual({ data: { me: null } });
  });
});

describe("the session's user entity", () => {
  async function resolve(): Promise<{ resolved: ResolvedSession; em: EntityManager; id: number }> {
    const { api, id } = await newClient();
    const em = server.db.orm.em.fork();
    const resolved = await createServices(em, server.config).auth.resolveSession(api.cookie('netfund_session'));
    expect(resolved).not.toBeNull();
    return { resolved: resolved!, em, id };
  }

  it('is built on first use, managed by the unit of work, and the same object every time', async () => {
    const { resolved, em, id } = await resolve();
    expect(em.getUnitOfWork().tryGetById(User, { id })).toBeUndefined();
    const user = resolved.user;
    expect(user).toBeInstanceOf(User);
    expect(user).toBe(resolved.user);
    expect(em.getUnitOfWork().tryGetById(User, { id })).toBe(user);
    expect(user).toMatchObject({ id, username: resolved.account.username, role: Role.client, status: 'active' });
    // Managed: a change to it is written by the next flush.
    user.firstName = 'Flushed';
    await em.flush();
    expect((await server.sql('select first_name from users where id = $1', [id]))[0]).toEqual({ first_name: 'Flushed' });
  });

  it('is the entity the request already holds, with its unsaved changes, when that was loaded first', async () => {
    const { resolved, em, id } = await resolve();
    const loaded = await em.findOneOrFail(User, id);
    loaded.firstName = 'Unsaved';
    expect(resolved.user).toBe(loaded);
    expect(resolved.user.firstName).toBe('Unsaved');
  });

  it('fills in a reference to the user that the request made before', async () => {
    const { resolved, em, id } = await resolve();
    const reference = em.getReference(User, id);
    expect(wrap(reference).isInitialized()).toBe(false);
    expect(resolved.user).toBe(reference);
    expect(wrap(reference).isInitialized()).toBe(true);
    expect(reference.username).toBe(resolved.account.username);
  });
});

describe('the caller of a signed-in request', () => {
  const user = (role: Role, lenderId: number | null) => Object.assign(new User(), { id: 7, username: 'u', role, lenderId, totpEnabledAt: null });
  it.each([
    [Role.client, null, false],
    [Role.admin, null, false],
    [Role.lender, 3, false],
    [Role.client, 4, false],
    [Role.admin, null, true],
    [Role.lender, 3, true],
  ])('is what callerOf answers (%s, lender %s, two-factor set-up required %s), with the same user', (role, lenderId, setUp) => {
    const entity = user(role, lenderId);
    let built = 0;
    const resolved = {
      get user() {
        built++;
        return entity;
      },
      account: { id: 7, username: 'u', role, lenderId, email: 'u@example.com', firstName: null, lastName: null, phone: null, pendingEmail: null, totpEnabledAt: null },
      twoFactorSetupRequired: setUp,
    };
    const caller = sessionCaller(resolved);
    const expected = callerOf(entity, { twoFactorSetupRequired: setUp });
    expect({ userId: caller.userId, role: caller.role, lenderId: caller.lenderId, twoFactorSetupRequired: caller.twoFactorSetupRequired }).toEqual({
      userId: expected.userId,
      role: expected.role,
      lenderId: expected.lenderId,
      twoFactorSetupRequired: expected.twoFactorSetupRequired,
    });
    expect(built).toBe(0);
    expect(caller.user).toBe(expected.user);
    expect(Object.isFrozen(caller)).toBe(true);
  });
});
