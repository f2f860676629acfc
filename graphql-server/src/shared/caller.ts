import { Role, type User } from '../modules/users/user.entity.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';

/**
 * Who is asking: every service method that reads or changes something on a user's behalf takes one and checks it
 * itself (`requireSignedIn`, `requireRole`, then ownership of the object), so GraphQL and REST cannot disagree.
 * The edges build it once per request from the session; a resolver's role decorator is only a first gate.
 */
export interface Caller {
  readonly user: User | null;
  /**
   * The signed-in user's id (`user?.id`), known without the user entity: ownership checks compare it, so that a read
   * whose caller is built from the session's row does not build the entity (the request state builds it on first use).
   */
  readonly userId: number | null;
  readonly role: Role | null;
  /** The lender a lender user works for (`users.lender_id`); null for everyone else. */
  readonly lenderId: number | null;
  /**
   * The user's role requires two-factor sign-in by policy (admins when the platform setting is on, lenders whose
   * lender requires it) and it is not set up. Such a caller may use only their own account (`requireAccountHolder`):
   * every other check answers FORBIDDEN "Set up two-factor authentication to continue", and it holds no role.
   */
  readonly twoFactorSetupRequired?: boolean;
}

/** BACKOFFICE R5: what a user who must set up two-factor sign-in is told everywhere else. */
export const SET_UP_TWO_FACTOR = 'Set up two-factor authentication to continue';

export const ANONYMOUS: Caller = Object.freeze({ user: null, userId: null, role: null, lenderId: null });

/**
 * The caller a session's user (or no session) stands for. With `twoFactorSetupRequired` the caller keeps the user
 * (for their own account) but holds no role, so role checks anywhere fail closed.
 */
export function callerOf(user: User | null, options: { twoFactorSetupRequired?: boolean } = {}): Caller {
  if (!user) return ANONYMOUS;
  if (options.twoFactorSetupRequired) return Object.freeze({ user, userId: user.id, role: null, lenderId: null, twoFactorSetupRequired: true });
  return Object.freeze({ user, userId: user.id, role: user.role, lenderId: user.role === Role.lender ? (user.lenderId ?? null) : null });
}

/**
 * The signed-in user, or UnauthenticatedError (401); ForbiddenError when they must set up two-factor sign-in first
 * (the one place that rule is enforced: every service check and the GraphQL auth checker come through here).
 */
export function requireSignedIn(caller: Caller): User {
  if (!caller.user) throw new UnauthenticatedError();
  if (caller.twoFactorSetupRequired) throw new ForbiddenError(SET_UP_TWO_FACTOR);
  return caller.user;
}

/**
 * The signed-in user acting on their own account (profile, password, two-factor, sessions, sign-out): allowed even
 * while two-factor set-up is required, since that is how they set it up.
 */
export function requireAccountHolder(caller: Caller): User {
  if (!caller.user) throw new UnauthenticatedError();
  return caller.user;
}

/** The signed-in user if their role is one of `roles`; otherwise 401 (signed out) or 403 (`message` if given). */
export function requireRole(caller: Caller, roles: readonly Role[], message?: string): User {
  const user = requireSignedIn(caller);
  if (!roles.includes(user.role)) throw new ForbiddenError(message);
  return user;
}

export const isAdmin = (caller: Caller): boolean => caller.role === Role.admin;
