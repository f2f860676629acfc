import type { OfferStatus } from './offer.entity.js';

/**
 * BACKOFFICE §3.3 as data: which status an offer may move to from which. Services ask `canMove` before every change
 * (and change rows only with a conditional UPDATE on the status they read), so a move the machine does not list is
 * a 409, never a write.
 */
export const OFFER_MOVES: Readonly<Record<OfferStatus, readonly OfferStatus[]>> = {
  sent: ['accepted', 'declined', 'withdrawn', 'expired', 'superseded', 'standby'],
  standby: ['sent', 'void', 'expired', 'withdrawn'],
  accepted: ['funded', 'fell_through'],
  declined: [],
  withdrawn: [],
  expired: [],
  superseded: [],
  void: [],
  funded: [],
  fell_through: [],
};

export const canMove = (from: OfferStatus, to: OfferStatus): boolean => OFFER_MOVES[from].includes(to);

/** A sent offer past its expiry is expired on read too (§3.3), before the job has run. */
export function effectiveStatus(offer: { status: OfferStatus; expiresAt: Date }, now = new Date()): OfferStatus {
  return (offer.status === 'sent' || offer.status === 'standby') && offer.expiresAt.getTime() <= now.getTime() ? 'expired' : offer.status;
}

/** Why an offer in `status` cannot be accepted, or null when it can (R22: a sent, unexpired offer). */
export function acceptRefusal(offer: { status: OfferStatus; expiresAt: Date }, now = new Date()): string | null {
  return effectiveStatus(offer, now) === 'sent' ? null : 'This offer is no longer available';
}
