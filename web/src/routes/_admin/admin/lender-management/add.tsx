import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/lender-management/add')({
  component: AdminLenderManagementAddPage,
});

function AdminLenderManagementAddPage() {
  return <PlaceholderPage title="Add Lender" summary="Add a lender to the platform." />;
}
