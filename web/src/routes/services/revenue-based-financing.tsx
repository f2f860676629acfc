import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../features/marketing/components/service-page';
import { services } from '../../features/marketing/content/services';

export const Route = createFileRoute('/services/revenue-based-financing')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: ServicesRevenueBasedFinancingPage,
});

function ServicesRevenueBasedFinancingPage() {
  return <ServicePage content={services.revenue} />;
}
