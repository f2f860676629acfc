import type { AuthChecker } from 'type-graphql';
import { requireSignedIn } from '../shared/caller.js';
import { ForbiddenError } from '../shared/errors.js';
import type { GraphQLContext } from './context.js';

/**
 * `@Authorized()` needs a signed-in user; `@Authorized('admin', ...)` one of those roles.
 * Throws domain errors so that GraphQL answers UNAUTHENTICATED or FORBIDDEN, as REST answers 401 or 403.
 * The signed-in check is the services' own (`requireSignedIn`), so a user who must set up two-factor sign-in first
 * is refused here as there.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  const user = requireSignedIn(context.caller);
  if (roles.length > 0 && !roles.includes(user.role)) throw new ForbiddenError();
  return true;
};
