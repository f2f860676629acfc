import { Alert, Badge, Box, Button, Card, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/error-alert';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { GetFundedButton } from '../../../components/get-funded-button';
import { useClaimApplicationMutation, useMyApplicationsQuery, type MyApplicationsQuery } from '../../../generated/graphql';
import { formatCalendarDate, formatDate, formatDollars, isFinalWorkflowStatus, nextStep, productLabel, statusColor, statusLabel, todayIsoDate } from '../lib/format';
import { loadErrorMessage } from '../lib/error-message';
import { takePendingClaim } from '../lib/pending-claim';
import { ActionNeeded } from './action-needed';

type Claimed = { ok: true; id: string } | { ok: false; id: string; message: string };

/** `/client/dashboard`: the signed-in client's applications. Claims the application a new account came from. */
export function ClientDashboard() {
  const { data, loading, error, refetch } = useMyApplicationsQuery({ fetchPolicy: 'cache-and-network' });
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
              <ApplicationSummary key={application.id} application={application} />
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
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
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

function ApplicationSummary({ application }: { application: MyApplicationsQuery['myApplications'][number] }) {
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
            <Fact label="Approved">{application.approvedAmount ?? '—'}</Fact>
            <Fact label="Submitted">{formatDate(application.createdAt)}</Fact>
            <Fact label="Last update">{formatDate(application.updatedAt)}</Fact>
          </SimpleGrid>
          <HStack justify="space-between" align="end" flexWrap="wrap" gap={3}>
            <Text fontSize="sm" flex="1" minW="240px">
              <Text as="span" fontWeight="semibold">
                Next step:{' '}
              </Text>
              {nextStep(application.status)}
              {application.reapplyAfter && application.reapplyAfter.slice(0, 10) > todayIsoDate() && ` You can apply again from ${formatCalendarDate(application.reapplyAfter)}.`}
            </Text>
            <Button asChild size="sm" variant="outline">
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
