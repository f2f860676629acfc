import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useMySessionsQuery,
  useRevokeSessionMutation,
  useSignOutOtherSessionsMutation,
} from '../api/account.generated';
import { loadFailureMessage, mutationFailure } from '../../application-workspace/lib/workspace';
import { formatWhen } from '../lib/account-schemas';
import { AccountSection } from './account-section';

/** R29 Sessions: where the account is signed in; revoke one, or sign out all the others. */
export function SessionsSection() {
  const { data, error } = useMySessionsQuery({ fetchPolicy: 'cache-and-network' });
  const [revoke, { loading: revoking }] = useRevokeSessionMutation({ refetchQueries: ['MySessions'], awaitRefetchQueries: true });
  const [signOutOthers, { loading: signingOut }] = useSignOutOtherSessionsMutation({ refetchQueries: ['MySessions'], awaitRefetchQueries: true });
  const [failure, setFailure] = useState<string | null>(null);
  const sessions = data?.mySessions;
  const others = sessions?.filter((session) => !session.current) ?? [];

  const revokeOne = async (id: string) => {
    setFailure(null);
    try {
      await revoke({ variables: { id } });
      notify({ type: 'success', title: 'Session revoked', description: 'That device is signed out.' });
    } catch (caught) {
      setFailure(mutationFailure(caught).message);
    }
  };
  const revokeOthers = async () => {
    setFailure(null);
    try {
      const result = await signOutOthers();
      const count = result.data?.signOutOtherSessions ?? 0;
      notify({ type: 'success', title: 'Other sessions signed out', description: `${count} ${count === 1 ? 'session was' : 'sessions were'} signed out.` });
    } catch (caught) {
      setFailure(mutationFailure(caught).message);
    }
  };

  return (
    <AccountSection title="Sessions" description="Devices signed in to your account.">
      {failure ? <ErrorAlert message={failure} /> : null}
      {error && !sessions ? <ErrorAlert message={loadFailureMessage(error, 'Your sessions could not be loaded. Please try again.')} /> : null}
      {!sessions && !error ? <Skeleton h="24" aria-busy="true" aria-label="Loading sessions" /> : null}
      {sessions ? (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Your sessions">
          {sessions.map((session) => (
            <Box as="li" key={session.id} borderWidth="1px" borderRadius="md" p="3" aria-label={session.browser}>
              <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
                <Box minW="0">
                  <HStack gap="2" flexWrap="wrap">
                    <Text fontWeight="semibold" overflowWrap="anywhere">
                      {session.browser}
                    </Text>
                    {session.current ? <Badge colorPalette="green">This device</Badge> : null}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {session.ipPrefix ? `Address ${session.ipPrefix} · ` : ''}Signed in {formatWhen(session.createdAt)} · Last active {formatWhen(session.lastSeenAt)}
                  </Text>
                </Box>
                {session.current ? null : (
                  <Button size="sm" variant="outline" loading={revoking} onClick={() => void revokeOne(session.id)} aria-label={`Revoke ${session.browser}`}>
                    Revoke
                  </Button>
                )}
              </HStack>
            </Box>
          ))}
        </Stack>
      ) : null}
      {sessions && others.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          You are not signed in anywhere else.
        </Text>
      ) : null}
      {others.length > 0 ? (
        <Button variant="outline" colorPalette="red" alignSelf="flex-start" loading={signingOut} onClick={() => void revokeOthers()}>
          Sign out all other sessions
        </Button>
      ) : null}
    </AccountSection>
  );
}
