import { describe, expect, it } from 'vitest';
import { dueText, formatMonth, formatOnTime, lateFeeTierText, payAmountCents, payFormSchema } from './net30-format';
import { parseClientIdSearch, parsePaymentReturn } from './search';

describe('Net30 formats', () => {
  it('days to or past due, from the platform day', () => {
    const open = { status: 'open', dueOn: '2026-12-10', daysPastDue: 0, balanceCents: 100 };
    expect(dueText(open, '2026-11-23')).toBe('Due in 17 days');
    expect(dueText(open, '2026-12-09')).toBe('Due in 1 day');
    expect(dueText(open, '2026-12-10')).toBe('Due today');
    expect(dueText({ ...open, status: 'overdue', daysPastDue: 1 }, '2026-12-11')).toBe('1 day past due');
    expect(dueText({ ...open, status: 'overdue', daysPastDue: 34 }, '2027-01-13')).toBe('34 days past due');
    expect(dueText({ ...open, status: 'paid', balanceCents: 0 }, '2026-11-23')).toBe('—');
  });

  it('late fee tiers in words, the last one open-ended', () => {
    expect(lateFeeTierText([{ upToCents: 9_999, feeCents: 1_500 }, { upToCents: 24_999, feeCents: 2_900 }, { upToCents: null, feeCents: 3_900 }])).toEqual([
      '$15.00 on invoices up to $99.99',
      '$29.00 on invoices up to $249.99',
      '$39.00 on invoices above $249.99',
    ]);
    expect(lateFeeTierText([{ upToCents: null, feeCents: 2_500 }])).toEqual(['$25.00 on any invoice']);
  });

  it('on-time share (rounded down) and months', () => {
    expect(formatOnTime(9_999)).toBe('99.9%');
    expect(formatOnTime(null)).toBe('—');
    expect(formatMonth('2026-10')).toBe('October 2026');
  });

  it('Pay now: the full balance, or $1.00 up to the balance', () => {
    const schema = payFormSchema(9_800);
    const message = (amount: string) => schema.safeParse({ choice: 'partial', amount }).error?.issues[0]?.message;
    expect(schema.safeParse({ choice: 'full', amount: '' }).success).toBe(true);
    expect(payAmountCents({ choice: 'full', amount: '' }, 9_800)).toBe(9_800);
    expect(message('')).toBe('Enter an amount');
    expect(message('abc')).toBe('Enter an amount in dollars and cents, e.g. 25.00');
    expect(message('0.99')).toBe('Pay at least $1.00');
    expect(message('98.01')).toBe('The payment is more than the balance of $98.00');
    expect(message('1')).toBeUndefined();
    expect(message('$98.00')).toBeUndefined();
    expect(payAmountCents({ choice: 'partial', amount: '25.5' }, 9_800)).toBe(2_550);
  });

  it('query strings: a numeric clientId only; the checkout return', () => {
    expect(parseClientIdSearch({ clientId: 12 })).toEqual({ clientId: '12' });
    expect(parseClientIdSearch({ clientId: 'abc' })).toEqual({ clientId: undefined });
    expect(parsePaymentReturn('success')).toBe('success');
    expect(parsePaymentReturn('paid')).toBeUndefined();
  });
});
