import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, otpauthUrl, totpCode, totpStep } from './totp.js';

// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890") in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const NOW = Date.parse('2026-11-23T12:00:10Z'); // a fixed clock: step 59_223_360

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors (last 6 digits)', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts the code of the current step and one step either side, and answers the step', () => {
    const step = totpStep(NOW);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, NOW), NOW, null)).toBe(step);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, NOW - 30_000), NOW, null)).toBe(step - 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, NOW + 30_000), NOW, null)).toBe(step + 1);
  });

  it('refuses a code two steps away, a wrong code and anything that is not six digits', () => {
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, NOW - 60_000), NOW, null)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, NOW + 60_000), NOW, null)).toBeNull();
    const right = totpCode(RFC_SECRET, NOW);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotpStep(RFC_SECRET, wrong, NOW, null)).toBeNull();
    for (const bad of ['', '12345', '1234567', 'abcdef', `${right.slice(0, 5)}x`]) expect(matchTotpStep(RFC_SECRET, bad, NOW, null)).toBeNull();
  });

  it('takes a code with spaces, as people type it', () => {
    const code = totpCode(RFC_SECRET, NOW);
    expect(matchTotpStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, NOW, null)).toBe(totpStep(NOW));
  });

  it('refuses a replayed step, and any step before the last one used', () => {
    const step = totpStep(NOW);
    const code = totpCode(RFC_SECRET, NOW);
    expect(matchTotpStep(RFC_SECRET, code, NOW, step)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, NOW - 30_000), NOW, step)).toBeNull();
    // The next step's code is still good after this one was used.
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, NOW + 30_000), NOW, step)).toBe(step + 1);
    // The same code is good again 30 s later only if it is a different step: it is not.
    expect(matchTotpStep(RFC_SECRET, code, NOW + 30_000, step)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URI for the QR code', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = otpauthUrl(secret, 'client@netfund.example');
    expect(url).toMatch(/^otpauth:\/\/totp\/NetFund:client%40netfund\.example\?/);
    expect(new URL(url).searchParams.get('secret')).toBe(secret);
    expect(new URL(url).searchParams.get('issuer')).toBe('NetFund');
  });
});
