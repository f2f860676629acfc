import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router';
import { PageSpinner } from '../components/page-spinner';
import type { Role } from '../generated/graphql';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './router-context';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    // Search values are plain text, never JSON: by default the validated `applicationId: '8'` was written back to the
    // URL as `%228%22` (the router re-writes the URL from the validated search once it has mounted).
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
    defaultPreload: 'intent',
    defaultPendingComponent: PageSpinner,
  });
  // SPEC §2: every route change scrolls to the top (search-only changes keep the position).
  if (typeof window !== 'undefined') {
    router.subscribe('onResolved', ({ pathChanged }) => {
      if (pathChanged) window.scrollTo({ top: 0, left: 0 });
    });
  }
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** 'dark': admin, client-dashboard and lender pages (dark theme, no footer). */
    theme?: 'dark';
    /** Guarded layout routes: the roles that may open their pages (checked by their `beforeLoad`, and after sign-in). */
    roles?: readonly Role[];
    /**
     * How the server delivers the page (web/src/entry-server.tsx): 'static' never hydrates it (content pages: native
     * controls and web/src/enhance.ts only), 'static-signed-out' only for visitors who are not signed in, 'progressive'
     * hydrates it but its forms work before (they post to the server). Unset: rendered and hydrated, controls waiting.
     */
    delivery?: 'static' | 'static-signed-out' | 'progressive';
  }
}
