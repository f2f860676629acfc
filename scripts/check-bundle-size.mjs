// Bundle budget (DESIGN §8, issue 4): the JavaScript a first visit of `/` loads must stay at or under 170 KB gzip.
// Counts the entry script, its static imports, and the home route's split chunks with their static imports, from
// web/dist/.vite/manifest.json (written by `npm run build:web`). Dynamic imports (loaded later, on demand) are not
// counted. Exits 1 over budget.  Usage: node scripts/check-bundle-size.mjs [distDir] [budgetKB]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? 'web/dist');
const budgetKb = Number(process.argv[3] ?? 170);
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`bundle size: ${manifestFile} is missing; run \`npm run build:web\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const homeRoute = Object.keys(manifest).filter((key) => /^src\/routes\/index\.tsx(\?|$)/.test(key));
if (entries.length === 0 || homeRoute.length === 0) {
  console.error('bundle size: the manifest names no entry or no chunk for src/routes/index.tsx');
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
[...entries, ...homeRoute].forEach(visit);

let total = 0;
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    return [size, file];
  })
  .sort((a, b) => b[0] - a[0]);
for (const [size, file] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const totalKb = total / 1024;
console.log(`${totalKb.toFixed(1).padStart(7)} KB  initial JS for / (gzip), budget ${budgetKb} KB`);
if (totalKb > budgetKb) {
  console.error(`bundle size: ${totalKb.toFixed(1)} KB is over the ${budgetKb} KB budget`);
  process.exit(1);
}
