import { Alert, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/ui/notifications';
import { useClaimNet30ApplicationMutation } from '../api/net30-applications.generated';
import { mutationFailure } from '../../application-workspace/lib/workspace';

/**
 * R27's claim link, opened signed in (the route sends a signed-out visitor to /auth first): adds the application to
 * the client's account, once, then goes to /net30/dashboard. A used or wrong link says so.
 */
export function Net30ClaimPage({ token }: { token: string | undefined }) {
  const [claim] = useClaimNet30ApplicationMutation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : 'This link has no application in it. Open the link from your e-mail again.');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    claim({ variables: { token } })
      .then(({ data }) => {
        const reference = data?.claimNet30Application.reference;
        notify({ type: 'success', title: 'Application added', description: `${reference ?? 'Your application'} is now on your Net30 dashboard.` });
        void navigate({ to: '/net30/dashboard', replace: true });
      })
      .catch((error: unknown) => {
        const { message } = mutationFailure(error);
        setFailure(
          message === 'Application not found'
            ? 'This link does not open an application any more: it was already used, or it is not complete. If the application is yours, it may already be on your dashboard.'
            : message,
        );
      });
  }, [claim, navigate, token]);

  return (
    <Container maxW="xl" py={{ base: 10, md: 16 }}>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Your Net30 application
        </Heading>
        {failure ? (
          <>
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Root>
            <Button asChild colorPalette="blue" alignSelf="start">
              <Link to="/net30/dashboard">Go to your Net30 dashboard</Link>
            </Button>
          </>
        ) : (
          <Text role="status">Adding the application to your account…</Text>
        )}
      </Stack>
    </Container>
  );
}
