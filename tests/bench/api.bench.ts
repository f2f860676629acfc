/**
 * `npm run bench`: autocannon against the real server and, in the same run, against a raw
 * node:http + pg baseline doing a comparable indexed read. Prints requests/s, p99 and the ratio.
 *
 * Starts its own embedded PostgreSQL (or uses DATABASE_URL), its own product server and baseline,
 * all on loopback; every load is bounded in time. Options: BENCH_SECONDS (default 10),
 * BENCH_CONNECTIONS (default 100), BENCH_ONLY (a regular expression: only the targets it matches, with their baselines),
 * BENCH_ROUNDS (default 1: each target's median over that many rounds).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../graphql-server/src/db/embedded-postgres.js';
import { createLogger, loadConfig, openDatabase } from '../../graphql-server/src/index.js';
import { createNetFundApp } from '../../rest-compat/src/server.js';
import { seedDemoData } from '../../seed/src/demo-data.js';
import { freePort } from '../support/free-port.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The baseline target this one is compared with (default: the first target). */
  baseline?: string;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'netfund-bench-'));
  chmodSync(dir, 0o755);
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(join(dir, 'data'), await freePort());
  const databaseUrl = process.env.DATABASE_URL ?? embedded!.url;
  // Production as measured before it required its settings: the demo checkout (which DEMO_MODE=true allows), with
  // Net30's demo features off as they were.
  const production = {
    NODE_ENV: 'production',
    TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
    DEMO_MODE: 'true',
    PUBLIC_URL: 'http://127.0.0.1',
  };
  const config = { ...loadConfig({ ...production, DATABASE_URL: databaseUrl }), demoMode: false };
  const db = await openDatabase(config, () => {});
  await seedDemoData(db, config);
  // The production access log costs what it costs in production, written where it does not flood the terminal.
  const http = await createNetFundApp(db, config, createLogger(config, createWriteStream('/dev/null')));
  const appServer = http.app.listen(0, '127.0.0.1');
  const app = await listen(appServer);

  // Raw baseline: the same session lookup the product does for GET /api/user (indexed by primary key).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const baselineServer = createServer(async (req, res) => {
      const token = /netfund_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
      const { rows } = await pool.query(
        'select u.username, u.role from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > now()',
        [createHash('sha256').update(token).digest('hex')],
      );
      res.writeHead(rows.length ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(rows[0] ?? { message: 'Authentication required' }));
  }).listen(0, '127.0.0.1');
  const baseline = await listen(baselineServer);

  // Raw baseline for application results: the same primary-key read and token check as GET /api/applications/{id}.
  // `?row=whole` reads the whole row, as the product's service does (it hydrates the entity that GraphQL serves
  // in full); without it only the columns the REST answer shows, the cheapest read that can answer.
  // `/owner/applications/{id}` is the owner's read with a session cookie: the session lookup of the session baseline
  // (with the user's id), then the same whole-row application read, readable when the signed-in client owns it. The
  // product's owner read does these same two queries, so this is the baseline it is compared with.
  const applicationBaselineServer = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const owner = url.pathname.startsWith('/owner/');
    const id = Number(url.pathname.split('/')[owner ? 3 : 2]);
    let userId: number | undefined;
    if (owner) {
      const token = /netfund_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
      const session = await pool.query(
        'select u.id, u.username, u.role from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > now()',
        [createHash('sha256').update(token).digest('hex')],
      );
      userId = session.rows[0]?.id;
    }
    const tokenHash = createHash('sha256').update(url.searchParams.get('token') ?? '').digest('hex');
    const columns =
      url.searchParams.get('row') === 'whole' || owner
        ? '*'
        : 'id, status, approved_amount, approved_term, approved_rate, approved_payment, owner_email, access_token_hash';
    const { rows } = await pool.query(`select ${columns} from applications where id = $1`, [id]);
    const row = rows[0];
    if (!row || (owner ? userId === undefined || row.owner_id !== userId : row.access_token_hash !== tokenHash)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Application not found' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: row.id,
        status: row.status,
        approvedAmount: row.approved_amount,
        approvedTerm: row.approved_term,
        approvedRate: row.approved_rate,
        approvedPayment: row.approved_payment,
        ownerEmail: row.owner_email,
      }),
    );
  }).listen(0, '127.0.0.1');
  const applicationBaseline = await listen(applicationBaselineServer);

  const login = await fetch(`${app}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'client', password: 'demo-pass' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const authed = { cookie };

  const targets: Target[] = [
    { name: 'baseline: node:http + pg (session read)', url: `${baseline}/`, headers: authed },
    { name: 'REST GET /api/user', url: `${app}/api/user`, headers: authed },
    {
      name: 'GraphQL me',
      url: `${app}/graphql`,
      method: 'POST',
      headers: { ...authed, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { username role } }' }),
    },
    {
      name: 'baseline: node:http + pg (application read, shown columns)',
      url: `${applicationBaseline}/applications/1?token=demo-approved`,
      // A baseline is 100 % of itself.
      baseline: 'baseline: node:http + pg (application read, shown columns)',
    },
    {
      name: 'baseline: node:http + pg (application read)',
      url: `${applicationBaseline}/applications/1?token=demo-approved&row=whole`,
      baseline: 'baseline: node:http + pg (application read)',
    },
    {
      name: 'REST GET /api/applications/1?token=',
      url: `${app}/api/applications/1?token=demo-approved`,
      baseline: 'baseline: node:http + pg (application read)',
    },
    {
      name: 'baseline: node:http + pg (session + application read)',
      url: `${applicationBaseline}/owner/applications/1`,
      headers: authed,
      baseline: 'baseline: node:http + pg (session + application read)',
    },
    {
      name: 'REST GET /api/applications/1 (owner)',
      url: `${app}/api/applications/1`,
      headers: authed,
      baseline: 'baseline: node:http + pg (session + application read)',
    },
    {
      name: 'GraphQL application(id, token)',
      url: `${app}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query R($id: ID!, $token: String) { application(id: $id, token: $token) { id status approvedAmount approvedTerm approvedRate approvedPayment ownerEmail } }',
        variables: { id: '1', token: 'demo-approved' },
      }),
      baseline: 'baseline: node:http + pg (application read)',
    },
  ];

  // BENCH_ONLY (a regular expression) runs the targets whose names match it, with the baselines they are compared with.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
  const chosen = only ? targets.filter((target) => only.test(target.name)) : targets;
  const needed = new Set(chosen.map((target) => target.baseline ?? targets[0]!.name));
  const selected = targets.filter((target) => chosen.includes(target) || needed.has(target.name));

  console.log(
    `autocannon: ${connections} connections, ${seconds}s each${rounds > 1 ? `, ${rounds} rounds` : ''}, on ${process.platform}/${process.arch}, Node ${process.version}\n`,
  );
  // Each round loads every target once, a baseline just before the targets compared with it; over several rounds the
  // table shows each target's median round (its ratio is the median of its per-round ratios), so that a burst of other
  // work on a shared machine moves one round, not the figure.
  const results = new Map<string, { rps: number; p99: number; ratio: number }[]>();
  const errorsByName = new Map<string, number>();
  for (let round = 0; round < rounds; round++) {
    const rpsByName = new Map<string, number>();
    for (const target of selected) {
      const result = await load(target);
      const rps = result.requests.average;
      rpsByName.set(target.name, rps);
      const of = rpsByName.get(target.baseline ?? selected[0]!.name) ?? rps;
      const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
      errorsByName.set(target.name, (errorsByName.get(target.name) ?? 0) + errors);
      results.set(target.name, [...(results.get(target.name) ?? []), { rps, p99: result.latency.p99, ratio: rps / of }]);
    }
  }
  const rows = selected.map((target) => {
    const runs = results.get(target.name)!;
    const middle = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
    const ratio = middle(runs.map((run) => run.ratio));
    return [
      target.name,
      middle(runs.map((run) => run.rps)).toFixed(0),
      `${middle(runs.map((run) => run.p99))} ms`,
      `${(ratio * 100).toFixed(0)} %`,
      String(errorsByName.get(target.name) ?? 0),
      ...(rounds > 1 ? [runs.map((run) => `${(run.ratio * 100).toFixed(0)}`).join(' ')] : []),
    ];
  });
  printTable(['target', 'req/s', 'p99', 'of baseline', 'errors', ...(rounds > 1 ? ['% each round'] : [])], rows);

  // autocannon drops its sockets at the end; give the handlers still running a moment to finish.
  await Promise.all([appServer, baselineServer, applicationBaselineServer].map((server) => new Promise((resolve) => server.close(resolve))));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await pool.end();
  await http.stop();
  await db.close();
  await embedded?.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

interface LoadResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** autocannon in a process of its own, so the load generator does not share the servers' event loop. */
function load(target: Target): Promise<LoadResult> {
  const args = ['-j', '-c', String(connections), '-d', String(seconds), '-m', target.method ?? 'GET'];
  for (const [name, value] of Object.entries(target.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (target.body) args.push('-b', target.body);
  args.push(target.url);
  const cli = new URL('../../node_modules/autocannon/autocannon.js', import.meta.url).pathname;
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [cli, ...args], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as LoadResult),
    ),
  );
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.once('listening', () => {
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }),
  );
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => console.log(line(r)));
}

await main();
