import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/_member/net30/dashboard')({
  component: Net30DashboardPage,
});

function Net30DashboardPage() {
  return <PlaceholderPage title="Net30 Dashboard" summary="Your Net30 trade-credit account and invoices." />;
}
