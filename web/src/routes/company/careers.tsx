import { createFileRoute } from '@tanstack/react-router';
import { CareersPage } from '../../features/marketing/components/company-pages';

export const Route = createFileRoute('/company/careers')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: CareersPage,
});
