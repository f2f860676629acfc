import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../app/apollo-boundary';
import { AdminProfileSettingsPage, type ProfileSettingsTab } from '../../../features/account/components/admin-profile-settings-page';

export const Route = createFileRoute('/_admin/admin/profile-settings')({
  // My account is the default tab, left out of the link.
  validateSearch: (search: Record<string, unknown>): { tab?: 'platform' } => (search.tab === 'platform' ? { tab: 'platform' } : {}),
  component: AdminProfileSettingsRoute,
});

function AdminProfileSettingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeTab = (tab: ProfileSettingsTab) => void navigate({ search: tab === 'platform' ? { tab } : {}, replace: true });
  return (
    <ApolloBoundary>
      <AdminProfileSettingsPage tab={search.tab ?? 'account'} onTabChange={changeTab} />
    </ApolloBoundary>
  );
}
