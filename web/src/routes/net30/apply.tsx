import { createFileRoute } from '@tanstack/react-router';
import { type ReceiptSearch } from '../../features/marketing/components/credit-application-form';
import { Net30ApplicationPage } from '../../features/marketing/components/net30-application-page';
import { searchString } from '../../lib/search-params';
import { ApolloBoundary } from '../../app/apollo-boundary';

const REFERENCE = /^N30-\d{6,10}$/;
const CLAIM_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

export const Route = createFileRoute('/net30/apply')({
  // Where the server sends a browser that posted the form itself (page-forms/applications.ts): the receipt's
  // reference and, signed out, the claim link's token, shown as the app shows them after its own submit. Only
  // well-formed values are shown.
  validateSearch: (search: Record<string, unknown>): ReceiptSearch => {
    // Every key, undefined when it is not one: the parent route passes the URL's own values on otherwise.
    const reference = searchString(search.reference);
    if (!reference || !REFERENCE.test(reference)) return { reference: undefined, token: undefined };
    return {
      reference,
      token: CLAIM_TOKEN.test(searchString(search.token) ?? '') ? searchString(search.token) : undefined,
    };
  },
  // Server-rendered and hydrated; its form posts to the server until the app takes over.
  staticData: { delivery: 'progressive' },
  component: Net30ApplicationRoute,
});

function Net30ApplicationRoute() {
  return (
    <ApolloBoundary>
      <Net30ApplicationPage received={Route.useSearch()} />
    </ApolloBoundary>
  );
}
