import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { ClientOverviewPage } from '../../../../features/client-management/components/client-overview';

export const Route = createFileRoute('/_admin/admin/client-management/')({
  component: AdminClientManagementPage,
});

function AdminClientManagementPage() {
  return (
    <ApolloBoundary>
      <ClientOverviewPage />
    </ApolloBoundary>
  );
}
