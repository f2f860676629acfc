import { describe, expect, it } from 'vitest';
import { Role } from '../users/user.entity.js';
import { twoFactorSetupRequired } from './two-factor-policy.js';

describe('twoFactorSetupRequired', () => {
  const on = new Date();
  const all = { lenderRequires: true, adminRequires: true };

  it('requires it of admins only while the platform setting is on', () => {
    expect(twoFactorSetupRequired({ role: Role.admin, totpEnabledAt: null }, { lenderRequires: null, adminRequires: true })).toBe(true);
    expect(twoFactorSetupRequired({ role: Role.admin, totpEnabledAt: null }, { lenderRequires: null, adminRequires: false })).toBe(false);
    expect(twoFactorSetupRequired({ role: Role.admin, totpEnabledAt: null }, { lenderRequires: true, adminRequires: null })).toBe(false);
  });

  it("requires it of lenders only when their lender does", () => {
    expect(twoFactorSetupRequired({ role: Role.lender, totpEnabledAt: null }, { lenderRequires: true, adminRequires: null })).toBe(true);
    expect(twoFactorSetupRequired({ role: Role.lender, totpEnabledAt: null }, { lenderRequires: false, adminRequires: true })).toBe(false);
    expect(twoFactorSetupRequired({ role: Role.lender, totpEnabledAt: null }, { lenderRequires: null, adminRequires: true })).toBe(false);
  });

  it('never of clients, and of no one who has it on', () => {
    expect(twoFactorSetupRequired({ role: Role.client, totpEnabledAt: null }, all)).toBe(false);
    for (const role of [Role.admin, Role.lender, Role.client]) expect(twoFactorSetupRequired({ role, totpEnabledAt: on }, all)).toBe(false);
  });
});
