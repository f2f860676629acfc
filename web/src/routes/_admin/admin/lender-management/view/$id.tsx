import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/lender-management/view/$id')({
  component: AdminLenderManagementViewIdPage,
});

function AdminLenderManagementViewIdPage() {
  return <PlaceholderPage title="Lender Details" summary="The profile of one lender." />;
}
