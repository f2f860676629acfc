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
  const { tab, page, app } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Another tab starts on its first page.
  const changeTab = (next: LenderPortalTab) => void navigate({ search: (previous) => ({ ...previous, tab: next === 'inbox' ? undefined : next, page: undefined }), replace: true });
  const changePage = (next: number) => void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? String(next) : undefined }) });
  const openApp = (next: string | undefined) => void navigate({ search: (previous) => ({ ...previous, app: next }) });
  return (
    <ApolloBoundary>
      <LenderPortalPage tab={tab ?? 'inbox'} page={Number(page ?? 1)} openApp={app} onTabChange={changeTab} onPageChange={changePage} onOpenApp={openApp} />
    </ApolloBoundary>
  );
}
