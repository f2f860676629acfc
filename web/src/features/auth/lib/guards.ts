import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Role } from '../../../generated/graphql';
import type { Session, SessionUser } from '../api/session';
import { safeReturnPath } from '../../../../../shared/sign-in-landing';
import { homePathForRole } from './roles';

export interface RoleAccess {
  user: SessionUser;
  /** True when signed in with a role the route does not allow: the route shows Access Denied instead. */
  accessDenied: boolean;
}

/**
 * `beforeLoad` guard for role-restricted routes (SPEC §4 page access). Comfort only: the server enforces
 * authorization on every field and endpoint (DESIGN §5).
 */
export async function requireRole(
  session: Session,
  location: ParsedLocation,
  allowedRoles: readonly Role[],
): Promise<RoleAccess> {
  const user = await session.getUser();
  if (!user) {
    throw redirect({ to: '/auth', search: { redirect: location.href } });
  }
  const accessDenied = !allowedRoles.includes(user.role);
  const setupPath = twoFactorSetupPath(user);
  if (!accessDenied && setupPath && location.pathname !== setupPath) throw redirect({ href: setupPath, replace: true });
  return { user, accessDenied };
}

/**
 * Where a user whose role must use two-factor sign-in (policy on, not set up yet: `me.twoFactorSetupRequired`)
 * sets it up; every guarded page sends them there (BACKOFFICE R5), as the server refuses everything else anyway.
 */
export function twoFactorSetupPath(user: SessionUser): string | undefined {
  if (!user.twoFactorSetupRequired) return undefined;
  return user.role === 'admin' ? '/admin/profile-settings' : user.role === 'lender' ? '/profile' : undefined;
}

/** The roles a site path's guarded area admits (from the route tree); undefined when anyone may open it. */
export type RolesForPath = (path: string) => readonly Role[] | undefined;

/** A return-to target is followed only if it is a path on this site (shared with the server's sign-in form post). */
export { safeReturnPath };

/**
 * Where a user goes after signing in: the requested return path if it is on this site and their role may open it
 * (a `?redirect=` can be stale: left by another user of the same tab), otherwise their role's dashboard.
 */
export function landingPathAfterSignIn(role: Role, requested: string | undefined, rolesFor: RolesForPath): string {
  const path = safeReturnPath(requested);
  const allowedRoles = path === undefined ? undefined : rolesFor(path);
  return path !== undefined && (!allowedRoles || allowedRoles.includes(role)) ? path : homePathForRole(role);
}
