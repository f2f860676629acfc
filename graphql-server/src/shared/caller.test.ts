import { describe, expect, it } from 'vitest';
import { Role, User } from '../modules/users/user.entity.js';
import { ANONYMOUS, callerOf, requireRole, requireSignedIn } from './caller.js';

function userWith(role: Role): User {
  return Object.assign(new User(), { id: 7, username: `a-${role}`, role });
}

describe('Caller', () => {
  it('stands for the session user, or for nobody', () => {
    const admin = userWith(Role.admin);
    expect(callerOf(admin)).toEqual({ user: admin, userId: 7, role: Role.admin, lenderId: null });
    expect(callerOf(admin, { twoFactorSetupRequired: true })).toEqual({ user: admin, userId: 7, role: null, lenderId: null, twoFactorSetupRequired: true });
    expect(callerOf(null)).toBe(ANONYMOUS);
  });

  it('requireSignedIn answers the user, or unauthenticated when signed out', () => {
    const client = userWith(Role.client);
    expect(requireSignedIn(callerOf(client))).toBe(client);
    expect(() => requireSignedIn(ANONYMOUS)).toThrow(expect.objectContaining({ kind: 'unauthenticated' }));
  });

  it('requireRole lets the listed roles through, refuses the others (forbidden) and the signed out (unauthenticated)', () => {
    const lender = userWith(Role.lender);
    expect(requireRole(callerOf(lender), [Role.admin, Role.lender])).toBe(lender);
    expect(() => requireRole(callerOf(lender), [Role.admin])).toThrow(expect.objectContaining({ kind: 'forbidden' }));
    expect(() => requireRole(callerOf(lender), [Role.client], 'Clients only')).toThrow('Clients only');
    expect(() => requireRole(ANONYMOUS, [Role.admin])).toThrow(expect.objectContaining({ kind: 'unauthenticated' }));
  });
});
