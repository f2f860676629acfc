import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/client-management/create-application')({
  component: AdminClientManagementCreateApplicationPage,
});

function AdminClientManagementCreateApplicationPage() {
  return <PlaceholderPage title="Create Application" summary="Create a funding application on behalf of a client." />;
}
