// Bundle checks (DESIGN §8, issues 4 and 14), run by `npm test` after the build. Exits 1 when either fails.
//
// 1. Budget of the app entry: the JavaScript every hydrated page (DELIVERY "app": /auth, the forms, the result page)
//    loads before its route's own chunks must stay at or under 170 KB gzip: the build's entry scripts (the app's,
//    and enhance.ts's when it is an input of this build) with their static imports, from web/dist/.vite/manifest.json.
//    Dynamic imports (loaded later, on demand) are not counted; what /auth adds with its route chunks is printed
//    beside it. Over budget, the message names the biggest modules of the biggest chunk (chunk-modules.json).
//    This was the budget of the first visit of `/`; `/` is a static page now, and its own budget (50 KB, no React)
//    is checked on what the server really sends by tests/e2e/page-weight.e2e.test.ts.
//
// 2. No back-office code in public bundles: for every public route, no chunk of its chunk graph may hold a
//    back-office module (BACK_OFFICE below). Which modules each chunk holds comes from
//    web/dist/.vite/chunk-modules.json (web/scripts/chunk-modules.mjs, a plugin of web/vite.config.ts).
//    - Routes are the route files the build holds (`src/routes/**`: each route's options in the entry, its split
//      component chunks). Public = every route outside the back-office routes of BACK_OFFICE (the guarded layouts
//      and the account pages), so a new page is checked without being listed anywhere.
//    - A public route's chunk graph: the entry chunks, the route's own chunks and its parent layouts' chunks, their
//      static imports, and the chunks they load with import() (a dialog, the mobile menu, Stripe): a visitor of the
//      page may download those on demand, so they are public bundles too. Not followed: the import() of OTHER
//      routes' chunks, which is how the router lazy-loads every route of the app from the entry.
//    - Modules the build tree-shook to nothing (0 bytes rendered) ship no code and are skipped.
//    - The route table: TanStack Router keeps every route's options (path, validateSearch, beforeLoad) in the entry
//      so it can match any URL; only the components are split. So back-office routes' options, and the app modules
//      they import (their search-parameter parsers), are in every page's entry. They are allowed and printed; what
//      the options import is capped at ROUTE_TABLE_LIMIT_KB (a screen imported by a route's options would break the
//      cap; a library never counts as route table).
//
// 3. web/src/enhance.ts, the only script a static page loads, and the chunks it imports statically hold no module of
//    the app's libraries (React, react-dom, scheduler, Chakra, Emotion, TanStack, Apollo, framer-motion): each one
//    found is named with its chunk and import chain, and each chunk enhance.ts imports with the modules it needs from
//    it (a module it shares with the app lands in the app's chunk, which then loads, and runs, the whole app). The
//    same rule is checked in Chromium on what the server sends by tests/e2e/page-weight.e2e.test.ts.
//
// Usage: node scripts/check-bundle-size.mjs [distDir] [budgetKB]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { libraryFamilyOf, packageOf } from './app-libraries.mjs';

/**
 * Back-office code: what only signed-in staff, lenders and members use. Paths are module ids relative to web/ (as in
 * the manifest): a folder ends in `/`, a file is exact, a route prefix also covers its flat-file children
 * (`src/routes/_admin` is the layout file `_admin.tsx` and the folder `_admin/`).
 */
