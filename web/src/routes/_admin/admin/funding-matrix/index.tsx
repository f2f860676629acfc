import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/funding-matrix/')({
  component: AdminFundingMatrixPage,
});

function AdminFundingMatrixPage() {
  return <UpcomingScreenPage path="/admin/funding-matrix" />;
}
