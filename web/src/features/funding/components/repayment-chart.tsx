import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { FundingDetailFragment } from '../api/funding.generated';
import { ChartPanel } from '../../admin-dashboard/components/chart-panel';
import { formatCalendarDate } from '../../applications/lib/format';
import { formatCents, formatCentsShort } from '../lib/funding-format';

interface Point {
  date: string;
  label: string;
  scheduled: number;
  actual: number | null;
}

/** R14: scheduled cumulative vs actual cumulative repayment (two lines), with "Show as table". */
export function RepaymentChart({ series }: { series: FundingDetailFragment['series'] }) {
  const data: Point[] = series.map((point) => ({ date: point.date, label: formatCalendarDate(point.date), scheduled: point.scheduledCents / 100, actual: point.actualCents === null ? null : point.actualCents / 100 }));
  const chart = useChart<Point>({
    data,
    series: [
      { name: 'scheduled', color: 'gray.emphasized', label: 'Scheduled' },
      { name: 'actual', color: 'blue.solid', label: 'Paid' },
    ],
  });
  return (
    <ChartPanel
      title="Scheduled vs paid"
      description="Cumulative repayment the schedule expects, and what has been paid (payments and credits, net of reversals)."
      empty={series.length === 0}
      chart={
        <Chart.Root chart={chart} h={{ base: '56', md: '72' }} aspectRatio="auto">
          <LineChart responsive data={chart.data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis dataKey={chart.key('label')} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} minTickGap={32} />
            <YAxis axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} width={56} tickFormatter={(value: number) => formatCentsShort(value * 100)} />
            <Tooltip animationDuration={100} content={<Chart.Tooltip />} />
            <Legend content={<Chart.Legend />} />
            {chart.series.map((line) => (
              <Line
                key={line.name}
                type="stepAfter"
                isAnimationActive={false}
                dataKey={chart.key(line.name)}
                name={line.label as string}
                stroke={chart.color(line.color)}
                strokeWidth={2}
                strokeDasharray={line.name === 'scheduled' ? '5 4' : undefined}
                dot={false}
                connectNulls={false}
              />
            ))}
          </LineChart>
        </Chart.Root>
      }
      rows={series}
      rowKey={(point) => point.date}
      columns={[
        { header: 'Date', cell: (point) => formatCalendarDate(point.date) },
        { header: 'Scheduled (cumulative)', cell: (point) => formatCents(point.scheduledCents), numeric: true },
        { header: 'Paid (cumulative)', cell: (point) => (point.actualCents === null ? '—' : formatCents(point.actualCents)), numeric: true },
      ]}
    />
  );
}
