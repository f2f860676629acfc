import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/net30/apply')({
  component: Net30ApplyPage,
});

function Net30ApplyPage() {
  return (
    <PlaceholderPage
      title="Apply for a Net30 Account"
      summary="The application for a Net30 vendor trade-credit account."
    />
  );
}
