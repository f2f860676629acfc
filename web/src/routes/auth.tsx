import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { homePathForRole } from '../features/auth/lib/roles';
import { searchString } from '../lib/search-params';

export interface AuthSearch {
  /** Where to return after signing in (set by the route guards). */
  redirect?: string;
  /** From the result page's 'Create Your Client Account' link: shows the registration form. */
  applicationId?: string;
  applicationEmail?: string;
}

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    redirect: searchString(search.redirect),
    applicationId: searchString(search.applicationId),
    applicationEmail: searchString(search.applicationEmail),
  }),
  // Server-rendered and hydrated; its forms post to the server until the app takes over (page-forms/auth.ts).
  staticData: { delivery: 'progressive' },
  pendingMs: 0,
  pendingMinMs: 0,
  beforeLoad: async ({ context }) => {
    const user = await context.session.getUser();
    if (user) throw redirect({ href: homePathForRole(user.role) });
  },
  component: AuthRoute,
});

function AuthRoute() {
  const search = Route.useSearch();
  return <SignInPage {...search} />;
}
