import { Badge, Box, Button, Card, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/error-alert';
import { Link } from '@tanstack/react-router';
import {
  useCreditBuilderReportingDayQuery,
  useNetbuilderReportsQuery,
  useNetbuilderSubscriptionQuery,
  type NetbuilderReportsQuery,
  type NetbuilderSubscriptionFieldsFragment,
} from '../api/netbuilder.generated';
import { serverMessage } from '../../auth/lib/server-message';
import { formatAmount, formatDate, formatDollars, formatPlanStatus, formatReportMonth, formatStatus } from '../lib/format';
import { FurnishingLog } from '../../net30/components/furnishing-log';
import { ResumePlanButton } from './resume-plan-button';

/** /dashboard (client or admin): the credit builder at a glance. */
export function CreditBuilderDashboard() {
  const { data, loading, error } = useNetbuilderSubscriptionQuery({ fetchPolicy: 'network-only' });
  const subscription = data?.netbuilderSubscription;
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={2}>
        Credit Builder Dashboard
      </Heading>
      <Text color="fg.muted" mb={8}>
        Track your business credit building.
      </Text>
      {loading ? <Skeleton height="40" borderRadius="lg" /> : null}
      {error ? <ErrorAlert message={serverMessage(error) ?? error.message} /> : null}
      {!loading && !error && !subscription ? <NoSubscription /> : null}
      {subscription ? <Dashboard subscription={subscription} /> : null}
    </Container>
  );
}

function NoSubscription() {
  return (
    <Card.Root variant="outline">
      <Card.Body textAlign="center" py={10}>
        <Heading as="h2" size="lg" mb={2}>
          You don&apos;t have a NetBuilder plan yet
        </Heading>
        <Text color="fg.muted" mb={5}>
          Choose a plan to start reporting monthly payments to the business credit bureaus.
        </Text>
        <Button asChild colorPalette="blue">
          <Link to="/netbuilder">See NetBuilder plans</Link>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function Dashboard({ subscription }: { subscription: NetbuilderSubscriptionFieldsFragment }) {
  const reports = useNetbuilderReportsQuery({ fetchPolicy: 'network-only' });
  const plan = subscription.planDetails;
  const nextReport = subscription.cancelAtPeriodEnd ? `None: plan ends ${formatDate(subscription.currentPeriodEnd)}` : formatDate(subscription.currentPeriodEnd);
  return (
    <Stack gap={6}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
        <Tile label="Plan">
          <HStack gap={2} flexWrap="wrap">
            <Text fontSize="2xl" fontWeight="bold">
              {plan.name}
            </Text>
            <Badge
              colorPalette={subscription.status === 'active' && !subscription.cancelAtPeriodEnd ? 'green' : 'orange'}
              whiteSpace="normal"
            >
              {formatPlanStatus(subscription)}
            </Badge>
          </HStack>
          {subscription.cancelAtPeriodEnd ? <ResumePlanButton size="sm" mt={3} /> : null}
        </Tile>
        <Tile label="Credit Limit">
          <Text fontSize="2xl" fontWeight="bold">
            {formatDollars(plan.creditLimit)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {plan.netTerms}
          </Text>
        </Tile>
        <Tile label="Tradeline Value">
          <Text fontSize="2xl" fontWeight="bold">
            up to {formatDollars(plan.tradelineValue)}
          </Text>
        </Tile>
        <Tile label="Next Report">
          <Text fontSize="lg" fontWeight="bold">
            {nextReport}
          </Text>
        </Tile>
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap={4}>
        <Card.Root variant="outline" gridColumn={{ lg: 'span 2' }}>
          <Card.Header>
            <Heading as="h2" size="md">
              Reported payments by month
            </Heading>
          </Card.Header>
          <Card.Body>
            {reports.loading ? <Skeleton height="48" /> : null}
            {reports.error ? <Text color="fg.error">{serverMessage(reports.error) ?? reports.error.message}</Text> : null}
            {reports.data ? <PaymentsChart reports={reports.data.reports} /> : null}
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Header>
            <Heading as="h2" size="md">
              Bureaus reported to
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack as="ul" gap={2} listStyleType="none">
              {plan.bureaus.map((bureau) => (
                <HStack as="li" key={bureau} gap={2}>
                  <Box w={2} h={2} borderRadius="full" bg="green.500" aria-hidden="true" />
                  <Text>{bureau}</Text>
                </HStack>
              ))}
            </Stack>
            <Button asChild variant="outline" size="sm" mt={6}>
              <Link to="/netbuilder">Manage plan and reports</Link>
            </Button>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <ReportingLog />
    </Stack>
  );
}

/** R23's furnishing log: what was reported to each bureau every month, with *Dispute*. */
function ReportingLog() {
  const feeBox = useCreditBuilderReportingDayQuery();
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Credit bureau reporting
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          What was reported to the business credit bureaus each month. Tell us if something is wrong.
        </Text>
      </Card.Header>
      <Card.Body>
        <FurnishingLog clientId={null} admin={false} reportingDay={feeBox.data?.net30FeeBox.reportingDay ?? 5} />
      </Card.Body>
    </Card.Root>
  );
}

function Tile({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Text fontSize="sm" color="fg.muted" mb={1}>
          {label}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** A bar per reported month (oldest left), height by amount; the figures are in the accessible table below. */
function PaymentsChart({ reports }: { reports: NetbuilderReportsQuery['reports'] }) {
  if (reports.length === 0) return <Text color="fg.muted">No payments reported yet.</Text>;
  const months = [...reports].sort((a, b) => a.reportMonth.localeCompare(b.reportMonth)).slice(-12);
  const max = Math.max(...months.map((r) => r.paymentAmount), 1);
  return (
    <Box>
      <HStack align="end" gap={{ base: 2, md: 4 }} h="48" px={2} borderBottomWidth="1px" aria-hidden="true">
        {months.map((report) => (
          <Stack key={report.id} flex="1" align="center" justify="end" h="full" gap={1} minW={0}>
            <Text fontSize="xs" color="fg.muted">
              {formatAmount(report.paymentAmount)}
            </Text>
            <Box
              w="full"
              maxW="14"
              h={`${Math.max(8, (report.paymentAmount / max) * 100)}%`}
              bg={report.paymentStatus === 'paid' ? 'blue.500' : 'orange.400'}
              borderTopRadius="md"
            />
          </Stack>
        ))}
      </HStack>
      <HStack gap={{ base: 2, md: 4 }} px={2} mt={2} aria-hidden="true">
        {months.map((report) => (
          <Text key={report.id} flex="1" textAlign="center" fontSize="xs" color="fg.muted" truncate>
            {formatReportMonth(report.reportMonth, true)}
          </Text>
        ))}
      </HStack>
      <Box as="table" srOnly>
        <caption>Reported payments by month</caption>
        <thead>
          <tr>
            <th>Month</th>
            <th>Amount</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {months.map((report) => (
            <tr key={report.id}>
              <td>{formatReportMonth(report.reportMonth)}</td>
              <td>{formatAmount(report.paymentAmount)}</td>
              <td>{formatStatus(report.paymentStatus)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
