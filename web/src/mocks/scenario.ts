import type { Role } from '../generated/graphql';
import type { SessionUserFragment } from '../features/auth/api/session.generated';
import { registerSlice } from './store';

/**
 * The accounts of the mock world, who is signed in, and one-off failures (a slice of ./store, so `npm run dev:mock`
 * keeps them across page loads). Tests and `npm run dev:mock` drive it through `mockScenario`; `reset()` restores the
 * README's demo accounts (all with password `demo-pass`) with nobody signed in.
 */

export const DEMO_PASSWORD = 'demo-pass';

export type MockOperation = 'me' | 'login' | 'register' | 'logout';

export interface MockFailure {
  message: string;
  /** GraphQL `extensions.code`; the REST status is derived from it. */
  code: 'UNAUTHENTICATED' | 'BAD_USER_INPUT' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'INTERNAL_SERVER_ERROR';
  fieldErrors?: Record<string, string>;
}

/** `__typename` as a real GraphQL server adds it: Apollo's cache needs it to read the SessionUser fragment. */
export type MockUser = SessionUserFragment & { __typename: 'User' };

interface Account {
  user: MockUser;
  password: string;
}

/** The README's demo accounts (seed/src), in the seed's order: the first three keep ids 1–3. */
export const DEMO_ACCOUNTS = [
  ['admin', 'admin'],
  ['client', 'client'],
  ['lender', 'lender'],
  ['client2', 'client'],
  ['builder', 'client'],
  ['rosa', 'client'],
  ['taylor', 'admin'],
  ['jordan', 'admin'],
  ['summit', 'lender'],
  ['harbor', 'lender'],
  ['lonestar', 'lender'],
  ['pinnacle', 'lender'],
  ['riverbend', 'client'],
  ['sunpeak', 'client'],
  ['greenleaf', 'client'],
] as const satisfies readonly (readonly [string, Role])[];

export type DemoUsername = (typeof DEMO_ACCOUNTS)[number][0];

function demoAccount(id: string, username: string, role: Role): Account {
  return {
    user: {
      __typename: 'User',
      id,
      username,
      role,
      email: `${username}@netfund.example`,
      firstName: null,
      lastName: null,
      twoFactorSetupRequired: false,
    },
    password: DEMO_PASSWORD,
  };
}

let accounts: Account[] = [];
let signedIn: MockUser | null = null;
let pendingFailures = new Map<MockOperation, MockFailure>();

export const mockScenario = {
  reset(): void {
    accounts = DEMO_ACCOUNTS.map(([username, role], index) => demoAccount(String(index + 1), username, role));
    signedIn = null;
    pendingFailures = new Map();
  },
  /** Start signed in as one of the demo accounts, or signed out (null). */
  signInAs(username: DemoUsername | (string & {}) | null): void {
    signedIn = username ? (findAccount(username)?.user ?? null) : null;
  },
  /** The next call of `operation` (GraphQL or REST) fails with this error, once. */
  failNext(operation: MockOperation, failure: MockFailure): void {
    pendingFailures.set(operation, failure);
  },
  get currentUser(): MockUser | null {
    return signedIn;
  },
};

mockScenario.reset();
registerSlice(
  'scenario',
  () => ({ accounts, signedIn: signedIn?.username ?? null, pendingFailures }),
  (state) => {
    ({ accounts, pendingFailures } = state);
    signedIn = state.signedIn ? (findAccount(state.signedIn)?.user ?? null) : null;
  },
  () => mockScenario.reset(),
);

export function takeFailure(operation: MockOperation): MockFailure | undefined {
  const failure = pendingFailures.get(operation);
  pendingFailures.delete(operation);
  return failure;
}

export function findAccount(username: string): Account | undefined {
  return accounts.find((account) => account.user.username.toLowerCase() === username.toLowerCase());
}

export function setSignedIn(user: MockUser | null): void {
  signedIn = user;
}

export function addClientAccount(input: {
  username: string;
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}): MockUser {
  const user: MockUser = {
    __typename: 'User',
    id: String(accounts.length + 1),
    username: input.username,
    role: 'client',
    email: input.email,
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    twoFactorSetupRequired: false,
  };
  accounts.push({ user, password: input.password });
  return user;
}

/**
 * A lender user who accepted an invitation (./lender-management): the account with their new password (a demo account
 * such as `pinnacle` keeps its id), or a new lender account. Returns the user to sign in.
 */
export function activateLenderAccount(input: { username: string; email: string; password: string }): MockUser {
  const existing = findAccount(input.username);
  if (existing) {
    existing.password = input.password;
    return existing.user;
  }
  const user: MockUser = {
    __typename: 'User',
    id: String(accounts.length + 1),
    username: input.username,
    role: 'lender',
    email: input.email,
    firstName: null,
    lastName: null,
    twoFactorSetupRequired: false,
  };
  accounts.push({ user, password: input.password });
  return user;
}
