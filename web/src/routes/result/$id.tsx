import { createFileRoute } from '@tanstack/react-router';
import { ResultPage } from '../../features/applications/components/result-page';
import { ApolloBoundary } from '../../app/apollo-boundary';
import { searchString } from '../../lib/search-params';

export interface ResultSearch {
  /** The access token of the result link (DESIGN §5); kept in the URL. */
  token?: string;
}

export const Route = createFileRoute('/result/$id')({
  validateSearch: (search: Record<string, unknown>): ResultSearch => ({ token: searchString(search.token) }),
  component: ResultIdPage,
});

function ResultIdPage() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  return (
    <ApolloBoundary>
      <ResultPage idParam={id} token={token} />
    </ApolloBoundary>
  );
}
