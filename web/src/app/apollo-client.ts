import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';

/** The server's answer to a request whose session is gone (signed out elsewhere, revoked, expired): GraphQL code or 401. */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((graphqlError) => graphqlError.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * SPEC §7: every call carries cookies; no polling, no refetch on focus, no retries (Apollo does none by default).
 * The session cookie is HttpOnly and same-origin, so the default JSON POST also satisfies the server's CSRF guard.
 */
export function createApolloClient(uri = '/graphql', onUnauthenticated?: () => void): ApolloClient {
  const http = new HttpLink({ uri, credentials: 'include' });
  const unauthenticated = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) onUnauthenticated?.();
  });
  return new ApolloClient({
    link: onUnauthenticated ? ApolloLink.from([unauthenticated, http]) : http,
    cache: new InMemoryCache(),
  });
}
