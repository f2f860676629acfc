import type { ReactNode } from 'react';
import { useSignOut } from '../../auth/api/use-auth-actions';

/**
 * Sign Out as an HTML form: without the app (a static page) the browser posts it and the server signs out; inside the
 * app the client signs out as before (its toast, the redirect off a guarded page) and the post never happens.
 */
export function SignOutForm({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
  return (
    <form
      method="post"
      action="/auth/sign-out"
      // Only a wrapper for the button: nothing for assistive technology between a menu and its items.
      role="none"
      onSubmit={(event) => {
        event.preventDefault();
        void signOut();
      }}
    >
      {children}
    </form>
  );
}
