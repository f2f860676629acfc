/*
 * Where a user goes after signing in, for the web app (web/src/features/auth/lib/guards.ts, roles.ts) and for the
 * server's own sign-in form post (graphql-server/src/http/page-forms/): one rule for both.
 */

/** SPEC §2: each role's home (admin and lender have their own; anyone else the client's). */
export const HOME_PATH_BY_ROLE = {
  admin: '/admin/dashboard',
  client: '/client/dashboard',
  lender: '/lender/dashboard',
} as const;

export function homePathForRole(role: string): string {
  return HOME_PATH_BY_ROLE[role as keyof typeof HOME_PATH_BY_ROLE] ?? HOME_PATH_BY_ROLE.client;
}

const PROBE_ORIGIN = 'http://return-path.invalid';

/**
 * A return-to target is followed only if it is a path on this site: no `//host`, `https://…` or `javascript:`.
 * Browsers read `\` as `/` and drop tabs and newlines in URLs (`/\evil`, `/\t/evil` = `//evil`), so any of those
 * refuses the path outright.
 */
export function safeReturnPath(path: string | undefined): string | undefined {
  if (!path?.startsWith('/') || path.startsWith('//')) return undefined;
  if ([...path].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char === '\u007f')) return undefined;
  return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN ? path : undefined;
}
