import { createFileRoute } from '@tanstack/react-router';
import {
  NetBuilderApplicationPage,
  type ReceiptSearch,
} from '../../features/marketing/components/credit-application-form';
import { isPlanId } from '../../lib/catalogue';
import { searchString } from '../../lib/search-params';
import { ApolloBoundary } from '../../app/apollo-boundary';

const REFERENCE = /^NB-\d{6,10}$/;

export const Route = createFileRoute('/business-credit-builder/apply')({
  // Where the server sends a browser that posted the form itself (page-forms/applications.ts): the receipt's
  // reference and the plan, shown as the app shows them after its own submit. Only well-formed values are shown.
  validateSearch: (search: Record<string, unknown>): ReceiptSearch => {
    // Every key, undefined when it is not one: the parent route passes the URL's own values on otherwise.
    const reference = searchString(search.reference);
    if (!reference || !REFERENCE.test(reference)) return { reference: undefined, plan: undefined };
    return {
      reference,
      plan: isPlanId(search.plan) ? search.plan : undefined,
    };
  },
  // Server-rendered and hydrated; its form posts to the server until the app takes over.
  staticData: { delivery: 'progressive' },
  component: NetBuilderApplicationRoute,
});

function NetBuilderApplicationRoute() {
  return (
    <ApolloBoundary>
      <NetBuilderApplicationPage received={Route.useSearch()} />
    </ApolloBoundary>
  );
}
