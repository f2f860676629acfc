import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { ProgramViewPage } from '../../../../features/funding-matrix/components/program-view-page';

export const Route = createFileRoute('/_admin/admin/funding-matrix/view')({
  validateSearch: (search: Record<string, unknown>): { id?: string } => ({
    id: typeof search.id === 'string' || typeof search.id === 'number' ? String(search.id) : undefined,
  }),
  component: AdminFundingMatrixViewPage,
});

function AdminFundingMatrixViewPage() {
  const { id } = Route.useSearch();
  return (
    <ApolloBoundary>
      <ProgramViewPage key={id ?? 'list'} id={id} />
    </ApolloBoundary>
  );
}
