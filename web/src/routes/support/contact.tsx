import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/marketing/components/contact-page';
import { ApolloBoundary } from '../../app/apollo-boundary';
import { searchString } from '../../lib/search-params';

export const Route = createFileRoute('/support/contact')({
  // `?sent=1`: where the server sends a browser that posted the form itself (page-forms/contact.ts). The key always:
  // the parent route passes the URL's own value on otherwise.
  validateSearch: (search: Record<string, unknown>): { sent?: 1 } => ({
    sent: searchString(search.sent) === '1' ? 1 : undefined,
  }),
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
