import { createFileRoute } from '@tanstack/react-router';
import { CreditBuilderDashboard } from '../../features/netbuilder/components/credit-builder-dashboard';
import { ApolloBoundary } from '../../app/apollo-boundary';

export const Route = createFileRoute('/_member/dashboard')({
  component: CreditBuilderDashboardRoute,
});

function CreditBuilderDashboardRoute() {
  return (
    <ApolloBoundary>
      <CreditBuilderDashboard />
    </ApolloBoundary>
  );
}
