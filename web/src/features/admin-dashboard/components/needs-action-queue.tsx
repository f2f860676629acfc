import { Box, Button, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import {
  useDashboardAssignToMeMutation,
  useDashboardQueueQuery,
  useDashboardResolveChangeRequestMutation,
  type DashboardQueueQuery,
} from '../api/dashboard.generated';
import { notify } from '../../../components/ui/notifications';
import { useSessionUser } from '../../auth/api/use-session-user';
import { serverMessage } from '../../auth/lib/server-message';
import { EmptyState } from '../../backoffice/components/empty-state';
import { StatusChip } from '../../backoffice/components/status-chip';
import { formatAge, formatCount, QUEUE_KIND } from '../lib/dashboard-format';
import { SectionError } from './section-error';

type QueueItem = DashboardQueueQuery['dashboardQueue']['items'][number];

/** R1 (1): what needs action now, oldest first, each row leading to the application's workspace (or, for a lender's change request, to the lender and its program). */
export function NeedsActionQueue() {
  const titleId = useId();
  const { data, loading, error, refetch } = useDashboardQueueQuery({ fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const queue = data?.dashboardQueue;
  const more = queue ? queue.totalCount - queue.items.length : 0;

  return (
    <Box as="section" aria-labelledby={titleId}>
      <HStack justify="space-between" align="baseline" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" id={titleId} size="lg">
          Needs action
        </Heading>
        {queue && queue.totalCount > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {more > 0 ? `Oldest ${formatCount(queue.items.length)} of ${formatCount(queue.totalCount)} waiting` : `${formatCount(queue.totalCount)} waiting`}
          </Text>
        ) : null}
      </HStack>
      {queue ? (
        queue.items.length === 0 ? (
          <EmptyState
            title="Nothing needs action"
            description="New applications waiting for an owner, answered information requests, uploaded documents and lenders' change requests show up here, oldest first."
          />
        ) : (
          <>
            <QueueTable items={queue.items} onAssigned={() => void refetch()} />
            <QueueList items={queue.items} onAssigned={() => void refetch()} />
          </>
        )
      ) : error ? (
        <SectionError what="the queue" error={error} onRetry={() => void refetch()} />
      ) : loading ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading the queue">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h="10" rounded="md" />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

/** Wide screens: one table row per item. */
function QueueTable({ items, onAssigned }: { items: readonly QueueItem[]; onAssigned(): void }) {
  return (
    <Box hideBelow="md" role="region" aria-label="Needs action, oldest first" tabIndex={0} overflowX="auto" borderWidth="1px" rounded="lg" bg="bg.panel">
      <Table.Root size="sm" aria-label="Needs action, oldest first">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Item</Table.ColumnHeader>
            <Table.ColumnHeader>Application</Table.ColumnHeader>
            <Table.ColumnHeader>Business</Table.ColumnHeader>
            <Table.ColumnHeader>Details</Table.ColumnHeader>
            <Table.ColumnHeader>Age</Table.ColumnHeader>
            <Table.ColumnHeader>Owner</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>Action</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <QueueRow key={item.key} item={item} onAssigned={onAssigned} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Phones: one card per item, the same facts stacked, so nothing scrolls sideways. */
function QueueList({ items, onAssigned }: { items: readonly QueueItem[]; onAssigned(): void }) {
  return (
    <Stack as="ul" hideFrom="md" gap="2" listStyleType="none" aria-label="Needs action, oldest first">
      {items.map((item) => {
        const kind = QUEUE_KIND[item.kind];
        return (
          <Box as="li" key={item.key} borderWidth="1px" rounded="lg" bg="bg.panel" px="3" py="2.5">
            <HStack justify="space-between" gap="2">
              <StatusChip status={item.kind} label={kind.label} tone={kind.tone} />
              <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                {formatAge(item.ageHours)}
              </Text>
            </HStack>
            <Text mt="1.5" fontWeight="medium">
              {item.applicationId === null ? (
                <>
                  <LenderLink item={item} /> · <ProgramLink item={item} />
                </>
              ) : (
                <>
                  <ApplicationLink item={item} /> · {item.businessName}
                </>
              )}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {item.assignee ? `${item.detail} · ${item.assignee.displayName}` : item.detail}
            </Text>
            {item.assignee ? null : (
              <Box mt="2">
                <RowAction item={item} onDone={onAssigned} />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

const LINK_TEXT = { color: 'fg.info', fontWeight: 'medium', textDecoration: 'underline', textUnderlineOffset: '2px' } as const;

/** A change request's lender, to its R9 page. */
function LenderLink({ item }: { item: QueueItem }) {
  return (
    <Link to="/admin/lender-management/view/$id" params={{ id: item.lenderId ?? '' }}>
      <Text as="span" {...LINK_TEXT}>
        {item.businessName}
      </Text>
    </Link>
  );
}

/** A change request's program (R4), or "All programs" when it is about the lender's criteria in general. */
function ProgramLink({ item }: { item: QueueItem }) {
  if (!item.programId) return <Text as="span">All programs</Text>;
  return (
    <Link to="/admin/funding-matrix/view" search={{ id: item.programId }}>
      <Text as="span" {...LINK_TEXT}>
        View program
      </Text>
    </Link>
  );
}

function ApplicationLink({ item }: { item: QueueItem }) {
  if (item.applicationId === null) return <ProgramLink item={item} />;
  return (
    <Link to="/admin/applications/view/$id" params={{ id: item.applicationId }}>
      <Text as="span" color="fg.info" fontWeight="medium" textDecoration="underline" textUnderlineOffset="2px">
        {item.applicationNumber ?? `Application ${item.applicationId}`}
      </Text>
    </Link>
  );
}

function QueueRow({ item, onAssigned }: { item: QueueItem; onAssigned(): void }) {
  const kind = QUEUE_KIND[item.kind];
  return (
    <Table.Row>
      <Table.Cell>
        <StatusChip status={item.kind} label={kind.label} tone={kind.tone} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <ApplicationLink item={item} />
      </Table.Cell>
      <Table.Cell minW="32">{item.applicationId === null ? <LenderLink item={item} /> : item.businessName}</Table.Cell>
      <Table.Cell color="fg.muted">
        {item.detail}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatAge(item.ageHours)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {item.assignee ? item.assignee.displayName : <Text as="span" color="fg.muted">Unassigned</Text>}
      </Table.Cell>
      <Table.Cell textAlign="end">
        {item.assignee ? null : <RowAction item={item} onDone={onAssigned} />}
      </Table.Cell>
    </Table.Row>
  );
}

/** What a row offers: Assign to me for an application, Mark done for a lender's change request. */
function RowAction({ item, onDone }: { item: QueueItem; onDone(): void }) {
  return item.kind === 'lender_change_request' ? <MarkChangeRequestDone item={item} onDone={onDone} /> : <AssignToMe item={item} onAssigned={onDone} />;
}

/** The admin has dealt with a lender's change request (edited the program, or answered the lender): it leaves the queue. */
function MarkChangeRequestDone({ item, onDone }: { item: QueueItem; onDone(): void }) {
  const [resolve, { loading }] = useDashboardResolveChangeRequestMutation();
  const { changeRequestId } = item;
  if (changeRequestId === null) return null;
  const run = async () => {
    try {
      await resolve({ variables: { id: changeRequestId } });
      notify({ type: 'success', title: 'Marked done', description: `The change request of ${item.businessName} left the queue.` });
    } catch (error) {
      notify({ type: 'error', title: 'Not marked done', description: serverMessage(error) ?? 'Please try again.' });
    }
    onDone();
  };
  return (
    <Button size="xs" variant="outline" loading={loading} onClick={() => void run()} aria-label={`Mark the change request of ${item.businessName} done`}>
      Mark done
    </Button>
  );
}

/** R1's one write: the signed-in admin takes the application (expectedVersion from the queue row). */
function AssignToMe({ item, onAssigned }: { item: QueueItem; onAssigned(): void }) {
  const { user } = useSessionUser();
  const [assign, { loading }] = useDashboardAssignToMeMutation();
  if (!user || item.applicationId === null || item.applicationVersion === null) return null;
  const { applicationId, applicationVersion } = item;
  const run = async () => {
    try {
      await assign({ variables: { id: applicationId, expectedVersion: applicationVersion, assigneeId: user.id } });
      notify({ type: 'success', title: 'Assigned to you', description: `${item.applicationNumber ?? 'The application'} is now yours.` });
      onAssigned();
    } catch (error) {
      notify({ type: 'error', title: 'Not assigned', description: serverMessage(error) ?? 'Please try again.' });
      onAssigned();
    }
  };
  return (
    <Button size="xs" variant="outline" loading={loading} onClick={() => void run()} aria-label={`Assign ${item.applicationNumber ?? 'application'} to me`}>
      Assign to me
    </Button>
  );
}
