import { Badge, Box, Button, Card, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/error-alert';
import { EmailAddress } from '../../../components/email-address';
import { Link } from '@tanstack/react-router';
import { useClientApplicationQuery, type ClientApplicationQuery } from '../api/client-applications.generated';
import { parseApplicationId } from '../lib/application-id';
import { loadErrorMessage } from '../lib/error-message';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import { formatDate, formatDateTime, formatDollars, industryLabel, isFinalWorkflowStatus, nextStep, productLabel, statusColor, statusLabel } from '../lib/format';
import { ApplicationTasks } from './application-tasks';
import { Fact } from './client-dashboard';
import { DeclineCard } from './decline-card';
import { LendersAccessPanel } from './lenders-access-panel';
import { MatchInsight } from './match-insight';
import { OffersSection } from './offers-section';
import { ContactButtons, DocumentsToPrepare } from './result-cards';
import { INVALID_ID_MESSAGE } from './result-page';
import { WithdrawApplication } from './withdraw-application';

type Details = ClientApplicationQuery['application'];

/** `/client/applications/{id}`: one of the client's applications (the server answers only the owner or an admin). */
export function ApplicationDetailsPage({ idParam }: { idParam: string }) {
  const id = parseApplicationId(idParam);
  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Stack gap={6}>
        <Button asChild variant="ghost" size="sm" alignSelf="start">
          <Link to="/client/dashboard">← Back to My Dashboard</Link>
        </Button>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Application Details
        </Heading>
        {id === null ? <ErrorAlert message={INVALID_ID_MESSAGE} /> : <LoadedDetails id={id} />}
      </Stack>
    </Container>
  );
}

function LoadedDetails({ id }: { id: number }) {
  // Fetched on every visit: a decision NetFund took meanwhile shows at once (SPEC §7: no refetch on focus or polling).
  const { data, loading, error } = useClientApplicationQuery({ variables: { id: String(id) }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) {
    return (
      <Stack gap={4} role="status" aria-busy="true" aria-label="Loading application">
        <Skeleton height="40px" width="50%" />
        <Skeleton height="160px" />
      </Stack>
    );
  }
  if (error || !data) return <ErrorAlert message={loadErrorMessage(error, 'Failed to load the application. Please try again later.')} />;
  return <Details application={data.application} />;
}

function Details({ application }: { application: Details }) {
  useScrollToHash();
  return (
    <Stack gap={6}>
      <HStack justify="space-between" align="start" flexWrap="wrap" gap={3}>
        <Box>
          <Heading as="h2" size="xl">
            {application.businessName}
          </Heading>
          <Text color="fg.muted">
            Application {application.number} · {productLabel(application.product)} · submitted {formatDate(application.submittedAt ?? application.createdAt)}
          </Text>
        </Box>
        <Badge colorPalette={statusColor(application.status)} size="lg" variant="solid">
          {statusLabel(application.status, application.workflowStatus)}
        </Badge>
      </HStack>

      <Section title="Next step">
        <Text>{nextStep(application.status)}</Text>
      </Section>

      {application.status === 'approved' && (
        <Section title="Your terms">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={4} as="dl">
            <Fact label="Approved Amount">{application.approvedAmount ?? '—'}</Fact>
            <Fact label="Term">{application.approvedTerm ?? '—'}</Fact>
            <Fact label="Rate">{application.approvedRate ?? '—'}</Fact>
            <Fact label="Payment">{application.approvedPayment ?? '—'}</Fact>
          </SimpleGrid>
        </Section>
      )}

      {application.status === 'declined' && (
        <DeclineCard declineReasons={application.declineReasons} declineReason={application.declineReason} reapplyAfter={application.reapplyAfter ?? null} />
      )}

      <OffersSection applicationId={application.id} />

      {(application.status === 'declined' || !isFinalWorkflowStatus(application.workflowStatus)) && <MatchInsight applicationId={application.id} />}

      <ApplicationTasks applicationId={application.id} active={!isFinalWorkflowStatus(application.workflowStatus)} />

      <LendersAccessPanel applicationId={application.id} active={!isFinalWorkflowStatus(application.workflowStatus)} />

      <SimpleGrid columns={{ base: 1, md: 2 }} gap={6} alignItems="start">
        <Section title="Timeline">
          <Timeline steps={application.timeline} />
        </Section>
        <Section title="Business profile">
          <SimpleGrid columns={2} gap={4} as="dl">
            <Fact label="Contact">{application.contactName}</Fact>
            <Fact label="Email">{application.ownerEmail ? <EmailAddress address={application.ownerEmail} /> : '—'}</Fact>
            <Fact label="Requested">{formatDollars(application.requestedAmount)}</Fact>
            <Fact label="Monthly revenue">{formatDollars(application.monthlyRevenue)}</Fact>
            <Fact label="Industry">{industryLabel(application.industry)}</Fact>
            <Fact label="State">{application.state}</Fact>
            <Fact label="Time in business">{`${application.monthsInBusiness} months`}</Fact>
            <Fact label="Last update">{formatDate(application.updatedAt)}</Fact>
          </SimpleGrid>
        </Section>
      </SimpleGrid>

      {application.status !== 'declined' && (
        <Section title="Documents to prepare">
          <DocumentsToPrepare />
        </Section>
      )}

      <Section title="Questions?">
        <ContactButtons />
      </Section>

      {application.canWithdraw && <WithdrawApplication applicationId={application.id} number={application.number} version={application.version} />}
    </Stack>
  );
}

/** The status history in plain words (the server's `timeline`), oldest first; the latest step is highlighted. */
function Timeline({ steps }: { steps: Details['timeline'] }) {
  return (
    <Box as="ol" aria-label="Timeline" listStyleType="none" ps={0}>
      {steps.map((step, index) => {
        const latest = index === steps.length - 1;
        return (
          <HStack as="li" key={`${String(step.at)}-${index}`} align="stretch" gap={3} aria-current={latest ? 'step' : undefined}>
            <Stack align="center" gap={0} pt={1}>
              <Box w="12px" h="12px" borderRadius="full" bg={latest ? 'blue.500' : 'gray.500'} flexShrink={0} />
              {!latest && <Box w="2px" flex="1" bg="border" minH="32px" />}
            </Stack>
            <Box pb={5} minW={0}>
              <Text fontWeight="semibold">{step.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(step.at)}
              </Text>
              {step.detail && (
                <Text fontSize="sm" overflowWrap="anywhere">
                  {step.detail}
                </Text>
              )}
            </Box>
          </HStack>
        );
      })}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root>
      <Card.Body>
        <Heading as="h2" size="lg" mb={4}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
