import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../features/marketing/components/service-page';
import { services } from '../../features/marketing/content/services';

export const Route = createFileRoute('/services/business-term-loans')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: ServicesBusinessTermLoansPage,
});

function ServicesBusinessTermLoansPage() {
  return <ServicePage content={services.term} />;
}
