import 'reflect-metadata';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { buildGraphQLSchema } from '../graphql/schema.js';
import { checkChanges, diffSchemas, formatReport, NO_ACKNOWLEDGEMENTS, parseAcknowledgements } from './schema-diff.js';

/**
 * `npm run check:schema` (in `npm test`): the schema built from the type-graphql source against the last committed
 * schema.graphql (`git show HEAD:schema.graphql`); prints the breaking, dangerous and safe changes and fails on a
 * breaking change that schema-breaking-changes.json does not acknowledge (docs/graphql.md). Run from the repository
 * root. Without git or a committed schema.graphql there is nothing to compare against: it says so and passes.
 */
const ACKNOWLEDGEMENTS_FILE = 'schema-breaking-changes.json';

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

function committedSchema(): { sdl: string; blob: string; label: string } | { skipped: string } {
  const inside = git('rev-parse', '--is-inside-work-tree');
  if (inside.error) return { skipped: `git cannot be run (${inside.error.message})` };
  if (inside.status !== 0) return { skipped: 'this folder is not a git work tree' };
  if (git('rev-parse', '--verify', '--quiet', 'HEAD').status !== 0) return { skipped: 'the repository has no commit (HEAD) yet' };
  const blob = git('rev-parse', '--verify', '--quiet', 'HEAD:schema.graphql');
  if (blob.status !== 0) return { skipped: 'HEAD has no schema.graphql' };
  const shown = git('show', 'HEAD:schema.graphql');
  if (shown.status !== 0) return { skipped: `git show HEAD:schema.graphql failed: ${shown.stderr.trim()}` };
  const commit = git('rev-parse', '--short', 'HEAD').stdout.trim();
  return { sdl: shown.stdout, blob: blob.stdout.trim(), label: `the committed schema.graphql (HEAD ${commit})` };
}

const committed = committedSchema();
if ('skipped' in committed) {
  console.log(`schema diff: SKIPPED, nothing to compare against: ${committed.skipped} (the check compares with the last committed schema.graphql)`);
  process.exit(0);
}
try {
  const acknowledgements = existsSync(ACKNOWLEDGEMENTS_FILE)
    ? parseAcknowledgements(readFileSync(ACKNOWLEDGEMENTS_FILE, 'utf8'), ACKNOWLEDGEMENTS_FILE)
    : NO_ACKNOWLEDGEMENTS;
  const current = printSchema(lexicographicSortSchema(await buildGraphQLSchema()));
  const report = checkChanges(await diffSchemas(committed.sdl, current), acknowledgements, committed.blob);
  const lines = formatReport(report, { baseLabel: committed.label, baseId: committed.blob, file: ACKNOWLEDGEMENTS_FILE });
  (report.ok ? console.log : console.error)(lines.join('\n'));
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  console.error(`schema diff: ${(error as Error).message}`);
  process.exit(1);
}
