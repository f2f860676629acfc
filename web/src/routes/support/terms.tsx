import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/marketing/components/legal-pages';

export const Route = createFileRoute('/support/terms')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: TermsPage,
});
