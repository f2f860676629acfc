import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <PlaceholderPage
      title="Business Funding Built for Growth"
      summary="Funding solutions for small-business owners and real-estate investors, with decisions in as little as 24 hours."
    />
  );
}
