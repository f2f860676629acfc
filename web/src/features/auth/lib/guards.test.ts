import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../generated/graphql';
import type { Session, SessionUser } from '../api/session';
import { landingPathAfterSignIn, requireRole, safeReturnPath } from './guards';

/** The role rules of the app's guarded areas, as the route tree declares them. */
const rolesFor = (path: string): readonly Role[] | undefined => {
  if (path.startsWith('/admin/')) return ['admin'];
  if (path.startsWith('/client/')) return ['client'];
  if (path.startsWith('/lender/')) return ['lender'];
  if (path === '/dashboard' || path.startsWith('/net30/dashboard')) return ['client', 'admin'];
  return undefined;
};

describe('safeReturnPath', () => {
  it.each(['/client/dashboard', '/result/1?token=abc', '/the-netfund-brief?page=2#top', '/'])('keeps the site path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '//evil.example/client/dashboard',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'client/dashboard',
    '',
    undefined,
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBeUndefined();
  });
});

describe('landingPathAfterSignIn', () => {
  it("follows a return path into the user's own area", () => {
    expect(landingPathAfterSignIn('client', '/client/applications/2', rolesFor)).toBe('/client/applications/2');
    expect(landingPathAfterSignIn('admin', '/dashboard', rolesFor)).toBe('/dashboard');
  });

  it('follows a return path to a page anyone may open', () => {
    expect(landingPathAfterSignIn('lender', '/netbuilder?checkout=success', rolesFor)).toBe('/netbuilder?checkout=success');
  });

  it("sends the user to their dashboard instead of another role's area", () => {
    expect(landingPathAfterSignIn('client', '/admin/dashboard', rolesFor)).toBe('/client/dashboard');
    expect(landingPathAfterSignIn('lender', '/dashboard', rolesFor)).toBe('/lender/dashboard');
    expect(landingPathAfterSignIn('admin', '/client/dashboard?x=1', rolesFor)).toBe('/admin/dashboard');
  });

  it('sends the user to their dashboard without a return path or with an off-site one', () => {
    expect(landingPathAfterSignIn('admin', undefined, rolesFor)).toBe('/admin/dashboard');
    expect(landingPathAfterSignIn('client', '//evil.example/client/dashboard', rolesFor)).toBe('/client/dashboard');
  });
});

describe('requireRole and two-factor set-up required by policy', () => {
  const person = (role: Role, twoFactorSetupRequired: boolean): SessionUser => ({
    id: '1',
    username: role,
    role,
    email: `${role}@netfund.example`,
    firstName: null,
    lastName: null,
    twoFactorSetupRequired,
  });
  const sessionOf = (user: SessionUser | null): Session => ({
    getUser: () => Promise.resolve(user),
    setUser: () => {},
    current: () => user,
    subscribe: () => () => {},
  });
  const at = (pathname: string) => ({ pathname, href: pathname, search: {}, searchStr: '', hash: '', state: {} }) as unknown as ParsedLocation;

  async function redirectTarget(promise: Promise<unknown>): Promise<string | undefined> {
    try {
      await promise;
      return undefined;
    } catch (error) {
      if (!isRedirect(error)) throw error;
      return error.options.href ?? String(error.options.to);
    }
  }

  it.each([
    ['admin', '/admin/dashboard', ['admin'], '/admin/profile-settings'],
    ['admin', '/admin/blog', ['admin'], '/admin/profile-settings'],
    ['admin', '/dashboard', ['client', 'admin'], '/admin/profile-settings'],
    ['lender', '/lender/dashboard', ['lender'], '/profile'],
  ] as const)('sends a %s from %s to their settings page', async (role, path, roles, target) => {
    expect(await redirectTarget(requireRole(sessionOf(person(role, true)), at(path), roles))).toBe(target);
  });

  it('keeps the admin settings page itself reachable', async () => {
    const access = await requireRole(sessionOf(person('admin', true)), at('/admin/profile-settings'), ['admin']);
    expect(access.accessDenied).toBe(false);
  });

  it('lets users without the requirement through', async () => {
    const access = await requireRole(sessionOf(person('admin', false)), at('/admin/dashboard'), ['admin']);
    expect(access).toMatchObject({ accessDenied: false });
  });

  it("shows Access Denied rather than redirecting in another role's area", async () => {
    const access = await requireRole(sessionOf(person('lender', true)), at('/admin/dashboard'), ['admin']);
    expect(access.accessDenied).toBe(true);
  });

  it('still sends signed-out visitors to /auth with a way back', async () => {
    expect(await redirectTarget(requireRole(sessionOf(null), at('/admin/dashboard'), ['admin']))).toBe('/auth');
  });
});
