import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/client-management/view')({
  component: AdminClientManagementViewPage,
});

function AdminClientManagementViewPage() {
  return <UpcomingScreenPage path="/admin/client-management/view" />;
}
