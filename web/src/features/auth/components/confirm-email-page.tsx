import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { graphqlRequest, requestErrorMessage } from '../../../lib/graphql-request';
import { confirmEmailChangeMutation } from '../api/session-operations';
import { AuthCard } from './auth-card';

type State = { status: 'pending' } | { status: 'confirmed'; email: string } | { status: 'failed'; message: string };

const LINK_INVALID = 'This confirmation link is invalid or has expired';

/** `/profile/confirm-email?token=` (signed in as the account that asked): confirms the new address once. */
export function ConfirmEmailPage({ token }: { token?: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>(token ? { status: 'pending' } : { status: 'failed', message: LINK_INVALID });
  // The link is single use: React's development double effect must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    const { graphqlUri, session } = router.options.context;
    graphqlRequest(graphqlUri, confirmEmailChangeMutation, { token }).then(
      ({ confirmEmailChange: user }) => {
        session.setUser(user);
        setState({ status: 'confirmed', email: user.email });
      },
      (error: unknown) => setState({ status: 'failed', message: requestErrorMessage(error) ?? 'Something went wrong. Please try again' }),
    );
  }, [router, token]);

  return (
    <AuthCard id="confirm-email-heading" title="Confirm your e-mail address">
      {state.status === 'pending' && (
        <Stack direction="row" align="center" gap={3} role="status">
          <Spinner size="sm" />
          <Text>Confirming your new e-mail address…</Text>
        </Stack>
      )}
      {state.status === 'confirmed' && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>Your e-mail address is now {state.email}</Alert.Title>
        </Alert.Root>
      )}
      {state.status === 'failed' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Root>
      )}
      {state.status !== 'pending' && (
        <Button asChild colorPalette="blue" alignSelf="flex-start">
          <Link to="/profile">Go to your profile</Link>
        </Button>
      )}
    </AuthCard>
  );
}
