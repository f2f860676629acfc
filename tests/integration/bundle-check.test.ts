import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `scripts/check-bundle-size.mjs` (run by `npm test` after the build) on fixture builds: a manifest, the modules of
 * each chunk (what web/scripts/chunk-modules.mjs writes) and the chunk files. The check fails when a public route's
 * chunks hold a back-office module, and passes otherwise.
 */
const script = fileURLToPath(new URL('../../scripts/check-bundle-size.mjs', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'bundle-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
interface Build {
  manifest: Record<string, Chunk>;
  /** chunk file → module id → rendered bytes */
  chunks: Record<string, Record<string, number>>;
  importers: Record<string, string[]>;
  dynamicImporters: Record<string, string[]>;
}

/**
 * A small app: the entry (the router with every route's options, one back-office route's search parser) lazy-loads
 * the routes `/`, `/netbuilder` and `/admin/dashboard`, and the user menu on demand. /netbuilder shares a chunk; the
 * admin dashboard has a chart chunk (recharts) of its own.
 */
function cleanBuild(): Build {
  return {
    manifest: {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: [
          'src/routes/index.tsx?tsr-split=component',
          'src/routes/netbuilder.tsx?tsr-split=component',
          'src/routes/_admin/admin/dashboard.tsx?tsr-split=component',
          'src/features/layout/components/user-menu.tsx',
        ],
      },
      'src/routes/index.tsx?tsr-split=component': {
        file: 'assets/home.js',
        isDynamicEntry: true,
        imports: ['index.html'],
      },
      'src/routes/netbuilder.tsx?tsr-split=component': {
        file: 'assets/netbuilder.js',
        isDynamicEntry: true,
        imports: ['index.html', '_shared.js'],
      },
      '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
      'src/routes/_admin/admin/dashboard.tsx?tsr-split=component': {
        file: 'assets/dashboard.js',
        isDynamicEntry: true,
        imports: ['index.html', '_shared.js', '_chart.js'],
      },
      '_chart.js': { file: 'assets/chart.js', imports: ['index.html'] },
      'src/features/layout/components/user-menu.tsx': {
        file: 'assets/user-menu.js',
        isDynamicEntry: true,
        imports: ['index.html'],
      },
    },
    chunks: {
      'assets/index.js': {
        'index.html': 0,
        'src/main.tsx': 500,
        'src/routeTree.gen.ts': 900,
        'src/routes/__root.tsx': 300,
        'src/features/layout/components/site-header.tsx': 2000,
        'src/routes/index.tsx': 120,
        'src/routes/netbuilder.tsx': 140,
        'src/routes/_admin.tsx': 200,
        'src/routes/_admin/admin/dashboard.tsx': 150,
        'src/features/admin-dashboard/lib/dashboard-search.ts': 600,
      },
      'assets/home.js': { 'src/routes/index.tsx?tsr-split=component': 3000 },
      'assets/netbuilder.js': {
        'src/routes/netbuilder.tsx?tsr-split=component': 400,
        'src/features/netbuilder/components/netbuilder-page.tsx': 5000,
      },
      // Tree-shaken to nothing: the data table ships no code here.
      'assets/shared.js': {
        'src/features/netbuilder/lib/format.ts': 700,
        'src/features/backoffice/components/data-table.tsx': 0,
      },
      'assets/dashboard.js': {
        'src/routes/_admin/admin/dashboard.tsx?tsr-split=component': 300,
        'src/features/admin-dashboard/components/dashboard-page.tsx': 9000,
      },
      'assets/chart.js': {
        '../node_modules/recharts/es6/index.js': 90000,
        'src/features/admin-dashboard/components/chart.tsx': 1500,
      },
      'assets/user-menu.js': { 'src/features/layout/components/user-menu.tsx': 1200 },
    },
    importers: {
      'src/main.tsx': ['index.html'],
      'src/routeTree.gen.ts': ['src/main.tsx'],
      'src/routes/__root.tsx': ['src/routeTree.gen.ts'],
      'src/features/layout/components/site-header.tsx': ['src/routes/__root.tsx'],
      'src/routes/index.tsx': ['src/routeTree.gen.ts'],
      'src/routes/netbuilder.tsx': ['src/routeTree.gen.ts'],
      'src/routes/_admin.tsx': ['src/routeTree.gen.ts'],
      'src/routes/_admin/admin/dashboard.tsx': ['src/routeTree.gen.ts'],
      'src/features/admin-dashboard/lib/dashboard-search.ts': ['src/routes/_admin/admin/dashboard.tsx'],
      'src/features/netbuilder/components/netbuilder-page.tsx': ['src/routes/netbuilder.tsx?tsr-split=component'],
      'src/features/netbuilder/lib/format.ts': ['src/features/netbuilder/components/netbuilder-page.tsx'],
      'src/features/backoffice/components/data-table.tsx': [
        'src/features/admin-dashboard/components/dashboard-page.tsx',
      ],
      'src/features/admin-dashboard/components/dashboard-page.tsx': [
        'src/routes/_admin/admin/dashboard.tsx?tsr-split=component',
      ],
      'src/features/admin-dashboard/components/chart.tsx': [
        'src/features/admin-dashboard/components/dashboard-page.tsx',
      ],
      '../node_modules/recharts/es6/index.js': ['src/features/admin-dashboard/components/chart.tsx'],
    },
    dynamicImporters: {
      'src/routes/index.tsx?tsr-split=component': ['src/routes/index.tsx'],
      'src/routes/netbuilder.tsx?tsr-split=component': ['src/routes/netbuilder.tsx'],
      'src/routes/_admin/admin/dashboard.tsx?tsr-split=component': ['src/routes/_admin/admin/dashboard.tsx'],
      'src/features/layout/components/user-menu.tsx': ['src/features/layout/components/site-header.tsx'],
    },
  };
}

/** Puts a module (its rendered bytes, what imports it) into a chunk of the build. */
function put(build: Build, file: string, id: string, bytes: number, importers: string[]) {
  build.chunks[file] = { ...build.chunks[file], [id]: bytes };
  build.importers[id] = [...(build.importers[id] ?? []), ...importers];
}

/** Moves a module from one chunk to another, now imported by `importers`. */
function move(build: Build, file: string, id: string, to: string, importers: string[]) {
  const { [id]: bytes = 0, ...rest } = build.chunks[file] ?? {};
  build.chunks[file] = rest;
  build.importers[id] = importers;
  build.chunks[to] = { ...build.chunks[to], [id]: bytes };
}

let fixtures = 0;
/** Writes the build into a dist folder of its own and runs the check on it, as `npm test` does. */
function check(build: Build, options: { budgetKb?: number; without?: string } = {}) {
  const dist = join(root, `dist-${++fixtures}`);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  };
  write('.vite/manifest.json', JSON.stringify(build.manifest));
  const { chunks, importers, dynamicImporters } = build;
  write('.vite/chunk-modules.json', JSON.stringify({ chunks, importers, dynamicImporters }));
  for (const chunk of Object.values(build.manifest))
    write(chunk.file, `export const file = ${JSON.stringify(chunk.file)};\n`.repeat(20));
  if (options.without) rmSync(join(dist, options.without));
  const args = [script, dist, ...(options.budgetKb === undefined ? [] : [String(options.budgetKb)])];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('scripts/check-bundle-size.mjs', () => {
  it("passes when no public route's chunks hold back-office code, and says what it checked", () => {
    const run = check(cleanBuild());
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/KB {2}app entry \(gzip\), budget 170 KB/);
    // Derived from the route files of the build: /admin/dashboard is behind the _admin layout.
    expect(run.stdout).toContain('back office: 2 public routes checked: / /netbuilder\n');
    // The admin route's options and their search parser are in the entry, by the router's design: allowed, printed.
    expect(run.stdout).toContain(
      'route table in the entry: the options of 2 back-office routes and 1 modules they import, 0.6 KB before gzip (limit 10 KB): src/features/admin-dashboard/lib/dashboard-search.ts',
    );
    expect(run.stdout).toContain("back office: no back-office module in a public route's chunks");
  });

  it('fails when a chunk a public route loads holds a back-office module, naming the route, the chunk, the module and the import chain', () => {
    const build = cleanBuild();
    // The NetBuilder page imports the blog editor: rolldown puts it in the chunk /netbuilder shares.
    put(build, 'assets/shared.js', 'src/features/blog-admin/components/article-editor.tsx', 12000, [
      'src/features/netbuilder/components/netbuilder-page.tsx',
    ]);
    const run = check(build);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'bundle size: public route /netbuilder loads back-office module src/features/blog-admin/components/article-editor.tsx (back-office feature code (src/features/blog-admin/)) in chunk assets/shared.js; import chain: src/routes/netbuilder.tsx?tsr-split=component → src/features/netbuilder/components/netbuilder-page.tsx → src/features/blog-admin/components/article-editor.tsx',
    ]);
    expect(run.stdout).not.toContain('no back-office module');
  });

  it('fails when a back-office library is in a chunk a public page loads on demand (every public route: the user menu is the shell’s)', () => {
    const build = cleanBuild();
    put(build, 'assets/user-menu.js', '../node_modules/recharts/es6/index.js', 90000, [
      'src/features/layout/components/user-menu.tsx',
    ]);
    const run = check(build);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'bundle size: every public route (2) loads back-office module ../node_modules/recharts/es6/index.js (a back-office library (recharts)) in chunk assets/user-menu.js, on demand (src/features/layout/components/user-menu.tsx); import chain: src/main.tsx → src/routeTree.gen.ts → src/routes/__root.tsx → src/features/layout/components/site-header.tsx ⇢ import() src/features/layout/components/user-menu.tsx → ../node_modules/recharts/es6/index.js',
    );
  });

  it("fails when a public route's own chunk holds a back-office route's component", () => {
    const build = cleanBuild();
    move(build, 'assets/dashboard.js', 'src/routes/_admin/admin/dashboard.tsx?tsr-split=component', 'assets/home.js', [
      'src/routes/index.tsx?tsr-split=component',
    ]);
    const run = check(build);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'bundle size: public route / loads back-office module src/routes/_admin/admin/dashboard.tsx?tsr-split=component (a back-office route) in chunk assets/home.js; import chain: src/routes/index.tsx?tsr-split=component → src/routes/_admin/admin/dashboard.tsx?tsr-split=component',
    );
  });

  it("fails when back-office routes' options pull more than the route-table limit into the entry", () => {
    const build = cleanBuild();
    // The dashboard's options import its page (a screen, not a search parser): it lands in the entry.
    move(
      build,
      'assets/dashboard.js',
      'src/features/admin-dashboard/components/dashboard-page.tsx',
      'assets/index.js',
      ['src/routes/_admin/admin/dashboard.tsx'],
    );
    put(build, 'assets/index.js', 'src/features/admin-dashboard/components/dashboard-page.tsx', 11000, []);
    const run = check(build);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "bundle size: back-office routes' options import 11.3 KB of back-office code into every page's entry, over 10 KB",
    );
  });

  it("allows a back-office route's search parser in the entry only: in a public page's chunk it is back-office code", () => {
    const build = cleanBuild();
    move(build, 'assets/index.js', 'src/features/admin-dashboard/lib/dashboard-search.ts', 'assets/netbuilder.js', [
      'src/routes/_admin/admin/dashboard.tsx',
      'src/features/netbuilder/components/netbuilder-page.tsx',
    ]);
    const run = check(build);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'bundle size: public route /netbuilder loads back-office module src/features/admin-dashboard/lib/dashboard-search.ts (back-office feature code (src/features/admin-dashboard/)) in chunk assets/netbuilder.js; import chain: src/routes/netbuilder.tsx?tsr-split=component → src/features/netbuilder/components/netbuilder-page.tsx → src/features/admin-dashboard/lib/dashboard-search.ts',
    );
  });

  it('never takes a library for route table, even when route options import it', () => {
    const build = cleanBuild();
    put(build, 'assets/index.js', '../node_modules/@chakra-ui/charts/dist/index.js', 400, [
      'src/routes/_admin/admin/dashboard.tsx',
    ]);
    const run = check(build);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'bundle size: every public route (2) loads back-office module ../node_modules/@chakra-ui/charts/dist/index.js (a back-office library (@chakra-ui/charts)) in chunk assets/index.js; import chain: src/main.tsx → src/routeTree.gen.ts → src/routes/_admin/admin/dashboard.tsx → ../node_modules/@chakra-ui/charts/dist/index.js',
    );
  });

  it('budgets what every hydrated page loads first: each entry of the build and its static imports, no route chunk', () => {
    const build = cleanBuild();
    // enhance.ts as a second input of the build: every page loads it.
    build.manifest['src/enhance.ts'] = { file: 'assets/enhance.js', isEntry: true };
    build.chunks['assets/enhance.js'] = { 'src/enhance.ts': 800 };
    const run = check(build);
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    const counted = lines.slice(
      0,
      lines.findIndex((line) => line.includes('app entry (gzip)')),
    );
    expect(counted.map((line) => line.trim().split(/\s+/).at(-1)).sort()).toEqual([
      'assets/enhance.js',
      'assets/index.js',
    ]);
  });

  it('fails over the budget of the app entry, naming the biggest modules of its biggest chunk', () => {
    const run = check(cleanBuild(), { budgetKb: 0.01 });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^bundle size: the app entry that hydrated pages load is \d+\.\d KB of JavaScript \(gzip\), over its 0\.01 KB budget; its biggest chunk, assets\/index\.js \(\d+\.\d KB gzip\), holds most of all \(sizes before gzip\):\n {2}2\.0 KB src\/features\/layout\/components\/site-header\.tsx\n {2}0\.9 KB src\/routeTree\.gen\.ts\n {2}0\.6 KB src\/features\/admin-dashboard\/lib\/dashboard-search\.ts\n/,
    );
  });

  it("fails when enhance.ts, a static page's only script, imports the app's chunk, naming the module it shares and the libraries it brings", () => {
    const build = cleanBuild();
    build.chunks['assets/index.js'] = {
      ...build.chunks['assets/index.js'],
      '../node_modules/react-dom/cjs/react-dom-client.production.js': 180000,
      'src/lib/format-count.ts': 300,
    };
    build.importers['../node_modules/react-dom/client.js'] = ['src/main.tsx'];
    build.importers['../node_modules/react-dom/cjs/react-dom-client.production.js'] = [
      '../node_modules/react-dom/client.js',
    ];
    const alone = structuredClone(build);
    alone.manifest['src/enhance.ts'] = { file: 'assets/enhance.js', isEntry: true };
    alone.chunks['assets/enhance.js'] = { 'src/enhance.ts': 800 };
    const clean = check(alone);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toContain("enhance: src/enhance.ts loads 1 chunk(s), none of the app's libraries");

    // enhance.ts and the home page share a module: rolldown puts it in the app's chunk, which enhance.ts imports.
    build.manifest['src/enhance.ts'] = { file: 'assets/enhance.js', isEntry: true, imports: ['index.html'] };
    build.chunks['assets/enhance.js'] = { 'src/enhance.ts': 800 };
    build.importers['src/lib/format-count.ts'] = ['src/enhance.ts', 'src/routes/index.tsx?tsr-split=component'];
    const run = check(build);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'bundle size: src/enhance.ts (assets/enhance.js) imports chunk assets/index.js for src/lib/format-count.ts',
      'bundle size: src/enhance.ts, the only script of a static page, loads react-dom; the largest module, ../node_modules/react-dom/cjs/react-dom-client.production.js in chunk assets/index.js, comes in by index.html → src/main.tsx → ../node_modules/react-dom/client.js → ../node_modules/react-dom/cjs/react-dom-client.production.js',
    ]);
  });

  it('fails without the modules of each chunk (a build without the chunk-modules plugin)', () => {
    const run = check(cleanBuild(), { without: '.vite/chunk-modules.json' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/chunk-modules\.json is missing; run `npm run build:web` first\./);
  });
});
