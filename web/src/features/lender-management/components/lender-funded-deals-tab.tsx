import { chakra, Table } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLenderFundingsQuery } from '../api/lender-management.generated';
import { formatCalendarDate } from '../../applications/lib/format';
import { StatusChip } from '../../backoffice/components/status-chip';
import { formatCents } from '../../funding/lib/funding-format';
import { ApplicationLink, PagedTable } from './lender-paged-table';

/** R9 Funded deals: the lender's funded deals with what is paid and what remains (R14's ledger), each opening R14. */
export function FundedDealsTab({ lenderId }: { lenderId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useLenderFundingsQuery({ variables: { lenderId, page }, fetchPolicy: 'cache-and-network' });
  const result = data?.lenderFundings;
  return (
    <PagedTable
      label="Funded deals"
      empty="No funded deal with this lender yet."
      error={error}
      loading={loading}
      page={result}
      onPage={setPage}
      headers={['Deal', 'Application', 'Business', 'Funded', 'Amount', 'Paid to date', 'Remaining', 'Status']}
    >
      {result?.items.map((row) => (
        <Table.Row key={row.fundingId}>
          <Table.Cell>
            <Link to="/admin/funding-dashboard/view/$id" params={{ id: row.fundingId }}>
              <chakra.span color="fg.info" textDecoration="underline" whiteSpace="nowrap">
                Deal #{row.fundingId}
              </chakra.span>
            </Link>
          </Table.Cell>
          <Table.Cell>
            <ApplicationLink id={row.applicationId} number={row.number} />
          </Table.Cell>
          <Table.Cell>{row.businessName}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatCalendarDate(row.fundedOn)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatCents(row.fundedAmountCents)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatCents(row.paidToDateCents)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatCents(row.remainingCents)}</Table.Cell>
          <Table.Cell>
            <StatusChip status={row.status} />
          </Table.Cell>
        </Table.Row>
      ))}
    </PagedTable>
  );
}

