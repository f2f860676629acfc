import { createFileRoute } from '@tanstack/react-router';
import { Net30ApplicationPage } from '../../features/marketing/components/credit-application-form';
import { ApolloBoundary } from '../../app/apollo-boundary';

export const Route = createFileRoute('/net30/apply')({
  component: Net30ApplicationRoute,
});

function Net30ApplicationRoute() {
  return (
    <ApolloBoundary>
      <Net30ApplicationPage />
    </ApolloBoundary>
  );
}
