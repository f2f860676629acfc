import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Role } from '../../../generated/graphql';
import type { Session, SessionUser } from '../api/session';

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
  return { user, accessDenied: !allowedRoles.includes(user.role) };
}

/** A return-to target is followed only if it stays on this site (no `//host` or `https://` open redirects). */
export function safeReturnPath(path: string | undefined): string | undefined {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  return path;
}
