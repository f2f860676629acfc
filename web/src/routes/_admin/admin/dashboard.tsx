import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/dashboard')({
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  return (
    <PlaceholderPage
      title="Admin Dashboard"
      summary="An overview of the platform: applications, clients and lenders."
    />
  );
}
