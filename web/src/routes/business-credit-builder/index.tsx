import { createFileRoute } from '@tanstack/react-router';
import { CreditBuilderPage } from '../../features/marketing/components/resource-pages';

export const Route = createFileRoute('/business-credit-builder/')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: CreditBuilderPage,
});
