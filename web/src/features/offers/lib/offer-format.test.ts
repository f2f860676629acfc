import { describe, expect, it } from 'vitest';
import { expiryText } from './offer-format';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-23T13:00:00.000Z');
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();

describe('expiryText', () => {
  it('says the days the lender gave a moment after the offer was sent (7 days, not 6)', () => {
    expect(expiryText(at(7 * 24 - 0.01), now).text).toMatch(/^Expires in 7 days \(/);
    expect(expiryText(at(5 * 24 + 3), now).text).toMatch(/^Expires in 5 days \(/);
  });

  it('counts hours under two days and minutes under two hours, urgent under two days; past is expired', () => {
    expect(expiryText(at(30), now)).toMatchObject({ text: expect.stringMatching(/^Expires in 30 hours \(/), urgent: true });
    expect(expiryText(at(0.5), now).text).toMatch(/^Expires in 30 minutes \(/);
    expect(expiryText(at(49), now).urgent).toBe(false);
    expect(expiryText(at(-1), now)).toEqual({ text: 'Expired', urgent: true });
  });
});
