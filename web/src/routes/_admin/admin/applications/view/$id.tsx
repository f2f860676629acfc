import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/applications/view/$id')({
  component: AdminApplicationsViewIdPage,
});

function AdminApplicationsViewIdPage() {
  return <PlaceholderPage title="Application Review" summary="Review one funding application." />;
}
