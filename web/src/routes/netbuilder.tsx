import { createFileRoute } from '@tanstack/react-router';
import { NetbuilderPage } from '../features/netbuilder/components/netbuilder-page';
import { ApolloBoundary } from '../app/apollo-boundary';

/** SPEC §2: public page; subscribing, reports and downloads need a login (checked by the server). */
export const Route = createFileRoute('/netbuilder')({
  component: NetbuilderRoute,
});

function NetbuilderRoute() {
  return (
    <ApolloBoundary>
      <NetbuilderPage />
    </ApolloBoundary>
  );
}
