import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../../app/apollo-boundary';
import { LenderDetailPage } from '../../../../../features/lender-management/components/lender-detail-page';
import { validateLenderDetailSearch, type LenderDetailTab } from '../../../../../features/lender-management/lib/search';

export const Route = createFileRoute('/_admin/admin/lender-management/view/$id')({
  // Overview is the default, left out of the link.
  validateSearch: validateLenderDetailSearch,
  component: AdminLenderManagementViewIdPage,
});

function AdminLenderManagementViewIdPage() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeTab = (next: LenderDetailTab) => void navigate({ search: { tab: next === 'overview' ? undefined : next }, replace: true });
  return (
    <ApolloBoundary>
      <LenderDetailPage idParam={id} tab={tab ?? 'overview'} onTabChange={changeTab} />
    </ApolloBoundary>
  );
}
