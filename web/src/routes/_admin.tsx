import { createFileRoute } from '@tanstack/react-router';
import { GuardedOutlet } from '../features/access/components/guarded-outlet';
import { requireRole } from '../features/auth/lib/guards';
import { BackofficeShell } from '../features/backoffice/components/backoffice-shell';
import type { Role } from '../generated/graphql';

const roles: readonly Role[] = ['admin'];

/** Admin pages (SPEC §6), framed by the back office's side bar; the wrong role sees Access Denied without it. */
export const Route = createFileRoute('/_admin')({
  staticData: { theme: 'dark', roles },
  // Show the spinner at once while the session loads, and not at all once it is cached.
  pendingMs: 0,
  pendingMinMs: 0,
  beforeLoad: ({ context, location }) => requireRole(context.session, location, roles),
  component: AdminArea,
});

function AdminArea() {
  const { accessDenied } = Route.useRouteContext();
  if (accessDenied) return <GuardedOutlet accessDenied />;
  return (
    <BackofficeShell>
      <GuardedOutlet accessDenied={false} />
    </BackofficeShell>
  );
}
