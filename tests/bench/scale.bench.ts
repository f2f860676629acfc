/**
 * The back office at scale (issue 14, DESIGN.md §8): the product server in production settings on a database seeded
 * with `--scale N` (BENCH_SCALE, default 100,000 applications), measured with autocannon at 20 connections
 * (BENCH_CONNECTIONS) for BENCH_SECONDS (default 10) per target:
 * - the admin application list as the back office's page asks for it (GraphQL ClientManagementApplications:
 *   first page; filtered by statuses and product, sorted by amount, a later page; a search), a client detail
 *   (ClientDetail) and the lender inbox (LenderFilePage: the Inbox tab's first page, as the demo lender user): p99 < 100 ms;
 * - the admin dashboard KPIs (DashboardKpis and MarketplaceKpis): the first request after the server started (cold,
 *   < 300 ms) for each preset range, then under load, served from the dashboard's cache;
 * - matching one application against every active program (> 200) with the real engine: < 5 ms;
 * - a program publish (a restore of an earlier version, R4), after which the re-match job on the queue brings every
 *   open application it left stale up to date (< 60 s), while autocannon measures the application list's p99.
 *
 * BENCH_REMATCH_LIMIT (seconds, default 600) bounds the wait for the re-match.
 *
 * The seeded database is kept between runs in `.data/bench-scale-<N>` (git-ignored; the first run seeds it, which
 * takes a few minutes at 100,000) and each run works on a copy of it, so runs start from the same data.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Kind, parse, print, type DefinitionNode } from 'graphql';
import { PgBoss } from 'pg-boss';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../graphql-server/src/db/embedded-postgres.js';
import { createLogger, loadConfig, openDatabase } from '../../graphql-server/src/index.js';
import { applicantFacts } from '../../graphql-server/src/modules/matches/applicant-facts.js';
import { matchApplicant } from '../../graphql-server/src/modules/matching/index.js';
import { staleApplicationIds } from '../../graphql-server/src/modules/matches/rematch.js';
import { activeMatchPrograms } from '../../graphql-server/src/modules/programs/active-programs.js';
import { lenderTrackRecords } from '../../graphql-server/src/modules/matches/lender-track-records.js';
import { Application } from '../../graphql-server/src/modules/applications/application.entity.js';
import { Business } from '../../graphql-server/src/modules/businesses/business.entity.js';
import { createNetFundApp } from '../../rest-compat/src/server.js';
import { seedDemoData } from '../../seed/src/demo-data.js';
import { seedScale } from '../../seed/src/scale.js';
import { freePort } from '../support/free-port.js';

const scale = Number(process.env.BENCH_SCALE ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** How long the re-match may take before the run gives up waiting (and says how many were left). */
const rematchLimitSeconds = Number(process.env.BENCH_REMATCH_LIMIT ?? 600);
const root = new URL('../../', import.meta.url).pathname;
const pristineDir = join(root, '.data', `bench-scale-${scale}`);
const runDir = join(root, '.data', `bench-scale-${scale}-run`);
const SEEDED_MARKER = join(pristineDir, 'seeded.json');

interface Row {
  target: string;
  requests: string;
  p50: string;
  p99: string;
  goal: string;
  errors: string;
}
const rows: Row[] = [];
/** Keeps a row for the table at the end, and shows it at once (a run at 100,000 takes minutes). */
function record(row: Row): void {
  rows.push(row);
  console.log(`  ${row.target}: ${row.requests} ${row.p50} ${row.p99}${row.errors === '0' ? '' : `, ${row.errors} errors`}`);
}

