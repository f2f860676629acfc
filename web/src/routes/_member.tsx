import { createFileRoute } from '@tanstack/react-router';
import { GuardedOutlet } from '../features/access/components/guarded-outlet';
import { requireRole } from '../features/auth/lib/guards';
import type { Role } from '../generated/graphql';

const roles: readonly Role[] = ['client', 'admin'];

/** Credit builder and Net30 pages, for clients and admins (SPEC §6). */
export const Route = createFileRoute('/_member')({
  staticData: { roles },
  // Show the spinner at once while the session loads, and not at all once it is cached.
  pendingMs: 0,
  pendingMinMs: 0,
  beforeLoad: ({ context, location }) => requireRole(context.session, location, roles),
  component: MemberArea,
});

function MemberArea() {
  const { accessDenied } = Route.useRouteContext();
  return <GuardedOutlet accessDenied={accessDenied} />;
}
