import { Alert, Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/error-alert';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { notify } from '../../../components/ui/notifications';
import {
  NetbuilderSubscriptionDocument,
  useCancelNetbuilderSubscriptionMutation,
  useNetbuilderReportsQuery,
  type NetbuilderSubscriptionFieldsFragment,
} from '../api/netbuilder.generated';
import { serverMessage } from '../../auth/lib/server-message';
import { downloadReport } from '../api/download-report';
import { formatAmount, formatDate, formatDollars, formatPlanStatus, formatReportMonth, formatStatus } from '../lib/format';
import { ResumePlanButton } from './resume-plan-button';

const TABS = ['Overview', 'Reports', 'Billing'] as const;
type Tab = (typeof TABS)[number];

/** SPEC §2: a subscriber's three tabs. */
export function SubscriptionTabs({ subscription }: { subscription: NetbuilderSubscriptionFieldsFragment }) {
  const [tab, setTab] = useState<Tab>('Overview');
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between tabs, as WAI-ARIA tabs do.
  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next]!);
    buttons.current[next]?.focus();
  }

  return (
    <Box>
      <HStack role="tablist" aria-label="Subscription" gap={1} borderBottomWidth="1px" mb={6} overflowX="auto">
        {TABS.map((name, index) => (
          <Button
            key={name}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            variant="ghost"
            borderRadius="0"
            borderBottomWidth="2px"
            borderColor="transparent"
            borderBottomColor={tab === name ? 'blue.600' : 'transparent'}
            color={tab === name ? 'blue.700' : 'fg.muted'}
            fontWeight={tab === name ? 'semibold' : 'normal'}
            onClick={() => setTab(name)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {name}
          </Button>
        ))}
      </HStack>
      <Box role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'Overview' ? <Overview subscription={subscription} /> : null}
        {tab === 'Reports' ? <Reports /> : null}
        {tab === 'Billing' ? <Billing /> : null}
      </Box>
    </Box>
  );
}

function Overview({ subscription }: { subscription: NetbuilderSubscriptionFieldsFragment }) {
  const [confirming, setConfirming] = useState(false);
  const [cancel, { loading }] = useCancelNetbuilderSubscriptionMutation({
    // SPEC §4: on success the subscription is re-fetched.
    refetchQueries: [{ query: NetbuilderSubscriptionDocument }],
    awaitRefetchQueries: true,
  });

  async function confirmCancel() {
    try {
      await cancel();
      setConfirming(false);
      notify({ type: 'success', title: 'Subscription Canceled', description: 'Your subscription will end at the current billing period.' });
    } catch (error) {
      notify({ type: 'error', title: 'Error', description: serverMessage(error) ?? (error instanceof Error ? error.message : 'Failed to cancel subscription') });
    }
  }

  const plan = subscription.planDetails;
  return (
    <Stack gap={6}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        <Stat label="Current Plan" value={plan.name} hint={`${formatDollars(plan.price)}/month`} />
        <Stat label="Status" value={formatPlanStatus(subscription)} />
        <Stat
          label="Current Period"
          value={`${formatDate(subscription.currentPeriodStart)} – ${formatDate(subscription.currentPeriodEnd)}`}
        />
        <Stat label="Credit Limit" value={formatDollars(plan.creditLimit)} hint={`${plan.netTerms} · up to ${formatDollars(plan.tradelineValue)} tradeline`} />
      </SimpleGrid>

      {subscription.cancelAtPeriodEnd ? (
        <Alert.Root status="warning" borderRadius="md" flexWrap={{ base: 'wrap', sm: 'nowrap' }} alignItems="center" gap={3}>
          <Alert.Indicator />
          <Alert.Content flex="1" minW="12rem">
            <Alert.Title>Your plan ends on {formatDate(subscription.currentPeriodEnd)}</Alert.Title>
            <Alert.Description>It stays active until then, and no further payments are taken. Changed your mind? Resume it to keep it renewing.</Alert.Description>
          </Alert.Content>
          <ResumePlanButton size="sm" flexShrink={0} />
        </Alert.Root>
      ) : confirming ? (
        <Box role="alertdialog" aria-labelledby="cancel-title" aria-describedby="cancel-text" borderWidth="1px" borderColor="red.300" bg="red.50" _dark={{ bg: 'red.950' }} borderRadius="md" p={5}>
          <Heading as="h3" size="md" id="cancel-title" mb={2}>
            Cancel your NetBuilder plan?
          </Heading>
          <Text id="cancel-text" mb={4} color="fg.muted">
            Your plan stays active until {formatDate(subscription.currentPeriodEnd)}. No further payments are taken and no cancellation fee applies.
          </Text>
          <HStack gap={3} flexWrap="wrap">
            <Button colorPalette="red" loading={loading} onClick={confirmCancel}>
              Yes, cancel plan
            </Button>
            <Button variant="outline" disabled={loading} onClick={() => setConfirming(false)}>
              Keep my plan
            </Button>
          </HStack>
        </Box>
      ) : (
        <Box>
          <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
            Cancel Plan
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="xl" fontWeight="semibold" mt={1}>
          {value}
        </Text>
        {hint ? (
          <Text fontSize="sm" color="fg.muted" mt={1}>
            {hint}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** SPEC §4: fetched only when a subscription exists (this tab only renders for subscribers). */
function Reports() {
  const { data, loading, error } = useNetbuilderReportsQuery({ fetchPolicy: 'network-only' });
  const [downloading, setDownloading] = useState<string | null>(null);

  if (loading) return <Skeleton height="24" borderRadius="md" />;
  if (error) return <ErrorAlert message={serverMessage(error) ?? error.message} />;
  const reports = data?.reports ?? [];
  if (reports.length === 0) return <Text color="fg.muted">Your first monthly report appears after your first payment.</Text>;

  return (
    <Stack as="ul" gap={3} listStyleType="none" aria-label="Monthly reports">
      {reports.map((report) => (
        <Card.Root as="li" key={report.id} variant="outline" size="sm">
          <Card.Body>
            <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap={3}>
              <Box>
                <HStack gap={2}>
                  <Text fontWeight="semibold">{formatReportMonth(report.reportMonth)}</Text>
                  <Badge colorPalette={report.paymentStatus === 'paid' ? 'green' : 'orange'}>{formatStatus(report.paymentStatus)}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {formatAmount(report.paymentAmount)} · reported to {report.bureaus.join(', ')}
                </Text>
              </Box>
              <Button
                size="sm"
                variant="outline"
                colorPalette="blue"
                loading={downloading === report.id}
                aria-label={`Download report for ${formatReportMonth(report.reportMonth)}`}
                onClick={async () => {
                  setDownloading(report.id);
                  await downloadReport(report.id);
                  setDownloading(null);
                }}
              >
                Download
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function Billing() {
  return (
    <Box py={6}>
      <Heading as="h3" size="md" mb={2}>
        Billing
      </Heading>
      <Text color="fg.muted">Billing history is coming soon.</Text>
    </Box>
  );
}
