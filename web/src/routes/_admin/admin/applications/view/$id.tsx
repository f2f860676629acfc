import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/applications/view/$id')({
  component: AdminApplicationsViewIdPage,
});

function AdminApplicationsViewIdPage() {
  return <UpcomingScreenPage path="/admin/applications/view/$id" />;
}
