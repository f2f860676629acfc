import { describe, expect, it } from 'vitest';
import { lastClosableMonth } from '../statements/net30-statement-builder.js';
import { reminderKind } from './net30-jobs.js';

describe('Net30 job calendar rules', () => {
  it('reminds 1 to 5 days before the due date (due soon), on it (due today) and from 3 days after it (past due)', () => {
    const due = '2026-04-10';
    const kinds = ['2026-04-04', '2026-04-05', '2026-04-09', '2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13', '2026-05-30'].map((today) => reminderKind(due, today));
    expect(kinds).toEqual([null, 'due_soon', 'due_soon', 'due_today', null, null, 'past_due', 'past_due']);
  });

  it('closes the month before once the statement day has come, else the month before that (across a year end)', () => {
    expect(lastClosableMonth('2026-04-01', 1)).toBe('2026-03');
    expect(lastClosableMonth('2026-04-01', 2)).toBe('2026-02');
    expect(lastClosableMonth('2026-04-02', 2)).toBe('2026-03');
    expect(lastClosableMonth('2027-01-01', 1)).toBe('2026-12');
    expect(lastClosableMonth('2027-01-15', 28)).toBe('2026-11');
  });
});
