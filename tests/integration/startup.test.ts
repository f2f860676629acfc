import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openDatabase } from '../../graphql-server/src/index.js';
import { seedDemoData } from '../../seed/src/demo-data.js';
import { freePort } from '../support/free-port.js';
import { spawnNetFund, startNetFund } from '../support/netfund-process.js';
import { createTestDatabase } from '../support/server.js';

/**
 * `npm start`'s entrypoint refuses to start with a bad setting or a busy port (one line, non-zero exit), and its
 * banner lists demo accounts only when the database has them. External database: no embedded PostgreSQL to start.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

/** The lines the process wrote, without blank ones. */
const lines = (output: string) => output.split('\n').filter((line) => line.trim() !== '');

describe('start-up', () => {
  it.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "eighty")'],
    [{ DATABASE_URL: 'localhost/netfund' }, 'Invalid configuration: DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/netfund'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is (the signing secret of the Stripe webhook endpoint, whsec_…)'],
  ])('exits non-zero with one line for a bad setting: %o', async (env, line) => {
    const started = spawnNetFund({ DATABASE_URL: database.url.toString(), PORT: '3000', ...env });
    expect(await started.exited).toBe(1);
    expect(lines(started.output())).toEqual([line]);
  });

  it('says that the port is busy, and exits non-zero instead of announcing it runs', async () => {
    const port = await freePort();
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const started = spawnNetFund({ NODE_ENV: 'development', DATABASE_URL: database.url.toString(), PORT: String(port) });
      expect(await started.exited).toBe(1);
      expect(started.output()).not.toContain('NetFund is running');
      const output = lines(started.output());
      expect(output.at(-1)).toBe(`Port ${port} is already in use on 127.0.0.1: stop what is using it, or set PORT to another port.`);
      expect(started.output()).not.toMatch(/\n\s+at /);
    } finally {
      squatter.close();
    }
  });

  it('lists demo accounts only once the database has them', async () => {
    const env = { NODE_ENV: 'development', DATABASE_URL: database.url.toString() };
    const empty = await startNetFund({ ...env, PORT: String(await freePort()) });
    empty.child.kill('SIGTERM');
    expect(await empty.exited).toBe(0);
    expect(empty.output()).toContain('Database: DATABASE_URL');
    expect(empty.output()).not.toMatch(/Demo accounts|Demo result links|token=/);

    // `npm run seed` on that database.
    const db = await openDatabase({ ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: database.url.toString() }, () => {});
    await seedDemoData(db, loadConfig({ NODE_ENV: 'test' }));
    await db.close();

    const seeded = await startNetFund({ ...env, PORT: String(await freePort()) });
    seeded.child.kill('SIGTERM');
    expect(await seeded.exited).toBe(0);
    expect(seeded.output()).toContain('Demo accounts (password "demo-pass"):');
    expect(seeded.output()).toContain('/result/1?token=demo-approved');
  });
});
