import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/support/privacy')({
  component: SupportPrivacyPage,
});

function SupportPrivacyPage() {
  return <PlaceholderPage title="Privacy Policy" summary="How NetFund collects, uses and protects your information." />;
}
