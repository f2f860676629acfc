import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../graphql-server/src/db/embedded-postgres.js';
import {
  JOBS,
  loadConfig,
  openDatabase,
  startJobQueue,
  type Database,
  type JobQueue,
} from '../../graphql-server/src/index.js';
import { freePort } from '../support/free-port.js';

/**
 * Issue 27 item 6: the job queue during a database outage logs like the HTTP side does: a first warning without a
 * stack, then at most one "repeated N times" summary per 10 s, however many polls and runs fail. This file runs a
 * PostgreSQL of its own, so that stopping it disturbs no other test.
 */
const dir = mkdtempSync(join(tmpdir(), 'netfund-jobs-outage-'));
chmodSync(dir, 0o755);
let postgres: EmbeddedDatabase | undefined;
let db: Database;
let queue: JobQueue | undefined;
const lines: { level: 'warn' | 'error'; details: Record<string, unknown>; message: string }[] = [];

beforeAll(async () => {
  postgres = await startEmbeddedPostgres(join(dir, 'pg'), await freePort());
  const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: postgres.url };
  db = await openDatabase(config, () => {});
  queue = await startJobQueue(db, config, JOBS, {
    log: {
      info: () => {},
      warn: (details, message) => lines.push({ level: 'warn', details, message }),
      error: (details, message) => lines.push({ level: 'error', details, message }),
    },
  });
});

afterAll(async () => {
  await queue?.stop().catch(() => {});
  await db?.close().catch(() => {});
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the job queue during a database outage', () => {
  it('warns once without a stack, then sums up, while every queue fails to poll', { timeout: 60_000 }, async () => {
    expect(lines).toEqual([]);
    await postgres!.stop();
    postgres = undefined;

    // Every queue polls every 10 s, and the summary of the first 10 s follows.
    await vi.waitFor(() => expect(lines.some((line) => line.details.repeated !== undefined)).toBe(true), {
      timeout: 30_000,
      interval: 250,
    });
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/\\n\s+at /);
    // A first line per kind of failure (the server's shutdown 57P01, then ECONNREFUSED), and its summaries.
    for (const line of lines)
      expect(line).toMatchObject({ level: 'warn', details: { kind: expect.stringMatching(/^database: /) } });
    for (const kind of new Set(lines.map((line) => line.details.kind)))
      expect(lines.filter((line) => line.details.kind === kind).length).toBeLessThanOrEqual(3);
    const summary = lines.find((line) => line.details.repeated !== undefined)!;
    expect(summary.message).toMatch(/repeated \d+ times in the last 10 s/);
    expect(Number(summary.details.repeated)).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(6);
  });
});
