import { createFileRoute } from '@tanstack/react-router';
import { ApplicationDetailsPage } from '../../../../features/applications/components/application-details';
import { ApolloBoundary } from '../../../../app/apollo-boundary';

export const Route = createFileRoute('/_client/client/applications/$id')({
  component: ClientApplicationsIdPage,
});

function ClientApplicationsIdPage() {
  const { id } = Route.useParams();
  return (
    <ApolloBoundary>
      <ApplicationDetailsPage idParam={id} />
    </ApolloBoundary>
  );
}
