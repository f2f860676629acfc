import { describe, expect, it } from 'vitest';
import { cumulativeSeries, isRenewalCandidate, ledgerTotals, missedDueDates, paymentSchedule, withBalances, type LedgerRow, type ScheduleTerms } from './funding-ledger.js';

const row = (id: number, type: LedgerRow['type'], amount: number, occurredOn: string, reversesId: number | null = null): LedgerRow => ({ id, type, amount, occurredOn, reversesId });

describe('ledger totals (R14, MCA Suite semantics)', () => {
  it('a payment lowers the balance, a fee raises the payback, a discount lowers it, an adjustment credits the balance', () => {
    const rows = [row(1, 'payment', 10_000, '2026-11-02'), row(2, 'fee', 2_500, '2026-11-03'), row(3, 'discount', 1_000, '2026-11-04'), row(4, 'adjustment', 500, '2026-11-05')];
    expect(ledgerTotals(100_000, rows)).toEqual({ paybackCents: 101_500, paidCents: 10_000, creditedCents: 500, remainingCents: 91_000, percentPaidBps: 1034 });
  });

  it('a reversal undoes exactly the row it reverses', () => {
    const rows = [row(1, 'payment', 10_000, '2026-11-02'), row(2, 'fee', 2_500, '2026-11-03'), row(3, 'reversal', -2_500, '2026-11-04', 2), row(4, 'reversal', -10_000, '2026-11-05', 1)];
    expect(ledgerTotals(100_000, rows)).toMatchObject({ paybackCents: 100_000, paidCents: 0, remainingCents: 100_000, percentPaidBps: 0 });
  });

  it('gives each row its balance after, in date order', () => {
    const rows = [row(2, 'payment', 30_000, '2026-11-05'), row(1, 'payment', 10_000, '2026-11-02'), row(3, 'reversal', -30_000, '2026-11-06', 2)];
    expect(withBalances(100_000, rows).map((entry) => [entry.row.id, entry.balanceAfterCents])).toEqual([[1, 90_000], [2, 60_000], [3, 90_000]]);
  });

  it('is 100 % paid at balance 0 and never above', () => {
    expect(ledgerTotals(50_000, [row(1, 'payment', 60_000, '2026-11-02')])).toMatchObject({ remainingCents: -10_000, percentPaidBps: 10_000 });
  });
});

const weekly: ScheduleTerms = { fundedOn: '2026-10-01', frequency: 'weekly', paymentCount: 4, paymentCents: 25_000, lastPaymentCents: 25_003 };

describe('the payment schedule', () => {
  it('daily payments fall on business days from the first business day after funding; the last absorbs the rounding', () => {
    const schedule = paymentSchedule({ fundedOn: '2026-11-20', frequency: 'daily', paymentCount: 3, paymentCents: 100, lastPaymentCents: 101 });
    expect(schedule).toEqual([{ dueOn: '2026-11-23', cumulativeCents: 100 }, { dueOn: '2026-11-24', cumulativeCents: 200 }, { dueOn: '2026-11-25', cumulativeCents: 301 }]);
  });

  it('weekly, biweekly and monthly count from the funded date (monthly on the month end when shorter)', () => {
    expect(paymentSchedule(weekly).map((due) => due.dueOn)).toEqual(['2026-10-08', '2026-10-15', '2026-10-22', '2026-10-29']);
    expect(paymentSchedule({ ...weekly, frequency: 'biweekly', paymentCount: 2 }).map((due) => due.dueOn)).toEqual(['2026-10-15', '2026-10-29']);
    expect(paymentSchedule({ ...weekly, fundedOn: '2026-01-31', frequency: 'monthly', paymentCount: 2 }).map((due) => due.dueOn)).toEqual(['2026-02-28', '2026-03-31']);
  });

  it('the chart series pairs scheduled and actual cumulative amounts, with no actuals after today', () => {
    const series = cumulativeSeries(weekly, [row(1, 'payment', 25_000, '2026-10-09')], '2026-10-16');
    expect(series).toEqual([
      { date: '2026-10-01', scheduledCents: 0, actualCents: 0 },
      { date: '2026-10-08', scheduledCents: 25_000, actualCents: 0 },
      { date: '2026-10-09', scheduledCents: 25_000, actualCents: 25_000 },
      { date: '2026-10-15', scheduledCents: 50_000, actualCents: 25_000 },
      { date: '2026-10-22', scheduledCents: 75_000, actualCents: null },
      { date: '2026-10-29', scheduledCents: 100_003, actualCents: null },
    ]);
  });
});

describe('missed payments and the renewal badge', () => {
  it('a due date in the last 30 days with less settled by then than scheduled is missed', () => {
    const onTime = [row(1, 'payment', 25_000, '2026-10-08'), row(2, 'payment', 25_000, '2026-10-15')];
    expect(missedDueDates(weekly, onTime, '2026-10-16')).toEqual([]);
    // Paid a day late: the 15th was missed, even though it was caught up on the 16th.
    const late = [row(1, 'payment', 25_000, '2026-10-08'), row(2, 'payment', 25_000, '2026-10-16')];
    expect(missedDueDates(weekly, late, '2026-10-16')).toEqual(['2026-10-15']);
    // More than 30 days later the miss no longer counts.
    expect(missedDueDates(weekly, [row(1, 'payment', 100_003, '2026-10-16')], '2026-11-30')).toEqual([]);
  });

  it('a reversed payment does not count as paid', () => {
    const reversed = [row(1, 'payment', 25_000, '2026-10-08'), row(2, 'reversal', -25_000, '2026-10-08', 1)];
    expect(missedDueDates(weekly, reversed, '2026-10-09')).toEqual(['2026-10-08']);
  });

  it('the badge needs an active deal, ≥ 50 % paid and no missed payment', () => {
    const half = ledgerTotals(100_000, [row(1, 'payment', 50_000, '2026-10-08')]);
    const less = ledgerTotals(100_000, [row(1, 'payment', 49_999, '2026-10-08')]);
    expect(isRenewalCandidate('active', half, [])).toBe(true);
    expect(isRenewalCandidate('active', less, [])).toBe(false);
    expect(isRenewalCandidate('active', half, ['2026-10-15'])).toBe(false);
    expect(isRenewalCandidate('delinquent', half, [])).toBe(false);
  });
});
