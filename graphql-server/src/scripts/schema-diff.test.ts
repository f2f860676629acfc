import { describe, expect, it } from 'vitest';
import {
  checkChanges,
  diffSchemas,
  formatReport,
  NO_ACKNOWLEDGEMENTS,
  parseAcknowledgements,
  PLACEHOLDER_REASON,
  type Acknowledgements,
} from './schema-diff.js';

const BASE = `
type Query {
  "The lender's files"
  lenderFiles: [File!]!
  me: User
}
type File { id: ID! }
type User { id: ID! username: String! }
enum Role { admin client }
`;
const BASE_ID = 'a'.repeat(40);
const where = { baseLabel: 'the committed schema.graphql (HEAD abc1234)', baseId: BASE_ID, file: 'schema-breaking-changes.json' };

describe('diffSchemas', () => {
  it('finds no change between equal schemas', async () => {
    expect(await diffSchemas(BASE, BASE)).toEqual([]);
  });

  it('calls a removed field breaking, an added field safe, an added enum value dangerous', async () => {
    const current = BASE.replace(/ {2}"The lender's files"\n {2}lenderFiles: \[File!\]!\n/, '').replace('username: String!', 'username: String! email: String').replace('enum Role { admin client }', 'enum Role { admin client lender }');
    const changes = await diffSchemas(BASE, current);
    expect(changes.map(({ level, id }) => [level, id])).toEqual([
      ['breaking', 'FIELD_REMOVED Query.lenderFiles'],
      ['dangerous', 'ENUM_VALUE_ADDED Role.lender'],
      ['safe', 'FIELD_ADDED User.email'],
    ]);
  });
});

describe('checkChanges', () => {
  const removed = BASE.replace(/ {2}"The lender's files"\n {2}lenderFiles: \[File!\]!\n/, '');
  const accept = (change: string, base = BASE_ID): Acknowledgements => ({ base, accepted: [{ change, reason: 'the web app moved to lenderFilePage' }] });

  it('fails on an unacknowledged breaking change and prints how to acknowledge it', async () => {
    const report = checkChanges(await diffSchemas(BASE, removed), NO_ACKNOWLEDGEMENTS, BASE_ID);
    expect(report.ok).toBe(false);
    expect(report.unacknowledged.map((change) => change.id)).toEqual(['FIELD_REMOVED Query.lenderFiles']);
    const text = formatReport(report, where).join('\n');
    expect(text).toContain("BREAKING   FIELD_REMOVED Query.lenderFiles: Field 'lenderFiles' was removed from object type 'Query'");
    expect(text).toContain('1 breaking change(s) not acknowledged');
    // The printed template is the file to write: parsed back, it names this base and this change.
    const lines = text.split('\n');
    const template = lines.slice(lines.indexOf('  {'), lines.indexOf('  }') + 1).join('\n');
    expect(JSON.parse(template)).toEqual({ base: BASE_ID, accepted: [{ change: 'FIELD_REMOVED Query.lenderFiles', reason: PLACEHOLDER_REASON }] });
  });

  it('passes a breaking change the acknowledgements accept against this base', async () => {
    const report = checkChanges(await diffSchemas(BASE, removed), accept('FIELD_REMOVED Query.lenderFiles'), BASE_ID);
    expect(report.ok).toBe(true);
    const text = formatReport(report, where).join('\n');
    expect(text).toContain('breaking (acknowledged)  FIELD_REMOVED Query.lenderFiles');
    expect(text).toContain('(accepted: the web app moved to lenderFilePage)');
    expect(text).toContain('schema diff: no unacknowledged breaking change');
  });

  it('passes safe and dangerous changes without acknowledgement', async () => {
    const report = checkChanges(await diffSchemas(BASE, BASE.replace('enum Role { admin client }', 'enum Role { admin client lender }')), NO_ACKNOWLEDGEMENTS, BASE_ID);
    expect(report.ok).toBe(true);
    expect(formatReport(report, where).join('\n')).toMatch(/dangerous {2}ENUM_VALUE_ADDED Role\.lender: .* \(.+\)/);
  });

  it('reports a stale acknowledgement (it accepts no breaking change) and fails', async () => {
    const report = checkChanges(await diffSchemas(BASE, BASE), accept('FIELD_REMOVED Query.lenderFile'), BASE_ID);
    expect(report.ok).toBe(false);
    expect(report.stale).toEqual([{ change: 'FIELD_REMOVED Query.lenderFile', reason: 'the web app moved to lenderFilePage' }]);
    expect(formatReport(report, where).join('\n')).toContain('stale acknowledgement in schema-breaking-changes.json: "FIELD_REMOVED Query.lenderFile" matches no breaking change');
  });

  it('ignores acknowledgements against an earlier committed schema: they neither pass a new breaking change nor go stale', async () => {
    const earlier = accept('FIELD_REMOVED Query.lenderFiles', 'b'.repeat(40));
    const breaking = checkChanges(await diffSchemas(BASE, removed), earlier, BASE_ID);
    expect(breaking.ok).toBe(false);
    expect(breaking.ignored).toBe(1);
    const unchanged = checkChanges(await diffSchemas(BASE, BASE), earlier, BASE_ID);
    expect(unchanged.ok).toBe(true);
    expect(formatReport(unchanged, where).join('\n')).toContain('accepts 1 change(s) against an earlier schema.graphql');
  });

  it('counts description edits instead of listing each one', async () => {
    const report = checkChanges(await diffSchemas(BASE, BASE.replace('"The lender\'s files"', '"Every file the lender can see"').replace('me: User', '"The signed-in user" me: User')), NO_ACKNOWLEDGEMENTS, BASE_ID);
    expect(report.ok).toBe(true);
    const lines = formatReport(report, where);
    expect(lines).toContain('  safe       2 description(s) added, changed or removed');
    expect(lines.some((line) => line.includes('FIELD_DESCRIPTION'))).toBe(false);
  });
});

describe('parseAcknowledgements', () => {
  it('reads a well-formed file', () => {
    const file = { base: BASE_ID, accepted: [{ change: 'FIELD_REMOVED Query.lenderFiles', reason: 'replaced' }] };
    expect(parseAcknowledgements(JSON.stringify(file), 'f.json')).toEqual(file);
  });

  it.each([
    ['not JSON', '{', /not valid JSON/],
    ['no base', '{"accepted": []}', /must look like/],
    ['a change without a reason', `{"base": "x", "accepted": [{"change": "FIELD_REMOVED Query.a", "reason": " "}]}`, /accepted\[0\] needs a "change" and a non-empty "reason"/],
    ['the template left as printed', JSON.stringify({ base: 'x', accepted: [{ change: 'FIELD_REMOVED Query.a', reason: PLACEHOLDER_REASON }] }), /replace the placeholder reason/],
  ])('refuses %s, saying how it should look', (_name, text, error) => {
    expect(() => parseAcknowledgements(text, 'f.json')).toThrow(error);
  });
});
