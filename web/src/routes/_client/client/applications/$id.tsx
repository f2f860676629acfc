import { createFileRoute } from '@tanstack/react-router';
import { ApplicationDetailsPage } from '../../../../features/applications/components/application-details';

export const Route = createFileRoute('/_client/client/applications/$id')({
  component: ClientApplicationsIdPage,
});

function ClientApplicationsIdPage() {
  const { id } = Route.useParams();
  return <ApplicationDetailsPage idParam={id} />;
}
