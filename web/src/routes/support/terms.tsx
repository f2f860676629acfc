import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/marketing/components/legal-pages';

export const Route = createFileRoute('/support/terms')({
  component: TermsPage,
});
