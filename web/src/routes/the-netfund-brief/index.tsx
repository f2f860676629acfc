import { createFileRoute } from '@tanstack/react-router';
import { BriefListPage } from '../../features/brief/components/brief-list-page';
import { ApolloBoundary } from '../../app/apollo-boundary';

/** `?page=N` (a whole number >= 1; anything else means the first page) and `?tag=` (a shareable tag filter). */
export const Route = createFileRoute('/the-netfund-brief/')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  validateSearch: (search: Record<string, unknown>): { page?: number; tag?: string } => {
    const page = Number(search.page);
    const tag = typeof search.tag === 'string' ? search.tag.trim().slice(0, 40) : '';
    // `undefined` rather than no key: a key left out keeps its raw value from the root's search.
    return { page: Number.isInteger(page) && page > 1 ? page : undefined, tag: tag || undefined };
  },
  component: TheNetfundBriefPage,
});

function TheNetfundBriefPage() {
  const { page, tag } = Route.useSearch();
  return (
    <ApolloBoundary>
      <BriefListPage page={page ?? 1} tag={tag} />
    </ApolloBoundary>
  );
}
