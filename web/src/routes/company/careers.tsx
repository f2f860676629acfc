import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/company/careers')({
  component: CompanyCareersPage,
});

function CompanyCareersPage() {
  return <PlaceholderPage title="Careers" summary="Join the team that helps small businesses get funded." />;
}
