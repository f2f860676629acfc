import 'reflect-metadata';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { buildGraphQLSchema } from '../graphql/schema.js';
import { checkChanges, diffSchemas, formatReport, NO_ACKNOWLEDGEMENTS, parseAcknowledgements } from './schema-diff.js';

/**
 * `npm run check:schema` (in `npm test`): the schema built from the type-graphql source against the last committed
 * schema.graphql (`git show HEAD:schema.graphql`); when they are the same (nothing uncommitted, as in CI), against
 * schema.graphql before its last committed change. Prints the breaking, dangerous and safe changes and fails on a
 * breaking change that schema-breaking-changes.json does not acknowledge (docs/graphql.md). Run from the repository
 * root. Without git or a committed schema.graphql there is nothing to compare against: it says so and passes.
 */
const ACKNOWLEDGEMENTS_FILE = 'schema-breaking-changes.json';

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

interface Committed {
  sdl: string;
  /** The file's git blob id: what acknowledgements name as their base. */
  blob: string;
}

/** schema.graphql as committed in `revision`, or why it cannot be read. */
function schemaAt(revision: string): Committed | { skipped: string } {
  const blob = git('rev-parse', '--verify', '--quiet', `${revision}:schema.graphql`);
  if (blob.status !== 0) return { skipped: `${revision} has no schema.graphql` };
  const shown = git('show', `${revision}:schema.graphql`);
  if (shown.status !== 0) return { skipped: `git show ${revision}:schema.graphql failed: ${shown.stderr.trim()}` };
  return { sdl: shown.stdout, blob: blob.stdout.trim() };
}

function gitProblem(): string | undefined {
  const inside = git('rev-parse', '--is-inside-work-tree');
  if (inside.error) return `git cannot be run (${inside.error.message})`;
  if (inside.status !== 0) return 'this folder is not a git work tree';
  if (git('rev-parse', '--verify', '--quiet', 'HEAD').status !== 0) return 'the repository has no commit (HEAD) yet';
  return undefined;
}

function skip(why: string): never {
  console.log(`schema diff: SKIPPED, nothing to compare against: ${why} (the check compares with the last committed schema.graphql)`);
  process.exit(0);
}

try {
  const problem = gitProblem();
  if (problem) skip(problem);
  const head = schemaAt('HEAD');
  if ('skipped' in head) skip(head.skipped);
  const acknowledgements = existsSync(ACKNOWLEDGEMENTS_FILE)
    ? parseAcknowledgements(readFileSync(ACKNOWLEDGEMENTS_FILE, 'utf8'), ACKNOWLEDGEMENTS_FILE)
    : NO_ACKNOWLEDGEMENTS;
  const current = printSchema(lexicographicSortSchema(await buildGraphQLSchema()));
  let base: Committed = head;
  let baseLabel = `the committed schema.graphql (HEAD ${git('rev-parse', '--short', 'HEAD').stdout.trim()})`;
  let changes = await diffSchemas(base.sdl, current);
  if (changes.length === 0) {
    // Nothing uncommitted (as in CI's clean clone): check the last committed change of schema.graphql instead, so a
    // breaking change committed without its acknowledgement still fails.
    const last = git('log', '-1', '--format=%h %s', '--', 'schema.graphql').stdout.trim();
    const [commit = '', ...subject] = last.split(' ');
    const before = commit ? schemaAt(`${commit}^`) : { skipped: 'no commit changed schema.graphql' };
    if ('skipped' in before) {
      console.log(`schema diff: the source matches HEAD's schema.graphql, and its version before that cannot be read (${before.skipped}, a shallow clone?): no change to check`);
      process.exit(0);
    }
    base = before;
    baseLabel = `schema.graphql before its last committed change (${commit} "${subject.join(' ').slice(0, 80)}"; the source matches HEAD's)`;
    changes = await diffSchemas(base.sdl, current);
  }
  const report = checkChanges(changes, acknowledgements, base.blob);
  const lines = formatReport(report, { baseLabel, baseId: base.blob, file: ACKNOWLEDGEMENTS_FILE });
  (report.ok ? console.log : console.error)(lines.join('\n'));
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  console.error(`schema diff: ${(error as Error).message}`);
  process.exit(1);
}
