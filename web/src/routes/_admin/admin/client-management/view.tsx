import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { ClientManagementView } from '../../../../features/client-management/components/client-management-view';
import { validateClientManagementSearch } from '../../../../features/client-management/lib/search';

export const Route = createFileRoute('/_admin/admin/client-management/view')({
  validateSearch: validateClientManagementSearch,
  component: AdminClientManagementViewPage,
});

function AdminClientManagementViewPage() {
  return (
    <ApolloBoundary>
      <ClientManagementView search={Route.useSearch()} />
    </ApolloBoundary>
  );
}
