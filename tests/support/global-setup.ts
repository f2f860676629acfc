import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../graphql-server/src/db/embedded-postgres.js';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server where each test file creates a database of its own. */
    postgresAdminUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run: DATABASE_URL when it is set (CI with an external server),
 * else the embedded one in a temporary folder, removed afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.DATABASE_URL);
    return async () => {};
  }
  // Under /tmp, readable by the `postgres` OS user that runs the server when we are root.
  const dir = mkdtempSync(join(tmpdir(), 'netfund-test-pg-'));
  chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(join(dir, 'data'), await freePort());
  project.provide('postgresAdminUrl', pg.url);
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
