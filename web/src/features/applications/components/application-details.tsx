import { Badge, Box, Button, Card, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/error-alert';
import { EmailAddress } from '../../../components/email-address';
import { Link } from '@tanstack/react-router';
import { useClientApplicationQuery, type ClientApplicationQuery } from '../../../generated/graphql';
import { parseApplicationId } from '../lib/application-id';
import { loadErrorMessage } from '../lib/error-message';
import { formatDate, formatDateTime, formatDollars, industryLabel, nextStep, productLabel, statusColor, statusLabel } from '../lib/format';
import { Fact } from './client-dashboard';
import { Alternatives, ContactButtons, DocumentsToPrepare } from './result-cards';
import { INVALID_ID_MESSAGE } from './result-page';

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
  const { data, loading, error } = useClientApplicationQuery({ variables: { id: String(id) } });
  if (loading) {
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
  return (
    <Stack gap={6}>
      <HStack justify="space-between" align="start" flexWrap="wrap" gap={3}>
        <Box>
          <Heading as="h2" size="xl">
            {application.businessName}
          </Heading>
          <Text color="fg.muted">
            Application #{application.id} · {productLabel(application.product)} · submitted {formatDate(application.createdAt)}
          </Text>
        </Box>
        <Badge colorPalette={statusColor(application.status)} size="lg" variant="solid">
          {statusLabel(application.status)}
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
        <Section title="Why we could not approve it">
          <Stack gap={4}>
            <Text>{application.declineReason ?? 'The application did not meet our current lending criteria.'}</Text>
            <Heading as="h3" size="md">
              Alternatives
            </Heading>
            <Alternatives />
          </Stack>
        </Section>
      )}

      <SimpleGrid columns={{ base: 1, md: 2 }} gap={6} alignItems="start">
        <Section title="Status history">
          <Timeline history={application.statusHistory} />
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
    </Stack>
  );
}

function Timeline({ history }: { history: Details['statusHistory'] }) {
  return (
    <Box as="ol" aria-label="Status history" listStyleType="none" ps={0}>
      {history.map((step, index) => (
        <HStack as="li" key={step.id} align="stretch" gap={3}>
          <Stack align="center" gap={0} pt={1}>
            <Box w="12px" h="12px" borderRadius="full" bg={`${statusColor(step.toStatus)}.500`} flexShrink={0} />
            {index < history.length - 1 && <Box w="2px" flex="1" bg="border" minH="32px" />}
          </Stack>
          <Box pb={5}>
            <Text fontWeight="semibold">
              {step.fromStatus ? `${statusLabel(step.fromStatus)} → ${statusLabel(step.toStatus)}` : `Received · ${statusLabel(step.toStatus)}`}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {step.actor} · {formatDateTime(step.changedAt)}
            </Text>
            {step.note && <Text fontSize="sm">{step.note}</Text>}
          </Box>
        </HStack>
      ))}
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
