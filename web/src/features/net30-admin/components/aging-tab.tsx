import { Box, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useNet30AdminAgingQuery, type Net30AdminAgingRowFragment } from '../api/net30-admin.generated';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { formatCalendarDate } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { BUCKET_KEYS, BUCKET_LABELS, formatCents } from '../lib/format';

const AgingChart = lazy(() => import('./aging-chart'));

/** R19 Aging: the stacked bar (current / 1–30 / 31–60 / 61–90 / 91+) and the table by account with totals. */
export function AgingTab() {
  const { data, error } = useNet30AdminAgingQuery({ fetchPolicy: 'cache-and-network' });
  const aging = data?.net30Aging;
  if (error && !aging) return <ErrorAlert message={loadFailureMessage(error, 'The aging could not be loaded. Please try again.')} />;
  if (!aging) return <Skeleton h="64" aria-busy="true" />;
  if (aging.rows.length === 0) return <EmptyState title="Nothing is owed" description="Accounts with a balance appear here by age (TEST invoices are left out)." />;
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        As of {formatCalendarDate(aging.asOf)} · TEST invoices left out
      </Text>
      <Suspense fallback={<Skeleton h="80" />}>
        <AgingChart rows={aging.rows} totals={aging.totals} />
      </Suspense>
      <AgingTable rows={aging.rows} totals={aging.totals} />
    </Stack>
  );
}

function AgingTable({ rows, totals }: { rows: readonly Net30AdminAgingRowFragment[]; totals: Net30AdminAgingRowFragment }) {
  const amounts = (row: Net30AdminAgingRowFragment) =>
    [...BUCKET_KEYS, 'total' as const].map((key) => (
      <Table.Cell key={key} textAlign="end" whiteSpace="nowrap" color={key !== 'current' && key !== 'total' && row[key] > 0 ? 'fg.error' : undefined}>
        {formatCents(row[key])}
      </Table.Cell>
    ));
  return (
    <Box role="region" aria-label="Aging by account" tabIndex={0} overflowX="auto" borderWidth="1px" rounded="lg">
      <Table.Root size="sm" aria-label="Aging by account" css={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Account</Table.ColumnHeader>
            {BUCKET_KEYS.map((key) => (
              <Table.ColumnHeader key={key} textAlign="end" whiteSpace="nowrap">
                {BUCKET_LABELS[key]}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.accountId ?? row.businessName}>
              <Table.Cell minW="40">{row.businessName}</Table.Cell>
              {amounts(row)}
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold" bg="bg.subtle">
            <Table.Cell>Total</Table.Cell>
            {amounts(totals)}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}
