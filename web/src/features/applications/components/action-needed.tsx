import { Badge, Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useMyApplicationActivityQuery, type MyApplicationActivityQuery } from '../api/client-dashboard.generated';
import { useMyActionItemsQuery, type MyActionItemsQuery } from '../api/client-tasks.generated';
import { OFFERS_ANCHOR } from '../../offers/lib/offer-anchor';
import { expiryText } from '../../offers/lib/offer-format';
import { loadErrorMessage } from '../lib/error-message';
import { formatCalendarDate, isPastDate } from '../lib/format';
import { LENDERS_ACCESS_ANCHOR, taskAnchor } from '../lib/task-anchor';

type ActionItem = MyActionItemsQuery['myActionItems'][number];
type Activity = MyApplicationActivityQuery['myApplicationActivity'][number];

/**
 * BACKOFFICE R21 *Action needed*, first on `/client/dashboard`: open info requests and documents to upload (requested,
 * or rejected with the reason), oldest due first as the server sorts them; then sharing proposals to approve, then
 * offers to review with the first one's expiry countdown. Each leads to its place on the application's page, where
 * it is done. `finalApplicationIds`: applications that ended (withdrawn, declined…) whose leftovers are no longer
 * anyone's task. Nothing to do: the section is left out.
 */
export function ActionNeeded({ finalApplicationIds }: { finalApplicationIds: ReadonlySet<string> }) {
  // Fetched on every visit: an admin's new request shows the next time the dashboard opens.
  const { data, loading, error } = useMyActionItemsQuery({ fetchPolicy: 'cache-and-network' });
  // The dashboard's application cards read the same query: one request serves both.
  const activity = useMyApplicationActivityQuery({ fetchPolicy: 'cache-and-network' });
  const items = data?.myActionItems.filter((item) => !finalApplicationIds.has(item.applicationId)) ?? [];
  const open = (activity.data?.myApplicationActivity ?? []).filter((each) => !finalApplicationIds.has(each.applicationId));
  const proposals = open.filter((each) => each.proposalsToApprove > 0);
  const offers = open.filter((each) => each.offersToReview > 0);
  const count = items.length + proposals.length + offers.length;

  if ((loading && !data) || (activity.loading && !activity.data)) return <Skeleton height="96px" role="status" aria-label="Loading your tasks" />;
  if ((error && !data) || (activity.error && !activity.data)) {
    return <ErrorAlert message={loadErrorMessage(error ?? activity.error, 'Failed to load your tasks. Please try again later.')} />;
  }
  if (count === 0) return null;

  return (
    <Card.Root as="section" aria-labelledby="action-needed-heading" borderColor="orange.500" borderWidth="1px">
      <Card.Body>
        <Stack gap={4}>
          <Stack gap={1}>
            <Heading as="h2" id="action-needed-heading" size="lg">
              Action needed
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {count === 1 ? 'One thing needs your attention' : `${count} things need your attention`} to keep your application moving.
            </Text>
          </Stack>
          <Stack as="ul" gap={0} aria-label="Action needed" listStyleType="none" ps={0}>
            {items.map((item) => (
              <ActionItemRow key={`${item.kind}-${item.infoRequestId ?? ''}-${item.documentId ?? ''}`} item={item} />
            ))}
            {proposals.map((each) => (
              <ProposalRow key={`proposals-${each.applicationId}`} activity={each} />
            ))}
            {offers.map((each) => (
              <OffersRow key={`offers-${each.applicationId}`} activity={each} />
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
    <Row
      badge={what}
      badgeColor={rejected ? 'red' : 'orange'}
      number={item.applicationNumber}
      title={isDocument ? `Upload: ${item.title}` : item.title}
      action={
        <Link
          to="/client/applications/$id"
          params={{ id: item.applicationId }}
          hash={taskAnchor(item)}
          aria-label={`${action}: ${isDocument ? item.title : 'information request'} for application ${item.applicationNumber}`}
        >
          {action}
        </Link>
      }
    >
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
    </Row>
  );
}

/** One row of the section: what it is, the application's number, the details, and the button that leads there. */
function Row({ badge, badgeColor, number, title, children, action }: {
  badge: string;
  badgeColor: string;
  number: string;
  title: string;
  children?: React.ReactNode;
  action: React.ReactNode;
}) {
  return (
    <HStack as="li" justify="space-between" align="center" gap={3} py={3} borderTopWidth="1px" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
      <Stack gap={1} minW={0} flex="1">
        <HStack gap={2} flexWrap="wrap">
          <Badge colorPalette={badgeColor} variant="subtle">
            {badge}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {number}
          </Text>
        </HStack>
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {title}
        </Text>
        {children}
      </Stack>
      <Box flexShrink={0}>
        <Button asChild size="sm" colorPalette="blue">
          {action}
        </Button>
      </Box>
    </HStack>
  );
}

/** NetFund proposed lenders for the file: the client approves or refuses each on the Lenders & access panel. */
function ProposalRow({ activity }: { activity: Activity }) {
  const count = activity.proposalsToApprove;
  return (
    <Row
      badge="Sharing proposal"
      badgeColor="purple"
      number={activity.applicationNumber}
      title={count === 1 ? 'NetFund proposed a lender for your file' : `NetFund proposed ${count} lenders for your file`}
      action={
        <Link
          to="/client/applications/$id"
          params={{ id: activity.applicationId }}
          hash={LENDERS_ACCESS_ANCHOR}
          aria-label={`Approve or refuse sharing for application ${activity.applicationNumber}`}
        >
          Approve or refuse
        </Link>
      }
    >
      <Text fontSize="sm" color="fg.muted">
        No lender sees your file unless you agree.
      </Text>
    </Row>
  );
}

/** Live offers to compare, with the countdown of the first to expire. */
function OffersRow({ activity }: { activity: Activity }) {
  const count = activity.offersToReview;
  const expiry = activity.offersExpireAt ? expiryText(activity.offersExpireAt) : null;
  return (
    <Row
      badge="Offers to review"
      badgeColor="green"
      number={activity.applicationNumber}
      title={count === 1 ? 'You have an offer to review' : `You have ${count} offers to compare`}
      action={
        <Link to="/client/applications/$id" params={{ id: activity.applicationId }} hash={OFFERS_ANCHOR} aria-label={`Review offers for application ${activity.applicationNumber}`}>
          Review offers
        </Link>
      }
    >
      {expiry && (
        <Text fontSize="sm" color={expiry.urgent ? 'fg.error' : 'fg.muted'} fontWeight={expiry.urgent ? 'semibold' : undefined}>
          {count === 1 ? expiry.text : `First offer ${expiry.text.charAt(0).toLowerCase()}${expiry.text.slice(1)}`}
        </Text>
      )}
    </Row>
  );
}
