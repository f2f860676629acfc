import type { AnyRouter } from '@tanstack/react-router';
import type { RolesForPath } from '../../auth/lib/guards';

/**
 * The role rules of the route tree as a function of a site path: the guarded layout routes (`_admin`, `_client`,
 * `_lender`, `_member`) declare their roles in `staticData.roles`, the same list their `beforeLoad` guard checks.
 */
export function routeRolesFor(router: AnyRouter): RolesForPath {
  return (path) => {
    const [routes] = router.getMatchedRoutes(new URL(path, 'http://path.invalid').pathname);
    return routes.findLast((route) => route.options.staticData?.roles)?.options.staticData?.roles;
  };
}
