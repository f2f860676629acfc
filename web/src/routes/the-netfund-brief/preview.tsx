import { createFileRoute } from '@tanstack/react-router';
import { ArticlePreviewPage } from '../../features/brief/components/article-page';
import { ApolloBoundary } from '../../app/apollo-boundary';

/** The signed preview link an editor shares (`articlePreviewLink`): any status, 24 h. */
export const Route = createFileRoute('/the-netfund-brief/preview')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' && search.token ? search.token : undefined,
  }),
  component: TheNetfundBriefPreviewPage,
});

function TheNetfundBriefPreviewPage() {
  const { token } = Route.useSearch();
  return (
    <ApolloBoundary>
      <ArticlePreviewPage token={token ?? ''} />
    </ApolloBoundary>
  );
}
