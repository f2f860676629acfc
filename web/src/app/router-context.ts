import type { ApolloLink } from '@apollo/client';
import type { Session } from '../features/auth/api/session';

/** What every route's `beforeLoad` and components can read from the router (typed at the root route). */
export interface RouterContext {
  session: Session;
  /** Where GraphQL requests go: the session's own requests and the Apollo client of data pages (ApolloBoundary). */
  graphqlUri: string;
  /** Server rendering of public pages (entry-server.tsx) and the hydration that follows it (main.tsx). */
  ssr?: ServerRenderContext;
}

export interface ServerRenderContext {
  /** On the server: how data pages' queries reach the GraphQL schema (in-process, as the visitor). */
  apolloLink?: ApolloLink;
  /** On the server: hands over the Apollo cache of the page being rendered, to be sent with the HTML. */
  onApolloCache?: (extract: () => unknown) => void;
  /** In the browser: the Apollo cache the server rendered the page with, so hydration shows the same data. */
  apolloState?: unknown;
}
