import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/lender-management/view/')({
  component: AdminLenderManagementViewPage,
});

function AdminLenderManagementViewPage() {
  return <PlaceholderPage title="View Lenders" summary="Browse all lenders." />;
}
