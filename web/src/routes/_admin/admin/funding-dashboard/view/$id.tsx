import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/funding-dashboard/view/$id')({
  component: AdminFundingDashboardViewIdPage,
});

function AdminFundingDashboardViewIdPage() {
  return <UpcomingScreenPage path="/admin/funding-dashboard/view/$id" />;
}
