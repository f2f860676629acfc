import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/company/partners')({
  component: CompanyPartnersPage,
});

function CompanyPartnersPage() {
  return <PlaceholderPage title="Partners" summary="The lenders and partners we work with." />;
}
