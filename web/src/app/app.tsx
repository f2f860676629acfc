import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { Toaster } from '../components/ui/toaster';
import { createSession } from '../features/auth/api/session';
import { createApolloClient } from './apollo-client';
import { createAppRouter } from './router';
import { system } from './system';

export interface AppProps {
  /** Tests use a memory history and an absolute GraphQL URL (Node's fetch has no page origin). */
  history?: RouterHistory;
  graphqlUri?: string;
}

export function App({ history, graphqlUri }: AppProps) {
  // One client and router per mounted app (tests mount several).
  const [{ apolloClient, router }] = useState(() => {
    const apolloClient = createApolloClient(graphqlUri);
    return { apolloClient, router: createAppRouter({ session: createSession(apolloClient) }, history) };
  });

  return (
    <ApolloProvider client={apolloClient}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
        <Toaster />
      </ChakraProvider>
    </ApolloProvider>
  );
}
