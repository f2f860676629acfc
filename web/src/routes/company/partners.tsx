import { createFileRoute } from '@tanstack/react-router';
import { PartnersPage } from '../../features/marketing/components/company-pages';

export const Route = createFileRoute('/company/partners')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: PartnersPage,
});
