import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/dashboard')({
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  return <UpcomingScreenPage path="/admin/dashboard" />;
}
