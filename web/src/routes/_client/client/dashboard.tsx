import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/_client/client/dashboard')({
  component: ClientDashboardPage,
});

function ClientDashboardPage() {
  return <PlaceholderPage title="My Dashboard" summary="Your applications and funding at a glance." />;
}
