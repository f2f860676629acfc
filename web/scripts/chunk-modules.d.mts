import type { Plugin } from 'vite';

/** dist/.vite/chunk-modules.json */
export interface ChunkModules {
  /** chunk file (as in the manifest) → module id (relative to web/, query kept) → rendered bytes */
  chunks: Record<string, Record<string, number>>;
  /** module id → the module ids that import it statically (every module of the graph, barrels of no chunk too) */
  importers: Record<string, string[]>;
  /** module id → the module ids that load it with import() */
  dynamicImporters: Record<string, string[]>;
}
export function moduleKey(root: string, id: string): string;
export function chunkModulesPlugin(): Plugin;
