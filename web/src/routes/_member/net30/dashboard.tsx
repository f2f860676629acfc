import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ApolloBoundary } from '../../../app/apollo-boundary';
import { Net30DashboardPage } from '../../../features/net30/components/net30-dashboard-page';
import { parseClientIdSearch, type Net30ClientSearch } from '../../../features/net30/lib/search';

/** R24: the client's trade account; admins view a client's by `?clientId=`. */
export const Route = createFileRoute('/_member/net30/dashboard')({
  validateSearch: (search: Record<string, unknown>): Net30ClientSearch => parseClientIdSearch(search),
  component: Net30DashboardRoute,
});

function Net30DashboardRoute() {
  const { clientId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const choose = useCallback((id: string) => void navigate({ search: { clientId: id } }), [navigate]);
  return (
    <ApolloBoundary>
      <Net30DashboardPage clientId={clientId} onChooseClient={choose} />
    </ApolloBoundary>
  );
}
