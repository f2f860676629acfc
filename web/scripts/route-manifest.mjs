// The route manifest the server needs for HTTP 404s and sitemap.xml: every route path of the app, read from the
// generated route tree (web/src/routeTree.gen.ts), written to web/dist/routes.json by the Vite build.
//   routes: every path pattern (TanStack syntax, `$id` = one segment)
//   public: paths without parameters outside the guarded layout routes (_admin, _client, _lender, _member)
import { readFileSync } from 'node:fs';

/** @returns {{ routes: string[], public: string[] }} */
export function routeManifest(routeTreeFile) {
  const source = readFileSync(routeTreeFile, 'utf8');
  const block = source.match(/export interface FileRoutesById \{([^}]*)\}/);
  if (!block) throw new Error(`route manifest: no FileRoutesById in ${routeTreeFile}`);
  const ids = [...block[1].matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]);
  const routes = new Set();
  const publicPaths = new Set();
  for (const id of ids) {
    const segments = id.split('/').filter(Boolean);
    const visible = segments.filter((segment) => !segment.startsWith('_'));
    // A pathless layout route (`/_admin`) is no page of its own.
    if (segments.length > 0 && visible.length === 0) continue;
    const path = `/${visible.join('/')}`;
    routes.add(path);
    if (visible.length === segments.length && !path.includes('$')) publicPaths.add(path);
  }
  return { routes: [...routes].sort(), public: [...publicPaths].sort() };
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
