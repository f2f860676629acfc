import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../app/apollo-boundary';
import { Net30AdminPage } from '../../../features/net30-admin/components/net30-admin-page';
import { validateNet30AdminSearch, type Net30AdminTab } from '../../../features/net30-admin/lib/search';

export const Route = createFileRoute('/_admin/admin/net30')({
  // Applications is the default tab, left out of the link.
  validateSearch: validateNet30AdminSearch,
  component: AdminNet30Page,
});

function AdminNet30Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeTab = (tab: Net30AdminTab) => void navigate({ search: { tab: tab === 'applications' ? undefined : tab }, replace: true });
  return (
    <ApolloBoundary>
      <Net30AdminPage search={search} onTabChange={changeTab} />
    </ApolloBoundary>
  );
}
