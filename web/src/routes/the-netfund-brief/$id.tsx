import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../features/brief/components/article-page';
import { ApolloBoundary } from '../../app/apollo-boundary';

export const Route = createFileRoute('/the-netfund-brief/$id')({
  component: TheNetfundBriefIdPage,
});

function TheNetfundBriefIdPage() {
  const { id } = Route.useParams();
  return (
    <ApolloBoundary>
      <ArticlePage key={id} id={id} />
    </ApolloBoundary>
  );
}
