import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/client-management/view')({
  component: AdminClientManagementViewPage,
});

function AdminClientManagementViewPage() {
  return <PlaceholderPage title="View Clients" summary="Browse all clients." />;
}
