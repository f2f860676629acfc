import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeCsv } from './spreadsheet-csv.js';

/** Issue 27 item 5: every CSV the product writes goes through writeCsv, which neutralises spreadsheet formulas. */
const read = (text: string) => parse(text, { relax_column_count: true }) as string[][];

describe('writeCsv', () => {
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF201'])(
    'writes %j as text: a quote first',
    (cell) => {
      expect(read(writeCsv([[cell]]))).toEqual([[`'${cell}`]]);
    },
  );

  it('neutralises =HYPERLINK(…) and quotes it for its commas and quotes', () => {
    expect(writeCsv([['=HYPERLINK("https://evil.example","Click")', 'ok']])).toBe(
      `"'=HYPERLINK(""https://evil.example"",""Click"")",ok\r\n`,
    );
  });

  it('keeps a plain number as data, negative ones included (a money column)', () => {
    expect(writeCsv([['-12.50', '+3', '-7', 0, -12.5, '12.50']])).toBe('-12.50,+3,-7,0,-12.5,12.50\r\n');
    // Not plain numbers: a formula can hide behind a sign.
    expect(read(writeCsv([['-12.50+A1', '-1e3', '- 5', '-', '+']]))).toEqual([
      ["'-12.50+A1", "'-1e3", "'- 5", "'-", "'+"],
    ]);
  });

  it('quotes commas, quotes and line breaks; leaves other cells alone; empty for null', () => {
    expect(writeCsv([['a,b', 'say "hi"', 'two\nlines', 'cr\rhere', 'plain', null, undefined, '']])).toBe(
      '"a,b","say ""hi""","two\nlines","cr\rhere",plain,,,\r\n',
    );
    expect(
      writeCsv([
        ['h1', 'h2'],
        ['x', 'y'],
      ]),
    ).toBe('h1,h2\r\nx,y\r\n');
    expect(writeCsv([])).toBe('');
  });

  it('reads back as what was written, and no cell read back can start a formula (property)', () => {
    const cell = fc.oneof(
      fc.string({
        unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'", ' ', 'a', '1', '.', '\uFF1D'),
        maxLength: 8,
      }),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => value.toFixed(2)),
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const back = read(writeCsv(rows));
        expect(back).toHaveLength(rows.length);
        back.forEach((cells, row) =>
          cells.forEach((text, column) => {
            const written = String(rows[row]![column]);
            expect(text === written || text === `'${written}`).toBe(true);
            if (!/^[-+]?\d+(\.\d+)?$/.test(text)) expect(text).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
          }),
        );
      }),
      { numRuns: 500 },
    );
  });
});
