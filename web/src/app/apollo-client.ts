import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * SPEC §7: every call carries cookies; no polling, no refetch on focus, no retries (Apollo does none by default).
 * The session cookie is HttpOnly and same-origin, so the default JSON POST also satisfies the server's CSRF guard.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}
