import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, type PluginOption } from 'vite';
import { chunkModulesPlugin } from './scripts/chunk-modules.mjs';
import { lazyChakraGlobalCssPlugin } from './scripts/lazy-chakra-global.mjs';
import { routeManifestPlugin } from './scripts/route-manifest.mjs';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** Packages whose default build needs Node, swapped for their browser builds (their own, same API). */
export const browserAliases = { 'csv-stringify/sync': 'csv-stringify/browser/esm/sync' };

const enhanceEntry = fileURLToPath(new URL('./src/enhance.ts', import.meta.url));

/** src/enhance.ts and the modules it imports, known once the module graph is complete (before chunking). */
const enhanceModules = new Set<string>();
function enhanceModulesPlugin(): PluginOption {
  return {
    name: 'netfund:enhance-modules',
    buildEnd() {
      enhanceModules.clear();
      const pending = [enhanceEntry];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (enhanceModules.has(id)) continue;
        enhanceModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/** What only the browser build writes: the route manifest and the chunk contents, both read from web/dist. */
function browserBuildPlugins(): PluginOption[] {
  return [
    enhanceModulesPlugin(),
    // web/dist/routes.json: the server answers 404 for paths matching no route, and lists public pages in sitemap.xml.
    routeManifestPlugin(fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url))),
    // dist/.vite/chunk-modules.json: the modules in each chunk, for the back-office check of scripts/check-bundle-size.mjs.
    chunkModulesPlugin(),
  ];
}

// Scripts run this from the repository root (`vite --config web/vite.config.ts`), so the root is pinned to web/.
// Two builds (`npm run build:web`): the browser's (web/dist) and the server renderer's (`--ssr src/entry-server.tsx`,
// web/dist/.ssr), which graphql-server/src/http/server-render.ts loads to render public pages.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  plugins: [
    // Reads web/tsr.config.json, like `npm run routes -w web`; must come before the React plugin.
    tanstackRouter({
      autoCodeSplitting: true,
      tmpDir: fileURLToPath(new URL('./node_modules/.tanstack-tmp', import.meta.url)),
    }),
    react(),
    lazyChakraGlobalCssPlugin(),
    ...(isSsrBuild ? [] : browserBuildPlugins()),
    // `npm run dev:mock` only: the dev server serves msw's mockServiceWorker.js (web/src/mocks/browser.ts). Never in a
    // build, so the worker script cannot ship (web/src/mocks/worker-script.test.ts).
    ...(command === 'serve' && process.env.VITE_API_MOCKS === '1' ? [msw({ mode: 'worker-only' })] : []),
  ],
  // csv-stringify's Node build (imported by the shared CSV writer, shared/spreadsheet-csv.ts) uses Node's Buffer,
  // which browsers lack: the program list's page failed to load with "Buffer is not defined". Its browser build
  // brings its own. web/vitest.config.ts resolves the same, so component tests run what the browser runs.
  resolve: { alias: browserAliases },
  // The server renderer carries its dependencies, so it runs from any build folder (WEB_DIST_DIR) with one copy of
  // React, emotion and the router inside it.
  ssr: { noExternal: true },
  // Bundled dependencies pick their production builds (React's among them) whatever NODE_ENV the server runs with.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // The dev server's dependency scan starts from the app's page only: web/explorer/index.html is the GraphQL
  // explorer's own build (web/explorer/vite.config.ts), whose Monaco `?worker` imports this config cannot load.
  optimizeDeps: { entries: ['index.html'] },
  server: {
    port: 5173,
    proxy: {
      '/graphql': apiServer,
      '/api': apiServer,
    },
  },
  build: isSsrBuild
    ? // One file: the server loads it with whatever module loader it runs under (swc-node in `npm run dev`, vitest).
      {
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false, entryFileNames: '[name].mjs' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: scripts/check-bundle-size.mjs reads the app entry's chunks and enhance.ts's; the server, enhance.ts's file.
        manifest: true,
        rolldownOptions: {
          // Two entries: the app (index.html → src/main.tsx) and src/enhance.ts, the only script a static page loads
          // (the server adds it to every page, graphql-server/src/http/web-app.ts).
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            enhance: enhanceEntry,
          },
          output: {
            // Everything the first visit loads goes in one chunk. Left alone, rolldown splits each module that a lazy
            // screen also imports (list-search, useNavigate, link, …) into a chunk of its own: ~20 requests and 6 KB of
            // gzip that one chunk compresses away (170.9 → 164.9 KB initial JS for `/`). Lazy chunks still import
            // what they share with it from this chunk.
            // src/enhance.ts and every module it imports stay out of it: a static page must load them without the app.
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'], test: (id) => !enhanceModules.has(id) }],
            },
          },
        },
      },
}));
