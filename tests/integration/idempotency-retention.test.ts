import { randomUUID } from 'node:crypto';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOBS, loadConfig, startJobQueue, type JobQueue } from '../../graphql-server/src/index.js';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Idempotency keys are kept for a retention (IDEMPOTENCY_KEY_RETENTION_DAYS, 7 days by default), then deleted by the
 * scheduled job `purge-idempotency-keys` (the integrations module's manifest), run here on pg-boss's TestClock: a
 * key older than the retention is gone (the same request again creates a new application), a younger one still
 * replays, and the retention is read from the configuration at each run.
 */

const JOB = 'purge-idempotency-keys';
const clock = new TestClock('2030-01-01T00:00:30Z');
const lines: string[] = [];
let server: TestServer;
let queue: JobQueue;

/** Jumps to just after `occurrence`, then lets 45 s pass: the cron pass (30 s) and the poll (10 s) come round. */
async function runClockPast(occurrence: string): Promise<void> {
  await clock.setTime(new Date(occurrence).getTime() + 5_000);
  await clock.tick(45_000);
}
const completedRuns = async () =>
  (await server.sql<{ n: number }>(`select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`, [JOB]))[0]!.n;
const keys = async () => (await server.sql<{ key: string }>('select key from idempotency_keys order by key')).map((row) => row.key);
const applications = async () => (await server.sql<{ n: number }>('select count(*)::int as n from applications'))[0]!.n;
const submit = (key: string) =>
  new ApiClient(server.url).post('/api/applications', { ...sampleIntake }, { authorization: 'Bearer demo-integration-key', 'idempotency-key': key });
const age = (key: string, interval: string) => server.sql(`update idempotency_keys set created_at = now() - $2::interval where key = $1`, [key, interval]);

beforeAll(async () => {
  server = await startTestServer();
  const job = JOBS.find((definition) => definition.name === JOB);
  if (!job) throw new Error(`no job ${JOB} in the modules' manifests`);
  queue = await startJobQueue(server.db, server.config, [job], {
    clock,
    log: { info: (message) => lines.push(message), warn: (_details, message) => lines.push(message), error: (_details, message) => lines.push(message) },
  });
});
afterAll(async () => {
  await queue?.stop();
  await server?.stop();
});

describe('the retention of idempotency keys', () => {
  it('defaults to 7 days, and the job runs every hour', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).integration.idempotencyKeyRetentionDays).toBe(7);
    expect(loadConfig({ NODE_ENV: 'test', IDEMPOTENCY_KEY_RETENTION_DAYS: '1' }).integration.idempotencyKeyRetentionDays).toBe(1);
    expect(() => loadConfig({ NODE_ENV: 'test', IDEMPOTENCY_KEY_RETENTION_DAYS: '0' })).toThrow(/IDEMPOTENCY_KEY_RETENTION_DAYS must be a whole number/);
    expect(JOBS.find((definition) => definition.name === JOB)?.cron).toBe('17 * * * *');
  });

  it('the job deletes the keys older than the retention; younger ones still replay, an expired one is a new request', async () => {
    const [expired, kept, fresh] = ['expired', 'kept', 'fresh'].map((name) => `${name}-${randomUUID()}`) as [string, string, string];
    const first = await submit(expired);
    for (const key of [kept, fresh]) expect((await submit(key)).status).toBe(201);
    await age(expired, '7 days 1 minute');
    await age(kept, '6 days 23 hours');

    await runClockPast('2030-01-01T00:17:00Z');
    await vi.waitFor(async () => expect(await completedRuns()).toBe(1), { timeout: 30_000, interval: 200 });
    expect(await keys()).toEqual([fresh, kept].sort());
    expect(lines).toEqual([`Job ${JOB} done: {"idempotencyKeys":1}`]);

    const before = await applications();
    const replay = await submit(kept);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const again = await submit(expired);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('false');
    expect(again.body.id).not.toBe(first.body.id);
    expect(await applications()).toBe(before + 1);
  });

  it('reads the retention at each run, and a run with nothing to delete logs nothing', async () => {
    lines.length = 0;
    server.config.integration = { ...server.config.integration, idempotencyKeyRetentionDays: 1 };
    const [kept] = (await keys()).filter((key) => key.startsWith('kept-'));
    await age(kept!, '25 hours');

    await runClockPast('2030-01-01T01:17:00Z');
    await vi.waitFor(async () => expect(await completedRuns()).toBe(2), { timeout: 30_000, interval: 200 });
    expect(await keys()).not.toContain(kept);
    expect(await keys()).toHaveLength(2);
    expect(lines).toEqual([`Job ${JOB} done: {"idempotencyKeys":1}`]);

    await runClockPast('2030-01-01T02:17:00Z');
    await vi.waitFor(async () => expect(await completedRuns()).toBe(3), { timeout: 30_000, interval: 200 });
    expect(await keys()).toHaveLength(2);
    expect(lines).toHaveLength(1);
  });
});
