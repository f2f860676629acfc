import type { Session } from '../features/auth/api/session';

/** What every route's `beforeLoad` and components can read from the router (typed at the root route). */
export interface RouterContext {
  session: Session;
  /** Where GraphQL requests go: the session's own requests and the Apollo client of data pages (ApolloBoundary). */
  graphqlUri: string;
}
