import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useWorkspaceAccessLogQuery, type WorkspaceAccessLogQuery } from '../api/lenders.generated';
import { useWorkspaceBusinessActivityQuery, type WorkspaceApplicationFragment } from '../api/workspace.generated';
import { formatDateTime } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { statusText } from '../../backoffice/components/status-chip';
import { Section } from './summary-tab';

interface TimelineItem {
  key: string;
  at: string;
  kind: 'Status' | 'Activity' | 'Business' | 'Lender';
  title: string;
  who: string | null;
  detail: string | null;
}

type Activity = WorkspaceApplicationFragment['activity'][number];
type LenderRead = WorkspaceAccessLogQuery['applicationSubmissions']['accessLog'][number];

function activityItem(event: Activity, kind: TimelineItem['kind']): TimelineItem {
  return { key: `${kind}-${event.id}`, at: String(event.occurredAt), kind, title: event.summary, who: event.actor.name, detail: event.reason ? `Reason: ${event.reason}` : null };
}

/** Newest first: the status history, the application's audit events, the business's fact edits and lender reads. */
export function timelineItems(application: WorkspaceApplicationFragment, businessEvents: readonly Activity[], lenderReads: readonly LenderRead[] = []): TimelineItem[] {
  const statuses: TimelineItem[] = application.statusHistory.map((change) => ({
    key: `status-${change.id}`,
    at: String(change.changedAt),
    kind: 'Status',
    title: change.fromWorkflowStatus ? `${statusText(change.fromWorkflowStatus)} → ${statusText(change.toWorkflowStatus)}` : `Arrived as ${statusText(change.toWorkflowStatus)}`,
    who: change.changedBy ?? change.actor,
    detail: [change.reason ? `Reason: ${change.reason}` : null, change.note ? `Client was told: ${change.note}` : null].filter(Boolean).join(' · ') || null,
  }));
  const reads: TimelineItem[] = lenderReads.map((read, index) => ({ key: `read-${index}-${String(read.at)}`, at: String(read.at), kind: 'Lender', title: read.text, who: read.userName, detail: null }));
  const items = [...statuses, ...application.activity.map((event) => activityItem(event, 'Activity')), ...businessEvents.map((event) => activityItem(event, 'Business')), ...reads];
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

const KIND_PALETTE: Record<TimelineItem['kind'], string> = { Status: 'blue', Activity: 'gray', Business: 'orange', Lender: 'purple' };

export function TimelineTab({ application }: { application: WorkspaceApplicationFragment }) {
  const business = useWorkspaceBusinessActivityQuery({ variables: { businessId: application.business.id }, fetchPolicy: 'cache-and-network' });
  const access = useWorkspaceAccessLogQuery({ variables: { applicationId: application.id }, fetchPolicy: 'cache-and-network' });
  const items = timelineItems(application, business.data?.auditEvents.items ?? [], access.data?.applicationSubmissions.accessLog ?? []);
  return (
    <Section title="Timeline" description="Status changes, the team’s actions, fact edits and every lender read of the file, newest first.">
      {business.error ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          The business’s fact edits could not be loaded; the application’s own history is shown.
        </Text>
      ) : null}
      {items.length === 0 ? (
        <EmptyState title="Nothing has happened yet" />
      ) : (
        <Box as="ol" listStyleType="none" ps="0" aria-label="Timeline">
          {items.map((item, index) => (
            <HStack as="li" key={item.key} align="stretch" gap="3">
              <Stack align="center" gap="0" pt="1.5">
                <Box w="10px" h="10px" rounded="full" bg={index === 0 ? 'blue.solid' : 'border.emphasized'} flexShrink={0} />
                {index < items.length - 1 ? <Box w="2px" flex="1" bg="border" minH="6" /> : null}
              </Stack>
              <Box pb="4" minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Badge size="sm" variant="subtle" colorPalette={KIND_PALETTE[item.kind]}>
                    {item.kind}
                  </Badge>
                  <Text fontSize="sm" color="fg.muted">
                    <time dateTime={item.at}>{formatDateTime(item.at)}</time>
                    {item.who ? ` · ${item.who}` : ''}
                  </Text>
                </HStack>
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {item.title}
                </Text>
                {item.detail ? (
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {item.detail}
                  </Text>
                ) : null}
              </Box>
            </HStack>
          ))}
        </Box>
      )}
    </Section>
  );
}
