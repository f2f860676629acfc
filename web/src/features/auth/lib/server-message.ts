import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The message the server gave for a failed operation (first GraphQL error), so toasts can show it verbatim and fall
 * back to the spec's text when there is none (e.g. a network failure).
 */
export function serverMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  return undefined;
}
