import { createFileRoute } from '@tanstack/react-router';
import { ClientDashboard } from '../../../features/applications/components/client-dashboard';

export const Route = createFileRoute('/_client/client/dashboard')({
  component: ClientDashboard,
});
