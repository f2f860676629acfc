import { Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useLenderSubmissionsQuery } from '../api/lender-management.generated';
import { StatusChip } from '../../backoffice/components/status-chip';
import { formatCents } from '../../funding/lib/funding-format';
import { ApplicationLink, PagedTable, when } from './lender-paged-table';

/** R9 Submissions: every application shared with this lender — shared, first viewed, responded, outcome, offer. */
export function SubmissionsTab({ lenderId }: { lenderId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useLenderSubmissionsQuery({ variables: { lenderId, page }, fetchPolicy: 'cache-and-network' });
  const result = data?.lenderSubmissions;
  return (
    <PagedTable
      label="Submissions"
      empty="No application has been shared with this lender yet."
      error={error}
      loading={loading}
      page={result}
      onPage={setPage}
      headers={['Application', 'Business', 'Shared', 'First viewed', 'Responded', 'Outcome', 'Offer']}
    >
      {result?.items.map((row) => (
        <Table.Row key={row.submissionId}>
          <Table.Cell>
            <ApplicationLink id={row.applicationId} number={row.number} />
          </Table.Cell>
          <Table.Cell>{row.businessName}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{when(row.sharedAt)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{when(row.firstViewedAt)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{when(row.respondedAt)}</Table.Cell>
          <Table.Cell>
            <StatusChip status={row.status} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{row.offerAmountCents === null ? '—' : formatCents(row.offerAmountCents)}</Table.Cell>
        </Table.Row>
      ))}
    </PagedTable>
  );
}

