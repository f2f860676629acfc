import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/support/components/faq-page';

export const Route = createFileRoute('/support/faqs')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: FaqPage,
});
