import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { Net30InvoicePage } from '../../../../features/net30/components/net30-invoice-page';
import { parsePaymentReturn, type PaymentReturn } from '../../../../features/net30/lib/search';

export interface Net30InvoiceSearch {
  /** Set by the hosted checkout's return URL; said once on the page, then removed. */
  payment?: PaymentReturn;
}

/** R25: one invoice (its client, or an admin). */
export const Route = createFileRoute('/_member/net30/invoice/$id')({
  // Every key is returned, undefined too: a key left out keeps its raw value from the root's search.
  validateSearch: (search: Record<string, unknown>): Net30InvoiceSearch => ({ payment: parsePaymentReturn(search.payment) }),
  component: Net30InvoiceRoute,
});

function Net30InvoiceRoute() {
  const { id } = Route.useParams();
  const { payment } = Route.useSearch();
  const navigate = Route.useNavigate();
  const clear = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return (
    <ApolloBoundary>
      <Net30InvoicePage idParam={id} payment={payment} onPaymentNoticeShown={clear} />
    </ApolloBoundary>
  );
}
