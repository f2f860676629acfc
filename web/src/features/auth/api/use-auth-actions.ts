import { useRouter } from '@tanstack/react-router';
import { notify } from '../../../components/ui/toaster';
import { useLoginMutation, useLogoutMutation, useRegisterMutation } from '../../../generated/graphql';
import { safeReturnPath } from '../lib/guards';
import { homePathForRole } from '../lib/roles';
import type { LoginValues, RegistrationValues } from '../lib/schemas';
import { serverMessage } from '../lib/server-message';

/*
 * Sign-in, registration and sign-out as the UI uses them: call the server, record the session, toast exactly as
 * SPEC §8 says (the server's message, else the fallback) and move the user on.
 */

export function useSignIn() {
  const router = useRouter();
  const [login, { loading }] = useLoginMutation();

  async function signIn(values: LoginValues, returnTo?: string) {
    try {
      const { data } = await login({ variables: { input: values } });
      if (!data) throw new Error('Login failed');
      router.options.context.session.setUser(data.login);
      notify({ type: 'success', title: 'Login successful', description: `Welcome back, ${data.login.username}!` });
      await router.navigate({ href: safeReturnPath(returnTo) ?? homePathForRole(data.login.role) });
    } catch (error) {
      notify({ type: 'error', title: 'Login failed', description: serverMessage(error) ?? 'Login failed' });
    }
  }

  return { signIn, signingIn: loading };
}

export function useSignUp() {
  const router = useRouter();
  const [register, { loading }] = useRegisterMutation();

  async function signUp({ firstName, lastName, ...required }: RegistrationValues) {
    try {
      const input = { ...required, firstName: firstName || null, lastName: lastName || null };
      const { data } = await register({ variables: { input } });
      if (!data) throw new Error('Registration failed');
      router.options.context.session.setUser(data.register);
      notify({
        type: 'success',
        title: 'Registration successful',
        description: 'Your account has been created successfully!',
      });
      await router.navigate({ href: homePathForRole(data.register.role) });
    } catch (error) {
      notify({
        type: 'error',
        title: 'Registration failed',
        description: serverMessage(error) ?? 'Registration failed',
      });
    }
  }

  return { signUp, signingUp: loading };
}

export function useSignOut() {
  const router = useRouter();
  const [logout] = useLogoutMutation();

  return async function signOut() {
    try {
      await logout();
      router.options.context.session.setUser(null);
      notify({ type: 'success', title: 'Logged out', description: 'You have been logged out successfully.' });
      // Re-run the guards: a protected page the user is on now sends them to /auth.
      await router.invalidate();
    } catch (error) {
      notify({ type: 'error', title: 'Logout failed', description: serverMessage(error) ?? 'Logout failed' });
    }
  };
}
