import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/support/terms')({
  component: SupportTermsPage,
});

function SupportTermsPage() {
  return <PlaceholderPage title="Terms of Service" summary="The terms that govern your use of NetFund." />;
}
