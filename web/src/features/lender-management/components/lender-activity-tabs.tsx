import { Button, chakra, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useLenderAccessLogQuery, useLenderFundingsQuery, useLenderSubmissionsQuery } from '../../../generated/graphql';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { formatCalendarDate, formatDateTime } from '../../applications/lib/format';
import { StatusChip } from '../../backoffice/components/status-chip';
import { formatCents } from '../../funding/lib/funding-format';

const ACCESS_VERBS: Record<string, string> = { open_file: 'opened the file', view_document: 'viewed', download_document: 'downloaded' };
const when = (value: unknown) => (value ? formatDateTime(value) : '—');

function ApplicationLink({ id, number }: { id: string; number: string | null }) {
  return (
    <Link to="/admin/applications/view/$id" params={{ id }}>
      <chakra.span color="fg.info" textDecoration="underline" whiteSpace="nowrap">
        {number ?? `Application #${id}`}
      </chakra.span>
    </Link>
  );
}

/** A tab's table with its loading, error and empty states and Previous / Next below (25 a page). */
function PagedTable(props: {
  label: string;
  empty: string;
  error: unknown;
  loading: boolean;
  page: { totalCount: number; page: number; pageSize: number } | undefined;
  onPage(page: number): void;
  headers: string[];
  children: ReactNode;
}) {
  const { label, empty, error, page, onPage, headers, children } = props;
  if (error && !page) return <ErrorAlert message={loadFailureMessage(error, `The ${label.toLowerCase()} could not be loaded. Please try again.`)} />;
  if (!page) return <Skeleton h="24" aria-busy="true" />;
  if (page.totalCount === 0) return <Text color="fg.muted">{empty}</Text>;
  const last = Math.max(1, Math.ceil(page.totalCount / page.pageSize));
  return (
    <Stack gap="3">
      <chakra.div overflowX="auto">
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
              {headers.map((header) => (
                <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>{children}</Table.Body>
        </Table.Root>
      </chakra.div>
      {last > 1 ? (
        <HStack justify="space-between">
          <Text fontSize="sm" color="fg.muted">
            Page {page.page} of {last} · {page.totalCount} in all
          </Text>
          <HStack>
            <Button size="xs" variant="outline" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
              Previous
            </Button>
            <Button size="xs" variant="outline" disabled={page.page >= last} onClick={() => onPage(page.page + 1)}>
              Next
            </Button>
          </HStack>
        </HStack>
      ) : null}
    </Stack>
  );
}

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

/** R9 Funded deals: the lender's funded deals, each opening R14. */
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
      headers={['Deal', 'Application', 'Business', 'Funded', 'Amount', 'Payback', 'Status']}
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
          <Table.Cell whiteSpace="nowrap">{formatCents(row.expectedPaybackCents)}</Table.Cell>
          <Table.Cell>
            <StatusChip status={row.status} />
          </Table.Cell>
        </Table.Row>
      ))}
    </PagedTable>
  );
}

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
