import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/funding-matrix/view')({
  component: AdminFundingMatrixViewPage,
});

function AdminFundingMatrixViewPage() {
  return <UpcomingScreenPage path="/admin/funding-matrix/view" />;
}
