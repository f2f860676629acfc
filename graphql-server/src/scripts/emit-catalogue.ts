import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderWebCatalogue, WEB_CATALOGUE_PATH } from '../catalogue/web-catalogue.js';

/** Writes the web app's copy of the catalogue (`npm run catalogue`, part of `npm run generate`). */
const target = resolve(process.argv[2] ?? WEB_CATALOGUE_PATH);
writeFileSync(target, renderWebCatalogue());
console.log(`Wrote ${target}`);
