import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Notifications } from '../components/ui/notifications';
import { createSession } from '../features/auth/api/session';
import { DeliveryProvider, type Delivery } from '../lib/delivery';
import { SubmissionProvider, type Submission } from '../lib/submission';
import { createAppRouter, type AppRouter } from './router';
import { system, systemWithServerGlobalCss } from './system';
import { showFlash } from './flash-notice';

export interface AppProps {
  /** A router made (and loaded) beforehand: server rendering and the hydration of its HTML. */
  router?: AppRouter;
  /** Tests use a memory history and an absolute GraphQL URL (Node's fetch has no page origin). */
  history?: RouterHistory;
  graphqlUri?: string;
  /** Hydrating a server-rendered page: its head holds Chakra's global CSS already. */
  globalCssInPage?: boolean;
  /** Called once the app has mounted (after hydrating a server-rendered page, the page is interactive from here). */
  onHydrated?: () => void;
  /** How the server delivers this page (server rendering and its hydration); the browser's own renders: 'browser'. */
  delivery?: Delivery;
  /** The refused form submission the server renders this page for (page-forms). */
  submission?: Submission;
}

// No ApolloProvider here: data pages provide it themselves (ApolloBoundary) so public pages load no Apollo code.
export function App({
  router: given,
  history,
  graphqlUri = '/graphql',
  globalCssInPage = false,
  onHydrated,
  delivery = 'browser',
  submission,
}: AppProps) {
  // One router (and session) per mounted app (tests mount several).
  const [router] = useState(
    () => given ?? createAppRouter({ session: createSession(graphqlUri), graphqlUri }, history),
  );
  useEffect(() => onHydrated?.(), [onHydrated]);
  useEffect(() => showFlash(router), [router]);

  return (
    <ChakraProvider value={globalCssInPage ? systemWithServerGlobalCss : system}>
      <DeliveryProvider value={delivery}>
        <SubmissionProvider value={submission}>
          <RouterProvider router={router} />
        </SubmissionProvider>
      </DeliveryProvider>
      <Notifications />
    </ChakraProvider>
  );
}
