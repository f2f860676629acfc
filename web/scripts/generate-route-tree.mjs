// Regenerates web/src/routeTree.gen.ts from web/src/routes without a Vite build (drift check, fresh clones).
// Uses the same @tanstack/router-generator version as @tanstack/router-plugin and the same web/tsr.config.json,
// so both write identical trees.
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const tmpDir = fileURLToPath(new URL('../node_modules/.tanstack-tmp', import.meta.url));
await new Generator({ config: getConfig({ tmpDir }, webRoot), root: webRoot }).run();
