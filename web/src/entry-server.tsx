import { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createMemoryHistory } from '@tanstack/react-router';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { createSession } from './features/auth/api/session';
import { meQuery } from './features/auth/api/session-operations';
import type { MeQuery } from './features/auth/api/session.generated';
import { memberPlanQuery, rememberNetbuilderPlan } from './features/layout/api/member-plan';
import type { MemberPlanQuery } from './features/layout/api/member-plan.generated';
import type { Delivery } from './lib/delivery';
import type { RenderRequest, RenderResult } from '../../shared/page-render';
import { SERVER_STATE_ID, type ServerState } from './server-state';

/*
 * Server rendering of the pages anyone can open (marketing, services, the brief, /auth, /netbuilder): the server
 * (graphql-server/src/http/server-render.ts) calls `renderPage` for each page request and puts the markup and the
 * page's styles into index.html. The first paint then needs no JavaScript. Content pages (`staticData.delivery:
 * 'static'`, and the not-found page) are sent without the app: they are never hydrated. The others carry the state
 * the browser needs to hydrate them, and main.tsx hydrates what is already on screen. Pages behind a sign-in are left
 * to the browser.
 */

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const history = createMemoryHistory({ initialEntries: [request.url] });
  // The visitor as their session cookie says, in the very shape the browser's session asks for (the header and
  // /auth differ when signed in).
  const { data } = await request.executeGraphQL({
    query: meQuery.query,
    variables: {},
    operationName: meQuery.operationName,
  });
  const user = (data as MeQuery | null | undefined)?.me ?? null;
  let apolloCache: (() => unknown) | undefined;
  const session = createSession('/graphql', { user });
  // The header's "Credit Builder Dashboard" link (a client with a plan) is asked for in an effect, which a static page
  // never runs: asked here instead, and carried to a hydrated page's first render.
  const hasNetbuilderPlan = user?.role === 'client' ? await netbuilderPlanOf(request) : undefined;
  if (user && hasNetbuilderPlan !== undefined) rememberNetbuilderPlan(session, user.id, hasNetbuilderPlan);
  const router = createAppRouter(
    {
      session,
      graphqlUri: '/graphql',
      ssr: { apolloLink: inProcessLink(request), onApolloCache: (extract) => (apolloCache = extract) },
    },
    history,
  );

  // Guarded layouts (dashboards, back office) are private and data-heavy: the browser renders them.
  const [matchedRoutes] = router.getMatchedRoutes(router.latestLocation.pathname);
  if (matchedRoutes.some((route) => route.options.staticData?.roles)) return { kind: 'client-only' };

  // On the server the router records its outcome instead of navigating: a page, or a redirect (e.g. a signed-in
  // visitor on /auth, or a URL written differently from its canonical form).
  await router.load();
  const outcome = router._serverResult;
  if (outcome?.type === 'redirect') {
    return { kind: 'redirect', status: outcome.redirect.status, location: outcome.redirect.options.href ?? '/' };
  }
  const status = outcome?.type === 'render' ? outcome.status : 200;
  const delivery = deliveryOf(
    matchedRoutes.map((route) => route.options.staticData?.delivery),
    status,
    user !== null,
  );

  // One emotion cache per page, so the styles sent are exactly the ones this page uses.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { result: markup } = await prerenderStatic({
    tree: (
      <StrictMode>
        <CacheProvider value={cache}>
          <App router={router} delivery={delivery} submission={request.submission} />
        </CacheProvider>
      </StrictMode>
    ),
    renderFunction: renderToString,
    maxRerenders: 3,
  });
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));
  if (delivery === 'static') {
    // Never hydrated: no state to carry. Its data (an article, the plans) is in the markup.
    return {
      kind: 'page',
      status,
      delivery: 'static',
      styles,
      markup,
      state: '',
      cacheable: user === null && !request.submission,
    };
  }
  const state: ServerState = {
    user,
    delivery,
    ...(hasNetbuilderPlan !== undefined ? { hasNetbuilderPlan } : {}),
    ...(apolloCache ? { apollo: apolloCache() } : {}),
    ...(request.submission ? { submission: request.submission } : {}),
  };
  return {
    kind: 'page',
    status,
    delivery: delivery === 'progressive' ? 'deferred' : 'hydrated',
    styles,
    markup,
    state: `<script id="${SERVER_STATE_ID}" type="application/json">${scriptSafeJson(state)}</script>`,
    // A page that read no data is the same for every signed-out visitor until the next build.
    cacheable: user === null && apolloCache === undefined && !request.submission,
  };
}

/**
 * The matched routes' `staticData.delivery` (the deepest that says), for this visitor. A page the router could not
 * find (404: an unknown path, an article that does not exist) is content too.
 */
function deliveryOf(declared: (string | undefined)[], status: number, signedIn: boolean): Exclude<Delivery, 'browser'> {
  if (status === 404) return 'static';
  const own = declared.filter((value) => value !== undefined).at(-1);
  if (own === 'static' || (own === 'static-signed-out' && !signedIn)) return 'static';
  return own === 'progressive' ? 'progressive' : 'app';
}

async function netbuilderPlanOf(request: RenderRequest): Promise<boolean | undefined> {
  const { data } = await request.executeGraphQL({
    query: memberPlanQuery.query,
    variables: {},
    operationName: memberPlanQuery.operationName,
  });
  const answer = data as MemberPlanQuery | null | undefined;
  return answer ? answer.netbuilderSubscription !== null : undefined;
}

/** JSON inside <script>: no `</script>` or `<!--` can end or change the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's queries, executed by the server's own GraphQL schema with the visitor's request context. */
function inProcessLink(request: RenderRequest): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        request
          .executeGraphQL({
            query: print(operation.query),
            variables: operation.variables,
            operationName: operation.operationName,
          })
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}
