// Prints the gzip size of the JS a first visit to `/` downloads: the entry script plus its modulepreloads
// (DESIGN §8 budget: <= 170 KB). Run after `npm run build:web`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const html = readFileSync(`${dist}index.html`, 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const script of scripts) {
  const size = gzipSync(readFileSync(dist + script)).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${script}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  initial JS (gzip)`);
