import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/marketing/components/company-pages';

export const Route = createFileRoute('/company/about')({
  component: AboutPage,
});
