import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { CreateApplicationPage } from '../../../../features/staff-application/components/create-application-page';
import { searchString } from '../../../../lib/search-params';

interface CreateApplicationSearch {
  /** A saved draft to continue; left out for a new application. */
  id?: string;
  /** R14 *Start renewal*: the funded deal (funding id) the new application renews. */
  renewalOf?: string;
}

export const Route = createFileRoute('/_admin/admin/client-management/create-application')({
  // Every key is returned, as plain text: the page checks the id (this runs in every visitor's first JavaScript).
  validateSearch: (search: Record<string, unknown>): CreateApplicationSearch => ({ id: searchString(search.id), renewalOf: searchString(search.renewalOf) }),
  component: AdminClientManagementCreateApplicationPage,
});

function AdminClientManagementCreateApplicationPage() {
  const { id, renewalOf } = Route.useSearch();
  return (
    <ApolloBoundary>
      {/* A new key per draft: continuing another draft (or a new one) starts the form afresh. */}
      <CreateApplicationPage key={id ?? (renewalOf ? `renewal-${renewalOf}` : 'new')} draftId={id} renewalOf={renewalOf} />
    </ApolloBoundary>
  );
}
