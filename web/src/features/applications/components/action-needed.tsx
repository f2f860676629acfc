import { Badge, Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useMyActionItemsQuery, type MyActionItemsQuery } from '../../../generated/graphql';
import { loadErrorMessage } from '../lib/error-message';
import { formatCalendarDate, isPastDate } from '../lib/format';
import { taskAnchor } from '../lib/task-anchor';

type ActionItem = MyActionItemsQuery['myActionItems'][number];

/**
 * BACKOFFICE R21 *Action needed*, first on `/client/dashboard`: open info requests and documents to upload (requested,
 * or rejected with the reason), oldest due first as the server sorts them; each leads to its application's page,
 * where it is done. `finalApplicationIds`: applications that ended (withdrawn, declined…) whose leftovers are no
 * longer anyone's task. Nothing to do: the section is left out.
 */
export function ActionNeeded({ finalApplicationIds }: { finalApplicationIds: ReadonlySet<string> }) {
  // Fetched on every visit: an admin's new request shows the next time the dashboard opens.
  const { data, loading, error } = useMyActionItemsQuery({ fetchPolicy: 'cache-and-network' });
  const items = data?.myActionItems.filter((item) => !finalApplicationIds.has(item.applicationId)) ?? [];

  if (loading && !data) return <Skeleton height="96px" role="status" aria-label="Loading your tasks" />;
  if (error && !data) return <ErrorAlert message={loadErrorMessage(error, 'Failed to load your tasks. Please try again later.')} />;
  if (items.length === 0) return null;

  return (
    <Card.Root as="section" aria-labelledby="action-needed-heading" borderColor="orange.500" borderWidth="1px">
      <Card.Body>
        <Stack gap={4}>
          <Stack gap={1}>
            <Heading as="h2" id="action-needed-heading" size="lg">
              Action needed
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {items.length === 1 ? 'One thing needs your attention' : `${items.length} things need your attention`} to keep your application moving.
            </Text>
          </Stack>
          <Stack as="ul" gap={0} aria-label="Action needed" listStyleType="none" ps={0}>
            {items.map((item) => (
              <ActionItemRow key={`${item.kind}-${item.infoRequestId ?? ''}-${item.documentId ?? ''}`} item={item} />
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ActionItemRow({ item }: { item: ActionItem }) {
  const isDocument = item.kind === 'document';
  const rejected = isDocument && item.status === 'rejected';
  const action = !isDocument ? 'Answer' : rejected ? 'Upload again' : 'Upload';
  const what = !isDocument ? 'Information requested' : rejected ? 'Document rejected' : 'Document requested';
  const overdue = item.dueAt ? isPastDate(item.dueAt) : false;
  return (
    <HStack as="li" justify="space-between" align="center" gap={3} py={3} borderTopWidth="1px" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
      <Stack gap={1} minW={0} flex="1">
        <HStack gap={2} flexWrap="wrap">
          <Badge colorPalette={rejected ? 'red' : 'orange'} variant="subtle">
            {what}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {item.applicationNumber}
          </Text>
        </HStack>
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {isDocument ? `Upload: ${item.title}` : item.title}
        </Text>
        {rejected && item.rejectReason && (
          <Text fontSize="sm" color="fg.error">
            Rejected: {item.rejectReason}
          </Text>
        )}
        {item.dueAt && (
          <Text fontSize="sm" color={overdue ? 'fg.error' : 'fg.muted'} fontWeight={overdue ? 'semibold' : undefined}>
            {overdue ? `Overdue: was due ${formatCalendarDate(item.dueAt)}` : `Due ${formatCalendarDate(item.dueAt)}`}
          </Text>
        )}
      </Stack>
      <Box flexShrink={0}>
        <Button asChild size="sm" colorPalette="blue">
          <Link
            to="/client/applications/$id"
            params={{ id: item.applicationId }}
            hash={taskAnchor(item)}
            aria-label={`${action}: ${isDocument ? item.title : 'information request'} for application ${item.applicationNumber}`}
          >
            {action}
          </Link>
        </Button>
      </Box>
    </HStack>
  );
}
