import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/profile')({
  component: ProfilePage,
});

function ProfilePage() {
  return <UpcomingScreenPage path="/profile" />;
}
