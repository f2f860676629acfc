import { createFileRoute } from '@tanstack/react-router';
import { InvestmentPropertyPage } from '../../features/marketing/components/investment-property-page';

export const Route = createFileRoute('/services/investment-property-loans')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: InvestmentPropertyPage,
});
