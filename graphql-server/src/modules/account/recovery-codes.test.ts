import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.js';

describe('recovery codes', () => {
  it('makes ten distinct XXXXX-XXXXX codes from an unambiguous alphabet', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-KMNP-Z2-9]{5}-[A-HJ-KMNP-Z2-9]{5}$/);
    expect(newRecoveryCodes()).not.toEqual(codes);
  });

  it('compares what is typed without case, dashes or spaces', () => {
    expect(normalizeRecoveryCode('abcde-fghjk')).toBe('ABCDEFGHJK');
    expect(normalizeRecoveryCode(' ABCDE FGHJK ')).toBe('ABCDEFGHJK');
    expect(normalizeRecoveryCode('ABCDE-FGHJ')).toBeNull();
    expect(normalizeRecoveryCode('ABCDE-FGHJ0')).toBeNull(); // 0 is not in the alphabet
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });

  it('hashes under a key: the same code and key give the same hash, another key another', () => {
    const key = randomBytes(32);
    const hash = hashRecoveryCode('ABCDEFGHJK', key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode('ABCDEFGHJK', key)).toBe(hash);
    expect(hashRecoveryCode('ABCDEFGHJM', key)).not.toBe(hash);
    expect(hashRecoveryCode('ABCDEFGHJK', randomBytes(32))).not.toBe(hash);
  });
});
