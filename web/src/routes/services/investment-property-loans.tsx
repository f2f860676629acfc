import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/services/investment-property-loans')({
  component: ServicesInvestmentPropertyLoansPage,
});

function ServicesInvestmentPropertyLoansPage() {
  return (
    <PlaceholderPage
      title="Investment Property Loans"
      summary="Rental-income based financing for investment properties, with no personal income documents."
    />
  );
}
