import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type HttpApp } from '../../graphql-server/src/index.js';
import { createNetFundApp } from '../../rest-compat/src/server.js';
import { ApiClient, firstGraphQLError } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 13 item 11 (R29 *Sessions*, R5 sign-in history): the list (browser/OS, address prefix, created, last
 * active, current marked), revoking one (own only; the current one is refused), and a revoked session answering 401
 * at its next request on ANOTHER app instance over the same database.
 */
let first: TestServer;
let second: { url: string; http: HttpApp; db: Database; close(): Promise<void> };
beforeAll(async () => {
  first = await startTestServer();
  const db = await openDatabase(first.config, () => {});
  const http = await createNetFundApp(db, first.config);
  const listener = http.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
  const { port } = listener.address() as AddressInfo;
  second = {
    url: `http://127.0.0.1:${port}`,
    http,
    db,
    async close() {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
      await http.stop();
      await db.close();
    },
  };
});
afterAll(async () => {
  await second?.close();
  await first?.stop();
});

const SESSIONS = `{ mySessions { id browser ipPrefix createdAt lastSeenAt current } }`;
const REVOKE = `mutation R($id: ID!) { revokeSession(id: $id) }`;
const SIGN_INS = `{ myRecentSignIns { at success ipPrefix browser } }`;
const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PASSWORD = 'session-password-1';

let sequence = 0;
async function newUser(): Promise<string> {
  sequence += 1;
  const username = `sess-user-${sequence}`;
  const res = await new ApiClient(first.url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD });
  expect(res.status).toBe(201);
  return username;
}

async function signIn(url: string, username: string, userAgent: string, password = PASSWORD): Promise<ApiClient> {
  const api = new ApiClient(url);
  const res = await api.request('POST', '/api/login', { json: { username, password }, headers: { 'user-agent': userAgent } });
  expect(res.status, res.text).toBe(200);
  return api;
}

describe('mySessions', () => {
  it('lists my live sessions with browser, /24 prefix, times and the current one marked; never a token', async () => {
    const username = await newUser();
    const laptop = await signIn(first.url, username, CHROME);
    await signIn(second.url, username, FIREFOX);
    const res = await laptop.gql(SESSIONS);
    const sessions = res.body.data.mySessions;
    expect(sessions).toHaveLength(3); // registration's session too
    expect(sessions.filter((session: any) => session.current)).toEqual([expect.objectContaining({ browser: 'Chrome 131 on macOS', ipPrefix: '127.0.0.0/24' })]);
    expect(sessions.map((session: any) => session.browser).sort()).toEqual(['Chrome 131 on macOS', 'Firefox 133 on Windows', 'Unknown browser']);
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    const hashes = await first.sql<{ token_hash: string }>(`select token_hash from sessions`);
    for (const { token_hash } of hashes) expect(res.text).not.toContain(token_hash);
    expect(firstGraphQLError(await new ApiClient(first.url).gql(SESSIONS))?.code).toBe('UNAUTHENTICATED');
  });

  it('writes last active at most every 5 minutes', async () => {
    const username = await newUser();
    const api = await signIn(first.url, username, CHROME);
    await first.sql(`update sessions s set last_seen_at = now() - interval '4 minutes' from users u where u.id = s.user_id and u.username = $1`, [username]);
    const [before] = await first.sql(`select min(last_seen_at) as t from sessions s join users u on u.id = s.user_id where u.username = $1`, [username]);
    await api.gql(SESSIONS);
    const [unchanged] = await first.sql(`select min(last_seen_at) as t from sessions s join users u on u.id = s.user_id where u.username = $1`, [username]);
    expect(unchanged!.t).toEqual(before!.t);
    await first.sql(`update sessions s set last_seen_at = now() - interval '6 minutes' from users u where u.id = s.user_id and u.username = $1 and s.user_agent = $2`, [username, CHROME]);
    await api.gql(SESSIONS);
    const [touched] = await first.sql(`select extract(epoch from now() - last_seen_at) < 60 as fresh from sessions s join users u on u.id = s.user_id where u.username = $1 and s.user_agent = $2`, [username, CHROME]);
    expect(touched!.fresh).toBe(true);
  });
});

