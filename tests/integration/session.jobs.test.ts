import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices, openDatabase, type HttpApp } from '../../graphql-server/src/index.js';
import { purgeExpiredRecords } from '../../graphql-server/src/modules/auth/purge-expired-records.job.js';
import { createNetFundApp } from '../../rest-compat/src/server.js';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

async function signedIn(server: TestServer, username: string): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  expect((await api.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return api;
}

describe('the purge job', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('removes expired sessions, device cookies and stale counters, and keeps live ones', async () => {
    const live = await signedIn(server, 'client');
    const idle = await signedIn(server, 'lender');
    const expired = await signedIn(server, 'admin');
    await server.sql(`update sessions s set last_seen_at = now() - interval '31 minutes' from users u where u.id = s.user_id and u.username = 'lender'`);
    await server.sql(`update sessions s set expires_at = now() - interval '1 second' from users u where u.id = s.user_id and u.username = 'admin'`);
    await server.sql(`update device_tokens d set expires_at = now() - interval '1 second' from users u where u.id = d.user_id and u.username = 'admin'`);
    await server.sql('delete from login_throttles'); // the sign-ins' own counters, live: only the rows below count
    await server.sql(`
      insert into login_throttles (key, failures, window_started_at, locked_until) values
        ('account:window-over', 2, now() - interval '16 minutes', null),
        ('account:lock-over', 5, now() - interval '40 minutes', now() - interval '1 minute'),
        ('account:locked', 5, now() - interval '20 minutes', now() + interval '10 minutes'),
        ('ip:counting', 1, now() - interval '1 minute', null)`);
    // The demo data's own counters (its Net30 applications) are not this test's.
    await server.sql('delete from form_throttles');
    await server.sql(`
      insert into form_throttles (key, submissions, window_started_at) values
        ('contact:ip:stale', 3, now() - interval '61 minutes'),
        ('register:ip:stale', 2, now() - interval '61 minutes'),
        ('contact:ip:counting', 1, now() - interval '5 minutes'),
        ('register:ip:counting', 1, now() - interval '59 minutes')`);

    // Sign-in history beyond a user's last 20 (the client has 1 sign-in above + 21 older ones), and spent account tokens.
    await server.sql(`insert into sign_in_event (user_id, at, success) select id, now() - make_interval(days => g), false from users, generate_series(1, 21) g where username = 'client'`);
    await server.sql(`
      insert into account_token (user_id, purpose, token_hash, expires_at)
        select id, 'password_reset', 'old-' || id, now() - interval '2 days' from users where username = 'client'
        union all select id, 'password_reset', 'live-' || id, now() + interval '10 minutes' from users where username = 'client'`);
    // An e-mail change whose link expired unconfirmed (client2), and one still waiting (client).
    await server.sql(`update users set pending_email = username || '-new@example.com' where username in ('client', 'client2')`);
    await server.sql(`insert into account_token (user_id, purpose, token_hash, expires_at) select id, 'email_change', 'change-' || id, now() + interval '1 hour' from users where username = 'client'`);

    const em = server.db.orm.em.fork();
    const result = await purgeExpiredRecords.run({ em, services: createServices(em, server.config), config: server.config });

    expect(result).toEqual({ sessions: 2, deviceTokens: 1, loginCounters: 2, submissionCounters: 2, signInEvents: 2, accountTokens: 1, pendingEmails: 1 });
    expect(await server.sql(`select username, pending_email from users where pending_email is not null`)).toEqual([{ username: 'client', pending_email: 'client-new@example.com' }]);
    expect(await server.sql(`select count(*)::int as n, bool_or(success) as newest_kept from sign_in_event e join users u on u.id = e.user_id where u.username = 'client'`)).toEqual([
      { n: 20, newest_kept: true },
    ]);
    expect(await server.sql(`select token_hash from account_token order by token_hash`)).toEqual([{ token_hash: expect.stringMatching(/^change-/) }, { token_hash: expect.stringMatching(/^live-/) }]);
    expect((await live.get('/api/user')).status).toBe(200);
    for (const api of [idle, expired]) expect((await api.get('/api/user')).status).toBe(401);
    const users = await server.sql(`select u.username from device_tokens d join users u on u.id = d.user_id order by 1`);
    expect(users).toEqual([{ username: 'client' }, { username: 'lender' }]);
    expect(await server.sql('select key from login_throttles order by key')).toEqual([{ key: 'account:locked' }, { key: 'ip:counting' }]);
    expect(await server.sql('select key from form_throttles order by key')).toEqual([{ key: 'contact:ip:counting' }, { key: 'register:ip:counting' }]);
  });
});

describe('the job queue on two app instances', () => {
  // One clock for both instances: time moves only when the test moves it.
  const clock = new TestClock('2030-01-01T00:01:30Z');
  /** Jumps to just after `occurrence`, then lets 45 s pass: every cron pass (30 s) and poll (5 s, 10 s) comes round. */
  async function runClockPast(occurrence: string): Promise<void> {
    await clock.setTime(new Date(occurrence).getTime() + 5_000);
    await clock.tick(45_000);
  }
  let first: TestServer;
  let second: { http: HttpApp; close(): Promise<void> };
  beforeAll(async () => {
    first = await startTestServer({ jobs: { enabled: true, clock } });
    const db = await openDatabase(first.config, () => {});
    const http = await createNetFundApp(db, first.config);
    second = { http, close: () => db.close() };
  });
  afterAll(async () => {
    await second?.http.stop(); // again after the test that stops it: stopping twice is harmless
    await second?.close();
    await first?.stop();
  });

  it('runs the scheduled purge once per occurrence, on one instance, not on each', async () => {
    expect(await first.sql('select count(*)::int as n from pgboss.instance where stopped_on is null')).toEqual([{ n: 2 }]);
    const expired = await signedIn(first, 'admin');
    await first.sql(`update sessions set expires_at = now() - interval '1 second'`);

    // Past one occurrence of the every-ten-minutes schedule (00:10), with time for the instances' cron passes and polls.
    await runClockPast('2030-01-01T00:10:00Z');
    await vi.waitFor(
      async () => expect(await first.sql(`select state, retry_count from pgboss.job where name = $1`, [purgeExpiredRecords.name])).toEqual([{ state: 'completed', retry_count: 0 }]),
      { timeout: 20_000, interval: 200 },
    );
    expect(await first.sql('select count(*)::int as n from sessions')).toEqual([{ n: 0 }]);
    expect((await expired.get('/api/user')).status).toBe(401);

    // The next occurrence (00:20) runs it again, once.
    await runClockPast('2030-01-01T00:20:00Z');
    await vi.waitFor(
      async () =>
        expect(await first.sql(`select state, count(*)::int as n from pgboss.job where name = $1 group by state`, [purgeExpiredRecords.name])).toEqual([
          { state: 'completed', n: 2 },
        ]),
      { timeout: 20_000, interval: 200 },
    );
  });

  it('stops with the app', async () => {
    await second.http.stop();
    expect(await first.sql(`select stopped_on is not null as stopped, count(*)::int as n from pgboss.instance group by 1 order by 1`)).toEqual([
      { stopped: false, n: 1 },
      { stopped: true, n: 1 },
    ]);
  });
});
