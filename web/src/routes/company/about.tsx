import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/marketing/components/company-pages';

export const Route = createFileRoute('/company/about')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: AboutPage,
});
