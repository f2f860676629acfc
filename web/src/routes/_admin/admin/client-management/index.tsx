import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/client-management/')({
  component: AdminClientManagementPage,
});

function AdminClientManagementPage() {
  return <PlaceholderPage title="Client Management" summary="Manage the clients on the platform." />;
}
