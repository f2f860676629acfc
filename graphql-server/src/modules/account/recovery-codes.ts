import { createHmac, randomInt } from 'node:crypto';

/** Ten codes per set (BACKOFFICE R5), each shown once. */
export const RECOVERY_CODE_COUNT = 10;
/** Crockford-like: no 0/O, 1/I/L, so a code read off paper is typed right. 10 characters ≈ 50 bits. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 10;

/** A new set of recovery codes, formatted `XXXXX-XXXXX`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let raw = '';
    for (let index = 0; index < LENGTH; index += 1) raw += ALPHABET[randomInt(ALPHABET.length)];
    codes.add(`${raw.slice(0, 5)}-${raw.slice(5)}`);
  }
  return [...codes];
}

/** What a typed code is compared as: letters upper-cased, dashes and spaces dropped. Null when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  if (compact.length !== LENGTH) return null;
  for (const character of compact) if (!ALPHABET.includes(character)) return null;
  return compact;
}

/**
 * The stored form of a code: HMAC-SHA-256 under a key from configuration (a copy of the table alone does not let
 * anyone test guesses offline), hex. Codes are random, so no per-code salt is needed; each is used at most once.
 */
export function hashRecoveryCode(normalized: string, key: Buffer): string {
  return createHmac('sha256', key).update(`recovery-code:${normalized}`).digest('hex');
}

/** Whether what was typed looks like a recovery code rather than a 6-digit authenticator code. */
export function looksLikeRecoveryCode(input: string): boolean {
  return normalizeRecoveryCode(input) !== null;
}
