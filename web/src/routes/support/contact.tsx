import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/marketing/components/contact-page';
import { ApolloBoundary } from '../../app/apollo-boundary';
import { searchString } from '../../lib/search-params';

export const Route = createFileRoute('/support/contact')({
  // `?sent=1`: where the server sends a browser that posted the form itself (page-forms/contact.ts).
  validateSearch: (search: Record<string, unknown>): { sent?: 1 } =>
    searchString(search.sent) === '1' ? { sent: 1 } : {},
  // Server-rendered and hydrated; its form posts to the server until the app takes over.
  staticData: { delivery: 'progressive' },
  component: ContactRoute,
});

function ContactRoute() {
  const { sent } = Route.useSearch();
  return (
    <ApolloBoundary>
      <ContactPage sent={sent === 1} />
    </ApolloBoundary>
  );
}
