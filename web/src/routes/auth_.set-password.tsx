import { createFileRoute } from '@tanstack/react-router';
import { SetPasswordPage } from '../features/lender-invite/components/set-password-page';
import { searchString } from '../lib/search-params';

/** A lender user's invitation link (72 hours, single use): choose a password, then the lender portal. */
export const Route = createFileRoute('/auth_/set-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: searchString(search.token) }),
  component: SetPasswordRoute,
});

function SetPasswordRoute() {
  const { token } = Route.useSearch();
  return <SetPasswordPage token={token} />;
}
