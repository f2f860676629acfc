import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/funding-matrix/')({
  component: AdminFundingMatrixPage,
});

function AdminFundingMatrixPage() {
  return <PlaceholderPage title="Funding Matrix" summary="The criteria that match applications to lenders." />;
}
