import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { Toaster } from '../components/ui/toaster';
import { createSession } from '../features/auth/api/session';
import { createApolloClient } from './apollo-client';
import { createAppRouter } from './router';
import { system } from './system';

export function App() {
  // One client and router per mounted app (tests mount several).
  const [{ apolloClient, router }] = useState(() => {
    const apolloClient = createApolloClient();
    return { apolloClient, router: createAppRouter({ session: createSession(apolloClient) }) };
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
