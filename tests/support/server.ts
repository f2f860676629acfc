import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, openDatabase, type AppConfig, type Database, type HttpApp, type ServicesOptions } from '../../graphql-server/src/index.js';
import { createNetFundApp } from '../../rest-compat/src/server.js';
import { seedDemoData } from '../../seed/src/demo-data.js';

export interface TestServer {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  db: Database;
  config: AppConfig;
  /** The Express application being served (e.g. to walk its router stack). */
  app: HttpApp['app'];
  /** Runs SQL against this server's database (for assertions on stored state). */
  sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * The real product in-process: a fresh PostgreSQL database (migrated, demo data seeded), the GraphQL
 * server with the REST layer and the built web app, listening on a random port.
 */
export async function startTestServer(overrides: Partial<AppConfig> = {}, services?: ServicesOptions): Promise<TestServer> {
  const { url, drop } = await createTestDatabase();

  // Every test client comes from 127.0.0.1: registration limits that a file's own sign-ups never reach (the
  // registration-throttle tests set their own), and the same for the intake's limit per API key (every file sends
  // its applications with the demo key; intake-rate-limit and integrating-doc set theirs). Background jobs only
  // where a test turns them on.
  const env = {
    NODE_ENV: 'test',
    REGISTER_MAX_PER_IP: '10000',
    REGISTER_MAX_PER_MINUTE_GLOBAL: '10000',
    INTEGRATION_MAX_APPLICATIONS_PER_MINUTE: '10000',
  };
  const config: AppConfig = { ...loadConfig(env), databaseUrl: url.toString(), jobs: { enabled: false }, ...overrides };
  const db = await openDatabase(config, () => {});
  await seedDemoData(db, config, { pipeline: false });
  const http = await createNetFundApp(db, config, undefined, services);
  const server = http.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const pool = openAssertionPool(url);

  return {
    url: `http://127.0.0.1:${port}`,
    db,
    config,
    app: http.app,
    sql: async (text, params) => (await pool.query(text, params)).rows,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await http.stop();
      await pool.end();
      await db.close();
      await drop();
    },
  };
}

/**
 * The pool behind `sql()`. `pool.end()` resolves before its connections have closed, so the `drop … with (force)`
 * that follows can end a backend first; PostgreSQL's FATAL 57P01 then reaches the pool as an `'error'` event, and
 * an `'error'` event without a listener is an uncaught exception that fails the whole run (seen in CI). An idle
 * connection's error needs no action here: the next query opens a new connection, and a failed query still rejects.
 */
export function openAssertionPool(url: URL): pg.Pool {
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => {});
  return pool;
}

/** An empty database of its own on the test run's PostgreSQL (not migrated); `drop()` removes it. */
export async function createTestDatabase(): Promise<{ url: URL; drop(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  const dbName = `netfund_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database "${dbName}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return { url, drop: () => withClient(adminUrl, (client) => client.query(`drop database if exists "${dbName}" with (force)`)).then(() => {}) };
}

async function withClient<T>(connectionString: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Another app instance on a running test server's database and configuration (its own ORM, pool, job queue, port). */
export interface SecondInstance {
  url: string;
  db: Database;
  http: HttpApp;
  stop(): Promise<void>;
}

/** Starts a second instance, as compose.yaml runs two behind the proxy; `config` is shared, so changes apply to both. */
export async function startSecondInstance(config: AppConfig): Promise<SecondInstance> {
  const db = await openDatabase(config, () => {});
  const http = await createNetFundApp(db, config);
  const listener = http.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
  return {
    url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    db,
    http,
    async stop() {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
      await http.stop();
      await db.close();
    },
  };
}
