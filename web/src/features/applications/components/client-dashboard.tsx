import { Alert, Badge, Box, Button, Card, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/error-alert';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { GetFundedButton } from '../../../components/get-funded-button';
import { useClaimApplicationMutation } from '../api/applications.generated';
import { useMyApplicationsQuery, type MyApplicationsQuery } from '../api/client-applications.generated';
import { useMyApplicationActivityQuery, type MyApplicationActivityQuery } from '../api/client-dashboard.generated';
import { formatCalendarDate, formatDate, formatDollars, isFinalWorkflowStatus, nextStep, productLabel, statusColor, statusLabel, todayIsoDate } from '../lib/format';
import { loadErrorMessage } from '../lib/error-message';
import { takePendingClaim } from '../lib/pending-claim';
import { LENDERS_ACCESS_ANCHOR } from '../lib/task-anchor';
import { ActionNeeded } from './action-needed';
import { CreditBuildingCard } from './credit-building-card';

type Claimed = { ok: true; id: string } | { ok: false; id: string; message: string };
type Application = MyApplicationsQuery['myApplications'][number];
type Activity = MyApplicationActivityQuery['myApplicationActivity'][number];

/**
 * `/client/dashboard` (BACKOFFICE R21): Action needed, the signed-in client's applications with their best offer, who
 * can see each file and the next step, and the credit-building card. Claims the application a new account came from.
 */
export function ClientDashboard() {
  const { data, loading, error, refetch } = useMyApplicationsQuery({ fetchPolicy: 'cache-and-network' });
  // Action needed reads the same query: one request serves both.
  const activity = useMyApplicationActivityQuery({ fetchPolicy: 'cache-and-network' });
  const activityById = new Map((activity.data?.myApplicationActivity ?? []).map((each) => [each.applicationId, each]));
  const [claim] = useClaimApplicationMutation();
  const [claimed, setClaimed] = useState<Claimed | null>(null);

  useEffect(() => {
    const pending = takePendingClaim();
    if (!pending) return;
    claim({ variables: { id: pending.applicationId, token: pending.token } })
      .then(() => {
        setClaimed({ ok: true, id: pending.applicationId });
        return refetch();
      })
      .catch((claimError: unknown) =>
        setClaimed({ ok: false, id: pending.applicationId, message: loadErrorMessage(claimError, 'Please try again from your result link.') }),
      );
  }, [claim, refetch]);

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Stack gap={6}>
        <HStack justify="space-between" flexWrap="wrap" gap={4}>
          <Stack gap={1}>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              My Dashboard
            </Heading>
            <Text color="fg.muted">Your applications and funding at a glance.</Text>
          </Stack>
          <GetFundedButton>Apply for Funding</GetFundedButton>
        </HStack>
        {claimed && <ClaimNotice claimed={claimed} />}
        {/* Once the applications are known, so the tasks of ended ones can be left out. */}
        {data && <ActionNeeded finalApplicationIds={finalApplicationIds(data.myApplications)} />}
        {loading && !data ? (
          <Stack gap={4} role="status" aria-busy="true" aria-label="Loading applications">
            <Skeleton height="140px" />
            <Skeleton height="140px" />
          </Stack>
        ) : error && !data ? (
          <ErrorAlert message={loadErrorMessage(error, 'Failed to load your applications. Please try again later.')} />
        ) : data?.myApplications.length ? (
          <Stack as="ul" gap={4} aria-label="My applications">
            {data.myApplications.map((application) => (
              <ApplicationSummary key={application.id} application={application} activity={activityById.get(application.id)} />
            ))}
          </Stack>
        ) : (
          <Card.Root>
            <Card.Body>
              <Stack gap={3} align="start">
                <Heading as="h2" size="lg">
                  No applications yet
                </Heading>
                <Text color="fg.muted">
                  Applied already? Open the result link you received and add the application to your dashboard.
                </Text>
                <GetFundedButton>Apply Now</GetFundedButton>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        <CreditBuildingCard />
      </Stack>
    </Container>
  );
}

function finalApplicationIds(applications: MyApplicationsQuery['myApplications']): Set<string> {
  return new Set(applications.filter((application) => isFinalWorkflowStatus(application.workflowStatus)).map((application) => application.id));
}

function ClaimNotice({ claimed }: { claimed: Claimed }) {
  return (
    <Alert.Root status={claimed.ok ? 'success' : 'warning'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{claimed.ok ? 'Application added' : 'Application not added'}</Alert.Title>
        <Alert.Description>
          {claimed.ok
            ? `Application #${claimed.id} is now on your dashboard.`
            : `We could not add application #${claimed.id}: ${claimed.message}`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** "Best offer" once lenders made offers (the accepted one's after acceptance): the server's result fields. */
function offerLabel(activity: Activity | undefined): string {
  if (activity?.acceptedOffer) return 'Accepted offer';
  return activity && activity.offerCount > 0 ? 'Best offer' : 'Approved';
}

/** What the client should do next: their own move in the marketplace first, else what the status says. */
function dashboardNextStep(application: Application, activity: Activity | undefined): string {
  if (!isFinalWorkflowStatus(application.workflowStatus) && activity) {
    if (activity.offersToReview > 0) return 'Compare your offers and accept the one that suits you before they expire.';
    if (activity.proposalsToApprove > 0) return 'Approve or refuse the lenders NetFund proposed, so they can review your file.';
  }
  return nextStep(application.status);
}

function ApplicationSummary({ application, activity }: { application: Application; activity: Activity | undefined }) {
  const lenders = activity?.lendersWithAccess ?? 0;
  const who = `Who can see my file: ${lenders === 0 ? 'no lenders' : lenders === 1 ? '1 lender' : `${lenders} lenders`}`;
  return (
    <Card.Root as="li" listStyleType="none">
      <Card.Body>
        <Stack gap={4}>
          {/* No wrapping: the badge keeps its place at the top right whatever the name's length (long names wrap instead). */}
          <HStack justify="space-between" align="start" gap={3}>
            <Box minW={0}>
              <Heading as="h2" size="lg">
                {application.businessName}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {application.number} · {productLabel(application.product)}
              </Text>
            </Box>
            <Badge colorPalette={statusColor(application.status)} size="lg" variant="solid" flexShrink={0}>
              {statusLabel(application.status, application.workflowStatus)}
            </Badge>
          </HStack>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={3} as="dl">
            <Fact label="Requested">{formatDollars(application.requestedAmount)}</Fact>
            <Fact label={offerLabel(activity)}>{application.approvedAmount ?? '—'}</Fact>
            <Fact label="Submitted">{formatDate(application.createdAt)}</Fact>
            <Fact label="Last update">{formatDate(application.updatedAt)}</Fact>
          </SimpleGrid>
          {activity && (
            <Link
              to="/client/applications/$id"
              params={{ id: application.id }}
              hash={LENDERS_ACCESS_ANCHOR}
              aria-label={`${who} (application #${application.id})`}
            >
              <Text as="span" fontSize="sm" color="fg.info" textDecoration="underline">
                {who}
              </Text>
            </Link>
          )}
          <Text fontSize="sm">
            <Text as="span" fontWeight="semibold">
              Next step:{' '}
            </Text>
            {dashboardNextStep(application, activity)}
          </Text>
          <HStack justify="space-between" align="center" flexWrap="wrap" gap={3}>
            <ApplyAgain application={application} />
            <Button asChild size="sm" variant="outline" ms="auto">
              <Link to="/client/applications/$id" params={{ id: application.id }} aria-label={`View details of application #${application.id}`}>
                View details
              </Link>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * R21 *Apply again* (the external form, as every apply button): after a decline it is disabled until the re-apply
 * date, which is shown beside it, not a silent block; an application withdrawn or closed may be followed at once.
 */
function ApplyAgain({ application }: { application: Application }) {
  const ended = application.status === null;
  const declined = application.status === 'declined';
  if (!ended && !declined) return null;
  const from = application.reapplyAfter?.slice(0, 10);
  if (declined && from && from > todayIsoDate()) {
    return (
      <HStack gap={3} flexWrap="wrap">
        <Button size="sm" disabled aria-describedby={`reapply-${application.id}`}>
          Apply again
        </Button>
        <Text id={`reapply-${application.id}`} fontSize="sm" color="fg.muted">
          You can apply again from {formatCalendarDate(from)}.
        </Text>
      </HStack>
    );
  }
  return <GetFundedButton size="sm">Apply again</GetFundedButton>;
}

export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}
