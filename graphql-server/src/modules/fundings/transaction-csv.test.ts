import { describe, expect, it } from 'vitest';
import { dollarsToCents, parseTransactionCsv } from './transaction-csv.js';

describe('R14 Import CSV parsing', () => {
  it('reads date,type,amount,note,external_ref with quotes, dollars to cents', () => {
    const result = parseTransactionCsv('date,type,amount,note,external_ref\r\n2026-11-02,payment,"1,250.50","ACH, week 1",ACH-1\n\n2026-11-03,fee,25,,\n');
    expect(result).toEqual({
      lines: [
        { line: 2, ok: true, occurredOn: '2026-11-02', type: 'payment', amountCents: 125_050, note: 'ACH, week 1', externalRef: 'ACH-1' },
        { line: 4, ok: true, occurredOn: '2026-11-03', type: 'fee', amountCents: 2_500, note: null, externalRef: null },
      ],
    });
  });

  it('says what is wrong on each bad line', () => {
    const result = parseTransactionCsv('date,type,amount,note,external_ref\n2026-02-30,payment,10,,\n2026-11-02,reversal,10,,\n2026-11-02,payment,-5,,\n2026-11-02,payment,10\n');
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
    expect(parseTransactionCsv('2026-11-02,payment,10,,')).toEqual({ error: 'The first line must be the header date,type,amount,note,external_ref' });
    expect(parseTransactionCsv('date,type,amount,note,external_ref\n')).toEqual({ error: 'The file has no transactions below its header' });
  });

  it('converts amounts exactly', () => {
    expect([dollarsToCents('0.01'), dollarsToCents('$98,250'), dollarsToCents('1.5'), dollarsToCents('0'), dollarsToCents('1.234'), dollarsToCents('abc')]).toEqual([1, 9_825_000, 150, null, null, null]);
  });
});
