import { describe, expect, it } from 'vitest';
import { QuotaReport, retryLaterMessage } from './rate-limit.js';

describe('retryLaterMessage', () => {
  it.each([
    [1, 'Too many. Please try again in 1 second.'],
    [11, 'Too many. Please try again in 11 seconds.'],
    [59, 'Too many. Please try again in 59 seconds.'],
    [60, 'Too many. Please try again in 1 minute.'],
    [61, 'Too many. Please try again in 2 minutes.'],
    [3600, 'Too many. Please try again in 60 minutes.'],
  ])('words a wait of %i seconds from the same seconds as Retry-After, rounding up: %s', (seconds, message) => {
    expect(retryLaterMessage('Too many.', seconds)).toBe(message);
  });
});

describe('QuotaReport', () => {
  it('keeps one quota per policy, the last recorded, and gives an attempt back', () => {
    const report = new QuotaReport();
    report.record({ policy: 'sign-in-account', limit: 5, remaining: 3, resetSeconds: 900, windowSeconds: 900 });
    report.record({ policy: 'sign-in-ip', limit: 20, remaining: 18, resetSeconds: 850, windowSeconds: 900 });
    report.record({ policy: 'sign-in-ip', limit: 20, remaining: 17, resetSeconds: 849, windowSeconds: 900 });
    report.giveBack('sign-in-account');
    expect(report.quotas()).toEqual([
      { policy: 'sign-in-account', limit: 5, remaining: 4, resetSeconds: 900, windowSeconds: 900 },
      { policy: 'sign-in-ip', limit: 20, remaining: 17, resetSeconds: 849, windowSeconds: 900 },
    ]);
  });

  it('never gives back more than the limit', () => {
    const report = new QuotaReport();
    report.record({ policy: 'p', limit: 2, remaining: 2, resetSeconds: 60, windowSeconds: 60 });
    report.giveBack('p');
    report.giveBack('unknown');
    expect(report.quotas()[0]!.remaining).toBe(2);
  });
});
