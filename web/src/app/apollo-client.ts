import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import type { ServerRenderContext } from './router-context';

/** The server's answer to a request whose session is gone (signed out elsewhere, revoked, expired): GraphQL code or 401. */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some((graphqlError) => graphqlError.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * SPEC §7: every call carries cookies; no polling, no refetch on focus, no retries (Apollo does none by default).
 * The session cookie is HttpOnly and same-origin, so the default JSON POST also satisfies the server's CSRF guard.
 */
export function createApolloClient(
  uri = '/graphql',
  onUnauthenticated?: () => void,
  ssr?: ServerRenderContext,
): ApolloClient {
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
  if (ssr?.apolloState) answerFromServerCacheWhileHydrating(client);
  ssr?.onApolloCache?.(() => cache.extract());
  return client;
}

/**
 * Apollo Client 4 starts a `network-only` query watching the cache only once its first answer came from the network.
 * Served from the server's cache during `ssrForceFetchDelay`, it never gets one and stays blind to later writes (a
 * mutation's result, a refetch): /netbuilder kept showing the plan as it was before Cancel Plan. While the delay
 * runs, such a query starts as `cache-first` (what the delay makes of its first fetch anyway) and is `network-only`
 * from then on.
 */
function answerFromServerCacheWhileHydrating(client: ApolloClient): void {
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = ((options: ApolloClient.WatchQueryOptions) =>
    client.prioritizeCacheValues && options.fetchPolicy === 'network-only'
      ? watchQuery({
          ...options,
          fetchPolicy: 'cache-first',
          initialFetchPolicy: 'network-only',
          nextFetchPolicy: options.nextFetchPolicy ?? 'network-only',
        })
      : watchQuery(options)) as ApolloClient['watchQuery'];
}
