import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../graphql-server/src/index.js';
import { JOBS } from '../../graphql-server/src/jobs/index.js';
import { runJob } from '../../graphql-server/src/jobs/job-queue.js';
import { AUDIT_CHAIN_LOCK } from '../../graphql-server/src/modules/audit/audit.service.js';
import { NET30_HOLD_JOB } from '../../graphql-server/src/modules/net30/jobs/net30-jobs.js';
import { ApiClient } from '../support/api-client.js';
import { postWebhook, signedDelivery, subscriptionEvent, type Lifecycle } from '../support/netbuilder.js';
import { startSecondInstance, startTestServer, type SecondInstance, type TestServer } from '../support/server.js';

/**
 * Issue 27 item 7: overlapping job runs never deadlock. Every transaction takes its row locks first and the audit
 * chain's lock last: the hold job's (each account's row, then the chain), the admins' and a payment webhook's alike.
 */
const SECRET = 'whsec_job_overlap';
let server: TestServer;
let second: SecondInstance;
beforeAll(async () => {
  server = await startTestServer({ payments: { ...loadConfig({ NODE_ENV: 'test' }).payments, webhookSecret: SECRET } });
  second = await startSecondInstance(server.config);
});
afterAll(async () => {
  await second?.stop();
  await server?.stop();
});

const count = async (sql: string, params: unknown[]) =>
  (await server.sql<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n;

async function accountsOwingSinceMarch(howMany: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < howMany; i++) {
    const [account] = await server.sql<{ id: number }>(
      `insert into net30_account (owner_user_id, business_name, source, credit_limit, net_days, opened_on) values (null, $1, 'application', 500000, 30, '2026-01-02') returning id`,
      [`Overlap ${i} LLC`],
    );
    await server.sql(
      `insert into net30_invoice (number, account_id, issued_on, due_on, lines, total) values ($1, $2, '2026-02-01', '2026-03-03', '[]'::jsonb, 10000)`,
      [`OVL-${account!.id}`, account!.id],
    );
    ids.push(account!.id);
  }
  return ids;
}

describe('overlapping job runs', { timeout: 60_000 }, () => {
  it('two runs of net30-holds at once on two instances both complete, and hold each account once', async () => {
    const ids = await accountsOwingSinceMarch(40);
    const job = JOBS.find((definition) => definition.name === NET30_HOLD_JOB)!;
    const results = (await Promise.all([
      runJob(server.db, server.config, job),
      runJob(second.db, server.config, job),
    ])) as ({ held: number } | undefined)[];

    expect(results.reduce((sum, result) => sum + (result?.held ?? 0), 0)).toBe(40);
    expect(await count(`net30_account where id = any($1) and status = 'on_hold'`, [ids])).toBe(40);
    expect(
      await count(`audit_event where action = 'net30.account.held' and entity_id = any($1)`, [ids.map(String)]),
    ).toBe(40);
  });

  it('a subscription webhook locks the Net30 account before the audit chain, as the hold job does: no deadlock between them', async () => {
    const username = 'overlap_subscriber';
    const api = new ApiClient(server.url);
    expect(
      (
        await api.post('/api/register', {
          username,
          email: `${username}@example.com`,
          password: 'secret-pass',
          confirmPassword: 'secret-pass',
        })
      ).status,
    ).toBe(201);
    const [user] = await server.sql<{ id: number }>('select id from users where username = $1', [username]);
    const life: Lifecycle = {
      userId: user!.id,
      plan: 'starter',
      key: 'overlap',
      t0: Math.floor(Date.now() / 1000) - 86_400,
    };
    const deliver = (event: unknown) => {
      const { payload, signature } = signedDelivery(event, SECRET);
      return postWebhook(server.url, payload, signature);
    };
    expect(
      (
        await deliver(
          subscriptionEvent(life, 'evt_overlap_1', 'customer.subscription.created', life.t0, {
            status: 'active',
            periodIndex: 0,
          }),
        )
      ).status,
    ).toBe(200);
    const [account] = await server.sql<{ id: number }>('select id from net30_account where owner_user_id = $1', [
      life.userId,
    ]);

    // The hold job's transaction for this account, step by step: its row lock, then (below) the audit chain's lock.
    const job = new pg.Client({ connectionString: server.config.databaseUrl });
    await job.connect();
    try {
      await job.query('begin');
      await job.query('select id from net30_account where id = $1 for update', [account!.id]);
      const upgrade = deliver(
        subscriptionEvent({ ...life, plan: 'pro' }, 'evt_overlap_2', 'customer.subscription.updated', life.t0 + 10, {
          status: 'active',
          periodIndex: 0,
        }),
      );
      // The webhook waits for the account's row lock (holding the audit lock by then if it takes it first).
      await vi.waitFor(
        async () =>
          expect(
            await count(`pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`, []),
          ).toBeGreaterThan(0),
        {
          timeout: 10_000,
          interval: 50,
        },
      );
      await job.query('select pg_advisory_xact_lock($1, $2)', [AUDIT_CHAIN_LOCK.namespace, AUDIT_CHAIN_LOCK.key]);
      await job.query('commit');
      expect((await upgrade).status).toBe(200);
    } finally {
      await job.end();
    }
    expect((await server.sql('select credit_limit::int from net30_account where id = $1', [account!.id]))[0]).toEqual({
      credit_limit: 1_500_000,
    });
  });
});
