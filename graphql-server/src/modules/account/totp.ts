import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** One step either side of now: a phone clock a little off still works (RFC 6238 §5.2). */
const WINDOW = 1;

/** What the services read the time from; tests pass a fixed one. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** A new random 160-bit secret, as base32 (what the manual-entry key shows). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function otpauthUrl(secretBase32: string, accountName: string, issuer = 'NetFund'): string {
  return new TOTP({ issuer, label: accountName, secret: Secret.fromBase32(secretBase32), algorithm: ALGORITHM, digits: DIGITS, period: TOTP_PERIOD_SECONDS }).toString();
}

/** The time step a timestamp falls in. */
export function totpStep(timestampMs: number): number {
  return Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code for a time (tests and the demo use it to act as the authenticator app). */
export function totpCode(secretBase32: string, timestampMs: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), algorithm: ALGORITHM, digits: DIGITS, period: TOTP_PERIOD_SECONDS, timestamp: timestampMs });
}

/**
 * The time step a 6-digit code belongs to (now, or one step either side), or null when it matches none. A step at
 * or before `lastUsedStep` is refused: each step is accepted once (replay), and the caller stores the step it
 * accepts with a compare-and-set so that two requests racing with one code cannot both pass.
 */
export function matchTotpStep(secretBase32: string, code: string, now: number, lastUsedStep: number | null): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const secret = Secret.fromBase32(secretBase32);
  const current = totpStep(now);
  // Newest first, so that when a code (by chance) matches two steps the unused one wins.
  for (const delta of [WINDOW, 0, -WINDOW]) {
    const step = current + delta;
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    const expected = TOTP.generate({ secret, algorithm: ALGORITHM, digits: DIGITS, period: TOTP_PERIOD_SECONDS, timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
    if (timingSafeEqualText(expected, token)) return step;
  }
  return null;
}

function timingSafeEqualText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
