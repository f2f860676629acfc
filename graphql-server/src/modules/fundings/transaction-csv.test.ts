import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsToCents, parseTransactionCsv } from './transaction-csv.js';

describe('R14 Import CSV parsing', () => {
  it('reads date,type,amount,note,external_ref with quotes, dollars to cents', () => {
    const result = parseTransactionCsv(
      'date,type,amount,note,external_ref\r\n2026-11-02,payment,"1,250.50","ACH, week 1",ACH-1\n\n2026-11-03,fee,25,,\n',
    );
    expect(result).toEqual({
      lines: [
        {
          line: 2,
          ok: true,
          occurredOn: '2026-11-02',
          type: 'payment',
          amountCents: 125_050,
          note: 'ACH, week 1',
          externalRef: 'ACH-1',
        },
        { line: 4, ok: true, occurredOn: '2026-11-03', type: 'fee', amountCents: 2_500, note: null, externalRef: null },
      ],
    });
  });

  it('says what is wrong on each bad line', () => {
    const result = parseTransactionCsv(
      'date,type,amount,note,external_ref\n2026-02-30,payment,10,,\n2026-11-02,reversal,10,,\n2026-11-02,payment,-5,,\n2026-11-02,payment,10\n',
    );
    expect(result).toEqual({
      lines: [
        { line: 2, ok: false, error: '"2026-02-30" is not a date (YYYY-MM-DD)' },
        { line: 3, ok: false, error: 'Type must be one of payment, fee, discount, adjustment' },
        { line: 4, ok: false, error: '"-5" is not an amount above $0.00' },
        { line: 5, ok: false, error: 'Expected 5 columns, found 3' },
      ],
    });
  });

  it('refuses a file without the header or without lines', () => {
    expect(parseTransactionCsv('2026-11-02,payment,10,,')).toEqual({
      error: 'The first line must be the header date,type,amount,note,external_ref',
    });
    expect(parseTransactionCsv('date,type,amount,note,external_ref\n')).toEqual({
      error: 'The file has no transactions below its header',
    });
  });

  it('converts amounts exactly', () => {
    expect([
      dollarsToCents('0.01'),
      dollarsToCents('$98,250'),
      dollarsToCents('1.5'),
      dollarsToCents('0'),
      dollarsToCents('1.234'),
      dollarsToCents('abc'),
    ]).toEqual([1, 9_825_000, 150, null, null, null]);
  });

  it('answers a month or day the calendar does not have on its line, never by throwing', () => {
    const result = parseTransactionCsv(
      'date,type,amount,note,external_ref\n2026-13-01,payment,10,,\n2026-00-10,payment,10,,\n2026-04-31,payment,10,,\n0000-01-01,payment,10,,\n2026-12-31,payment,10,,\n',
    );
    expect(result).toEqual({
      lines: [
        { line: 2, ok: false, error: '"2026-13-01" is not a date (YYYY-MM-DD)' },
        { line: 3, ok: false, error: '"2026-00-10" is not a date (YYYY-MM-DD)' },
        { line: 4, ok: false, error: '"2026-04-31" is not a date (YYYY-MM-DD)' },
        { line: 5, ok: false, error: '"0000-01-01" is not a date (YYYY-MM-DD)' },
        {
          line: 6,
          ok: true,
          occurredOn: '2026-12-31',
          type: 'payment',
          amountCents: 1_000,
          note: null,
          externalRef: null,
        },
      ],
    });
  });

  it('keeps a quoted field that holds a line break in one record, numbered by the line it starts on', () => {
    for (const eol of ['\n', '\r\n']) {
      const text = [
        'date,type,amount,note,external_ref',
        '2026-11-02,payment,10,"Check 1001',
        'deposited late, ""per bank""",CHK-1001',
        '',
        '2026-11-03,fee,5,,FEE-1',
        'bad,payment,5,,',
      ].join(eol);
      expect(parseTransactionCsv(text), JSON.stringify(eol)).toEqual({
        lines: [
          {
            line: 2,
            ok: true,
            occurredOn: '2026-11-02',
            type: 'payment',
            amountCents: 1_000,
            note: `Check 1001${eol}deposited late, "per bank"`,
            externalRef: 'CHK-1001',
          },
          {
            line: 5,
            ok: true,
            occurredOn: '2026-11-03',
            type: 'fee',
            amountCents: 500,
            note: null,
            externalRef: 'FEE-1',
          },
          { line: 6, ok: false, error: '"bad" is not a date (YYYY-MM-DD)' },
        ],
      });
    }
  });

  it('names the line of a quote that is never closed or is followed by more text; the lines before it are read', () => {
    expect(
      parseTransactionCsv(
        'date,type,amount,note,external_ref\n2026-11-02,payment,10,,A-1\n\n2026-11-03,fee,5,"never closed,A-2\n2026-11-04,fee,5,,A-3\n',
      ),
    ).toEqual({
      lines: [
        {
          line: 2,
          ok: true,
          occurredOn: '2026-11-02',
          type: 'payment',
          amountCents: 1_000,
          note: null,
          externalRef: 'A-1',
        },
        {
          line: 4,
          ok: false,
          error: 'A quoted field that starts on this line is never closed; the lines after it could not be read',
        },
      ],
    });
    expect(parseTransactionCsv('date,type,amount,note,external_ref\n2026-11-02,payment,10,"ab"c,A-1\n')).toEqual({
      lines: [
        {
          line: 2,
          ok: false,
          error:
            'A quoted field must end at its closing quote (write a quote inside quotes as ""); the lines after it could not be read',
        },
      ],
    });
    // A quote inside a field that does not start with one is text, as spreadsheets write it.
    expect(
      parseTransactionCsv('date,type,amount,note,external_ref\n2026-11-02,payment,10,12" pipe,A-1\n'),
    ).toMatchObject({ lines: [{ line: 2, ok: true, note: '12" pipe' }] });
  });

  it('never throws, whatever the text (property)', () => {
    const header = 'date,type,amount,note,external_ref';
    const value = fc.constantFrom(
      '2026-11-02',
      '2026-13-01',
      '2026-02-30',
      '0000-00-00',
      'payment',
      'fee',
      '10',
      '-5',
      '1,250.50',
      '',
      'x',
      ' ',
      '"',
      '""',
      '\uFEFF',
    );
    const field = fc
      .tuple(fc.array(value, { maxLength: 3 }), fc.boolean())
      .map(([parts, quoted]) => (quoted ? `"${parts.join('')}"` : parts.join('')));
    const record = fc.array(field, { minLength: 1, maxLength: 6 }).map((fields) => fields.join(','));
    const eol = fc.constantFrom('\n', '\r\n', '\r');
    fc.assert(
      fc.property(fc.array(record, { maxLength: 8 }), eol, fc.boolean(), (records, lineEnd, withHeader) => {
        const result = parseTransactionCsv((withHeader ? [header, ...records] : records).join(lineEnd));
        if ('lines' in result) for (const line of result.lines) expect(line.line).toBeGreaterThanOrEqual(2);
        else expect(result.error).toMatch(/^(The first line|The file has no|A file may hold)/);
      }),
      { numRuns: 1000 },
    );
  });
});
