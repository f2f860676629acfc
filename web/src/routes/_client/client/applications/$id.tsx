import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_client/client/applications/$id')({
  component: ClientApplicationsIdPage,
});

function ClientApplicationsIdPage() {
  return <PlaceholderPage title="Application Details" summary="The details and status of one of your applications." />;
}
