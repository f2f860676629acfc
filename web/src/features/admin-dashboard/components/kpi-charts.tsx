import { BarList, BarSegment, Chart, useChart, type BarListData, type BarSegmentData } from '@chakra-ui/charts';
import { Box, HStack, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardKpisQuery } from '../api/dashboard.generated';
import { declineReasonLabel } from '../../../lib/catalogue';
import { statusText } from '../../backoffice/components/status-chip';
import { formatBucketStart, formatCount, formatDollars, formatDuration, formatPercent } from '../lib/dashboard-format';
import { ChartPanel } from './chart-panel';

type Kpis = DashboardKpisQuery['dashboardKpis'];

export function HorizontalBars({ data, color }: { data: BarListData[]; color: string }) {
  const chart = useChart<BarListData>({ data, series: [{ name: 'name', color }] });
  return (
    <BarList.Root chart={chart} barSize="8">
      <BarList.Content gap="3">
        <BarList.Bar minW="0" label={({ payload }) => <Text truncate>{payload.name}</Text>} />
        <BarList.Value valueFormatter={formatCount} />
      </BarList.Content>
    </BarList.Root>
  );
}

/** Current count and requested dollars per status, in workflow order (BACKOFFICE.md §6.2 "Pipeline by status"). */
export function PipelineChart({ pipeline }: { pipeline: Kpis['pipeline'] }) {
  const data = pipeline.map((stage) => ({ name: statusText(stage.status), value: stage.count }));
  return (
    <ChartPanel
      title="Pipeline by status"
      description="Applications in each status now, with the amounts they request."
      empty={pipeline.every((stage) => stage.count === 0)}
      chart={<HorizontalBars data={data} color="blue.muted" />}
      rows={pipeline}
      rowKey={(stage) => stage.status}
      columns={[
        { header: 'Status', cell: (stage) => statusText(stage.status) },
        { header: 'Applications', cell: (stage) => formatCount(stage.count), numeric: true },
        { header: 'Requested', cell: (stage) => formatDollars(stage.requestedAmount), numeric: true },
      ]}
    />
  );
}

interface ParetoRow {
  code: string;
  count: number;
  share: number;
  cumulativeShare: number;
}

/** The reasons given in the range's declines, most frequent first, with their running share (a Pareto view). */
export function paretoRows(reasons: Kpis['declineReasons']): ParetoRow[] {
  const sorted = [...reasons].sort((a, b) => b.count - a.count);
  const total = sorted.reduce((sum, reason) => sum + reason.count, 0);
  let running = 0;
  return sorted.map((reason) => {
    running += reason.count;
    return { code: reason.code, count: reason.count, share: (reason.count / total) * 100, cumulativeShare: (running / total) * 100 };
  });
}

export function DeclineReasonsChart({ reasons }: { reasons: Kpis['declineReasons'] }) {
  const rows = paretoRows(reasons);
  return (
    <ChartPanel
      title="Decline reasons"
      description="Reasons given in this range's declines, most frequent first (a decline may give several)."
      empty={rows.length === 0}
      chart={<HorizontalBars data={rows.map((row) => ({ name: declineReasonLabel(row.code), value: row.count }))} color="red.muted" />}
      rows={rows}
      rowKey={(row) => row.code}
      columns={[
        { header: 'Reason', cell: (row) => declineReasonLabel(row.code) },
        { header: 'Declines', cell: (row) => formatCount(row.count), numeric: true },
        { header: 'Share', cell: (row) => formatPercent(row.share), numeric: true },
        { header: 'Cumulative', cell: (row) => formatPercent(row.cumulativeShare), numeric: true },
      ]}
    />
  );
}

/** Decisions within 24 hours of submission against the rest: the marketing claim at a glance. */
export function TimeToDecisionChart({ timeToDecision }: { timeToDecision: Kpis['timeToDecision'] }) {
  const { decidedCount, within24hCount } = timeToDecision;
  const segments: BarSegmentData[] = [
    { name: 'Within 24 h', value: within24hCount, color: 'green.solid' },
    { name: 'Over 24 h', value: decidedCount - within24hCount, color: 'orange.solid' },
  ];
  const shown = segments.filter((segment) => segment.value > 0);
  const chart = useChart<BarSegmentData>({ data: shown });
  const rows = [
    { label: 'Decisions', value: formatCount(decidedCount) },
    { label: 'Within 24 h', value: `${formatCount(within24hCount)} (${formatPercent(timeToDecision.within24hPercent)})` },
    { label: 'Over 24 h', value: formatCount(decidedCount - within24hCount) },
    { label: 'Median', value: formatDuration(timeToDecision.medianHours) },
    { label: '90th percentile', value: formatDuration(timeToDecision.p90Hours) },
  ];
  return (
    <ChartPanel
      title="Time to decision"
      description="Hours from submission to the first decision, for the applications decided in this range."
      empty={decidedCount === 0}
      chart={
        <Box>
          <BarSegment.Root chart={chart} barSize="6">
            <BarSegment.Content>
              <BarSegment.Bar />
            </BarSegment.Content>
          </BarSegment.Root>
          <HStack mt="3" gap="4" wrap="wrap" fontSize="sm">
            {segments.map((segment) => (
              <HStack key={segment.name} gap="1.5">
                <Box boxSize="0.75em" rounded="full" bg={segment.color} />
                <Text>
                  {segment.name}: <Text as="span" fontWeight="medium">{formatCount(segment.value)}</Text>
                </Text>
              </HStack>
            ))}
          </HStack>
          <Text mt="2" fontSize="sm" color="fg.muted">
            {`Median ${formatDuration(timeToDecision.medianHours)} · 90% within ${formatDuration(timeToDecision.p90Hours)}`}
          </Text>
        </Box>
      }
      rows={rows}
      rowKey={(row) => row.label}
      columns={[
        { header: 'Figure', cell: (row) => row.label },
        { header: 'Value', cell: (row) => row.value, numeric: true },
      ]}
    />
  );
}

interface OverTimePoint {
  start: string;
  label: string;
  count: number;
}

export function ApplicationsOverTimeChart({ buckets, bucket }: { buckets: Kpis['applicationsOverTime']; bucket: Kpis['range']['bucket'] }) {
  const data: OverTimePoint[] = buckets.map((point) => ({ start: point.start, label: formatBucketStart(point.start), count: point.count }));
  const chart = useChart<OverTimePoint>({ data, series: [{ name: 'count', color: 'blue.solid', label: 'Applications' }] });
  return (
    <ChartPanel
      title="Applications over time"
      description={bucket === 'week' ? 'Applications submitted per week (from Monday).' : 'Applications submitted per day.'}
      empty={buckets.every((point) => point.count === 0)}
      chart={
        <Chart.Root chart={chart} h="56" aspectRatio="auto">
          <BarChart responsive data={chart.data} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis dataKey={chart.key('label')} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} minTickGap={16} />
            <YAxis allowDecimals={false} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} />
            <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
            {chart.series.map((series) => (
              <Bar key={series.name} isAnimationActive={false} dataKey={chart.key(series.name)} name={series.label as string} fill={chart.color(series.color)} radius={[3, 3, 0, 0]} />
            ))}
          </BarChart>
        </Chart.Root>
      }
      rows={data}
      rowKey={(point) => point.start}
      columns={[
        { header: bucket === 'week' ? 'Week of' : 'Day', cell: (point) => point.label },
        { header: 'Applications', cell: (point) => formatCount(point.count), numeric: true },
      ]}
    />
  );
}
