import { Button, Skeleton, Table, Text } from '@chakra-ui/react';
import { useMemberNet30StatementsQuery } from '../api/net30-statements.generated';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { EmptyState } from '../../backoffice/components/empty-state';
import { formatCalendarDate, formatCents } from '../lib/net30-format';
import { ScrollTable } from './net30-parts';

/** R24 monthly statements (newest first) with their PDF. Admins ask by the account's id, clients for their own. */
export function StatementsList({ accountId, admin, statementDay }: { accountId: string; admin: boolean; statementDay: number }) {
  const { data, loading, error } = useMemberNet30StatementsQuery({ variables: { accountId: admin ? accountId : null }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Skeleton height="20" />;
  if (error && !data) return <Text color="fg.error">{loadFailureMessage(error, 'The statements could not be loaded. Please try again.')}</Text>;
  const statements = data?.net30Statements ?? [];
  if (statements.length === 0) {
    return <EmptyState title="No statements yet" description={`A statement is made on day ${statementDay} of each month for the month before.`} />;
  }
  return (
    <ScrollTable label="Monthly statements">
      <Table.Root size="sm">
        <Table.Caption srOnly>Monthly statements, newest first</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Period</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Opening</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Charges</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Payments</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Fees</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Closing</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>Download</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {statements.map((statement) => {
            const period = `${formatCalendarDate(statement.periodStart)} – ${formatCalendarDate(statement.periodEnd)}`;
            return (
              <Table.Row key={statement.id}>
                <Table.Cell whiteSpace="nowrap">{period}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{formatCents(statement.opening)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{formatCents(statement.charges)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{formatCents(statement.payments)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{formatCents(statement.fees)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="medium">{formatCents(statement.closing)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button asChild size="xs" variant="outline">
                    <a href={statement.downloadUrl} download>
                      PDF<Text srOnly>{` statement ${period}`}</Text>
                    </a>
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}
