import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/profile-settings')({
  component: AdminProfileSettingsPage,
});

function AdminProfileSettingsPage() {
  return <PlaceholderPage title="Admin Profile Settings" summary="Manage your administrator account." />;
}
