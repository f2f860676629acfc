import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/services/business-term-loans')({
  component: ServicesBusinessTermLoansPage,
});

function ServicesBusinessTermLoansPage() {
  return (
    <PlaceholderPage
      title="Business Term Loans"
      summary="Fixed-term loans with flexible repayment terms for growing businesses."
    />
  );
}
