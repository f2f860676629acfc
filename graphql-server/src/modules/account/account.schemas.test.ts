import { describe, expect, it } from 'vitest';
import { parseInput } from '../../shared/validation.js';
import { Role } from '../users/user.entity.js';
import { minimumPasswordLength, newPasswordSchema, phoneSchema } from './account.schemas.js';

describe('phone numbers', () => {
  it('keeps common formats as E.164', () => {
    expect(phoneSchema.parse('(512) 555-0100')).toBe('+15125550100');
    expect(phoneSchema.parse('512.555.0100')).toBe('+15125550100');
    expect(phoneSchema.parse('1 512 555 0100')).toBe('+15125550100');
    expect(phoneSchema.parse('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneSchema.parse('')).toBeNull();
    expect(phoneSchema.parse(null)).toBeNull();
  });

  it('refuses what cannot be a phone number', () => {
    for (const value of ['555-0100', 'call me', '+0 123 456 789', '+1234567', '12345678901234567', '+1 512 555 0100 x2']) {
      expect(phoneSchema.safeParse(value).success, value).toBe(false);
    }
  });
});

describe('new passwords', () => {
  const check = (role: Role, newPassword: string, confirmPassword = newPassword) => {
    try {
      parseInput(newPasswordSchema(role), { newPassword, confirmPassword });
      return 'ok';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('needs 6 characters from clients and 12 from lenders and admins', () => {
    expect([Role.client, Role.lender, Role.admin].map(minimumPasswordLength)).toEqual([6, 12, 12]);
    expect(check(Role.client, 'zq7-wx')).toBe('ok');
    expect(check(Role.client, 'zq7-w')).toBe('Password must be at least 6 characters');
    expect(check(Role.lender, 'zq7-wxv-k2p')).toBe('Password must be at least 12 characters');
    expect(check(Role.admin, 'zq7-wxv-k2p-m')).toBe('ok');
  });

  it('refuses a mismatch and a common password with the messages word for word', () => {
    expect(check(Role.client, 'zq7-wxv', 'zq7-wxw')).toBe('Passwords do not match');
    expect(check(Role.client, 'Password1')).toBe('This password is too common. Choose another');
  });
});
