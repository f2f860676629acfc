import { createFileRoute } from '@tanstack/react-router';
import { NetBuilderApplicationPage } from '../../features/marketing/components/credit-application-form';
import { ApolloBoundary } from '../../app/apollo-boundary';

export const Route = createFileRoute('/business-credit-builder/apply')({
  component: NetBuilderApplicationRoute,
});

function NetBuilderApplicationRoute() {
  return (
    <ApolloBoundary>
      <NetBuilderApplicationPage />
    </ApolloBoundary>
  );
}
