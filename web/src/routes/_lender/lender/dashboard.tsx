import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/_lender/lender/dashboard')({
  component: LenderDashboardPage,
});

function LenderDashboardPage() {
  return <PlaceholderPage title="Lender Dashboard" summary="Your lending pipeline and funded deals." />;
}
