import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../features/marketing/components/service-page';
import { services } from '../../features/marketing/content/services';

export const Route = createFileRoute('/services/business-term-loans')({
  component: ServicesBusinessTermLoansPage,
});

function ServicesBusinessTermLoansPage() {
  return <ServicePage content={services.term} />;
}
