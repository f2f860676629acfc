import { describe, expect, it } from 'vitest';
import { formatCents, formatShareBps, parseDollarsToCents, platformToday } from './funding-format';

describe('funding formats', () => {
  it('formats cents and shares', () => {
    expect(formatCents(6_500_000)).toBe('$65,000.00');
    expect(formatCents(-1)).toBe('-$0.01');
    expect(formatShareBps(5_034)).toBe('50.3%');
    expect(formatShareBps(105)).toBe('1.0%');
    expect(formatShareBps(9_999)).toBe('99.9%');
  });

  it('reads dollars typed into the amount field', () => {
    expect([parseDollarsToCents('515.87'), parseDollarsToCents('$1,000'), parseDollarsToCents('0'), parseDollarsToCents('1.234'), parseDollarsToCents('')]).toEqual([51_587, 100_000, null, null, null]);
  });
});

describe('platformToday', () => {
  it('is the day in New York, not the viewer’s', () => {
    expect(platformToday(new Date('2026-11-23T04:30:00Z'))).toBe('2026-11-22');
    expect(platformToday(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-23');
  });
});
