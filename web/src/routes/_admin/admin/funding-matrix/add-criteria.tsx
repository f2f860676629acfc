import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { ProgramFormPage, type ProgramFormSearch } from '../../../../features/funding-matrix/components/program-form-page';

const id = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

export const Route = createFileRoute('/_admin/admin/funding-matrix/add-criteria')({
  validateSearch: (search: Record<string, unknown>): ProgramFormSearch => ({ lenderId: id(search.lenderId), programId: id(search.programId), from: id(search.from) }),
  component: AdminFundingMatrixAddCriteriaPage,
});

function AdminFundingMatrixAddCriteriaPage() {
  return (
    <ApolloBoundary>
      <ProgramFormPage search={Route.useSearch()} />
    </ApolloBoundary>
  );
}
