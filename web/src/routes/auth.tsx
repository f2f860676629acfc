import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { homePathForRole } from '../features/auth/lib/roles';

export interface AuthSearch {
  /** Where to return after signing in (set by the route guards). */
  redirect?: string;
  /** From the result page's 'Create Your Client Account' link: shows the registration form. */
  applicationId?: string;
  applicationEmail?: string;
}

// Hand-written rather than zod: this runs in the main bundle for every page.
function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    redirect: optionalString(search.redirect),
    applicationId: optionalString(search.applicationId),
    applicationEmail: optionalString(search.applicationEmail),
  }),
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
