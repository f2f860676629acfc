import { Role, type User } from '../users/user.entity.js';

/**
 * Whether the user must set up two-factor sign-in before anything else (issue 13 contract `twoFactorSetupRequired`):
 * their role requires it by policy (admins when the platform setting "require two-factor for admins" is on; lenders
 * whose lender requires it) and it is not on. Clients: never. The two policy flags come with the request's session
 * query (auth.service.ts resolveSession), so the check costs no query of its own.
 */
export function twoFactorSetupRequired(user: Pick<User, 'role' | 'totpEnabledAt'>, policy: { lenderRequires: boolean | null; adminRequires: boolean | null }): boolean {
  if (user.totpEnabledAt) return false;
  if (user.role === Role.lender) return policy.lenderRequires === true;
  if (user.role === Role.admin) return policy.adminRequires === true;
  return false;
}
