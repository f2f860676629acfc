import { createFileRoute } from '@tanstack/react-router';
import { FundingGuidePage } from '../features/marketing/components/resource-pages';

export const Route = createFileRoute('/funding-guide')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: FundingGuidePage,
});
