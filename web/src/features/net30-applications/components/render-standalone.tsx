import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApolloClient } from '../../../app/apollo-client';
import { system } from '../../../app/system';
import { Toaster } from '../../../components/ui/toaster';

/**
 * Component tests: a component that another page mounts (R19's tab, R24's card), with Chakra, its own Apollo
 * client talking to the MSW handlers, a router (for its links) and the toaster.
 */
export function renderStandalone(node: ReactNode) {
  const client = createApolloClient(`${window.location.origin}/graphql`);
  const rootRoute = createRootRoute({ component: () => node });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </ApolloProvider>
    </ChakraProvider>,
  );
}
