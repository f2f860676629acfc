import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/profile-settings')({
  component: AdminProfileSettingsPage,
});

function AdminProfileSettingsPage() {
  return <UpcomingScreenPage path="/admin/profile-settings" />;
}
