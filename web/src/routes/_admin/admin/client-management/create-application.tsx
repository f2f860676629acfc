import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { CreateApplicationPage } from '../../../../features/staff-application/components/create-application-page';
import { searchString } from '../../../../lib/search-params';

interface CreateApplicationSearch {
  /** A saved draft to continue; left out for a new application. */
  id?: string;
}

export const Route = createFileRoute('/_admin/admin/client-management/create-application')({
  // Every key is returned, as plain text: the page checks the id (this runs in every visitor's first JavaScript).
  validateSearch: (search: Record<string, unknown>): CreateApplicationSearch => ({ id: searchString(search.id) }),
  component: AdminClientManagementCreateApplicationPage,
});

function AdminClientManagementCreateApplicationPage() {
  const { id } = Route.useSearch();
  return (
    <ApolloBoundary>
      {/* A new key per draft: continuing another draft (or a new one) starts the form afresh. */}
      <CreateApplicationPage key={id ?? 'new'} draftId={id} />
    </ApolloBoundary>
  );
}
