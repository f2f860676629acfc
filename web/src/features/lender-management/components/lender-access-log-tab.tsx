import { Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useLenderAccessLogQuery } from '../api/lender-management.generated';
import { ApplicationLink, PagedTable, when } from './lender-paged-table';

const ACCESS_VERBS: Record<string, string> = { open_file: 'opened the file', view_document: 'viewed', download_document: 'downloaded' };

/** R9 Access log: which of the lender's users opened which file or document, when. */
export function AccessLogTab({ lenderId }: { lenderId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useLenderAccessLogQuery({ variables: { lenderId, page }, fetchPolicy: 'cache-and-network' });
  const result = data?.lenderAccessLog;
  return (
    <PagedTable
      label="Access log"
      empty="No one at this lender has opened a file yet."
      error={error}
      loading={loading}
      page={result}
      onPage={setPage}
      headers={['When', 'User', 'What', 'Application']}
    >
      {result?.items.map((row) => (
        <Table.Row key={row.id}>
          <Table.Cell whiteSpace="nowrap">{when(row.at)}</Table.Cell>
          <Table.Cell>{row.userName}</Table.Cell>
          <Table.Cell>{`${ACCESS_VERBS[row.action] ?? row.action}${row.documentName ? ` ${row.documentName}` : ''}`}</Table.Cell>
          <Table.Cell>
            <ApplicationLink id={row.applicationId} number={row.number} />
          </Table.Cell>
        </Table.Row>
      ))}
    </PagedTable>
  );
}