const BACK_OFFICE = {
  // The guarded layouts (admin, client, lender, member areas) and the signed-in account pages outside them.
  routes: ['src/routes/_admin', 'src/routes/_client', 'src/routes/_lender', 'src/routes/_member', 'src/routes/profile'],
  // Features only those routes use: the admin screens, the lender portal, the blog editor, account settings, the
  // client's and member's dashboards, and the back-office shell (tables, filters, KPI cards, page header).
  features: [
    'src/features/account/',
    'src/features/admin-dashboard/',
    'src/features/application-workspace/',
    'src/features/backoffice/',
    'src/features/blog-admin/',
    'src/features/client-management/',
    'src/features/funding/',
    'src/features/funding-matrix/',
    'src/features/lender-management/',
    'src/features/lender-portal/',
    'src/features/net30/',
    'src/features/net30-admin/',
    'src/features/offers/',
    'src/features/staff-application/',
    // Mixed features: their back-office parts only. platform-settings/api/contact-details.ts is the footer's and
    // the contact page's; net30-applications/components/claim-page.tsx is the public /net30/claim page;
    // applications/ holds the public application result page.
    'src/features/platform-settings/components/',
    'src/features/net30-applications/components/applications-tab.tsx',
    'src/features/net30-applications/components/application-status-card.tsx',
    'src/features/applications/components/client-dashboard.tsx',
    'src/features/applications/components/offers-section.tsx',
  ],
  // Libraries only back-office screens use: the charts (recharts, Chakra's chart wrappers, the d3 modules and the
  // vendored victory/d3 code they draw with).
  packages: ['recharts', '@chakra-ui/charts', 'victory-vendor', /^d3-/],
};

/**
 * Back-office modules public pages use today as shared helpers, allowed (and printed) until they move out of the
 * back-office folder. Each one is a file, never a folder: nothing else of that folder is allowed.
 */
const SHARED_FOR_NOW = {
  // mutationFailure(): the Net30 claim page's error message for a failed mutation.
  'src/features/application-workspace/lib/workspace.ts':
    'helpers the public /net30/claim page uses; move them to src/lib',
};

const ROUTE_TABLE_LIMIT_KB = 10;

