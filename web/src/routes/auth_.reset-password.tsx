import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { searchString } from '../lib/search-params';

/** The password reset e-mail's link (30 minutes, single use): choose a new password, then sign in. */
export const Route = createFileRoute('/auth_/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: searchString(search.token) }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
