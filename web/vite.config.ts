import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeManifestPlugin } from './scripts/route-manifest.mjs';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// Scripts run this from the repository root (`vite --config web/vite.config.ts`), so the root is pinned to web/.
export default defineConfig({
  root: webRoot,
  plugins: [
    // Reads web/tsr.config.json, like `npm run routes -w web`; must come before the React plugin.
    tanstackRouter({
      autoCodeSplitting: true,
      tmpDir: fileURLToPath(new URL('./node_modules/.tanstack-tmp', import.meta.url)),
    }),
    react(),
    // web/dist/routes.json: the server answers 404 for paths matching no route, and lists public pages in sitemap.xml.
    routeManifestPlugin(fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url))),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': apiServer,
      '/api': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/check-bundle-size.mjs reads which chunks the first visit of `/` loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first visit loads goes in one chunk. Left alone, rolldown splits each module that a lazy
        // screen also imports (list-search, useNavigate, link, …) into a chunk of its own: ~20 requests and 6 KB of
        // gzip that one chunk compresses away (170.9 → 164.9 KB initial JS for `/`). Lazy chunks still import
        // what they share with it from this chunk.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
