import { describe, expect, it } from 'vitest';
import type { Role } from '../../../generated/graphql';
import { landingPathAfterSignIn, safeReturnPath } from './guards';

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
