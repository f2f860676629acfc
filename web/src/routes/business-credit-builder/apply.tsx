import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/business-credit-builder/apply')({
  component: BusinessCreditBuilderApplyPage,
});

function BusinessCreditBuilderApplyPage() {
  return (
    <PlaceholderPage
      title="Apply for Business Credit Builder"
      summary="The application for the business credit builder program."
    />
  );
}
