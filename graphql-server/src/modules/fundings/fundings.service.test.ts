import { describe, expect, it } from 'vitest';
import { planImport } from './funding-ledger.service.js';
import { expectedCommission } from './fundings.service.js';

describe('expected commission (from the lender’s terms; never a matching input)', () => {
  it('is basis points of the funded amount, rounded to the cent, or the flat amount, or 0 without terms', () => {
    expect(expectedCommission({ commissionBasis: 'pct_funded', commissionBps: 300, commissionFlatCents: null }, 5_000_000)).toBe(150_000);
    expect(expectedCommission({ commissionBasis: 'pct_funded', commissionBps: 275, commissionFlatCents: null }, 3_333_333)).toBe(91_667);
    expect(expectedCommission({ commissionBasis: 'flat', commissionBps: null, commissionFlatCents: 250_000 }, 5_000_000)).toBe(250_000);
    expect(expectedCommission({ commissionBasis: null, commissionBps: null, commissionFlatCents: null }, 5_000_000)).toBe(0);
  });
});

describe('the import plan', () => {
  const csv = (...lines: string[]) => ['date,type,amount,note,external_ref', ...lines].join('\n');

  it('skips references on the ledger or earlier in the file, and refuses dates outside funded date..today', () => {
    const plan = planImport({ fundedOn: '2026-11-02' }, [{ externalRef: 'A' }, { externalRef: null }], csv('2026-11-03,payment,10,,A', '2026-11-03,payment,10,,B', '2026-11-04,payment,10,,B', '2026-11-04,payment,10,,', '2026-11-01,fee,5,,', '2026-11-06,fee,5,,'), '2026-11-05');
    expect(plan.lines.map((line) => [line.line, line.outcome, line.message])).toEqual([
      [2, 'duplicate', 'A is already recorded'],
      [3, 'add', null],
      [4, 'duplicate', 'B is already recorded'],
      [5, 'add', null],
      [6, 'error', 'The date must be between the funded date (2026-11-02) and today'],
      [7, 'error', 'The date must be between the funded date (2026-11-02) and today'],
    ]);
    expect([plan.added, plan.duplicates, plan.errors]).toEqual([2, 2, 2]);
  });
});
