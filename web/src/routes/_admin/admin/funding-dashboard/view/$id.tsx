import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../../app/apollo-boundary';
import { FundingPage } from '../../../../../features/funding/components/funding-page';

export const Route = createFileRoute('/_admin/admin/funding-dashboard/view/$id')({
  component: AdminFundingDashboardViewIdPage,
});

function AdminFundingDashboardViewIdPage() {
  const { id } = Route.useParams();
  return (
    <ApolloBoundary>
      <FundingPage idParam={id} />
    </ApolloBoundary>
  );
}
