import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '../../../components/ui/notifications';
import {
  GraphQLRequestError,
  graphqlRequest,
  requestErrorMessage,
  requestFieldErrors,
} from '../../../lib/graphql-request';
import { routeRolesFor } from '../../access/lib/route-roles';
import { landingPathAfterSignIn } from '../lib/guards';
import type { LoginValues, RegistrationValues } from '../lib/schemas';
import type { SessionUser } from './session';
import { completeTwoFactorSignInMutation, loginMutation, logoutMutation, registerMutation } from './session-operations';

/*
 * Sign-in, registration and sign-out as the UI uses them: call the server, record the session, toast exactly as
 * SPEC §8 says (the server's message, else the fallback) and move the user on. They use the lightweight GraphQL
 * client, like the session itself, so /auth and the header's sign-out never load Apollo Client.
 */

/** Runs `action` with a pending flag for the submit button (what Apollo's mutation `loading` gave). */
function usePending() {
  const [pending, setPending] = useState(false);
  async function track<T>(action: () => Promise<T>): Promise<T> {
    setPending(true);
    try {
      return await action();
    } finally {
      setPending(false);
    }
  }
  return [pending, track] as const;
}

/** What a sign-in attempt came to: signed in, a code asked for (two-factor users), or refused (toasted). */
export type SignInOutcome =
  { status: 'signed-in' } | { status: 'two-factor'; challenge: string } | { status: 'failed' };

/** What a code (or recovery code) came to; `expired` sends the user back to the password step. */
export type TwoFactorOutcome = { status: 'signed-in' } | { status: 'rejected' | 'expired'; message: string };

function errorCode(error: unknown): string | undefined {
  return error instanceof GraphQLRequestError ? error.errors[0]?.extensions?.code : undefined;
}

/** The opaque challenge of a TWO_FACTOR_REQUIRED answer to `login` (issue 13 contract), if that is what it was. */
function twoFactorChallenge(error: unknown): string | undefined {
  if (!(error instanceof GraphQLRequestError) || errorCode(error) !== 'TWO_FACTOR_REQUIRED') return undefined;
  const { challenge } = (error.errors[0]?.extensions ?? {}) as { challenge?: unknown };
  return typeof challenge === 'string' && challenge ? challenge : undefined;
}

/** The welcome after a sign-in, the app's own or a form the server handled (shared/flash.ts 'signed-in'). */
export function signedInNotice(user: Pick<SessionUser, 'username'>) {
  return { type: 'success', title: 'Login successful', description: `Welcome back, ${user.username}!` } as const;
}

/** After a registration, the app's own or one the server handled (shared/flash.ts 'registered'). */
export const REGISTERED_NOTICE = {
  type: 'success',
  title: 'Registration successful',
  description: 'Your account has been created successfully!',
} as const;

export function useSignIn() {
  const router = useRouter();
  const { graphqlUri } = router.options.context;
  const [loading, track] = usePending();

  /** One landing for both steps: record the session, welcome, and go where the user was going (or their home). */
  async function signedIn(user: SessionUser, returnTo: string | undefined) {
    router.options.context.session.setUser(user);
    notify(signedInNotice(user));
    await router.navigate({ href: landingPathAfterSignIn(user.role, returnTo, routeRolesFor(router)) });
  }

  async function signIn(values: LoginValues, returnTo?: string): Promise<SignInOutcome> {
    let user: SessionUser;
    try {
      user = (await track(() => graphqlRequest(graphqlUri, loginMutation, { input: values }))).login;
    } catch (error) {
      const challenge = twoFactorChallenge(error);
      if (challenge) return { status: 'two-factor', challenge };
      notify({ type: 'error', title: 'Login failed', description: requestErrorMessage(error) ?? 'Login failed' });
      return { status: 'failed' };
    }
    await signedIn(user, returnTo);
    return { status: 'signed-in' };
  }

  /** The second step: a code from the authenticator app or a recovery code, against the login's challenge. */
  async function completeTwoFactor(challenge: string, code: string, returnTo?: string): Promise<TwoFactorOutcome> {
    let user: SessionUser;
    try {
      user = (await track(() => graphqlRequest(graphqlUri, completeTwoFactorSignInMutation, { challenge, code })))
        .completeTwoFactorSignIn;
    } catch (error) {
      const message = requestErrorMessage(error) ?? 'Login failed';
      // UNAUTHENTICATED: the challenge is spent or older than 5 minutes; only the password step can start anew.
      return { status: errorCode(error) === 'UNAUTHENTICATED' ? 'expired' : 'rejected', message };
    }
    await signedIn(user, returnTo);
    return { status: 'signed-in' };
  }

  return { signIn, completeTwoFactor, signingIn: loading };
}

export function useSignUp() {
  const router = useRouter();
  const { graphqlUri } = router.options.context;
  const [loading, track] = usePending();

  /** `showFieldErrors` puts the server's per-field messages under the form's fields, beside the toast. */
  async function signUp(
    { firstName, lastName, ...required }: RegistrationValues,
    showFieldErrors?: (fieldErrors: Record<string, string>) => void,
    /** Where the new user continues (a claim link); the role's home when absent or not theirs to open. */
    returnTo?: string,
  ) {
    try {
      const input = { ...required, firstName: firstName || null, lastName: lastName || null };
      const data = await track(() => graphqlRequest(graphqlUri, registerMutation, { input }));
      router.options.context.session.setUser(data.register);
      notify(REGISTERED_NOTICE);
      await router.navigate({ href: landingPathAfterSignIn(data.register.role, returnTo, routeRolesFor(router)) });
    } catch (error) {
      const fieldErrors = requestFieldErrors(error);
      if (fieldErrors) showFieldErrors?.(fieldErrors);
      notify({
        type: 'error',
        title: 'Registration failed',
        description: requestErrorMessage(error) ?? 'Registration failed',
      });
    }
  }

  return { signUp, signingUp: loading };
}

export function useSignOut() {
  const router = useRouter();
  const { graphqlUri } = router.options.context;

  return async function signOut() {
    try {
      await graphqlRequest(graphqlUri, logoutMutation);
      router.options.context.session.setUser(null);
      notify({ type: 'success', title: 'Logged out', description: 'You have been logged out successfully.' });
      // From a guarded page straight to /auth without a `?redirect=` back into this user's area (the next user of
      // the tab must not be sent there); a public page stays, with its data reloaded as signed out.
      if (routeRolesFor(router)(router.state.location.pathname)) await router.navigate({ to: '/auth', replace: true });
      else await router.invalidate();
    } catch (error) {
      notify({ type: 'error', title: 'Logout failed', description: requestErrorMessage(error) ?? 'Logout failed' });
    }
  };
}
