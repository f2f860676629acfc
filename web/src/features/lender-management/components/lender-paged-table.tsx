import { Button, chakra, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { formatDateTime } from '../../applications/lib/format';

/** A timestamp cell's text: '—' when the event has not happened. */
export const when = (value: unknown) => (value ? formatDateTime(value) : '—');

/** An application number opening R13. */
export function ApplicationLink({ id, number }: { id: string; number: string | null }) {
  return (
    <Link to="/admin/applications/view/$id" params={{ id }}>
      <chakra.span color="fg.info" textDecoration="underline" whiteSpace="nowrap">
        {number ?? `Application #${id}`}
      </chakra.span>
    </Link>
  );
}

/** A tab's table with its loading, error and empty states and Previous / Next below (25 a page). */
export function PagedTable(props: {
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

