import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/net30')({
  component: AdminNet30Page,
});

function AdminNet30Page() {
  return <UpcomingScreenPage path="/admin/net30" />;
}
