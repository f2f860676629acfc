import { Box, Button, Table, Text } from '@chakra-ui/react';
import type { FundingDetailFragment } from '../api/funding.generated';
import { formatCalendarDate } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { formatCents, SOURCE_LABELS, TRANSACTION_TYPE_LABELS } from '../lib/funding-format';

type Transaction = FundingDetailFragment['transactions'][number];

export const NO_PAYMENTS = 'No payments recorded yet. The lender can post them, or enter them here.';

/** R14 transactions: date, type, amount, balance after, note, source, entered by; *Reverse* on rows not yet reversed. */
export function TransactionsTable({ transactions, onReverse }: { transactions: readonly Transaction[]; onReverse: (transaction: Transaction) => void }) {
  if (transactions.length === 0) return <EmptyState title="No transactions" description={NO_PAYMENTS} />;
  return (
    <Box overflowX="auto" position="relative" borderWidth="1px" rounded="lg" tabIndex={0} aria-label="Transactions (scrolls sideways on small screens)">
      <Table.Root size="sm" striped>
        <Table.Caption srOnly>Transactions, oldest first, with the balance after each</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Balance after</Table.ColumnHeader>
            <Table.ColumnHeader>Note</Table.ColumnHeader>
            <Table.ColumnHeader>Source</Table.ColumnHeader>
            <Table.ColumnHeader>Entered by</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {transactions.map((transaction) => (
            <Table.Row key={transaction.id} color={transaction.reversedById ? 'fg.muted' : undefined}>
              <Table.Cell whiteSpace="nowrap">{formatCalendarDate(transaction.occurredOn)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {TRANSACTION_TYPE_LABELS[transaction.type] ?? transaction.type}
                {transaction.reversedById ? <Text as="span" fontSize="xs"> (reversed)</Text> : null}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatCents(transaction.amountCents)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatCents(transaction.balanceAfterCents)}
              </Table.Cell>
              <Table.Cell minW="40" maxW="xs">
                {transaction.note ?? ''}
                {transaction.externalRef ? (
                  <Text fontSize="xs" color="fg.muted">
                    Ref {transaction.externalRef}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{SOURCE_LABELS[transaction.source] ?? transaction.source}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{transaction.createdByName}</Table.Cell>
              <Table.Cell textAlign="end">
                {transaction.type !== 'reversal' && !transaction.reversedById ? (
                  <Button size="xs" variant="outline" onClick={() => onReverse(transaction)} aria-haspopup="dialog">
                    Reverse<Text srOnly>{` the ${transaction.type} of ${formatCents(transaction.amountCents)} on ${formatCalendarDate(transaction.occurredOn)}`}</Text>
                  </Button>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
