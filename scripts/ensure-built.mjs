// `npm start` runs this first: it builds the server and the web app when their output is missing
// or older than their sources, so a fresh clone needs nothing but `npm install && npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

function outdated(output, sources) {
  const target = join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestMtime(sources);
}

function run(script) {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (outdated('dist/rest-compat/src/main.js', ['graphql-server/src', 'rest-compat/src', 'seed/src', 'shared', 'tsconfig.server.json'])) {
  run('build:server');
}
// The browser build, the server renderer of public pages (web/dist/.ssr) and the GraphQL explorer
// (web/dist/.explorer, served at /graphql outside production): all three come from one `build:web`.
const webSources = ['web/src', 'shared', 'web/index.html', 'web/public', 'web/vite.config.ts'];
if (
  outdated('web/dist/index.html', webSources) ||
  outdated('web/dist/.ssr/entry-server.mjs', webSources) ||
  outdated('web/dist/.explorer/index.html', ['web/explorer'])
) {
  run('build:web');
}
