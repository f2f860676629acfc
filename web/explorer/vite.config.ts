import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The GraphQL explorer (GraphiQL) that GET /graphql serves outside production: a build of its own, apart from the web
 * app's (never in its bundles), into web/dist/.explorer (a dot folder: the web app's static files never serve it; the
 * server serves it only outside production, see graphql-server/src/graphql/explorer.ts). Everything it loads, the
 * Monaco editor's workers included, comes from this build: no CDN, so it works offline.
 *
 * `npm run build:explorer` (part of `npm run build:web`, after the web app's build, which empties web/dist).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The server serves this folder's assets under /graphql/explorer/ (the page itself at /graphql).
  base: '/graphql/explorer/',
  plugins: [react()],
  publicDir: false,
  logLevel: 'warn',
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('../dist/.explorer', import.meta.url)),
    emptyOutDir: true,
    // Monaco is large and this page is a developer tool served from localhost: no size warnings, no source maps.
    chunkSizeWarningLimit: 10_000,
    reportCompressedSize: false,
    rolldownOptions: {
      // GraphiQL's modules open with React Compiler's "use no memo"; bundling drops the directive, harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