const dist = resolve(process.argv[2] ?? 'web/dist');
const budgetKb = Number(process.argv[3] ?? 170);
const manifestFile = join(dist, '.vite/manifest.json');
const chunkModulesFile = join(dist, '.vite/chunk-modules.json');
for (const file of [manifestFile, chunkModulesFile]) {
  if (!existsSync(file)) {
    console.error(`bundle size: ${file} is missing; run \`npm run build:web\` first.`);
    process.exit(1);
  }
}
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
/** @type {{ chunks: Record<string, Record<string, number>>, importers: Record<string, string[]>, dynamicImporters?: Record<string, string[]> }} */
const bundle = JSON.parse(readFileSync(chunkModulesFile, 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let failed = false;

// ---- 1. The budget of the app entry, which every hydrated page loads ----
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const authRoute = Object.keys(manifest).filter((key) => key.split('?')[0] === 'src/routes/auth.tsx');
if (entries.length === 0) {
  console.error('bundle size: the manifest names no entry');
  process.exit(1);
}
/** The chunk files `keys` load at once: themselves and their static imports, minus those in `skip`. */
const staticClosure = (keys, skip = new Set()) => {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || skip.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
};
/** [gzip bytes, file] of the scripts among `files`, biggest first. */
const gzipRows = (files) =>
  [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => [gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, file])
    .sort((a, b) => b[0] - a[0]);
const sum = (rows) => rows.reduce((total, [size]) => total + size, 0);
const entryFiles = staticClosure(entries);
const rows = gzipRows(entryFiles);
for (const [size, file] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const totalKb = sum(rows) / 1024;
console.log(`${totalKb.toFixed(1).padStart(7)} KB  app entry (gzip), budget ${budgetKb} KB`);
const authRows = gzipRows(staticClosure(authRoute, entryFiles));
console.log(
  `${(sum(authRows) / 1024).toFixed(1).padStart(7)} KB  what /auth adds with its route chunks (not budgeted): ${authRows.map(([size, file]) => `${file} ${kb(size)}`).join(', ')}`,
);
if (totalKb > budgetKb) {
  // The biggest chunk is the one to look into; its modules' sizes are before gzip (rendered, after tree-shaking).
  const [biggestSize, biggest] = rows[0];
  const modules = Object.entries(bundle.chunks[biggest] ?? {})
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([id, bytes]) => `${kb(bytes)} ${id}`);
  console.error(
    `bundle size: the app entry that hydrated pages load is ${totalKb.toFixed(1)} KB of JavaScript (gzip), over its ${budgetKb} KB budget; its biggest chunk, ${biggest} (${kb(biggestSize)} gzip), holds most of all (sizes before gzip):\n  ${modules.join('\n  ')}`,
  );
  failed = true;
}

// ---- 2. No back-office module in a public route's chunk graph ----
const ROUTE = /^src\/routes\/(.+?)\.[cm]?[jt]sx?(\?.*)?$/;
/** The route id of a route module (`auth_/forgot-password`, `_admin/admin/dashboard`), or undefined. */
const routeIdOf = (moduleId) => {
  const match = ROUTE.exec(moduleId);
  if (!match || match[1] === '__root') return undefined;
  const segments = match[1].split(/[/.]/);
  if (segments.length > 1 && (segments.at(-1) === 'index' || segments.at(-1) === 'route')) segments.pop();
  return segments.join('/');
};
/** The URL pattern of a route id: pathless `_layout` segments dropped, a trailing `_` (un-nesting) removed. */
const pathOf = (routeId) =>
  routeId === 'index'
    ? '/'
    : `/${routeId
        .split('/')
        .filter((segment) => !segment.startsWith('_'))
        .map((segment) => (segment.endsWith('_') ? segment.slice(0, -1) : segment))
        .join('/')}`;
const isRouteOptions = (moduleId) => ROUTE.test(moduleId) && !moduleId.includes('?tsr-split');
const backOfficeRoute = (routeId) =>
  BACK_OFFICE.routes.some((prefix) => {
    const id = prefix.slice('src/routes/'.length);
    return routeId === id || routeId.startsWith(`${id}/`) || routeId.startsWith(`${id}_`);
  });
/** Why a module is back-office code, or undefined. */
const backOffice = (moduleId) => {
  const routeId = routeIdOf(moduleId);
  if (routeId !== undefined && backOfficeRoute(routeId)) return 'a back-office route';
  const folder = BACK_OFFICE.features.find((path) =>
    path.endsWith('/') ? moduleId.startsWith(path) : moduleId.split('?')[0] === path,
  );
  if (folder) return `back-office feature code (${folder})`;
  const pkg = packageOf(moduleId);
  if (pkg && BACK_OFFICE.packages.some((name) => (typeof name === 'string' ? name === pkg : name.test(pkg))))
    return `a back-office library (${pkg})`;
  return undefined;
};

// Every route file of the build, from the manifest (split chunks) and the chunks' modules (route options).
const routeKeys = new Map(); // route id → manifest keys of its chunks
const allModules = Object.values(bundle.chunks).flatMap((modules) => Object.keys(modules));
for (const id of [...Object.keys(manifest), ...allModules]) {
  const routeId = routeIdOf(id);
  if (routeId === undefined) continue;
  if (!routeKeys.has(routeId)) routeKeys.set(routeId, []);
  if (manifest[id]) routeKeys.get(routeId).push(id);
}
const isRouteChunkKey = (key) => routeIdOf(key) !== undefined;
const publicRoutes = [...routeKeys.keys()].filter((routeId) => !backOfficeRoute(routeId)).sort();
/** Whether `id` is the route itself or one of its parent layouts (a prefix of it: `_admin` of `_admin/x`). */
const ownRoute = (routeId, id) => id === routeId || routeId.startsWith(`${id}/`);
/** The chunks of a route and of its parent layouts. */
const ownKeys = (routeId) =>
  [...routeKeys.entries()].filter(([id]) => ownRoute(routeId, id)).flatMap(([, keys]) => keys);

/** chunk file → how it is reached (`static` or the manifest key of the chunk loaded on demand) */
const graphOf = (routeId) => {
  const files = new Map();
  const visit = (key, how) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, how);
    for (const imported of chunk.imports ?? []) visit(imported, how);
    for (const loaded of chunk.dynamicImports ?? [])
      if (!isRouteChunkKey(loaded)) visit(loaded, `on demand (${loaded})`);
  };
  for (const key of [...entries, ...ownKeys(routeId)]) visit(key, 'static');
  return files;
};