async function main(): Promise<void> {
  console.log(`Back office at scale: ${scale.toLocaleString('en-US')} applications; ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  await ensureSeeded();
  rmSync(runDir, { recursive: true, force: true });
  execFileSync('cp', ['-a', pristineDir, runDir]);

  const embedded = await startEmbeddedPostgres(join(runDir, 'pg'), await freePort());
  const config = { ...loadConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'ab'.repeat(32) }), databaseUrl: embedded.url };
  const db = await openDatabase(config, () => {});
  const http = await createNetFundApp(db, config, createLogger(config, createWriteStream('/dev/null')));
  const server = http.app.listen(0, '127.0.0.1');
  const app = await listen(server);
  const sql = new pg.Pool({ connectionString: embedded.url, max: 2 });

  const admin = await signIn(app, 'admin');
  const lender = await signIn(app, 'lender');
  const { rows: [busiest] } = await sql.query(
    `select owner_id as id, count(*) from applications where owner_id is not null group by owner_id order by count(*) desc, owner_id limit 1`,
  );
  const operation = operations();

  // Cold: the first KPI requests after the start, one preset range each (each range is a cache entry of its own).
  for (const days of [30, 7, 90, 365]) {
    for (const name of ['DashboardKpis', 'MarketplaceKpis'] as const) {
      const started = performance.now();
      const answer = await gql(app, admin, operation(name), { range: { days } });
      const ms = performance.now() - started;
      if (answer.errors) throw new Error(`${name}: ${JSON.stringify(answer.errors)}`);
      record({ target: `${name} (${days} days), cold: first request`, requests: '1', p50: `${ms.toFixed(0)} ms`, p99: '', goal: '< 300 ms', errors: '0' });
    }
  }

  const targets: { name: string; cookie: string; query: string; variables: Record<string, unknown>; goal: string }[] = [
    { name: 'admin application list: first page (newest)', cookie: admin, query: operation('ClientManagementApplications'), variables: { page: 1, pageSize: 25 }, goal: 'p99 < 100 ms' },
    {
      name: 'admin application list: 3 statuses + product, by amount, page 5',
      cookie: admin,
      query: operation('ClientManagementApplications'),
      variables: { filter: { statuses: ['declined', 'closed', 'funded'], product: 'business-term-loan' }, sort: 'requestedAmount_desc', page: 5, pageSize: 25 },
      goal: 'p99 < 100 ms',
    },
    {
      name: 'admin application list: submitted, unassigned, oldest first',
      cookie: admin,
      query: operation('ClientManagementApplications'),
      variables: { filter: { statuses: ['submitted'], unassigned: true }, sort: 'submittedAt_asc', page: 1, pageSize: 25 },
      goal: 'p99 < 100 ms',
    },
    { name: 'admin application list: search "Harbor Bakery"', cookie: admin, query: operation('ClientManagementApplications'), variables: { filter: { search: 'Harbor Bakery' }, page: 1, pageSize: 25 }, goal: 'p99 < 100 ms' },
    { name: `client detail (client ${busiest.id}, ${busiest.count} applications)`, cookie: admin, query: operation('ClientDetail'), variables: { id: String(busiest.id) }, goal: 'p99 < 100 ms' },
    { name: 'lender inbox (LenderFilePage, Inbox tab, page 1, Cedar Growth)', cookie: lender, query: operation('LenderFilePage'), variables: { tab: 'inbox' }, goal: 'p99 < 100 ms' },
    { name: 'DashboardKpis (30 days), from cache', cookie: admin, query: operation('DashboardKpis'), variables: { range: { days: 30 } }, goal: 'cached' },
    { name: 'MarketplaceKpis (30 days), from cache', cookie: admin, query: operation('MarketplaceKpis'), variables: { range: { days: 30 } }, goal: 'cached' },
  ];
  for (const target of targets) {
    const check = await gql(app, target.cookie, target.query, target.variables);
    if (check.errors) throw new Error(`${target.name}: ${JSON.stringify(check.errors)}`);
    const result = await load(app, target.cookie, target.query, target.variables);
    record(loadRow(target.name, result, target.goal));
  }

  // Matching: one open application's facts against every active program of the seeded database, with the real engine.
  {
    const em = db.orm.em.fork();
    const [open] = await em.execute<{ id: number }[]>(`select id from applications where status = 'in_review' and product_flexible order by id desc limit 1`);
    const application = await em.findOneOrFail(Application, open!.id);
    const business = await em.findOneOrFail(Business, application.business.id);
    const programs = await activeMatchPrograms(em);
    const tracks = await lenderTrackRecords(em);
    const facts = applicantFacts(application, business);
    for (let round = 0; round < 200; round++) matchApplicant(facts, programs, tracks);
    const timings: number[] = [];
    for (let round = 0; round < 2_000; round++) {
      const started = performance.now();
      matchApplicant(facts, programs, tracks);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const at = (share: number) => `${timings[Math.floor(share * (timings.length - 1))]!.toFixed(2)} ms`;
    record({ target: `matching one application against ${programs.length} programs (2,000 rounds)`, requests: '2000', p50: at(0.5), p99: at(0.99), goal: '< 5 ms', errors: '0' });
  }

  // A program publish, then the re-match job on the queue, while the application list is under load.
  {
    const [program] = (await sql.query(
      `select p.id, p.version, p.current_version from lender_program p join lender l on l.id = p.lender_id
        where l.legal_name like 'Scale Lender%' and p.product = 'revenue-based-financing' and p.current_version = 2 order by p.id limit 1`,
    )).rows;
    const { rows: [open] } = await sql.query(`select count(*)::int as n from applications where status in ('submitted', 'in_review', 'matched', 'offered')`);
    const published = await gql(app, admin, `mutation R($id: ID!, $version: Int!, $expected: Int!) { restoreProgramVersion(id: $id, version: $version, expectedVersion: $expected) { id version } }`, {
      id: String(program.id),
      version: 1,
      expected: program.version,
    });
    if (published.errors) throw new Error(`restoreProgramVersion: ${JSON.stringify(published.errors)}`);
    const stale = (await staleApplicationIds(db.orm.em.fork())).length;
    const publishedAt = performance.now();
    // The cron runs the job every minute; send it now instead of waiting for the next minute.
    const boss = new PgBoss({ connectionString: embedded.url, max: 1 });
    await boss.start();
    await boss.send('rematch-stale-applications', {});
    let done = 0;
    let pickedUp = 0;
    const publishedOn = new Date();
    // Done when no open application is stale any more (the job's own query); picked up at its first new result row.
    const watch = (async () => {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if (!pickedUp) {
          const { rows: [first] } = await sql.query(`select exists (select 1 from match_result where latest and computed_at >= $1) as started`, [publishedOn]);
          if (first.started) pickedUp = performance.now();
        }
        if (pickedUp && (await staleApplicationIds(db.orm.em.fork())).length === 0) {
          done = performance.now();
          return;
        }
        if (performance.now() - publishedAt > rematchLimitSeconds * 1000) {
          done = performance.now();
          return;
        }
      }
    })();
    const during = await load(app, admin, operation('ClientManagementApplications'), { page: 1, pageSize: 25 }, Math.max(seconds, 20));
    await watch;
    await boss.stop({ graceful: false });
    record(loadRow('admin application list while the re-match runs', during, 'p99 < 100 ms'));
    const remaining = (await staleApplicationIds(db.orm.em.fork())).length;
    record({
      target: `re-match after a publish: ${stale} of ${open.n} open applications stale (${remaining} left)`,
      requests: String(stale),
      p50: pickedUp ? `picked up after ${((pickedUp - publishedAt) / 1000).toFixed(1)} s` : '',
      p99: `${((done - (pickedUp || publishedAt)) / 1000).toFixed(1)} s (total ${((done - publishedAt) / 1000).toFixed(1)} s)`,
      goal: '< 60 s, on the job queue',
      errors: String(remaining),
    });
  }

  printTable(rows);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await sql.end();
  await http.stop();
  await db.close();
  await embedded.stop();
  rmSync(runDir, { recursive: true, force: true });
  process.exit(0);
}

/** Seeds `.data/bench-scale-<N>` once: migrated, the demo data, then `--scale N`; stopped cleanly so it can be copied. */
async function ensureSeeded(): Promise<void> {
  if (existsSync(SEEDED_MARKER)) {
    console.log(`Using the seeded database in ${pristineDir} (${JSON.parse(readFileSync(SEEDED_MARKER, 'utf8')).seconds.toFixed(0)} s to seed; delete the folder to seed again).`);
    return;
  }
  rmSync(pristineDir, { recursive: true, force: true });
  mkdirSync(pristineDir, { recursive: true, mode: 0o755 });
  console.log(`Seeding ${scale.toLocaleString('en-US')} applications into ${pristineDir} (once; kept for the next runs)…`);
  const embedded = await startEmbeddedPostgres(join(pristineDir, 'pg'), await freePort());
  const config = { ...loadConfig({ NODE_ENV: 'development' }), databaseUrl: embedded.url, jobs: { enabled: false } };
  const db = await openDatabase(config, () => {});
  await seedDemoData(db, config);
  await db.close();
  const summary = await seedScale(config, scale);
  console.log(`Seeded in ${summary.seconds.toFixed(0)} s:`, JSON.stringify(summary.rows));
  await embedded.stop();
  writeFileSync(SEEDED_MARKER, JSON.stringify(summary));
}

/** The back office's operations as the web app sends them: each one with the fragments of its document. */
function operations(): (name: string) => string {
  const files = [
    'web/src/features/client-management/api/client-management.graphql',
    'web/src/features/lender-portal/api/lender-portal.graphql',
    'web/src/features/admin-dashboard/api/dashboard.graphql',
    'web/src/features/admin-dashboard/api/marketplace-kpis.graphql',
  ];
  const definitions: DefinitionNode[] = files.flatMap((file) => parse(readFileSync(join(root, file), 'utf8')).definitions);
  const fragments = definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  return (name) => {
    const operation = definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name);
    if (!operation) throw new Error(`No operation ${name}`);
    const used = fragments.filter((fragment) => print(operation).includes(`...${fragment.name.value}`));
    return [operation, ...used].map((definition) => print(definition)).join('\n');
  };
}

async function signIn(app: string, username: string): Promise<string> {
  const response = await fetch(`${app}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'demo-pass' }) });
  if (!response.ok) throw new Error(`Sign-in of ${username}: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function gql(app: string, cookie: string, query: string, variables: Record<string, unknown>): Promise<{ data?: unknown; errors?: unknown }> {
  const response = await fetch(`${app}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as { data?: unknown; errors?: unknown };
}

interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** autocannon in a process of its own, so the load generator does not share the server's event loop. */
function load(app: string, cookie: string, query: string, variables: Record<string, unknown>, duration = seconds): Promise<LoadResult> {
  const args = ['-j', '-c', String(connections), '-d', String(duration), '-m', 'POST', '-H', 'content-type=application/json', '-H', `cookie=${cookie}`];
  args.push('-b', JSON.stringify({ query, variables }), `${app}/graphql`);
  const cli = join(root, 'node_modules/autocannon/autocannon.js');
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [cli, ...args], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as LoadResult))),
  );
}

function loadRow(target: string, result: LoadResult, goal: string): Row {
  return {
    target,
    requests: `${result.requests.average.toFixed(0)}/s`,
    p50: `${result.latency.p50} ms`,
    p99: `${result.latency.p99} ms`,
    goal,
    errors: String(result.errors + result.timeouts + (result.non2xx ?? 0)),
  };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.once('listening', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

function printTable(table: Row[]): void {
  const header: Row = { target: 'target', requests: 'req/s', p50: 'p50 / time', p99: 'p99', goal: 'goal', errors: 'errors' };
  const keys = Object.keys(header) as (keyof Row)[];
  const widths = keys.map((key) => Math.max(...[header, ...table].map((row) => row[key].length)));
  const line = (row: Row) => `| ${keys.map((key, index) => row[key].padEnd(widths[index]!)).join(' | ')} |`;
  console.log(`\nautocannon: ${connections} connections, ${seconds} s per target\n`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  table.forEach((row) => console.log(line(row)));
}

await main();
