import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/_member/dashboard')({
  component: CreditBuilderDashboardPage,
});

function CreditBuilderDashboardPage() {
  return <PlaceholderPage title="Credit Builder Dashboard" summary="Track your business credit building." />;
}
