import type { AuthChecker } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors.js';
import type { GraphQLContext } from './context.js';

/**
 * `@Authorized()` needs a signed-in user; `@Authorized('admin', ...)` one of those roles.
 * Throws domain errors so that GraphQL answers UNAUTHENTICATED or FORBIDDEN, as REST answers 401 or 403.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  if (!context.user) throw new UnauthenticatedError();
  if (roles.length > 0 && !roles.includes(context.user.role)) throw new ForbiddenError();
  return true;
};
