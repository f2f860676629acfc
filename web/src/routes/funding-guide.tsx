import { createFileRoute } from '@tanstack/react-router';
import { FundingGuidePage } from '../features/marketing/components/resource-pages';

export const Route = createFileRoute('/funding-guide')({
  component: FundingGuidePage,
});
