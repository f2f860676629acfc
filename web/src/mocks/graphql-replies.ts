import type { GraphQLQuery, GraphQLResponseBody } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type { Role } from '../generated/graphql';
import { mockScenario } from './scenario';

/**
 * How every GraphQL mock answers, once: data, an error in the server's shape (message, `extensions.code`, field
 * errors), and the role guard with the server's own messages (`auth-checker.ts`, `ForbiddenError`).
 */

export interface GraphQLFailure {
  message: string;
  /** The GraphQL code the server's edge maps the domain error to (BAD_USER_INPUT, CONFLICT, NOT_FOUND, …). */
  code: string;
  fieldErrors?: Record<string, string>;
  /** Any other extension the server adds (`requiresConfirmation`, `challenge`, `retryAfterSeconds`, …). */
  extensions?: Record<string, unknown>;
}

export function reply<Query extends GraphQLQuery = GraphQLQuery>(data: unknown) {
  return HttpResponse.json<GraphQLResponseBody<Query>>({ data: data as Query });
}

export function graphqlError<Query extends GraphQLQuery = GraphQLQuery>({ message, code, fieldErrors, extensions }: GraphQLFailure) {
  return HttpResponse.json<GraphQLResponseBody<Query>>({
    data: null,
    errors: [{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}), ...extensions } }],
  });
}

/** As the server's `@Authorized(roles)`: nobody signed in → UNAUTHENTICATED; another role → FORBIDDEN. */
export function refusal(roles: readonly Role[]): GraphQLFailure | undefined {
  const user = mockScenario.currentUser;
  if (!user) return { message: 'Authentication required', code: 'UNAUTHENTICATED' };
  if (!roles.includes(user.role)) return { message: "You don't have permission to access this resource", code: 'FORBIDDEN' };
  return undefined;
}

/** A BAD_USER_INPUT on one field, as the services' zod checks answer. */
export function invalid(field: string, message: string): GraphQLFailure {
  return { message, code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } };
}
