import { createFileRoute, redirect } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/auth/components/confirm-email-page';
import { searchString } from '../lib/search-params';

/**
 * The e-mail change link sent to the new address. Only the account that asked may confirm it, so a signed-out
 * visitor signs in first and comes back here (the same `?redirect=` the area guards use).
 */
export const Route = createFileRoute('/profile_/confirm-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: searchString(search.token) }),
  pendingMs: 0,
  pendingMinMs: 0,
  beforeLoad: async ({ context, location }) => {
    const user = await context.session.getUser();
    if (!user) throw redirect({ to: '/auth', search: { redirect: location.href } });
  },
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  return <ConfirmEmailPage token={token} />;
}
