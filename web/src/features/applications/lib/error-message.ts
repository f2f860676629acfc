import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * SPEC §2: the message of a failed load — the server's (first GraphQL error) or the transport's — else `fallback`.
 * Apollo invents "Error message not found." for an empty server message; the spec's fallback is shown instead.
 */
export function loadErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.find((e) => e.message)?.message || fallback;
  return (error instanceof Error && error.message) || fallback;
}
