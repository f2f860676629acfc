import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../../app/apollo-boundary';
import { ApplicationWorkspace } from '../../../../../features/application-workspace/components/application-workspace';
import { workspaceTab, type WorkspaceTab } from '../../../../../features/application-workspace/lib/workspace-tabs';
import { searchString } from '../../../../../lib/search-params';

interface WorkspaceSearch {
  /** summary (the default, left out of the link), documents, messages or timeline. Optional, so links need not name it. */
  tab?: string;
}

export const Route = createFileRoute('/_admin/admin/applications/view/$id')({
  // Every key is returned (an invalid or default tab as undefined), so a bad value never lingers in the search.
  validateSearch: (search: Record<string, unknown>): WorkspaceSearch => {
    const tab = workspaceTab(searchString(search.tab));
    return { tab: tab === 'summary' ? undefined : tab };
  },
  component: AdminApplicationsViewIdPage,
});

function AdminApplicationsViewIdPage() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeTab = (next: WorkspaceTab) => void navigate({ search: { tab: next === 'summary' ? undefined : next }, replace: true });
  return (
    <ApolloBoundary>
      <ApplicationWorkspace idParam={id} tab={workspaceTab(tab)} onTabChange={changeTab} />
    </ApolloBoundary>
  );
}
