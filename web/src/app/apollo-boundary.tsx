import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Session } from '../features/auth/api/session';
import { createApolloClient } from './apollo-client';

// One client per mounted app (tests mount several), created by the first page that needs one.
const clients = new WeakMap<object, ApolloClient>();

/**
 * Gives its children Apollo Client. Only route components whose pages use the generated GraphQL hooks render it, so
 * Apollo Client, graphql and rxjs load with those pages' chunks and never with public pages such as `/`.
 */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  const router = useRouter();
  let client = clients.get(router);
  if (!client) {
    const { graphqlUri, session, ssr } = router.options.context;
    client = createApolloClient(graphqlUri, () => {
      // A session revoked or expired on the server (BACKOFFICE R5 "lands on /auth"); a signed-out visitor's
      // UNAUTHENTICATED on a public page is not a lost session and stays where it is.
      if (!session.current()) return;
      session.setUser(null);
      void router.navigate({ to: '/auth', replace: true });
    }, ssr);
    forgetDataOnUserChange(client, session);
    clients.set(router, client);
  }
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/**
 * The cache holds the signed-in user's data (applications, subscription, reports). When someone signs out, or
 * another user signs in on the same tab, none of it may show again: drop the cache and refetch what is on screen.
 */
export function forgetDataOnUserChange(client: ApolloClient, session: Session): () => void {
  // undefined: the session has not answered yet. Its first answer is not a change: whatever the cache holds
  // was fetched with the same cookie, so it is that user's.
  let known = session.current();
  return session.subscribe(() => {
    const next = session.current();
    const changed = known !== undefined && next !== undefined && (known?.id ?? null) !== (next?.id ?? null);
    known = next;
    // Refetch failures (e.g. a signed-out page) surface in the queries' own error states.
    if (changed) client.resetStore().catch(() => {});
  });
}
