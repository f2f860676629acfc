import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ComposedChart, Line, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { useMarketplaceKpisQuery, type MarketplaceKpisQuery } from '../api/marketplace-kpis.generated';
import { KpiCard } from '../../backoffice/components/kpi-card';
import { formatCompactDollars, formatCount, formatDuration, formatPercent } from '../lib/dashboard-format';
import type { DashboardRangeDays } from '../lib/dashboard-search';
import { ChartPanel } from './chart-panel';
import { HorizontalBars } from './kpi-charts';
import { SectionError } from './section-error';

type Kpis = MarketplaceKpisQuery['marketplaceKpis'];

/** §3.3's fall-through reasons as people read them. */
const FALL_THROUGH_LABELS: Record<string, string> = {
  verification_failed: 'Verification failed',
  bank_verification_failed: 'Bank verification failed',
  client_unresponsive: 'Client unresponsive',
  terms_changed: 'Terms changed',
  lender_capacity: 'Lender capacity',
  client_backed_out: 'Client backed out',
  other: 'Other',
};
const fallThroughLabel = (reason: string) => FALL_THROUGH_LABELS[reason] ?? reason;

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
const dollars = (cents: number) => formatCompactDollars(cents / 100);
const rate = (value: number | null) => formatPercent(value === null ? null : value * 100);
const counted = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/** R1 (2), the marketplace rows of §6.2: funded volume, pull-through, lender response, offers per application, match coverage. */
export function MarketplaceKpiSection({ rangeDays }: { rangeDays: DashboardRangeDays }) {
  const titleId = useId();
  const { data, previousData, loading, error, refetch } = useMarketplaceKpisQuery({ variables: { range: { days: rangeDays } }, fetchPolicy: 'cache-and-network' });
  const kpis = (data ?? previousData)?.marketplaceKpis;
  return (
    <Box as="section" aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} size="lg" mb="3">
        Lenders and funding
      </Heading>
      {kpis ? (
        <Box opacity={loading && !data ? 0.6 : 1} aria-busy={loading}>
          <MarketplaceFigures kpis={kpis} />
        </Box>
      ) : error ? (
        <SectionError what="the lender and funding figures" error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack gap="3" role="status" aria-label="Loading the lender and funding figures">
          <Skeleton h="20" />
          <Skeleton h="56" />
        </Stack>
      )}
    </Box>
  );
}

function MarketplaceFigures({ kpis }: { kpis: Kpis }) {
  const { fundedVolume, pullThrough, matchCoverage } = kpis;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
        <KpiCard label="Funded volume" value={dollars(fundedVolume.amountCents)} hint={`${counted(fundedVolume.count, 'deal')} in this range`} />
        <KpiCard
          label="Funded this month"
          value={dollars(fundedVolume.monthToDate.amountCents)}
          hint={`${dollars(fundedVolume.priorMonthToDate.amountCents)} by this day last month`}
          tone={fundedVolume.monthToDate.amountCents < fundedVolume.priorMonthToDate.amountCents ? 'warning' : 'neutral'}
        />
        <KpiCard label="Pull-through" value={formatPercent(pullThrough.pullThroughPercent)} hint={`${formatCount(pullThrough.funded)} funded of ${formatCount(pullThrough.accepted)} accepted`} />
        <KpiCard
          label="Match coverage"
          value={formatPercent(matchCoverage.coveragePercent)}
          hint={`${formatCount(matchCoverage.withEligible)} of ${formatCount(matchCoverage.submitted)} with an eligible program`}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <FundedVolumeChart months={fundedVolume.byMonth} />
        <LenderResponseChart lenders={kpis.lenderResponse.lenders} windowDays={kpis.lenderResponse.windowDays} />
        <ChartPanel
          title="Fall-throughs"
          description={`Accepted offers that fell through, by reason: ${formatCount(pullThrough.fellThrough)} of ${formatCount(pullThrough.accepted)} accepted in this range.`}
          empty={pullThrough.fallThroughs.length === 0}
          chart={<HorizontalBars data={pullThrough.fallThroughs.map((row) => ({ name: fallThroughLabel(row.reason), value: row.count }))} color="orange.muted" />}
          rows={pullThrough.fallThroughs}
          rowKey={(row) => row.reason}
          columns={[
            { header: 'Reason', cell: (row) => fallThroughLabel(row.reason) },
            { header: 'Fall-throughs', cell: (row) => formatCount(row.count), numeric: true },
          ]}
        />
        <OffersPerApplicationChart buckets={kpis.offersPerApplication} />
        <ChartPanel
          title="What blocks near-misses"
          description="Criteria the near-miss programs failed, for the applications submitted in this range."
          empty={matchCoverage.blockingCriteria.length === 0}
          chart={<HorizontalBars data={matchCoverage.blockingCriteria.map((row) => ({ name: row.label, value: row.count }))} color="purple.muted" />}
          rows={matchCoverage.blockingCriteria}
          rowKey={(row) => row.code}
          columns={[
            { header: 'Criterion', cell: (row) => row.label },
            { header: 'Near-misses', cell: (row) => formatCount(row.count), numeric: true },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}

interface MonthPoint {
  month: string;
  label: string;
  amount: number;
  count: number;
}

function FundedVolumeChart({ months }: { months: Kpis['fundedVolume']['byMonth'] }) {
  const data: MonthPoint[] = months.map((row) => ({ month: row.month, label: monthLabel(row.month), amount: row.amountCents / 100, count: row.count }));
  const chart = useChart<MonthPoint>({
    data,
    series: [
      { name: 'amount', color: 'green.solid', label: 'Funded ($)' },
      { name: 'count', color: 'orange.solid', label: 'Deals' },
    ],
  });
  return (
    <ChartPanel
      title="Funded volume"
      description="Amount funded per month (columns) and deals (line), the last 12 months."
      empty={months.every((row) => row.count === 0)}
      chart={
        <Chart.Root chart={chart} h="56" aspectRatio="auto">
          <ComposedChart responsive data={chart.data} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis dataKey={chart.key('label')} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} minTickGap={8} />
            <YAxis yAxisId="amount" axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} width={52} tickFormatter={(value: number) => formatCompactDollars(value)} />
            <YAxis yAxisId="count" orientation="right" allowDecimals={false} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} width={28} />
            <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
            <Bar yAxisId="amount" isAnimationActive={false} dataKey={chart.key('amount')} name="Funded ($)" fill={chart.color('green.solid')} radius={[3, 3, 0, 0]} />
            <Line yAxisId="count" isAnimationActive={false} type="linear" dataKey={chart.key('count')} name="Deals" stroke={chart.color('orange.solid')} strokeWidth={2} dot={false} />
          </ComposedChart>
        </Chart.Root>
      }
      rows={months}
      rowKey={(row) => row.month}
      columns={[
        { header: 'Month', cell: (row) => monthLabel(row.month) },
        { header: 'Deals', cell: (row) => formatCount(row.count), numeric: true },
        { header: 'Funded', cell: (row) => dollars(row.amountCents), numeric: true },
      ]}
    />
  );
}

