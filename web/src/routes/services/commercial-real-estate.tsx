import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/services/commercial-real-estate')({
  component: ServicesCommercialRealEstatePage,
});

function ServicesCommercialRealEstatePage() {
  return (
    <PlaceholderPage
      title="Commercial Real Estate Financing"
      summary="Financing to buy, refinance or improve commercial property."
    />
  );
}