// The route table: back-office app modules that route options import, directly or through one another (never a
// library).
const routeTable = new Set();
for (let grew = true; grew;) {
  grew = false;
  for (const id of allModules) {
    if (routeTable.has(id) || packageOf(id) || !backOffice(id)) continue;
    if (isRouteOptions(id) || (bundle.importers[id] ?? []).some((by) => isRouteOptions(by) || routeTable.has(by))) {
      routeTable.add(id);
      grew = true;
    }
  }
}

const shipped = new Set(allModules);
/** The import chain from a root of the route (the entry, the route's own modules) down to a module, inside its graph. */
const chainTo = (moduleId, inGraph, isRoot) => {
  const down = new Map([[moduleId, undefined]]); // importer → [the module it imports, 'static' | 'dynamic']
  const queue = [moduleId];
  while (queue.length > 0) {
    const id = queue.shift();
    if (isRoot(id)) {
      let chain = id;
      for (let at = down.get(id); at; at = down.get(at[0]))
        chain += `${at[1] === 'dynamic' ? ' ⇢ import() ' : ' → '}${at[0]}`;
      return chain;
    }
    const by = [
      ...(bundle.importers[id] ?? []).map((importer) => [importer, 'static']),
      ...(bundle.dynamicImporters?.[id] ?? []).map((importer) => [importer, 'dynamic']),
    ];
    for (const [importer, how] of by) {
      // Through the graph's modules, and through modules of no chunk (a package's barrel index.js, dropped from the
      // output), never through a chunk outside the graph.
      if (down.has(importer) || (!inGraph.has(importer) && shipped.has(importer))) continue;
      down.set(importer, [id, how]);
      queue.push(importer);
    }
  }
  return `${moduleId} (no importer found in the route's chunks)`;
};

// Route options live in the entry and what it imports statically: only there is a route-table module allowed.
const initialFiles = new Set();
const visitInitial = (key) => {
  const chunk = manifest[key];
  if (!chunk || initialFiles.has(chunk.file)) return;
  initialFiles.add(chunk.file);
  for (const imported of chunk.imports ?? []) visitInitial(imported);
};
entries.forEach(visitInitial);

const problems = new Map(); // `${chunk}\n${module}` → { chunk, module, why, how, routes, chain }
const allowed = new Map(); // module → reason, for the shared helpers found
const tableBytes = new Map(); // route-table module → rendered bytes
for (const routeId of publicRoutes) {
  const graph = graphOf(routeId);
  const inGraph = new Set([...graph.keys()].flatMap((file) => Object.keys(bundle.chunks[file] ?? {})));
  const isRoot = (id) =>
    entries.includes(id) || id === 'src/main.tsx' || (routeIdOf(id) !== undefined && ownRoute(routeId, routeIdOf(id)));
  for (const [file, how] of graph) {
    for (const [moduleId, bytes] of Object.entries(bundle.chunks[file] ?? {})) {
      if (bytes === 0) continue;
      const why = backOffice(moduleId);
      if (!why) continue;
      if (routeTable.has(moduleId) && initialFiles.has(file)) {
        tableBytes.set(moduleId, bytes);
        continue;
      }
      if (SHARED_FOR_NOW[moduleId]) {
        allowed.set(moduleId, SHARED_FOR_NOW[moduleId]);
        continue;
      }
      const key = `${file}\n${moduleId}`;
      if (!problems.has(key)) {
        problems.set(key, {
          chunk: file,
          module: moduleId,
          why,
          how,
          routes: [],
          chain: chainTo(moduleId, inGraph, isRoot),
        });
      }
      problems.get(key).routes.push(pathOf(routeId));
    }
  }
}

