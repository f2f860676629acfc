import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/services/line-of-credit')({
  component: ServicesLineOfCreditPage,
});

function ServicesLineOfCreditPage() {
  return (
    <PlaceholderPage
      title="Business Line of Credit"
      summary="Draw funds when you need them and pay interest only on what you use."
    />
  );
}
