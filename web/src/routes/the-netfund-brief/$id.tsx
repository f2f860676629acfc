import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../features/brief/components/article-page';

export const Route = createFileRoute('/the-netfund-brief/$id')({
  component: TheNetfundBriefIdPage,
});

function TheNetfundBriefIdPage() {
  const { id } = Route.useParams();
  return <ArticlePage key={id} id={id} />;
}
