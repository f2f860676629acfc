import { Box, Button, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useDashboardAssignToMeMutation, useDashboardQueueQuery, type DashboardQueueQuery } from '../../../generated/graphql';
import { notify } from '../../../components/ui/notifications';
import { useSessionUser } from '../../auth/api/use-session-user';
import { serverMessage } from '../../auth/lib/server-message';
import { EmptyState } from '../../backoffice/components/empty-state';
import { StatusChip } from '../../backoffice/components/status-chip';
import { formatAge, formatCount, QUEUE_KIND } from '../lib/dashboard-format';
import { SectionError } from './section-error';

type QueueItem = DashboardQueueQuery['dashboardQueue']['items'][number];

/** R1 (1): what needs action now, oldest first, each row leading to the application's workspace. */
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
            description="New applications waiting for an owner, answered information requests and uploaded documents show up here, oldest first."
          />
        ) : (
          <QueueTable items={queue.items} captionId={titleId} onAssigned={() => void refetch()} />
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

function QueueTable({ items, captionId, onAssigned }: { items: readonly QueueItem[]; captionId: string; onAssigned(): void }) {
  return (
    <Box role="region" aria-label="Needs action, oldest first" tabIndex={0} overflowX="auto" borderWidth="1px" rounded="lg" bg="bg.panel">
      <Table.Root size="sm" aria-labelledby={captionId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Waiting</Table.ColumnHeader>
            <Table.ColumnHeader>Application</Table.ColumnHeader>
            <Table.ColumnHeader>Business</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">What</Table.ColumnHeader>
            <Table.ColumnHeader>Age</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">Owner</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">
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

function QueueRow({ item, onAssigned }: { item: QueueItem; onAssigned(): void }) {
  const kind = QUEUE_KIND[item.kind];
  return (
    <Table.Row>
      <Table.Cell>
        <StatusChip status={item.kind} label={kind.label} tone={kind.tone} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <Link to="/admin/applications/view/$id" params={{ id: item.applicationId }}>
          <Text as="span" color="fg.info" fontWeight="medium" textDecoration="underline" textUnderlineOffset="2px">
            {item.applicationNumber ?? `Application ${item.applicationId}`}
          </Text>
        </Link>
      </Table.Cell>
      <Table.Cell minW="32">{item.businessName}</Table.Cell>
      <Table.Cell hideBelow="md" color="fg.muted">
        {item.detail}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatAge(item.ageHours)}
      </Table.Cell>
      <Table.Cell hideBelow="md" whiteSpace="nowrap">
        {item.assignee ? item.assignee.displayName : <Text as="span" color="fg.muted">Unassigned</Text>}
      </Table.Cell>
      <Table.Cell hideBelow="md" textAlign="end">
        {item.assignee ? null : <AssignToMe item={item} onAssigned={onAssigned} />}
      </Table.Cell>
    </Table.Row>
  );
}

/** R1's one write: the signed-in admin takes the application (expectedVersion from the queue row). */
function AssignToMe({ item, onAssigned }: { item: QueueItem; onAssigned(): void }) {
  const { user } = useSessionUser();
  const [assign, { loading }] = useDashboardAssignToMeMutation();
  if (!user) return null;
  const run = async () => {
    try {
      await assign({ variables: { id: item.applicationId, expectedVersion: item.applicationVersion, assigneeId: user.id } });
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
