import { createFileRoute } from '@tanstack/react-router';
import { GuardedOutlet } from '../features/access/components/guarded-outlet';
import { requireRole } from '../features/auth/lib/guards';
import type { Role } from '../generated/graphql';

const roles: readonly Role[] = ['lender'];

/** Lender pages (SPEC §6). */
export const Route = createFileRoute('/_lender')({
  staticData: { theme: 'dark', roles },
  // Show the spinner at once while the session loads, and not at all once it is cached.
  pendingMs: 0,
  pendingMinMs: 0,
  beforeLoad: ({ context, location }) => requireRole(context.session, location, roles),
  component: LenderArea,
});

function LenderArea() {
  const { accessDenied } = Route.useRouteContext();
  return <GuardedOutlet accessDenied={accessDenied} />;
}
