import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { FundingMatrixPage } from '../../../../features/funding-matrix/components/funding-matrix-page';

export const Route = createFileRoute('/_admin/admin/funding-matrix/')({
  component: AdminFundingMatrixPage,
});

function AdminFundingMatrixPage() {
  return (
    <ApolloBoundary>
      <FundingMatrixPage />
    </ApolloBoundary>
  );
}
