import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ApolloBoundary } from '../../../app/apollo-boundary';
import { Net30TestPage } from '../../../features/net30/components/net30-test-page';
import { parseClientIdSearch, type Net30ClientSearch } from '../../../features/net30/lib/search';

/** R26: the order sandbox; admins order for a client by `?clientId=` and have the clock panel. */
export const Route = createFileRoute('/_member/net30/test')({
  validateSearch: (search: Record<string, unknown>): Net30ClientSearch => parseClientIdSearch(search),
  component: Net30TestRoute,
});

function Net30TestRoute() {
  const { clientId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const choose = useCallback((id: string) => void navigate({ search: { clientId: id } }), [navigate]);
  return (
    <ApolloBoundary>
      <Net30TestPage clientId={clientId} onChooseClient={choose} />
    </ApolloBoundary>
  );
}
