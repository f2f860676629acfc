import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
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
    client = createApolloClient(router.options.context.graphqlUri);
    clients.set(router, client);
  }
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
