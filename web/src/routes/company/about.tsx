import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/company/about')({
  component: CompanyAboutPage,
});

function CompanyAboutPage() {
  return (
    <PlaceholderPage
      title="About NetFund"
      summary="Who we are and how we connect businesses with funding solutions and lenders."
    />
  );
}
