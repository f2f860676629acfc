import { Box, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useDashboardKpisQuery, type DashboardKpisQuery } from '../api/dashboard.generated';
import { EmptyState } from '../../backoffice/components/empty-state';
import { KpiCard } from '../../backoffice/components/kpi-card';
import { formatAsOf, formatCompactDollars, formatCount, formatDuration, formatPercent } from '../lib/dashboard-format';
import { DASHBOARD_RANGE_DAYS, rangeLabel, type DashboardRangeDays } from '../lib/dashboard-search';
import { ApplicationsOverTimeChart, DeclineReasonsChart, PipelineChart, TimeToDecisionChart } from './kpi-charts';
import { SectionError } from './section-error';

type Kpis = DashboardKpisQuery['dashboardKpis'];

/** Statuses after which nothing more happens to an application (BACKOFFICE.md §3.2). */
const ENDED_STATUSES = new Set(['funded', 'declined', 'closed', 'withdrawn']);

export interface KpiSectionProps {
  rangeDays: DashboardRangeDays;
  onRangeChange(days: DashboardRangeDays): void;
}

/** R1 (2) and (4): the KPI cards and charts of §6.2 for the chosen range, with the "As of" stamp. */
export function KpiSection({ rangeDays, onRangeChange }: KpiSectionProps) {
  const titleId = useId();
  const { data, previousData, loading, error, refetch } = useDashboardKpisQuery({
    variables: { range: { days: rangeDays } },
    fetchPolicy: 'cache-and-network',
  });
  const kpis = (data ?? previousData)?.dashboardKpis;

  return (
    <Box as="section" aria-labelledby={titleId}>
      <HStack justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" id={titleId} size="lg">
            Performance
          </Heading>
          {kpis ? (
            <Text fontSize="sm" color="fg.muted">
              {`${rangeLabel(rangeDays)} (${kpis.range.from} to ${kpis.range.to}, UTC) · ${formatAsOf(kpis.asOf)}`}
            </Text>
          ) : null}
        </Box>
        <RangePicker value={rangeDays} onChange={onRangeChange} />
      </HStack>
      {kpis ? (
        kpis.hasApplications ? (
          <Box opacity={loading && !data ? 0.6 : 1} aria-busy={loading}>
            <KpiFigures kpis={kpis} />
          </Box>
        ) : (
          <FreshInstall />
        )
      ) : error ? (
        <SectionError what="the figures" error={error} onRetry={() => void refetch()} />
      ) : (
        <KpiPlaceholders />
      )}
    </Box>
  );
}

function RangePicker({ value, onChange }: { value: DashboardRangeDays; onChange(days: DashboardRangeDays): void }) {
  return (
    <HStack role="group" aria-label="Range" gap="1" wrap="wrap">
      {DASHBOARD_RANGE_DAYS.map((days) => (
        <Button
          key={days}
          size="xs"
          variant={days === value ? 'solid' : 'outline'}
          aria-pressed={days === value}
          aria-label={rangeLabel(days)}
          onClick={() => onChange(days)}
        >
          {days === 365 ? '12 months' : `${days} days`}
        </Button>
      ))}
    </HStack>
  );
}

function KpiFigures({ kpis }: { kpis: Kpis }) {
  const { timeToDecision } = kpis;
  const open = kpis.pipeline.filter((stage) => !ENDED_STATUSES.has(stage.status));
  const openCount = open.reduce((sum, stage) => sum + stage.count, 0);
  const openAmount = open.reduce((sum, stage) => sum + stage.requestedAmount, 0);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
        <KpiCard label="Applications submitted" value={formatCount(kpis.submittedCount)} hint={`${formatCompactDollars(kpis.requestedAmount)} requested`} />
        <KpiCard label="Open applications" value={formatCount(openCount)} hint={`${formatCompactDollars(openAmount)} requested, all dates`} />
        <KpiCard
          label="Median time to decision"
          value={formatDuration(timeToDecision.medianHours)}
          hint={timeToDecision.p90Hours === null ? 'No decisions in this range' : `90% within ${formatDuration(timeToDecision.p90Hours)}`}
        />
        <KpiCard
          label="Decided within 24 h"
          value={formatPercent(timeToDecision.within24hPercent)}
          hint={`${formatCount(timeToDecision.within24hCount)} of ${formatCount(timeToDecision.decidedCount)} decisions`}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <PipelineChart pipeline={kpis.pipeline} />
        <TimeToDecisionChart timeToDecision={timeToDecision} />
        <DeclineReasonsChart reasons={kpis.declineReasons} />
        <ApplicationsOverTimeChart buckets={kpis.applicationsOverTime} bucket={kpis.range.bucket} />
      </SimpleGrid>
    </Stack>
  );
}

/** R1 "Empty": a fresh install has no application yet; the first steps instead of empty charts. */
function FreshInstall() {
  return (
    <EmptyState
      title="No applications yet"
      description="Figures and charts appear here once the first application arrives. Set up lenders and their criteria, or enter an application taken by phone."
      actions={
        <>
          <Button asChild size="sm">
            <Link to="/admin/lender-management/add">Add a lender</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/admin/funding-matrix/add-criteria">Add criteria</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/admin/client-management/create-application">Create an application</Link>
          </Button>
        </>
      }
    />
  );
}

function KpiPlaceholders() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading the figures">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} h="24" rounded="lg" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {[0, 1].map((chart) => (
          <Skeleton key={chart} h="64" rounded="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
