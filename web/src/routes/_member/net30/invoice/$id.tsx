import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_member/net30/invoice/$id')({
  component: Net30InvoiceIdPage,
});

function Net30InvoiceIdPage() {
  return <UpcomingScreenPage path="/net30/invoice/$id" />;
}
