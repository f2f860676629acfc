import type { SessionUserFragment } from './session.generated';
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

/**
 * `known`: the user as the server already told it (a server-rendered page carries it), so nothing is asked again.
 */
export function createSession(graphqlUri: string, known?: { user: SessionUser | null }): Session {
  let user: SessionUser | null | undefined = known?.user;
  let isKnown = known !== undefined;
  let pending: Promise<SessionUser | null> | null = null;
  const listeners = new Set<() => void>();

  const publish = (next: SessionUser | null, nowKnown: boolean) => {
    user = next;
    isKnown = nowKnown;
    listeners.forEach((listener) => listener());
  };

  return {
    getUser() {
      if (isKnown) return Promise.resolve(user ?? null);
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
