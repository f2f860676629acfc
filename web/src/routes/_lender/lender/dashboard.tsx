import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../app/apollo-boundary';
import { LenderPortalPage } from '../../../features/lender-portal/components/lender-portal-page';
import { validateLenderPortalSearch, type LenderPortalTab } from '../../../features/lender-portal/lib/search';

export const Route = createFileRoute('/_lender/lender/dashboard')({
  // Inbox is the default, left out of the link; `app` opens a file's drawer.
  validateSearch: validateLenderPortalSearch,
  component: LenderDashboardPage,
});

function LenderDashboardPage() {
  const { tab, app } = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeTab = (next: LenderPortalTab) => void navigate({ search: (previous) => ({ ...previous, tab: next === 'inbox' ? undefined : next }), replace: true });
  const openApp = (next: string | undefined) => void navigate({ search: (previous) => ({ ...previous, app: next }) });
  return (
    <ApolloBoundary>
      <LenderPortalPage tab={tab ?? 'inbox'} openApp={app} onTabChange={changeTab} onOpenApp={openApp} />
    </ApolloBoundary>
  );
}
