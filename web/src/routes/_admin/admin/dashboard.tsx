import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ApolloBoundary } from '../../../app/apollo-boundary';
import { AdminDashboardPage } from '../../../features/admin-dashboard/components/admin-dashboard-page';
import { readRangeDays, rangeSearchValue, validateDashboardSearch, type DashboardRangeDays } from '../../../features/admin-dashboard/lib/dashboard-search';

/** R1: the back office's first screen; the KPI range lives in the query string (`?range=7|90|365`, 30 days without). */
export const Route = createFileRoute('/_admin/admin/dashboard')({
  validateSearch: validateDashboardSearch,
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeRange = useCallback((days: DashboardRangeDays) => void navigate({ search: { range: rangeSearchValue(days) } }), [navigate]);
  return (
    <ApolloBoundary>
      <AdminDashboardPage rangeDays={readRangeDays(search)} onRangeChange={changeRange} />
    </ApolloBoundary>
  );
}
