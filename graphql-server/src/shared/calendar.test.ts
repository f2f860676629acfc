import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate } from './calendar.js';

describe('isCalendarDate', () => {
  it('accepts the days of the calendar', () => {
    for (const day of [
      '2026-01-01',
      '2026-02-28',
      '2024-02-29',
      '2000-02-29',
      '2026-12-31',
      '0001-01-01',
      '9999-12-31',
    ])
      expect(isCalendarDate(day), day).toBe(true);
  });

  it('refuses months and days the calendar does not have, and other shapes', () => {
    for (const text of [
      '2026-13-01',
      '2026-00-10',
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-01-00',
      '2026-01-32',
      '0000-01-01',
      '2026-1-01',
      '26-01-01',
      '2026-01-01T00:00:00Z',
      ' 2026-01-01',
      '2026/01/01',
      '',
      '２０２６-01-01',
    ]) {
      expect(isCalendarDate(text), text).toBe(false);
    }
  });

  it('agrees with the calendar for every day from 0001 to 9999 (property)', () => {
    const day = fc
      .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(fc.property(day, (iso) => isCalendarDate(iso) && isCalendarDate(addDays(iso, 0))));
    // Any YYYY-MM-DD text is a day exactly when the calendar round-trips it.
    const text = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(text, (iso) => {
        const date = new Date(0);
        const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
        date.setUTCFullYear(y, m - 1, d);
        const roundTrips =
          y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
        expect(isCalendarDate(iso)).toBe(roundTrips);
      }),
    );
  });
});
