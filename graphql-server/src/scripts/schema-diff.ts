import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/**
 * The schema-diff check (`npm run check:schema`, part of `npm test`; see docs/graphql.md): the GraphQL schema built
 * from the source against the last committed schema.graphql, every change sorted as breaking, dangerous or safe
 * (GraphQL Inspector's rules). A breaking change fails the check unless the acknowledgements file accepts it.
 */

export type ChangeLevel = 'breaking' | 'dangerous' | 'safe';

export interface SchemaChange {
  level: ChangeLevel;
  /** What an acknowledgement names: the change's kind and where, e.g. `FIELD_REMOVED Query.lenderFiles`. */
  id: string;
  message: string;
  /** Why it is dangerous or breaking, when the rules say (printed for dangerous changes). */
  why?: string;
}

/** The acknowledgements file (schema-breaking-changes.json). */
export interface Acknowledgements {
  /**
   * The committed schema.graphql the accepted changes are measured against: its git blob id
   * (`git rev-parse HEAD:schema.graphql`). Once HEAD's schema.graphql is another one (the change was committed),
   * the list no longer applies and is ignored.
   */
  base: string;
  accepted: { change: string; reason: string }[];
}

/** The reason the printed template proposes; refused as it stands, so that each acceptance says why. */
export const PLACEHOLDER_REASON = 'WHY CLIENTS CAN TAKE THIS (replace this text)';

export const NO_ACKNOWLEDGEMENTS: Acknowledgements = { base: '', accepted: [] };

const LEVELS: Record<CriticalityLevel, ChangeLevel> = {
  [CriticalityLevel.Breaking]: 'breaking',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'safe',
};
const ORDER: ChangeLevel[] = ['breaking', 'dangerous', 'safe'];

/** The changes from the `base` schema to the `current` one (both SDL), breaking first. */
export async function diffSchemas(base: string, current: string): Promise<SchemaChange[]> {
  const changes = await diff(buildSchema(base), buildSchema(current));
  return changes
    .map((change) => ({
      level: LEVELS[change.criticality.level],
      id: change.path ? `${change.type} ${change.path}` : change.type,
      message: change.message,
      ...(change.criticality.reason ? { why: change.criticality.reason } : {}),
    }))
    .sort((a, b) => ORDER.indexOf(a.level) - ORDER.indexOf(b.level) || a.id.localeCompare(b.id));
}

/** Reads the acknowledgements file's text; a malformed file is an error that says how it should look. */
export function parseAcknowledgements(text: string, file: string): Acknowledgements {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const shape = `{ "base": "<git rev-parse HEAD:schema.graphql>", "accepted": [{ "change": "<KIND Type.field>", "reason": "<why clients can take it>" }] }`;
  const record = data as Partial<Acknowledgements> | null;
  if (typeof record !== 'object' || record === null || typeof record.base !== 'string' || !Array.isArray(record.accepted)) {
    throw new Error(`${file} must look like ${shape}`);
  }
  for (const [index, entry] of record.accepted.entries()) {
    if (typeof entry?.change !== 'string' || typeof entry.reason !== 'string' || entry.reason.trim() === '') {
      throw new Error(`${file}: accepted[${index}] needs a "change" and a non-empty "reason", as in ${shape}`);
    }
    if (entry.reason === PLACEHOLDER_REASON) {
      throw new Error(`${file}: accepted[${index}] ("${entry.change}"): replace the placeholder reason with why clients can take this change`);
    }
  }
  return { base: record.base, accepted: record.accepted };
}

export interface SchemaDiffReport {
  changes: SchemaChange[];
  /** Breaking changes the acknowledgements accept, with their reasons. */
  acknowledged: Map<string, string>;
  /** Breaking changes nobody accepted: the check fails. */
  unacknowledged: SchemaChange[];
  /** Acknowledgements against this base that accept no breaking change (a typo, or a change since undone): the check fails. */
  stale: Acknowledgements['accepted'];
  /** Acknowledgements against an earlier committed schema: ignored. */
  ignored: number;
  ok: boolean;
}

