import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/lender-management/')({
  component: AdminLenderManagementPage,
});

function AdminLenderManagementPage() {
  return <PlaceholderPage title="Lender Management" summary="Manage the lenders on the platform." />;
}
