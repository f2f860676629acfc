import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openDatabase, type Database } from '../../graphql-server/src/index.js';
import { migrations } from '../../graphql-server/src/db/migrations/index.js';
import { createTestDatabase, openAssertionPool } from '../support/server.js';

/**
 * Issue 15 item 4: every instance applies pending migrations when it starts (compose.yaml starts two at once), so two
 * starts on one empty database must not both run them: one applies them all, the other waits and finds none pending.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const opened: Database[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(opened.map((db) => db.close().catch(() => {})));
  await database?.drop();
});

describe('two instances starting at once on one empty database', () => {
  it('apply every migration exactly once between them, and both start', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: database.url.toString() };
    const logs: string[][] = [[], [], []];
    const starts = await Promise.allSettled(logs.map((log) => openDatabase(config, (line) => log.push(line))));
    for (const start of starts) if (start.status === 'fulfilled') opened.push(start.value);
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);

    // One start logged every migration; the others found nothing pending.
    const applied = logs.map((log) => log.filter((line) => line.startsWith('Applied migrations')));
    expect(applied.filter((lines) => lines.length > 0)).toHaveLength(1);
    const pool = openAssertionPool(database.url);
    try {
      const { rows } = await pool.query<{ name: string; times: number }>(
        'select name, count(*)::int as times from mikro_orm_migrations group by name',
      );
      expect(rows).toHaveLength(migrations.length);
      expect(rows.every((row) => row.times === 1)).toBe(true);
    } finally {
      await pool.end();
    }
  });
});
