import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/support/components/faq-page';

export const Route = createFileRoute('/support/faqs')({
  component: FaqPage,
});
