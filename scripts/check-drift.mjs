// Generated files must match their sources: regenerates schema.graphql, the GraphQL hooks, the
// route tree and the web app's copy of the catalogue, and fails when any of them changed. The regenerated files are left in place to commit.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';

// Codegen writes the shared types file and one `*.generated.ts` beside each operation document.
const operationModules = () => globSync('web/src/**/*.generated.ts').sort();
const operationDocuments = () => globSync('web/src/**/*.graphql').sort();

const generated = {
  'schema.graphql': 'schema',
  'web/src/generated/graphql.ts': 'codegen',
  'web/src/routeTree.gen.ts': 'routes',
  'web/src/generated/catalogue.ts': 'catalogue',
};
const files = () => [...new Set([...Object.keys(generated), ...operationModules()])];

const before = Object.fromEntries(files().map((file) => [file, existsSync(file) ? readFileSync(file, 'utf8') : null]));
for (const script of new Set(Object.values(generated))) {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error(`drift check: \`npm run ${script}\` failed`);
    process.exit(1);
  }
}
const after = files();
const drifted = after.filter((file) => (existsSync(file) ? readFileSync(file, 'utf8') : null) !== (before[file] ?? null));
// Codegen never deletes: a module whose document is gone is left behind.
const documents = new Set(operationDocuments());
const orphans = operationModules().filter((file) => !documents.has(file.replace(/\.generated\.ts$/, '.graphql')));
if (orphans.length > 0) {
  console.error(`Generated modules without their operation document: ${orphans.join(', ')}. Delete them.`);
}
if (drifted.length > 0) {
  console.error(`Generated files were out of date and have been regenerated: ${drifted.join(', ')}. Review and commit them.`);
}
if (orphans.length > 0 || drifted.length > 0) process.exit(1);
console.log(`drift check: ${Object.keys(generated).join(', ')} and ${after.length - Object.keys(generated).length} operation modules (web/src/**/*.generated.ts) match their sources`);
