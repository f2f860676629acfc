// The route manifest the server needs for HTTP 404s, sitemap.xml and each page's head tags in the served HTML: every
// route path of the app, read from the generated route tree (web/src/routeTree.gen.ts), with each route's title and
// description from web/src/lib/route-meta.json (the one table the app reads too), written to web/dist/routes.json by
// the Vite build.
//   routes: every path pattern (TanStack syntax, `$id` = one segment)
//   public: paths without parameters outside the guarded layout routes (_admin, _client, _lender, _member)
//   site, states, pages: route-meta.json's site defaults, page states (404, Access Denied) and per-pattern entries
import { readFileSync } from 'node:fs';

const routeMetaFile = new URL('../src/lib/route-meta.json', import.meta.url);

/** @returns {import('./route-manifest.d.mts').RouteManifest} */
export function routeManifest(routeTreeFile) {
  const source = readFileSync(routeTreeFile, 'utf8');
  const block = source.match(/export interface FileRoutesById \{([^}]*)\}/);
  if (!block) throw new Error(`route manifest: no FileRoutesById in ${routeTreeFile}`);
  const ids = [...block[1].matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]);
  const routes = new Set();
  const publicPaths = new Set();
  for (const id of ids) {
    // A trailing `_` un-nests a route from its parent's layout (`/auth_/set-password` is the page /auth/set-password).
    const segments = id.split('/').filter(Boolean).map((segment) => (segment.length > 1 && segment.endsWith('_') ? segment.slice(0, -1) : segment));
    const visible = segments.filter((segment) => !segment.startsWith('_'));
    // A pathless layout route (`/_admin`) is no page of its own.
    if (segments.length > 0 && visible.length === 0) continue;
    const path = `/${visible.join('/')}`;
    routes.add(path);
    if (visible.length === segments.length && !path.includes('$')) publicPaths.add(path);
  }
  const meta = JSON.parse(readFileSync(routeMetaFile, 'utf8'));
  const untitled = [...routes].filter((route) => !meta.routes[route]);
  const unknown = Object.keys(meta.routes).filter((route) => !routes.has(route));
  if (untitled.length > 0 || unknown.length > 0) {
    throw new Error(
      `route manifest: web/src/lib/route-meta.json must name every route once (no title: ${untitled.join(', ') || 'none'}; no such route: ${unknown.join(', ') || 'none'})`,
    );
  }
  return { routes: [...routes].sort(), public: [...publicPaths].sort(), site: meta.site, states: meta.states, pages: meta.routes };
}

/** Vite plugin: writes `routes.json` into the build output. */
export function routeManifestPlugin(routeTreeFile) {
  return {
    name: 'netfund-route-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(routeManifest(routeTreeFile), null, 2)}\n` });
    },
  };
}
