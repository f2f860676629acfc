import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../features/marketing/components/legal-pages';

export const Route = createFileRoute('/support/privacy')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: PrivacyPage,
});
