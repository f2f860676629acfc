import type { Services } from '../module.js';
import { Role, type User } from '../users/user.entity.js';

/**
 * The platform setting "require two-factor for admins" (off in demo data), read through the platform settings
 * service, which caches it per process for a few seconds: an admin's request costs no extra query in the usual case.
 */
export async function adminTwoFactorRequired(services: Services): Promise<boolean> {
  return (await services.platformSettings.current()).requireAdminTwoFactor === true;
}

/**
 * Whether the user must set up two-factor sign-in before anything else (issue 13 contract `twoFactorSetupRequired`):
 * their role requires it by policy (admins when the platform setting is on; lenders whose lender requires it) and it
 * is not on. `lenderRequiresTwoFactor` comes with the user's row (the session query joins it); clients: never.
 * Users who have it on, and clients, cost nothing here.
 */
export async function twoFactorSetupRequired(user: User, lenderRequiresTwoFactor: boolean | null, services: Services): Promise<boolean> {
  if (user.totpEnabledAt) return false;
  if (user.role === Role.lender) return lenderRequiresTwoFactor === true;
  if (user.role === Role.admin) return adminTwoFactorRequired(services);
  return false;
}
