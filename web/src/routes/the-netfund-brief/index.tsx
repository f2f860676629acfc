import { createFileRoute } from '@tanstack/react-router';
import { BriefListPage } from '../../features/brief/components/brief-list-page';
import { ApolloBoundary } from '../../app/apollo-boundary';

/** `?page=N` (a whole number >= 1); anything else means the first page. */
export const Route = createFileRoute('/the-netfund-brief/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    // `page: undefined` rather than no key: a key left out keeps its raw value from the root's search.
    return { page: Number.isInteger(page) && page > 1 ? page : undefined };
  },
  component: TheNetfundBriefPage,
});

function TheNetfundBriefPage() {
  const { page } = Route.useSearch();
  return (
    <ApolloBoundary>
      <BriefListPage page={page ?? 1} />
    </ApolloBoundary>
  );
}
