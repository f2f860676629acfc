import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './common-passwords.js';

describe('the breached-password list', () => {
  it('holds 10,000 passwords', () => {
    expect(commonPasswordCount()).toBe(10_000);
  });

  it('knows the most common ones, in any letter case', () => {
    for (const password of ['123456', 'password', 'qwerty', 'letmein', 'PassWord', 'Dragon', 'iloveyou', 'trustno1']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('correct horse battery staple 42')).toBe(false);
    expect(isCommonPassword('demo-pass-long-enough')).toBe(false);
  });
});
