import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Button, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/error-alert';
import { Link } from '@tanstack/react-router';
import { useClaimApplicationMutation, useApplicationResultQuery } from '../api/applications.generated';
import { useSessionUser } from '../../auth/api/use-session-user';
import { parseApplicationId } from '../lib/application-id';
import { loadErrorMessage } from '../lib/error-message';
import { PRINT_HIDDEN, ResultCard } from './result-cards';
import { TrackStatusCard } from './track-status-card';

export const INVALID_ID_MESSAGE = 'Invalid application ID. Please check the URL and try again.';
export const LOAD_FAILED_MESSAGE = 'Failed to load application result. Please try again later.';

/** SPEC §2 "Application result page": `/result/{id}`, readable with the `?token` of the result link. */
export function ResultPage({ idParam, token }: { idParam: string; token?: string }) {
  const id = parseApplicationId(idParam);
  return (
    <Container maxW="4xl" py={{ base: 8, md: 12 }}>
      <Stack gap={6}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Your Application Result
        </Heading>
        {id === null ? <ErrorAlert message={INVALID_ID_MESSAGE} /> : <LoadedResult id={id} token={token} />}
      </Stack>
    </Container>
  );
}

function LoadedResult({ id, token }: { id: number; token?: string }) {
  // Fetched on every visit, never only from the cache: a decision taken since the last visit shows at once.
  const { data, loading, error } = useApplicationResultQuery({ variables: { id: String(id), token: token ?? null }, fetchPolicy: 'cache-and-network' });
  const me = useSessionUser();

  if (loading && !data) return <ResultSkeleton />;
  if (error || !data) {
    return (
      <Stack gap={4}>
        <ErrorAlert message={loadErrorMessage(error, LOAD_FAILED_MESSAGE)} />
        {isNotFound(error) && <NotFoundHelp id={id} signedOut={!me.loading && !me.user} />}
      </Stack>
    );
  }

  const application = data.application;
  const user = me.user;
  const signedOut = !me.loading && !user;
  return (
    <Stack gap={6}>
      <Text color="fg.muted">Application #{application.id}</Text>
      <ResultCard application={application} />
      {signedOut && <TrackStatusCard applicationId={id} ownerEmail={application.ownerEmail} token={token} />}
      {user?.role === 'client' && token && !application.ownedByViewer && <AddToDashboard id={id} token={token} />}
      {user?.role === 'client' && application.ownedByViewer && (
        <Button asChild variant="outline" alignSelf="start" {...PRINT_HIDDEN}>
          <Link to="/client/applications/$id" params={{ id: String(id) }}>
            Track it on your dashboard
          </Link>
        </Button>
      )}
    </Stack>
  );
}

function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

/**
 * 'Application not found' is also what a wrong or missing token gets (DESIGN §5), so point to the two ways on: the
 * owner signs in (and comes back here), anyone else asks support.
 */
function NotFoundHelp({ id, signedOut }: { id: number; signedOut: boolean }) {
  return (
    <Stack gap={3}>
      <Text>
        Check that you opened the complete link from your e-mail.{' '}
        {signedOut ? 'If the application is yours, sign in to see it without the link, or contact us.' : 'If you need help, contact us.'}
      </Text>
      <HStack gap={3} flexWrap="wrap" {...PRINT_HIDDEN}>
        {signedOut && (
          <Button asChild colorPalette="blue">
            <Link to="/auth" search={{ redirect: `/result/${id}` }}>
              Sign in
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/support/contact">Contact support</Link>
        </Button>
      </HStack>
    </Stack>
  );
}

/** A signed-in client holding the result link can add the application to their dashboard. */
function AddToDashboard({ id, token }: { id: number; token: string }) {
  const [claim, { loading, error }] = useClaimApplicationMutation();
  return (
    <Alert.Root status="info" {...PRINT_HIDDEN}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Is this your application?</Alert.Title>
        <Alert.Description>
          <Stack gap={3} mt={1} align="start">
            <Text>Add it to your dashboard to follow its progress.</Text>
            {error && <Text color="fg.error">{loadErrorMessage(error, 'Could not add the application.')}</Text>}
            <Button size="sm" colorPalette="blue" loading={loading} onClick={() => void claim({ variables: { id: String(id), token } }).catch(() => {})}>
              Add to My Dashboard
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function ResultSkeleton() {
  return (
    <Stack gap={4} data-testid="result-skeleton" role="status" aria-busy="true" aria-label="Loading application result">
      <Skeleton height="32px" width="60%" />
      <Skeleton height="20px" width="40%" />
      <Skeleton height="120px" />
      <Skeleton height="48px" width="50%" />
    </Stack>
  );
}
