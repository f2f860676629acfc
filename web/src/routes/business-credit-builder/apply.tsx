import { createFileRoute } from '@tanstack/react-router';
import { NetBuilderApplicationPage } from '../../features/marketing/components/credit-application-form';

export const Route = createFileRoute('/business-credit-builder/apply')({
  component: NetBuilderApplicationPage,
});
