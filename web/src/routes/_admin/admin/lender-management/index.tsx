import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { LenderOverviewPage } from '../../../../features/lender-management/components/lender-overview-page';

export const Route = createFileRoute('/_admin/admin/lender-management/')({
  component: AdminLenderManagementPage,
});

function AdminLenderManagementPage() {
  return (
    <ApolloBoundary>
      <LenderOverviewPage />
    </ApolloBoundary>
  );
}
