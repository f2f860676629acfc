import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/funding-guide')({
  component: FundingGuidePage,
});

function FundingGuidePage() {
  return <PlaceholderPage title="Funding Guide" summary="A guide to choosing the right funding for your business." />;
}
