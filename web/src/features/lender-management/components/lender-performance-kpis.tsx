import { Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/error-alert';
import { useLenderDetailPerformanceQuery } from '../api/lender-management.generated';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { KpiCard } from '../../backoffice/components/kpi-card';
import { formatShareBps } from '../../funding/lib/funding-format';
import { FELL_THROUGH_REASONS } from '../../offers/components/staff-offer-dialogs';

/** A 0–1 rate as the scoreboard shows it; a dash when there was nothing to divide by. */
export const rateText = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatShareBps(Math.round(value * 10_000)));
const reasonLabel = (reason: string) => FELL_THROUGH_REASONS.find((each) => each.value === reason)?.label ?? reason;

/** R9 Overview KPIs: how the lender answered the files shared with it over the window (`lenderPerformance`). */
export function LenderPerformanceKpis({ lenderId, slaHours }: { lenderId: string; slaHours: number }) {
  const { data, error } = useLenderDetailPerformanceQuery({ variables: { lenderId }, fetchPolicy: 'cache-and-network' });
  const figures = data?.lenderPerformance;
  const title = `Performance (${figures?.windowDays ?? 90} days)`;
  let body;
  if (error && !figures) body = <ErrorAlert message={loadFailureMessage(error, 'The performance figures could not be loaded. Please try again.')} />;
  else if (!figures) body = <Skeleton h="20" aria-busy="true" />;
  else {
    const median = figures.medianFirstResponseHours;
    const slower = median !== null && median > slaHours;
    body = (
      <Stack gap="3">
        <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3">
          <KpiCard label="Shares" value={figures.shares} />
          <KpiCard
            label="Median first response"
            value={median === null ? '—' : `${median.toFixed(1)} h`}
            hint={`SLA ${slaHours} h${median === null ? '' : slower ? ': slower' : ': within'}`}
            tone={slower ? 'danger' : 'neutral'}
          />
          <KpiCard label="Response rate" value={rateText(figures.responseRate)} hint={`${figures.responded} of ${figures.shares} answered`} />
          <KpiCard label="Offer rate" value={rateText(figures.offerRate)} hint={`${figures.offered} offers`} />
          <KpiCard label="Win rate" value={rateText(figures.winRate)} hint={`${figures.won} won`} />
          <KpiCard label="Pull-through" value={rateText(figures.pullThrough)} hint={`${figures.funded} funded of ${figures.accepted} accepted`} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {figures.fallThroughs.length === 0
            ? 'Fall-throughs: none'
            : `Fall-throughs: ${figures.fallThroughs.map((each) => `${reasonLabel(each.reason)} ${each.count}`).join(', ')}`}
        </Text>
      </Stack>
    );
  }
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {body}
      </Card.Body>
    </Card.Root>
  );
}
