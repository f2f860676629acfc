import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformToday } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient } from '../support/api-client.js';
import { fundedDeal } from '../support/funding-fixtures.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 27 item 4: the R14 CSV import reads its file with csv-parse. A date the calendar does not have is a line's
 * error (it answered INTERNAL_SERVER_ERROR), a quoted note holding a line break is one transaction (it was split
 * into two bad lines), and no file makes the preview or the import answer a 500.
 */
let server: TestServer;
let admin: ApiClient;
let lender: ApiClient;

const PREVIEW = `mutation P($id: ID!, $csv: String!) { previewFundingImport(fundingId: $id, csv: $csv) { added duplicates errors lines { line outcome message occurredOn note externalRef } } }`;
const IMPORT = `mutation I($id: ID!, $csv: String!) { importFundingTransactions(fundingId: $id, csv: $csv) { added duplicates errors } }`;
const HEADER = 'date,type,amount,note,external_ref';

async function signedIn(username: string) {
  const caller = new ApiClient(server.url);
  expect((await caller.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return caller;
}

const ledgerRows = async (id: string) =>
  (
    await server.sql<{ n: number }>(`select count(*)::int as n from funding_transaction where funding_id = $1`, [id])
  )[0]!.n;

beforeAll(async () => {
  server = await startTestServer();
  [admin, lender] = await Promise.all([signedIn('admin'), signedIn('lender')]);
});
afterAll(() => server?.stop());

describe('R14 Import CSV (issue 27 item 4)', () => {
  it('answers a date like 2026-13-01 on its line, and imports nothing', async () => {
    const id = await fundedDeal(server, lender);
    const before = await ledgerRows(id);
    const csv = [
      HEADER,
      `${platformToday()},payment,10,,OK-1`,
      '2026-13-01,payment,10,,BAD-1',
      '2026-02-30,fee,5,,BAD-2',
    ].join('\n');
    const preview = await admin.gql(PREVIEW, { id, csv });
    expect(preview.body.errors).toBeUndefined();
    expect(preview.body.data.previewFundingImport).toMatchObject({
      added: 1,
      errors: 2,
      lines: [
        { line: 2, outcome: 'add', message: null },
        { line: 3, outcome: 'error', message: '"2026-13-01" is not a date (YYYY-MM-DD)', occurredOn: null },
        { line: 4, outcome: 'error', message: '"2026-02-30" is not a date (YYYY-MM-DD)', occurredOn: null },
      ],
    });
    const imported = await admin.gql(IMPORT, { id, csv });
    expect(imported.body.errors?.[0]).toMatchObject({
      message: 'Nothing was imported: line 3: "2026-13-01" is not a date (YYYY-MM-DD)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await ledgerRows(id)).toBe(before);
  });

  it('imports a quoted note that holds a line break as one transaction; the lines after it keep the numbers an editor shows', async () => {
    const id = await fundedDeal(server, lender);
    const today = platformToday();
    const csv = [
      HEADER,
      `${today},payment,10,"Check 1001`,
      `deposited late, ""per bank""",CHK-1001`,
      `${today},fee,5,,FEE-1`,
    ].join('\r\n');
    const preview = await admin.gql(PREVIEW, { id, csv });
    expect(preview.body.data.previewFundingImport).toEqual({
      added: 2,
      duplicates: 0,
      errors: 0,
      lines: [
        {
          line: 2,
          outcome: 'add',
          message: null,
          occurredOn: today,
          note: 'Check 1001\r\ndeposited late, "per bank"',
          externalRef: 'CHK-1001',
        },
        { line: 4, outcome: 'add', message: null, occurredOn: today, note: null, externalRef: 'FEE-1' },
      ],
    });
    expect((await admin.gql(IMPORT, { id, csv })).body.data.importFundingTransactions).toEqual({
      added: 2,
      duplicates: 0,
      errors: 0,
    });
    const rows = await server.sql<{ note: string | null; external_ref: string }>(
      'select note, external_ref from funding_transaction where funding_id = $1 and external_ref is not null order by id',
      [id],
    );
    expect(rows).toEqual([
      { note: 'Check 1001\r\ndeposited late, "per bank"', external_ref: 'CHK-1001' },
      { note: null, external_ref: 'FEE-1' },
    ]);
  });

  it('names the line of a quote that is never closed', async () => {
    const id = await fundedDeal(server, lender);
    const csv = [
      HEADER,
      `${platformToday()},payment,10,,OK-1`,
      `${platformToday()},payment,10,"never closed,A-2`,
      `${platformToday()},fee,5,,A-3`,
    ].join('\n');
    const preview = await admin.gql(PREVIEW, { id, csv });
    expect(preview.body.data.previewFundingImport.lines).toEqual([
      expect.objectContaining({ line: 2, outcome: 'add' }),
      expect.objectContaining({
        line: 3,
        outcome: 'error',
        message: 'A quoted field that starts on this line is never closed; the lines after it could not be read',
      }),
    ]);
  });

  it('never answers a 500, whatever the file (fuzz)', async () => {
    const id = await fundedDeal(server, lender);
    const value = fc.constantFrom(
      platformToday(),
      '2026-13-01',
      '2026-02-30',
      '0000-00-00',
      '9999-99-99',
      'payment',
      'fee',
      '10',
      '-5',
      '1,250.50',
      '',
      'x',
      '"',
      '""',
      '\uFEFF',
      '\u00e9',
    );
    const field = fc
      .tuple(fc.array(value, { maxLength: 3 }), fc.boolean())
      .map(([parts, quoted]) => (quoted ? `"${parts.join('')}"` : parts.join('')));
    // Mostly the five columns with a date (or a near-date) first, so the checks behind the column count are reached.
    const date = fc.constantFrom(platformToday(), '2026-13-01', '2026-02-30', '0000-01-01', '2026-1-1', '"2026-12-01"');
    const record = fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(date, fc.array(field, { minLength: 4, maxLength: 4 }))
          .map(([day, rest]) => [day, ...rest].join(',')),
      },
      { weight: 1, arbitrary: fc.array(field, { minLength: 1, maxLength: 6 }).map((fields) => fields.join(',')) },
    );
    const file = fc.tuple(
      fc.array(record, { minLength: 1, maxLength: 6 }),
      fc.constantFrom('\n', '\r\n', '\r'),
      fc.boolean(),
    );
    await fc.assert(
      fc.asyncProperty(file, async ([records, eol, withHeader]) => {
        const csv = (withHeader ? [HEADER, ...records] : records).join(eol);
        for (const query of [PREVIEW, IMPORT]) {
          const res = await admin.gql(query, { id, csv });
          expect(res.status, res.text.slice(0, 300)).toBe(200);
          const code = res.body.errors?.[0]?.extensions?.code;
          expect([undefined, 'BAD_USER_INPUT'], `${JSON.stringify(csv)}: ${res.text.slice(0, 300)}`).toContain(code);
        }
      }),
      { numRuns: 40 },
    );
  });
});
