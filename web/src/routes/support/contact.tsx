import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/support/contact')({
  component: SupportContactPage,
});

function SupportContactPage() {
  return <PlaceholderPage title="Contact Us" summary="Reach our funding specialists by phone, e-mail or mail." />;
}
