import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config/index.js';
import { startEmbeddedPostgres } from './db/embedded-postgres.js';
import { initOrm, migrate } from './db/orm.js';
import { transactionGuard } from './db/transaction-guard.js';

export interface Database {
  orm: MikroORM;
  /** The PostgreSQL connection URL, for what keeps connections of its own (the job queue). */
  url: string;
  /** True when this process started the bundled PostgreSQL (and so may seed demo data). */
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * Opens the database the configuration names (DATABASE_URL, else the embedded PostgreSQL),
 * and applies pending migrations.
 */
export async function openDatabase(config: AppConfig, log: (line: string) => void = console.log): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.embeddedDataDir, config.embeddedPort, log);
  const url = config.databaseUrl ?? embedded!.url;
  let orm: MikroORM;
  try {
    // Outside production a query that escapes its transaction fails it (db/transaction-guard.ts).
    orm = await initOrm(url, config.env === 'production' ? {} : transactionGuard());
    const applied = await migrate(orm);
    if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return {
    orm,
    url,
    embedded: Boolean(embedded),
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}
