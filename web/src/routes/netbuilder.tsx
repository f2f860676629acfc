import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { NetbuilderPage } from '../features/netbuilder/components/netbuilder-page';
import {
  parseCheckoutReturn,
  useCheckoutReturnNotice,
  type CheckoutReturn,
} from '../features/netbuilder/api/use-checkout-return';
import { ApolloBoundary } from '../app/apollo-boundary';

export interface NetbuilderSearch {
  /** Set by the hosted checkout's return URLs; shown as a notice once, then removed. */
  checkout?: CheckoutReturn;
}

/** SPEC §2: public page; subscribing, reports and downloads need a login (checked by the server). */
export const Route = createFileRoute('/netbuilder')({
  // Signed out it is content (the plans, links to sign in); signed in, the member's plan page hydrates.
  staticData: { delivery: 'static-signed-out' },
  // Every key is returned, undefined too: a key left out keeps its raw value from the root's search.
  validateSearch: (search: Record<string, unknown>): NetbuilderSearch => ({
    checkout: parseCheckoutReturn(search.checkout),
  }),
  component: NetbuilderRoute,
});

function NetbuilderRoute() {
  const { checkout } = Route.useSearch();
  const navigate = Route.useNavigate();
  const clear = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  useCheckoutReturnNotice(checkout, clear);
  return (
    <ApolloBoundary>
      <NetbuilderPage />
    </ApolloBoundary>
  );
}
