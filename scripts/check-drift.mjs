// Generated files must match their sources: regenerates schema.graphql, the GraphQL hooks, the
// route tree and the web app's copy of the catalogue, and fails when any of them changed. The regenerated files are left in place to commit.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const generated = {
  'schema.graphql': 'schema',
  'web/src/generated/graphql.ts': 'codegen',
  'web/src/routeTree.gen.ts': 'routes',
  'web/src/generated/catalogue.ts': 'catalogue',
};

const before = Object.fromEntries(Object.keys(generated).map((file) => [file, existsSync(file) ? readFileSync(file, 'utf8') : null]));
for (const script of new Set(Object.values(generated))) {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error(`drift check: \`npm run ${script}\` failed`);
    process.exit(1);
  }
}
const drifted = Object.keys(generated).filter((file) => (existsSync(file) ? readFileSync(file, 'utf8') : null) !== before[file]);
if (drifted.length > 0) {
  console.error(`Generated files were out of date and have been regenerated: ${drifted.join(', ')}. Review and commit them.`);
  process.exit(1);
}
console.log(`drift check: ${Object.keys(generated).join(', ')} match their sources`);
