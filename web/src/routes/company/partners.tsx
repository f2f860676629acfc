import { createFileRoute } from '@tanstack/react-router';
import { PartnersPage } from '../../features/marketing/components/company-pages';

export const Route = createFileRoute('/company/partners')({
  component: PartnersPage,
});
