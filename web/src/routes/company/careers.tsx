import { createFileRoute } from '@tanstack/react-router';
import { CareersPage } from '../../features/marketing/components/company-pages';

export const Route = createFileRoute('/company/careers')({
  component: CareersPage,
});
