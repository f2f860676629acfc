import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));
  const secret = Buffer.from('12345678901234567890');

  it('opens what it sealed, and never stores the plaintext', () => {
    const sealed = box.seal(secret, 'user:1');
    expect(sealed.includes(secret)).toBe(false);
    expect(box.open(sealed, 'user:1')).toEqual(secret);
    expect(box.seal(secret, 'user:1')).not.toEqual(sealed); // a fresh IV each time
  });

  it('refuses a value sealed for another user, with another key, or changed', () => {
    const sealed = box.seal(secret, 'user:1');
    expect(() => box.open(sealed, 'user:2')).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'user:1')).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => box.open(tampered, 'user:1')).toThrow();
    expect(() => box.open(Buffer.from([1, 2, 3]), 'user:1')).toThrow('Not a sealed secret');
  });

  it('needs a 256-bit key', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});
