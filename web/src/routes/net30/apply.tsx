import { createFileRoute } from '@tanstack/react-router';
import { Net30ApplicationPage } from '../../features/marketing/components/credit-application-form';

export const Route = createFileRoute('/net30/apply')({
  component: Net30ApplicationPage,
});
