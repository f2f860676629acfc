import { describe, expect, it } from 'vitest';
import { reminderStage } from './info-request-reminders.js';

describe('reminderStage', () => {
  it.each([
    ['2026-12-05', null],
    ['2026-12-04', null],
    ['2026-12-03', 'due_soon'],
    ['2026-12-02', 'due_soon'],
    ['2026-12-01', 'due_today'],
    ['2026-11-30', null],
    ['2026-11-29', null],
    ['2026-11-28', 'overdue'],
    ['2026-10-01', 'overdue'],
  ])('a request due %s is reminded on 2026-12-01 as %s', (dueOn, stage) => {
    expect(reminderStage(dueOn, '2026-12-01')).toBe(stage);
  });

  it('counts calendar days across a month and a daylight-saving change', () => {
    expect(reminderStage('2027-03-15', '2027-03-13')).toBe('due_soon');
    expect(reminderStage('2026-11-01', '2026-11-04')).toBe('overdue');
  });
});