interface LenderPoint {
  name: string;
  hours: number;
}

function LenderResponseChart({ lenders, windowDays }: { lenders: Kpis['lenderResponse']['lenders']; windowDays: number }) {
  const answered = lenders.filter((row) => row.medianFirstResponseHours !== null);
  const data: LenderPoint[] = answered.map((row) => ({ name: row.lenderName, hours: row.medianFirstResponseHours! }));
  const chart = useChart<LenderPoint>({ data, series: [{ name: 'hours', color: 'blue.solid', label: 'Median hours' }] });
  // The SLA most lenders work to (lenders may differ; each one's is in the table).
  const sla = lenders[0]?.slaHours;
  return (
    <ChartPanel
      title="Lender response time"
      description={`Median hours from share to first answer (offer, decline or info request), last ${windowDays} days, fastest first.`}
      empty={answered.length === 0}
      chart={
        <Chart.Root chart={chart} h={`${Math.max(10, data.length * 2.5 + 4)}rem`} aspectRatio="auto">
          <BarChart responsive layout="vertical" data={chart.data} margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
            <XAxis type="number" axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} tickFormatter={(value: number) => `${value} h`} />
            <YAxis type="category" dataKey={chart.key('name')} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} width={110} />
            <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
            {sla ? <ReferenceLine x={sla} stroke={chart.color('orange.solid')} strokeDasharray="4 4" label={{ value: `SLA ${sla} h`, fill: chart.color('fg.muted'), position: 'top' }} /> : null}
            {chart.series.map((series) => (
              <Bar key={series.name} isAnimationActive={false} dataKey={chart.key(series.name)} name={series.label as string} fill={chart.color(series.color)} radius={[0, 3, 3, 0]} />
            ))}
          </BarChart>
        </Chart.Root>
      }
      rows={lenders}
      rowKey={(row) => String(row.lenderId)}
      columns={[
        { header: 'Lender', cell: (row) => row.lenderName },
        { header: 'Shares', cell: (row) => formatCount(row.shares), numeric: true },
        { header: 'Median answer', cell: (row) => formatDuration(row.medianFirstResponseHours), numeric: true },
        { header: 'SLA', cell: (row) => `${row.slaHours} h`, numeric: true },
        { header: 'Answered', cell: (row) => rate(row.responseRate), numeric: true },
        { header: 'Offers', cell: (row) => rate(row.offerRate), numeric: true },
        { header: 'Wins', cell: (row) => rate(row.winRate), numeric: true },
      ]}
    />
  );
}

function OffersPerApplicationChart({ buckets }: { buckets: Kpis['offersPerApplication'] }) {
  const total = buckets.reduce((sum, row) => sum + row.count, 0);
  return (
    <ChartPanel
      title="Offers per application"
      description="Applications submitted in this range and shared with a lender, by the offers they received."
      empty={total === 0}
      chart={
        <Stack gap="3">
          <HorizontalBars data={buckets.map((row) => ({ name: `${row.bucket} ${row.bucket === '1' ? 'offer' : 'offers'}`, value: row.count }))} color="teal.muted" />
          <HStack fontSize="sm" color="fg.muted" gap="1">
            <Text>{counted(total, 'application')}</Text>
          </HStack>
        </Stack>
      }
      rows={buckets}
      rowKey={(row) => row.bucket}
      columns={[
        { header: 'Offers', cell: (row) => row.bucket },
        { header: 'Applications', cell: (row) => formatCount(row.count), numeric: true },
        { header: 'Share', cell: (row) => formatPercent(total === 0 ? null : (row.count / total) * 100), numeric: true },
      ]}
    />
  );
}
