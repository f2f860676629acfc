import type { SessionUserFragment } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/graphql-request';
import { meQuery } from './session-operations';

export type SessionUser = SessionUserFragment;

/**
 * The session as the router and the UI see it: the GraphQL `me` query, asked once and then kept here, so guards and
 * the header share one request. A plain `fetch` (not Apollo) keeps Apollo Client out of the first load.
 */
export interface Session {
  /** The signed-in user, or null when signed out. Asks the server once, then answers from memory. */
  getUser(): Promise<SessionUser | null>;
  /** Records the outcome of login, registration (a user) or logout (null). */
  setUser(user: SessionUser | null): void;
  /** The user as known now: undefined until the server has answered (for `useSyncExternalStore`). */
  current(): SessionUser | null | undefined;
  subscribe(listener: () => void): () => void;
}

export function createSession(graphqlUri: string): Session {
  let user: SessionUser | null | undefined;
  let known = false;
  let pending: Promise<SessionUser | null> | null = null;
  const listeners = new Set<() => void>();

  const publish = (next: SessionUser | null, isKnown: boolean) => {
    user = next;
    known = isKnown;
    listeners.forEach((listener) => listener());
  };

  return {
    getUser() {
      if (known) return Promise.resolve(user ?? null);
      pending ??= graphqlRequest(graphqlUri, meQuery).then(
        ({ me }) => {
          pending = null;
          publish(me, true);
          return me;
        },
        (error: unknown) => {
          // Not remembered: the next guard or render asks again. Meanwhile the header shows the signed-out state.
          pending = null;
          publish(null, false);
          throw error;
        },
      );
      return pending;
    },
    setUser(next) {
      publish(next, true);
    },
    current: () => user,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
