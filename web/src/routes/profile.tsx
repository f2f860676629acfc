import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../app/apollo-boundary';
import { ProfilePage } from '../features/account/components/profile-page';

export const Route = createFileRoute('/profile')({
  component: ProfileRoute,
});

function ProfileRoute() {
  return (
    <ApolloBoundary>
      <ProfilePage />
    </ApolloBoundary>
  );
}
