import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_member/net30/dashboard')({
  component: Net30DashboardPage,
});

function Net30DashboardPage() {
  return <UpcomingScreenPage path="/net30/dashboard" />;
}
