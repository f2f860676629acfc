import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/funding-matrix/add-criteria')({
  component: AdminFundingMatrixAddCriteriaPage,
});

function AdminFundingMatrixAddCriteriaPage() {
  return <UpcomingScreenPage path="/admin/funding-matrix/add-criteria" />;
}
