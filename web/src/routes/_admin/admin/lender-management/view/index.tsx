import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../../app/apollo-boundary';
import { LenderListPage } from '../../../../../features/lender-management/components/lender-list-page';
import { validateLenderListSearch } from '../../../../../features/lender-management/lib/search';

export const Route = createFileRoute('/_admin/admin/lender-management/view/')({
  validateSearch: validateLenderListSearch,
  component: AdminLenderManagementViewPage,
});

function AdminLenderManagementViewPage() {
  return (
    <ApolloBoundary>
      <LenderListPage search={Route.useSearch()} />
    </ApolloBoundary>
  );
}
