import { Chart, useChart } from '@chakra-ui/charts';
import { Box, HStack, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { Net30AdminAgingRowFragment } from '../api/net30-admin.generated';
import { ChartPanel } from '../../admin-dashboard/components/chart-panel';
import { BUCKET_KEYS, BUCKET_LABELS, formatCents, formatCentsShort } from '../lib/format';

/** Green (current) to purple (91+ days past due): each step later is more serious. */
const COLORS = { current: 'green.solid', days1to30: 'yellow.solid', days31to60: 'orange.solid', days61to90: 'red.solid', days91plus: 'purple.solid' } as const;
/** The chart shows the accounts owing most; the table below lists them all. */
export const CHART_ACCOUNTS = 12;

type Point = { name: string } & Record<(typeof BUCKET_KEYS)[number], number>;

const short = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

/**
 * R19 Aging: one stacked bar per account (the largest balances), current → 91+ days past due, in dollars; "Show as
 * table" reads the totals by bucket. recharts loads with this file only (the Aging tab imports it lazily).
 */
export default function AgingChart({ rows, totals }: { rows: readonly Net30AdminAgingRowFragment[]; totals: Net30AdminAgingRowFragment }) {
  const top = [...rows].sort((a, b) => b.total - a.total).slice(0, CHART_ACCOUNTS);
  const data: Point[] = top.map((row) => ({
    name: row.businessName,
    current: row.current / 100,
    days1to30: row.days1to30 / 100,
    days31to60: row.days31to60 / 100,
    days61to90: row.days61to90 / 100,
    days91plus: row.days91plus / 100,
  }));
  const chart = useChart<Point>({ data, series: BUCKET_KEYS.map((key) => ({ name: key, color: COLORS[key], label: BUCKET_LABELS[key], stackId: 'age' })) });
  const bucketRows = BUCKET_KEYS.map((key) => ({ key, cents: totals[key] }));
  return (
    <ChartPanel
      title="Balances by age"
      description={rows.length > CHART_ACCOUNTS ? `The ${CHART_ACCOUNTS} largest balances, by days past due.` : 'Each account’s balance by days past due.'}
      empty={totals.total === 0}
      chart={
        <Box>
          <Chart.Root chart={chart} h={`${Math.max(160, data.length * 44 + 40)}px`} aspectRatio="auto">
            <BarChart responsive layout="vertical" data={chart.data} margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
              <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
              <XAxis type="number" axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} tickFormatter={(value: number) => formatCentsShort(value * 100)} />
              <YAxis type="category" dataKey={chart.key('name')} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} width={120} tickFormatter={short} fontSize={12} />
              <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
              {chart.series.map((series) => (
                <Bar key={series.name} isAnimationActive={false} dataKey={chart.key(series.name)} name={series.label as string} stackId="age" fill={chart.color(series.color)} barSize={24} />
              ))}
            </BarChart>
          </Chart.Root>
          <HStack mt="3" gap="4" wrap="wrap" fontSize="sm" aria-hidden="true">
            {BUCKET_KEYS.map((key) => (
              <HStack key={key} gap="1.5">
                <Box boxSize="0.75em" rounded="full" bg={COLORS[key]} />
                <Text>{key === 'current' ? 'Current' : `${BUCKET_LABELS[key]} days`}</Text>
              </HStack>
            ))}
          </HStack>
        </Box>
      }
      rows={bucketRows}
      rowKey={(row) => row.key}
      columns={[
        { header: 'Days past due', cell: (row) => BUCKET_LABELS[row.key] },
        { header: 'Balance', cell: (row) => formatCents(row.cents), numeric: true },
        { header: 'Share', cell: (row) => `${totals.total ? ((row.cents / totals.total) * 100).toFixed(1) : '0.0'}%`, numeric: true },
      ]}
    />
  );
}