console.log(`back office: ${publicRoutes.length} public routes checked: ${publicRoutes.map(pathOf).join(' ')}`);
// The options of back-office routes are the router's and are not counted; what they import is.
const parsers = [...tableBytes.keys()].filter((id) => !isRouteOptions(id));
const parserBytes = parsers.reduce((sum, id) => sum + tableBytes.get(id), 0);
if (tableBytes.size > 0) {
  console.log(
    `back office: route table in the entry: the options of ${tableBytes.size - parsers.length} back-office routes and ${parsers.length} modules they import, ${kb(parserBytes)} before gzip (limit ${ROUTE_TABLE_LIMIT_KB} KB): ${parsers.join(', ')}`,
  );
}
if (parserBytes / 1024 > ROUTE_TABLE_LIMIT_KB) {
  console.error(
    `bundle size: back-office routes' options import ${kb(parserBytes)} of back-office code into every page's entry, over ${ROUTE_TABLE_LIMIT_KB} KB: route options should import small search parsers only, not screens`,
  );
  failed = true;
}
for (const [moduleId, reason] of allowed) console.log(`back office: allowed for now: ${moduleId} (${reason})`);
const publicCount = publicRoutes.length;
for (const problem of problems.values()) {
  const routes =
    problem.routes.length === publicCount
      ? `every public route (${publicCount})`
      : `public route ${problem.routes.join(', ')}`;
  console.error(
    `bundle size: ${routes} loads back-office module ${problem.module} (${problem.why}) in chunk ${problem.chunk}${problem.how === 'static' ? '' : `, ${problem.how}`}; import chain: ${problem.chain}`,
  );
  failed = true;
}
if (problems.size === 0) console.log("back office: no back-office module in a public route's chunks");

// ---- 3. enhance.ts loads none of the app's libraries ----
const ENHANCE = 'src/enhance.ts';
if (manifest[ENHANCE]) {
  const enhanceFile = manifest[ENHANCE].file;
  const files = staticClosure([ENHANCE]);
  const inGraph = new Set([...files].flatMap((file) => Object.keys(bundle.chunks[file] ?? {})));
  const entrySources = new Set(entries.map((key) => manifest[key].src ?? key));
  // Per library family: its packages, its largest module (shipped, not tree-shaken to nothing) and that one's chunk.
  const found = new Map();
  for (const file of files) {
    for (const [moduleId, bytes] of Object.entries(bundle.chunks[file] ?? {})) {
      const pkg = packageOf(moduleId);
      const family = pkg && bytes > 0 ? libraryFamilyOf(pkg) : undefined;
      if (!family) continue;
      const entry = found.get(family) ?? { packages: new Set(), moduleId, bytes, file };
      entry.packages.add(pkg);
      if (bytes > entry.bytes) Object.assign(entry, { moduleId, bytes, file });
      found.set(family, entry);
    }
  }
  if (found.size > 0) {
    const enhanceModules = new Set(Object.keys(bundle.chunks[enhanceFile] ?? {}));
    for (const file of files) {
      if (file === enhanceFile) continue;
      const needed = Object.keys(bundle.chunks[file] ?? {}).filter((id) =>
        (bundle.importers[id] ?? []).some((importer) => enhanceModules.has(importer)),
      );
      console.error(
        `bundle size: ${ENHANCE} (${enhanceFile}) imports chunk ${file} for ${needed.join(', ') || 'what it re-exports'}`,
      );
    }
    for (const { packages, moduleId, file } of found.values()) {
      console.error(
        `bundle size: ${ENHANCE}, the only script of a static page, loads ${[...packages].join(', ')}; the largest module, ${moduleId} in chunk ${file}, comes in by ${chainTo(moduleId, inGraph, (id) => entrySources.has(id))}`,
      );
    }
    failed = true;
  } else console.log(`enhance: ${ENHANCE} loads ${files.size} chunk(s), none of the app's libraries`);
}

// ---- The MSW worker script is for `npm run dev:mock` only (web/src/mocks/worker-script.test.ts) ----
const workerScripts = (/** @type {string} */ dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? workerScripts(join(dir, entry.name))
      : entry.name === 'mockServiceWorker.js'
        ? [join(dir, entry.name)]
        : [],
  );
for (const file of workerScripts(dist)) {
  console.error(`bundle size: the production build contains the MSW worker script ${file}`);
  failed = true;
}
if (failed) process.exit(1);
