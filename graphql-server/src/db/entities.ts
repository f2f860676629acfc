import { MODULES } from '../modules/index.js';

/** Every entity, from the modules' manifests (discovery by folder scan breaks between `tsc` output and vitest). */
export const entities = MODULES.flatMap((module) => module.entities ?? []);
