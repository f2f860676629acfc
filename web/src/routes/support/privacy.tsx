import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../features/marketing/components/legal-pages';

export const Route = createFileRoute('/support/privacy')({
  component: PrivacyPage,
});
