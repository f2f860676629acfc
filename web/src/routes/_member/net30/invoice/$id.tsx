import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_member/net30/invoice/$id')({
  component: Net30InvoiceIdPage,
});

function Net30InvoiceIdPage() {
  return <PlaceholderPage title="Net30 Invoice" summary="One invoice of your Net30 account." />;
}
