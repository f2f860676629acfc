import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import type { ServerRenderContext } from './router-context';

/** The server's answer to a request whose session is gone (signed out elsewhere, revoked, expired): GraphQL code or 401. */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((graphqlError) => graphqlError.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * SPEC §7: every call carries cookies; no polling, no refetch on focus, no retries (Apollo does none by default).
 * The session cookie is HttpOnly and same-origin, so the default JSON POST also satisfies the server's CSRF guard.
 */
export function createApolloClient(uri = '/graphql', onUnauthenticated?: () => void, ssr?: ServerRenderContext): ApolloClient {
  // On the server the page's queries run in-process; in the browser over HTTP.
  const http = ssr?.apolloLink ?? new HttpLink({ uri, credentials: 'include' });
  const unauthenticated = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) onUnauthenticated?.();
  });
  const cache = new InMemoryCache();
  if (ssr?.apolloState) cache.restore(ssr.apolloState as ReturnType<InMemoryCache['extract']>);
  const client = new ApolloClient({
    link: onUnauthenticated ? ApolloLink.from([unauthenticated, http]) : http,
    cache,
    ssrMode: Boolean(ssr?.apolloLink),
    // After a server-rendered page hydrates, its `network-only` queries answer from the cache the server sent
    // instead of asking again at once (the same data, and no flash of a spinner over it).
    ...(ssr?.apolloState ? { ssrForceFetchDelay: 100 } : {}),
  });
  ssr?.onApolloCache?.(() => cache.extract());
  return client;
}
