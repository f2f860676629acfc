import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/services/revenue-based-financing')({
  component: ServicesRevenueBasedFinancingPage,
});

function ServicesRevenueBasedFinancingPage() {
  return (
    <PlaceholderPage title="Revenue-Based Financing" summary="Capital repaid as a share of your business revenue." />
  );
}
