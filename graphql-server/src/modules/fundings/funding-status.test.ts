import { describe, expect, it } from 'vitest';
import { FUNDING_STATUSES } from './funding.entity.js';
import { fundingStatusMoveError } from './funding-status.js';

describe('the funding machine (§3.5)', () => {
  it('allows exactly the legal moves', () => {
    const legal = FUNDING_STATUSES.flatMap((from) => FUNDING_STATUSES.filter((to) => fundingStatusMoveError(from, to) === null).map((to) => `${from}→${to}`));
    expect(legal).toEqual([
      'active→paid_off', 'active→delinquent', 'active→defaulted', 'active→renewed',
      'delinquent→active', 'delinquent→paid_off', 'delinquent→defaulted',
      'defaulted→written_off',
    ]);
  });

  it('says why an illegal move is refused', () => {
    expect(fundingStatusMoveError('written_off', 'active')).toBe('A funding that is written off cannot change status');
    expect(fundingStatusMoveError('defaulted', 'active')).toBe('A funding that is defaulted can only become written off');
    expect(fundingStatusMoveError('active', 'active')).toBe('The funding is already active');
  });
});
