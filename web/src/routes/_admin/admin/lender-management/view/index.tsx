import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/lender-management/view/')({
  component: AdminLenderManagementViewPage,
});

function AdminLenderManagementViewPage() {
  return <UpcomingScreenPage path="/admin/lender-management/view" />;
}
