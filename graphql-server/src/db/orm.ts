import 'reflect-metadata';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig, type Options } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { resolve } from 'node:path';
import pg from 'pg';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

export type Orm = MikroORM;

/**
 * How long a statement waits for a lock before it gives up. Transactions here hold their row locks for
 * milliseconds, so a longer wait means the holder is stuck, not busy.
 */
export const LOCK_TIMEOUT_MS = 3_000;

export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      migrationsList: migrations,
      // Where `npm run db:migration:create` writes new files; running uses `migrationsList` above.
      pathTs: resolve(import.meta.dirname, 'migrations'),
      path: resolve(import.meta.dirname, 'migrations'),
      snapshot: false,
      silent: true,
      transactional: true,
      allOrNothing: true,
    },
    pool: { min: 0, max: 20 },
    // A database host that does not answer fails a request after 5 s (503, see db/availability.ts) instead of
    // holding it for the operating system's TCP timeout of minutes. A wait for a row lock (or an advisory lock)
    // ends after LOCK_TIMEOUT_MS with 55P03, answered as a 409 (db/contention.ts): one busy record holds a pooled
    // connection for that long at most, never the whole pool. It is a setting of each pooled connection, so it bounds
    // every query, the migrations' as well: a migration that cannot lock its table in time fails the start (all or
    // nothing, retried by the next start) instead of queueing every query on that table behind it. pg-boss has a
    // pool of its own and is not affected.
    driverOptions: { connectionTimeoutMillis: 5_000, lock_timeout: LOCK_TIMEOUT_MS },
    // Fail loudly if code forgets to fork an EntityManager per request.
    allowGlobalContext: false,
    debug: false,
    ...overrides,
  });
}

export function initOrm(clientUrl: string, overrides: Partial<Options> = {}): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, overrides));
}

/** The PostgreSQL advisory lock that lets one process at a time apply migrations (any fixed number will do). */
export const MIGRATION_LOCK_KEY = 4_150_001;

/**
 * Applies every pending migration; returns the names applied. Every instance does this when it starts, and several
 * start at once (compose.yaml): each first takes a session advisory lock on a connection of its own, so one applies
 * the pending migrations while the others wait, then find none pending. The lock goes with that connection, also when
 * the process dies midway.
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const lock = new pg.Client({
    connectionString: orm.config.get('clientUrl'),
    application_name: 'netfund-migrations',
    connectionTimeoutMillis: 5_000,
  });
  // A dropped connection rejects the query in flight; an 'error' event without a listener would end the process.
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await orm.migrator.up();
    return applied.map((m) => m.name);
  } finally {
    // Ending the session releases its lock.
    await lock.end();
  }
}
