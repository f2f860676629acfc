import type { ApolloClient } from '@apollo/client';
import { MeDocument, type MeQuery, type SessionUserFragment } from '../../../generated/graphql';

export type SessionUser = SessionUserFragment;

/** The session as the router sees it: `me` through Apollo's cache, so guards and the header share one request. */
export interface Session {
  /** The signed-in user, or null when signed out. Asks the server once, then answers from the cache. */
  getUser(): Promise<SessionUser | null>;
  /** Records the outcome of login, registration (a user) or logout (null). */
  setUser(user: SessionUser | null): void;
}

export function createSession(client: ApolloClient): Session {
  return {
    async getUser() {
      const { data } = await client.query<MeQuery>({ query: MeDocument, fetchPolicy: 'cache-first' });
      return data?.me ?? null;
    },
    setUser(user) {
      client.writeQuery<MeQuery>({ query: MeDocument, data: { me: user } });
    },
  };
}
