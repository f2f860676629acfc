// Which modules each chunk of the build holds, for scripts/check-bundle-size.mjs: Vite's manifest
// (dist/.vite/manifest.json) says which chunks a route loads, but not what is inside them.
// Writes dist/.vite/chunk-modules.json:
//   chunks:    { "<chunk file, as in the manifest>": { "<module id>": <rendered bytes>, … }, … }
//   importers: { "<module id>": ["<module id that imports it statically>", …], … } and
//   dynamicImporters: { "<module id>": ["<module id that loads it with import()>", …], … } for every module of the
//              build's graph, so the checks can name the import chain that brought a module in. Modules of no chunk
//              are in it too: a package's barrel (`index.js` re-exporting its parts) is dropped from the output, yet
//              it is the link between the app's import and the part that ships.
// Module ids are relative to the Vite root (web/), like the manifest's keys, with `/` separators and any query kept
// (`src/routes/index.tsx?tsr-split=component`); packages read `../node_modules/<name>/…`. Virtual modules lose
// their `\0`. Rendered bytes are what the module contributes after tree-shaking (0: nothing of it is shipped).
import { relative, isAbsolute } from 'node:path';

/** @param {string} root @param {string} id */
export function moduleKey(root, id) {
  const clean = id.startsWith('\0') ? id.slice(1) : id;
  const queryAt = clean.indexOf('?');
  const file = queryAt === -1 ? clean : clean.slice(0, queryAt);
  const query = queryAt === -1 ? '' : clean.slice(queryAt);
  if (!isAbsolute(file)) return clean;
  return `${relative(root, file).split('\\').join('/')}${query}`;
}

/** Vite plugin: emits `.vite/chunk-modules.json` next to the manifest (client build only). */
export function chunkModulesPlugin() {
  return {
    name: 'netfund-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      // A server-side (SSR) build of the same config has chunks of its own that no browser loads.
      if (this.environment.config.consumer !== 'client') return;
      const root = this.environment.config.root;
      /** @type {Record<string, Record<string, number>>} */
      const chunks = {};
      /** @type {Record<string, string[]>} */
      const importers = {};
      /** @type {Record<string, string[]>} */
      const dynamicImporters = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        /** @type {Record<string, number>} */
        const modules = {};
        for (const id of output.moduleIds) modules[moduleKey(root, id)] = output.modules[id]?.renderedLength ?? 0;
        chunks[output.fileName] = modules;
      }
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        const key = moduleKey(root, id);
        if (info?.importers.length) importers[key] = info.importers.map((importer) => moduleKey(root, importer));
        if (info?.dynamicImporters.length)
          dynamicImporters[key] = info.dynamicImporters.map((importer) => moduleKey(root, importer));
      }
      const source = `${JSON.stringify({ chunks, importers, dynamicImporters })}\n`;
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source });
    },
  };
}
