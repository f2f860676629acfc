import { Role, type User } from '../modules/users/user.entity.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';

/**
 * Who is asking: every service method that reads or changes something on a user's behalf takes one and checks it
 * itself (`requireSignedIn`, `requireRole`, then ownership of the object), so GraphQL and REST cannot disagree.
 * The edges build it once per request from the session; a resolver's role decorator is only a first gate.
 */
export interface Caller {
  readonly user: User | null;
  readonly role: Role | null;
  /** The lender a lender user works for (`users.lender_id`); null for everyone else. */
  readonly lenderId: number | null;
}

export const ANONYMOUS: Caller = Object.freeze({ user: null, role: null, lenderId: null });

/** The caller a session's user (or no session) stands for. */
export function callerOf(user: User | null): Caller {
  if (!user) return ANONYMOUS;
  return Object.freeze({ user, role: user.role, lenderId: user.role === Role.lender ? (user.lenderId ?? null) : null });
}

/** The signed-in user, or UnauthenticatedError (401). */
export function requireSignedIn(caller: Caller): User {
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
