import { createFileRoute } from '@tanstack/react-router';
import { ClientDashboard } from '../../../features/applications/components/client-dashboard';
import { ApolloBoundary } from '../../../app/apollo-boundary';

export const Route = createFileRoute('/_client/client/dashboard')({
  component: ClientDashboardRoute,
});

function ClientDashboardRoute() {
  return (
    <ApolloBoundary>
      <ClientDashboard />
    </ApolloBoundary>
  );
}
