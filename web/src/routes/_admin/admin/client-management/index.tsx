import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/client-management/')({
  component: AdminClientManagementPage,
});

function AdminClientManagementPage() {
  return <UpcomingScreenPage path="/admin/client-management" />;
}
