import { describe, expect, it } from 'vitest';
import { OFFER_STATUSES, type OfferStatus } from './offer.entity.js';
import { acceptRefusal, canMove, effectiveStatus, OFFER_MOVES } from './offer-transitions.js';

describe('the offer state machine (§3.3)', () => {
  const legal: [OfferStatus, OfferStatus][] = [
    ['sent', 'accepted'],
    ['sent', 'declined'],
    ['sent', 'withdrawn'],
    ['sent', 'expired'],
    ['sent', 'superseded'],
    ['sent', 'standby'],
    ['standby', 'sent'],
    ['standby', 'void'],
    ['standby', 'expired'],
    ['accepted', 'funded'],
    ['accepted', 'fell_through'],
  ];

  it.each(legal)('%s → %s is legal', (from, to) => expect(canMove(from, to)).toBe(true));

  it('allows nothing else: every other pair is refused, and the final statuses move nowhere', () => {
    const allowed = new Set([...legal, ['standby', 'withdrawn']].map(([from, to]) => `${from}→${to}`));
    for (const from of OFFER_STATUSES) {
      for (const to of OFFER_STATUSES) expect(canMove(from, to)).toBe(allowed.has(`${from}→${to}`));
    }
    for (const final of ['declined', 'withdrawn', 'expired', 'superseded', 'void', 'funded', 'fell_through'] as const) expect(OFFER_MOVES[final]).toEqual([]);
  });

  it('reads a live offer past its expiry as expired, and only a sent, unexpired one can be accepted', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const past = new Date('2026-11-23T11:59:59Z');
    const future = new Date('2026-11-24T12:00:00Z');
    expect(effectiveStatus({ status: 'sent', expiresAt: past }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'standby', expiresAt: past }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'accepted', expiresAt: past }, now)).toBe('accepted');
    expect(acceptRefusal({ status: 'sent', expiresAt: future }, now)).toBeNull();
    expect(acceptRefusal({ status: 'sent', expiresAt: past }, now)).toBe('This offer is no longer available');
    expect(acceptRefusal({ status: 'standby', expiresAt: future }, now)).toBe('This offer is no longer available');
  });
});