describe('revokeSession', () => {
  it('ends another of my sessions: it gets 401 at its next request, on another app instance too; audited', async () => {
    const username = await newUser();
    const here = await signIn(first.url, username, CHROME);
    const elsewhere = await signIn(second.url, username, FIREFOX);
    expect((await elsewhere.get('/api/user')).status).toBe(200);
    const target = (await here.gql(SESSIONS)).body.data.mySessions.find((session: any) => session.browser.startsWith('Firefox'));
    expect((await here.gql(REVOKE, { id: target.id })).body.data.revokeSession).toBe(true);

    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect(firstGraphQLError(await elsewhere.gql(SESSIONS))?.code).toBe('UNAUTHENTICATED');
    expect((await here.get('/api/user')).status).toBe(200);
    expect((await here.gql(SESSIONS)).body.data.mySessions.map((session: any) => session.id)).not.toContain(target.id);
    const [event] = await first.sql(`select action, summary from audit_event where action = 'security.session_revoked' order by seq desc limit 1`);
    expect(event).toEqual({ action: 'security.session_revoked', summary: `${username} ended a session (Firefox 133 on Windows, 127.0.0.0/24).` });
  });

  it('refuses the current session with "Use Sign Out to end this session"', async () => {
    const username = await newUser();
    const api = await signIn(first.url, username, CHROME);
    const current = (await api.gql(SESSIONS)).body.data.mySessions.find((session: any) => session.current);
    expect(firstGraphQLError(await api.gql(REVOKE, { id: current.id }))).toEqual({ message: 'Use Sign Out to end this session', code: 'BAD_USER_INPUT' });
    expect((await api.get('/api/user')).status).toBe(200);
  });

  it("answers someone else's session (or nonsense) as not found and leaves it alone", async () => {
    const mine = await signIn(first.url, await newUser(), CHROME);
    const theirs = await signIn(first.url, await newUser(), FIREFOX);
    const theirId = (await theirs.gql(SESSIONS)).body.data.mySessions.find((session: any) => session.current).id;
    expect(firstGraphQLError(await mine.gql(REVOKE, { id: theirId }))).toEqual({ message: 'Session not found', code: 'NOT_FOUND' });
    expect(firstGraphQLError(await mine.gql(REVOKE, { id: 'abc' }))).toEqual({ message: 'Session not found', code: 'NOT_FOUND' });
    expect((await theirs.get('/api/user')).status).toBe(200);
  });

  it('ends a session once when it is revoked twice at the same time', async () => {
    const username = await newUser();
    const api = await signIn(first.url, username, CHROME);
    await signIn(second.url, username, FIREFOX);
    const target = (await api.gql(SESSIONS)).body.data.mySessions.find((session: any) => session.browser.startsWith('Firefox'));
    const answers = await Promise.all([api.gql(REVOKE, { id: target.id }), api.gql(REVOKE, { id: target.id })]);
    expect(answers.filter((res) => res.body.data?.revokeSession === true)).toHaveLength(1);
    expect(answers.map((res) => firstGraphQLError(res)).filter(Boolean)).toEqual([{ message: 'Session not found', code: 'NOT_FOUND' }]);
    expect(await first.sql(`select count(*)::int as n from audit_event where action = 'security.session_revoked' and summary like $1`, [`${username} %`])).toEqual([{ n: 1 }]);
  });
});

describe('myRecentSignIns', () => {
  it('shows the last 20 attempts, newest first, failures included, with prefix and browser', async () => {
    const username = await newUser();
    for (let attempt = 0; attempt < 3; attempt += 1) await new ApiClient(first.url).request('POST', '/api/login', { json: { username, password: 'wrong' }, headers: { 'user-agent': FIREFOX } });
    const api = await signIn(first.url, username, CHROME);
    const events = (await api.gql(SIGN_INS)).body.data.myRecentSignIns;
    expect(events.map((event: any) => [event.success, event.browser])).toEqual([
      [true, 'Chrome 131 on macOS'],
      [false, 'Firefox 133 on Windows'],
      [false, 'Firefox 133 on Windows'],
      [false, 'Firefox 133 on Windows'],
      [true, 'Unknown browser'], // registration
    ]);
    expect(events[0].ipPrefix).toBe('127.0.0.0/24');
    await first.sql(`insert into sign_in_event (user_id, at, success) select id, now() - interval '1 day', true from users, generate_series(1, 30) where username = $1`, [username]);
    expect((await api.gql(SIGN_INS)).body.data.myRecentSignIns).toHaveLength(20);
  });
});
