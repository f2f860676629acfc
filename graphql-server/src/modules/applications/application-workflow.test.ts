import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ApplicationStatus,
  availableActions,
  isTerminal,
  publicStatus,
  REOPEN_WINDOW_DAYS,
  transition,
  WorkflowAction,
  WorkflowStatus,
} from './application-workflow.js';

const DAY = 24 * 60 * 60 * 1000;
const STATUSES = Object.values(WorkflowStatus);
const ACTIONS = Object.values(WorkflowAction);
const NOW = new Date('2026-11-22T12:00:00Z');

describe('the application workflow (BACKOFFICE §3.2)', () => {
  it.each([
    [WorkflowStatus.draft, WorkflowAction.submit, WorkflowStatus.submitted],
    [WorkflowStatus.submitted, WorkflowAction.start_review, WorkflowStatus.in_review],
    [WorkflowStatus.in_review, WorkflowAction.decline, WorkflowStatus.declined],
    [WorkflowStatus.matched, WorkflowAction.decline, WorkflowStatus.declined],
    [WorkflowStatus.offered, WorkflowAction.decline, WorkflowStatus.declined],
    [WorkflowStatus.in_review, WorkflowAction.close, WorkflowStatus.closed],
    [WorkflowStatus.submitted, WorkflowAction.withdraw, WorkflowStatus.withdrawn],
    [WorkflowStatus.accepted, WorkflowAction.withdraw, WorkflowStatus.withdrawn],
    [WorkflowStatus.in_review, WorkflowAction.assign, WorkflowStatus.in_review],
  ])('%s --%s--> %s', (from, action, expected) => {
    expect(transition(from, action, { now: NOW })).toEqual({ ok: true, to: expected });
  });

  it('reopens a decline or a close within 90 days only, into review', () => {
    const justInside = new Date(NOW.getTime() - REOPEN_WINDOW_DAYS * DAY);
    const outside = new Date(justInside.getTime() - 1);
    for (const from of [WorkflowStatus.declined, WorkflowStatus.closed]) {
      expect(transition(from, WorkflowAction.reopen, { decidedAt: justInside, now: NOW })).toEqual({ ok: true, to: WorkflowStatus.in_review });
      expect(transition(from, WorkflowAction.reopen, { decidedAt: outside, now: NOW })).toEqual({
        ok: false,
        reason: 'An application can be reopened within 90 days of its decision only',
      });
    }
  });

  it('answers illegal moves with the sentences of the contract', () => {
    expect(transition(WorkflowStatus.withdrawn, WorkflowAction.decline)).toEqual({ ok: false, reason: 'Cannot decline a withdrawn application' });
    expect(transition(WorkflowStatus.funded, WorkflowAction.decline)).toEqual({ ok: false, reason: 'Cannot decline a funded application' });
    expect(transition(WorkflowStatus.in_review, WorkflowAction.start_review)).toEqual({ ok: false, reason: 'Only a submitted application can be taken into review' });
    expect(transition(WorkflowStatus.accepted, WorkflowAction.decline)).toEqual({ ok: false, reason: 'Mark the accepted offer as fallen through first' });
  });

  it('derives the public status: review, approved, declined, or nothing', () => {
    expect(STATUSES.map((status) => [status, publicStatus(status)])).toEqual([
      ['draft', null],
      ['submitted', ApplicationStatus.review],
      ['in_review', ApplicationStatus.review],
      ['matched', ApplicationStatus.review],
      ['offered', ApplicationStatus.approved],
      ['accepted', ApplicationStatus.approved],
      ['funded', ApplicationStatus.approved],
      ['declined', ApplicationStatus.declined],
      ['closed', null],
      ['withdrawn', null],
    ]);
  });

  it('lists as available exactly the actions it would allow', () => {
    expect(availableActions(WorkflowStatus.submitted)).toEqual(['start_review', 'assign', 'withdraw', 'edit_facts']);
    expect(availableActions(WorkflowStatus.in_review)).toEqual(['assign', 'decline', 'close', 'withdraw', 'edit_facts']);
    expect(availableActions(WorkflowStatus.declined, { decidedAt: NOW, now: NOW })).toEqual(['reopen']);
    expect(availableActions(WorkflowStatus.withdrawn, { decidedAt: NOW, now: NOW })).toEqual([]);
  });

  describe('over random sequences of actions', () => {
    const step = fc.record({ action: fc.constantFrom(...ACTIONS), daysLater: fc.integer({ min: 0, max: 200 }) });
    const run = fc.record({ start: fc.constantFrom(...STATUSES), steps: fc.array(step, { maxLength: 30 }) });

    it('never reaches an undefined status; every refusal has a sentence; terminal statuses refuse all but a timely reopen', () => {
      fc.assert(
        fc.property(run, ({ start, steps }) => {
          let status = start;
          let now = NOW;
          let decidedAt: Date | null = isTerminal(start) ? NOW : null;
          for (const { action, daysLater } of steps) {
            now = new Date(now.getTime() + daysLater * DAY);
            const result = transition(status, action, { decidedAt, now });
            if (!result.ok) {
              expect(result.reason).toMatch(/^[A-Z].{10,}[a-z0-9]$/);
              if (isTerminal(status) && action === WorkflowAction.reopen && status !== WorkflowStatus.funded && status !== WorkflowStatus.withdrawn) {
                expect(now.getTime() - decidedAt!.getTime()).toBeGreaterThan(REOPEN_WINDOW_DAYS * DAY);
              }
              continue;
            }
            expect(STATUSES).toContain(result.to);
            if (isTerminal(status)) {
              expect(action).toBe(WorkflowAction.reopen);
              expect([WorkflowStatus.declined, WorkflowStatus.closed]).toContain(status);
              expect(now.getTime() - decidedAt!.getTime()).toBeLessThanOrEqual(REOPEN_WINDOW_DAYS * DAY);
            }
            if (isTerminal(result.to) && result.to !== status) decidedAt = now;
            status = result.to;
          }
        }),
        { numRuns: 500 },
      );
    });

    it('offers as available exactly the actions that succeed', () => {
      fc.assert(
        fc.property(fc.constantFrom(...STATUSES), fc.integer({ min: 0, max: 200 }), (status, days) => {
          const context = { decidedAt: NOW, now: new Date(NOW.getTime() + days * DAY) };
          for (const action of ACTIONS) {
            if (action === WorkflowAction.submit) continue;
            expect(availableActions(status, context).includes(action)).toBe(transition(status, action, context).ok);
          }
        }),
      );
    });
  });
});
