import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../features/brief/components/article-page';
import { ApolloBoundary } from '../../app/apollo-boundary';

/** `$id` is the article's slug or its numeric id (replaced by the slug once loaded). */
export const Route = createFileRoute('/the-netfund-brief/$id')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: TheNetfundBriefIdPage,
});

function TheNetfundBriefIdPage() {
  const { id } = Route.useParams();
  return (
    <ApolloBoundary>
      <ArticlePage id={id} />
    </ApolloBoundary>
  );
}
