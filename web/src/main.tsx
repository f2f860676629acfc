import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { createSession } from './features/auth/api/session';
import { rememberNetbuilderPlan } from './features/layout/api/member-plan';
import { SERVER_STATE_ID, type ServerState } from './server-state';

/** `npm run dev:mock`: start the MSW worker first, loaded lazily so it never reaches the production bundle. */
async function startApiMocks(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKS !== '1') return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

/**
 * A page the server rendered (entry-server.tsx) is hydrated: the router first loads the page's route (its code
 * split chunk, its guards) with the user the server saw, so the first render in the browser is the server's markup.
 * Any other page (behind a sign-in, or the dev server) is rendered from scratch.
 */
async function start(): Promise<void> {
  // The build makes enhance.ts an entry of its own that the server adds to every page; the dev server serves only this.
  if (import.meta.env.DEV) void import('./enhance');
  await startApiMocks();
  const container = document.getElementById('root')!;
  const stateElement = document.getElementById(SERVER_STATE_ID);
  if (!stateElement) {
    createRoot(container).render(
      <StrictMode>
        <App onHydrated={markHydrated} />
      </StrictMode>,
    );
    return;
  }
  const state = JSON.parse(stateElement.textContent ?? '{}') as ServerState;
  const session = createSession('/graphql', { user: state.user });
  if (state.user && state.hasNetbuilderPlan !== undefined)
    rememberNetbuilderPlan(session, state.user.id, state.hasNetbuilderPlan);
  const router = createAppRouter({
    session,
    graphqlUri: '/graphql',
    ssr: { apolloState: state.apollo },
  });
  // What TanStack's own hydration marks: the router renders the server's element tree (no Suspense boundary at the
  // root that the server did not render).
  router.ssr = { manifest: undefined };
  await router.load();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page: the page, already painted, stays responsive to input meanwhile (Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App
          router={router}
          globalCssInPage
          onHydrated={markHydrated}
          delivery={state.delivery}
          submission={state.submission}
        />
      </StrictMode>,
    );
  });
}

/**
 * `<html data-hydrated>`: the app has mounted (on the server's markup, or rendered afresh), so forms submit through it
 * (the server's pre-hydration guard lets them) and browser tests may interact.
 */
function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}

void start();
