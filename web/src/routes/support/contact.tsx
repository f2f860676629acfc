import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/marketing/components/contact-page';
import { ApolloBoundary } from '../../app/apollo-boundary';

export const Route = createFileRoute('/support/contact')({
  component: ContactRoute,
});

function ContactRoute() {
  return (
    <ApolloBoundary>
      <ContactPage />
    </ApolloBoundary>
  );
}