/** Which breaking changes are accepted, for a diff against the committed schema whose blob id is `baseId`. */
export function checkChanges(changes: SchemaChange[], acknowledgements: Acknowledgements, baseId: string): SchemaDiffReport {
  const current = acknowledgements.base === baseId ? acknowledgements.accepted : [];
  const breaking = changes.filter((change) => change.level === 'breaking');
  const acknowledged = new Map<string, string>();
  for (const entry of current) {
    if (breaking.some((change) => change.id === entry.change)) acknowledged.set(entry.change, entry.reason);
  }
  const unacknowledged = breaking.filter((change) => !acknowledged.has(change.id));
  const stale = current.filter((entry) => !acknowledged.has(entry.change));
  return {
    changes,
    acknowledged,
    unacknowledged,
    stale,
    ignored: acknowledgements.base === baseId ? 0 : acknowledgements.accepted.length,
    ok: unacknowledged.length === 0 && stale.length === 0,
  };
}

const DESCRIPTION_ONLY = /_DESCRIPTION_(ADDED|CHANGED|REMOVED)$/;

/**
 * The report's lines: every breaking and dangerous change, the safe ones (description edits only counted), then what
 * to do about a failure, word for word.
 */
export function formatReport(report: SchemaDiffReport, where: { baseLabel: string; baseId: string; file: string }): string[] {
  const count = (level: ChangeLevel) => report.changes.filter((change) => change.level === level).length;
  const lines = [
    `schema diff: the schema built from the source against ${where.baseLabel}: ${count('breaking')} breaking (${report.acknowledged.size} acknowledged), ${count('dangerous')} dangerous, ${count('safe')} safe`,
  ];
  const descriptions = report.changes.filter((change) => change.level === 'safe' && DESCRIPTION_ONLY.test(change.id.split(' ')[0]!));
  for (const change of report.changes) {
    if (descriptions.includes(change)) continue;
    const accepted = report.acknowledged.get(change.id);
    const tag = change.level === 'breaking' ? (accepted === undefined ? 'BREAKING ' : 'breaking (acknowledged)') : change.level === 'dangerous' ? 'dangerous' : 'safe     ';
    const why = change.why && change.level === 'dangerous' ? ` (${change.why})` : '';
    lines.push(`  ${tag}  ${change.id}: ${change.message}${why}${accepted === undefined ? '' : ` (accepted: ${accepted})`}`);
  }
  if (descriptions.length > 0) lines.push(`  safe       ${descriptions.length} description(s) added, changed or removed`);
  if (report.ignored > 0) {
    lines.push(
      `schema diff: ${where.file} accepts ${report.ignored} change(s) against an earlier schema.graphql (its "base" is not ${where.baseId}, the one compared against): ignored, as they were committed; empty its "accepted" list when you next edit it`,
    );
  }
  for (const entry of report.stale) {
    lines.push(
      `schema diff: stale acknowledgement in ${where.file}: "${entry.change}" matches no breaking change against ${where.baseLabel}; remove it (or correct its name: the name is the part before the colon in the list above)`,
    );
  }
  if (report.unacknowledged.length > 0) {
    const accepted = [
      ...[...report.acknowledged].map(([change, reason]) => ({ change, reason })),
      ...report.unacknowledged.map((change) => ({ change: change.id, reason: PLACEHOLDER_REASON })),
    ];
    lines.push(
      `schema diff: ${report.unacknowledged.length} breaking change(s) not acknowledged: clients built against the committed schema.graphql (the web app's generated hooks, integrators' queries) may break.`,
      `  If it is intended, write ${where.file} at the repository root as follows, with a real reason for each change, then run \`npm run check:schema\` again and commit the file with schema.graphql:`,
      ...JSON.stringify({ base: where.baseId, accepted }, null, 2)
        .split('\n')
        .map((line) => `  ${line}`),
      '  Otherwise keep the old field, argument, type or enum value (deprecate it with @Field({ deprecationReason }) and add the new one beside it).',
    );
  }
  if (report.ok) lines.push(report.changes.length === 0 ? 'schema diff: no change' : 'schema diff: no unacknowledged breaking change');
  return lines;
}
