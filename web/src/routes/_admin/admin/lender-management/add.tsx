import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { LenderAddPage } from '../../../../features/lender-management/components/lender-add-page';

export const Route = createFileRoute('/_admin/admin/lender-management/add')({
  component: AdminLenderManagementAddPage,
});

function AdminLenderManagementAddPage() {
  return (
    <ApolloBoundary>
      <LenderAddPage />
    </ApolloBoundary>
  );
}
