import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_lender/lender/dashboard')({
  component: LenderDashboardPage,
});

function LenderDashboardPage() {
  return <UpcomingScreenPage path="/lender/dashboard" />;
}
