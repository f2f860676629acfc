import { Alert, Link as ChakraLink, Skeleton, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useMyAccountQuery, type AccountUserFragment } from '../api/account.generated';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { ChangePasswordForm } from './change-password-form';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** Loads the signed-in account, then shows `children` with it. */
export function WithMyAccount({ children }: { children(user: AccountUserFragment): React.ReactNode }) {
  const { data, error } = useMyAccountQuery({ fetchPolicy: 'cache-and-network' });
  const user = data?.me;
  if (error && !user) return <ErrorAlert message={loadFailureMessage(error, 'Your account could not be loaded. Please try again.')} />;
  if (!user) return <Skeleton h="96" aria-busy="true" aria-label="Loading your account" />;
  return <>{children(user)}</>;
}

/** The alert when the role's policy needs two-factor and it is not on yet. */
export function TwoFactorRequiredAlert() {
  return (
    <Alert.Root status="warning" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Set up two-factor authentication to continue</Alert.Title>
        <Alert.Description>Your account needs a code from an authenticator app at sign-in. Set it up below.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** R29's sections in order: Security (password, two-factor), Sessions, Profile. */
export function MyAccountSections({ user, showAdminLink = true }: { user: AccountUserFragment; showAdminLink?: boolean }) {
  return (
    <Stack gap="6">
      {user.twoFactorSetupRequired ? <TwoFactorRequiredAlert /> : null}
      {showAdminLink && user.role === 'admin' ? (
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>
            Admins also have platform settings:{' '}
            <ChakraLink asChild fontWeight="semibold">
              <Link to="/admin/profile-settings">Profile &amp; Platform Settings</Link>
            </ChakraLink>
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <ChangePasswordForm role={user.role} />
      <TwoFactorSection enabled={user.twoFactorEnabled} />
      <SessionsSection />
      <ProfileSection key={user.id} user={user} />
    </Stack>
  );
}
