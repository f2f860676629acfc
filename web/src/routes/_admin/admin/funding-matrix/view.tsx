import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/funding-matrix/view')({
  component: AdminFundingMatrixViewPage,
});

function AdminFundingMatrixViewPage() {
  return <PlaceholderPage title="View Funding Matrix" summary="Review the funding matrix criteria." />;
}
