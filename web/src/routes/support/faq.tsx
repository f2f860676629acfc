import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/support/components/faq-page';

// Same page as /support/faqs: some links use the singular path.
export const Route = createFileRoute('/support/faq')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: FaqPage,
});
