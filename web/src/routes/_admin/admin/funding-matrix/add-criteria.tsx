import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/funding-matrix/add-criteria')({
  component: AdminFundingMatrixAddCriteriaPage,
});

function AdminFundingMatrixAddCriteriaPage() {
  return <PlaceholderPage title="Add Funding Criteria" summary="Add a criterion to the funding matrix." />;
}
