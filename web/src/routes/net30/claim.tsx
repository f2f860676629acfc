import { createFileRoute, redirect } from '@tanstack/react-router';
import { ApolloBoundary } from '../../app/apollo-boundary';
import { Net30ClaimPage } from '../../features/net30-applications/components/claim-page';
import { searchString } from '../../lib/search-params';

export interface Net30ClaimSearch {
  /** The claim token of the link (given once, in the receipt and the e-mail). */
  token?: string;
}

/** R27: a signed-out applicant's link. Signed out → /auth, and back here after signing in or creating an account. */
export const Route = createFileRoute('/net30/claim')({
  validateSearch: (search: Record<string, unknown>): Net30ClaimSearch => ({ token: searchString(search.token) }),
  beforeLoad: async ({ context, location }) => {
    const user = await context.session.getUser();
    if (!user) throw redirect({ to: '/auth', search: { redirect: location.href } });
  },
  component: Net30ClaimRoute,
});

function Net30ClaimRoute() {
  const { token } = Route.useSearch();
  return (
    <ApolloBoundary>
      <Net30ClaimPage token={token} />
    </ApolloBoundary>
  );
}
