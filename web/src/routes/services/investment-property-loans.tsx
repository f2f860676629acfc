import { createFileRoute } from '@tanstack/react-router';
import { InvestmentPropertyPage } from '../../features/marketing/components/investment-property-page';

export const Route = createFileRoute('/services/investment-property-loans')({
  component: InvestmentPropertyPage,
});
