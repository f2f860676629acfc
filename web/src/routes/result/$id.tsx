import { createFileRoute } from '@tanstack/react-router';
import { ResultPage } from '../../features/applications/components/result-page';
import { ApolloBoundary } from '../../app/apollo-boundary';

export interface ResultSearch {
  /** The access token of the result link (DESIGN §5); kept in the URL. */
  token?: string;
}

export const Route = createFileRoute('/result/$id')({
  // Hand-written rather than zod: a tiny search schema in the route chunk.
  validateSearch: (search: Record<string, unknown>): ResultSearch => ({
    token: typeof search.token === 'string' && search.token ? search.token : undefined,
  }),
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
