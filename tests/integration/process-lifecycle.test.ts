import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { jsonLogLines, startNetFund, waitFor } from '../support/netfund-process.js';

/**
 * `npm start`'s process on the embedded PostgreSQL: Ctrl-C stops everything, PostgreSQL included, and a
 * start after `kill -9` (which leaves postgres running as an orphan) recovers by itself.
 * Runs the entrypoint from source, so no build is needed.
 */
const dir = mkdtempSync(join(tmpdir(), 'netfund-lifecycle-'));
chmodSync(dir, 0o755);
const dataDir = join(dir, 'pg');
let pgPort: number;
let child: ChildProcess | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  const pid = postmasterPid();
  if (pid && alive(pid)) process.kill(pid, 'SIGINT');
  await waitFor(() => !pid || !alive(pid), 15_000).catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<{ url: string; output: () => string }> {
  pgPort ??= await freePort();
  const started = await startNetFund({
    NODE_ENV: 'development',
    PORT: String(await freePort()),
    EMBEDDED_PG_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    DATABASE_URL: '',
    ...env,
  });
  child = started.child;
  return started;
}

function postmasterPid(): number | undefined {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  return Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10) || undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start process', () => {
  it('serves, prints the demo accounts, and stops PostgreSQL too on Ctrl-C (SIGINT)', async () => {
    const { url, output } = await start();
    expect(output()).toContain('Demo accounts (password "demo-pass"):');
    for (const account of ['admin    admin', 'client   client', 'lender   lender', 'builder  client'])
      expect(output()).toContain(account);
    expect(output()).toContain('/result/1?token=demo-approved');
    expect((await fetch(`${url}/api/user`)).status).toBe(401);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const pg = postmasterPid()!;
    expect(alive(pg)).toBe(true);

    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    child!.kill('SIGINT');
    expect(await exited).toBe(0);
    await waitFor(() => !alive(pg), 15_000);
  });

  it('recovers by itself after kill -9 left PostgreSQL running', async () => {
    await start();
    const orphan = postmasterPid()!;
    child!.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    expect(alive(orphan)).toBe(true);

    const { url, output } = await start();
    expect(output()).toContain(`Stopping a PostgreSQL left running by an earlier run (pid ${orphan})`);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    // Seeded once: the demo data is not created a second time.
    expect(output()).not.toContain('Seeded demo data');

    const pg = postmasterPid()!;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child!.kill('SIGTERM');
    await exited;
    await waitFor(() => !alive(pg), 15_000);
  });

  it('lists no demo accounts or links in production, though the embedded database has them', async () => {
    // Production runs the embedded PostgreSQL and the demo checkout only when asked for (issue 27 item 1).
    const production = {
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
      PUBLIC_URL: 'https://netfund.example.com',
    };
    const { url, output } = await start({
      ...production,
      EMBEDDED_POSTGRES: 'true',
      DEMO_MODE: 'true',
      STRIPE_SECRET_KEY: '',
    });
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect(output()).toContain('Database: embedded PostgreSQL');
    expect(output()).not.toMatch(/Demo accounts|Demo result links|demo-pass|token=/);
    // The operator asked for the demo checkout: the log still says, once, what it means.
    const warnings = jsonLogLines(output()).filter((line) => line.level === 40 && /demo checkout/.test(line.msg));
    expect(warnings.map((line) => line.msg)).toEqual([
      'DEMO_MODE=true in production: payments use the demo checkout, which activates NetBuilder plans and marks Net30 invoices paid without any payment; set STRIPE_SECRET_KEY for real payments',
    ]);

    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
