import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/lender-management/view/$id')({
  component: AdminLenderManagementViewIdPage,
});

function AdminLenderManagementViewIdPage() {
  return <UpcomingScreenPage path="/admin/lender-management/view/$id" />;
}
