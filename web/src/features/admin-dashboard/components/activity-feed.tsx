import { Box, Button, Heading, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useDashboardActivityQuery } from '../api/dashboard.generated';
import { EmptyState } from '../../backoffice/components/empty-state';
import { actorName, formatEventTime } from '../lib/dashboard-format';
import { OutboxView } from './outbox-view';
import { SectionError } from './section-error';

/**
 * R1 (3): what just happened, in two views: *Activity* (the audit trail) and *Outgoing mail* (the e-mail outbox,
 * BACKOFFICE.md §0), which loads only when opened.
 */
export function ActivityFeed() {
  const titleId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      minW="0"
    >
      <Heading as="h2" id={titleId} size="lg" mb="2">
        Activity
      </Heading>
      <Tabs.Root defaultValue="activity" variant="line" size="sm" lazyMount>
        <Tabs.List mb="2">
          <Tabs.Trigger value="activity">Activity</Tabs.Trigger>
          <Tabs.Trigger value="mail">Outgoing mail</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="activity" pt="0">
          <AuditFeed labelledBy={titleId} />
        </Tabs.Content>
        <Tabs.Content value="mail" pt="0">
          <OutboxView />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

/** The latest audit events, newest first, each as its sentence with who did it and when; older ones on demand. */
function AuditFeed({ labelledBy }: { labelledBy: string }) {
  const { data, loading, error, refetch, fetchMore } = useDashboardActivityQuery({ fetchPolicy: 'cache-and-network' });
  const page = data?.auditEvents;

  const showOlder = () =>
    void fetchMore({
      variables: { after: page?.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        auditEvents: {
          ...fetchMoreResult.auditEvents,
          items: [...previous.auditEvents.items, ...fetchMoreResult.auditEvents.items],
        },
      }),
    });

  return page ? (
    page.items.length === 0 ? (
      <EmptyState
        title="No activity yet"
        description="Every change to an application, a client or a setting is recorded here."
      />
    ) : (
      <>
        <Stack as="ol" gap="0" listStyleType="none" aria-labelledby={labelledBy}>
          {page.items.map((event) => (
            <Box as="li" key={event.id} py="2.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
              <Text fontSize="sm">{event.summary}</Text>
              <Text fontSize="xs" color="fg.muted">
                {actorName(event.actor)} ·{' '}
                <time dateTime={String(event.occurredAt)}>{formatEventTime(event.occurredAt)}</time>
              </Text>
            </Box>
          ))}
        </Stack>
        {page.hasNextPage ? (
          <Button mt="3" size="sm" variant="ghost" onClick={showOlder} loading={loading}>
            Show older activity
          </Button>
        ) : null}
      </>
    )
  ) : error ? (
    <SectionError what="the activity" error={error} onRetry={() => void refetch()} />
  ) : (
    <Stack gap="3" aria-busy="true" aria-label="Loading the activity">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} h="8" rounded="md" />
      ))}
    </Stack>
  );
}
