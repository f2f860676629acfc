import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/business-credit-builder/')({
  component: BusinessCreditBuilderPage,
});

function BusinessCreditBuilderPage() {
  return <PlaceholderPage title="Business Credit Builder" summary="Build your business credit profile step by step." />;
}
