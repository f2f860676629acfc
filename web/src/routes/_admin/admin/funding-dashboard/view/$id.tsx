import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/funding-dashboard/view/$id')({
  component: AdminFundingDashboardViewIdPage,
});

function AdminFundingDashboardViewIdPage() {
  return <PlaceholderPage title="Funding Dashboard" summary="The funding progress of one application." />;
}
