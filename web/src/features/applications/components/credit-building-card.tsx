import { Box, Button, Card, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMyCreditBuildingQuery, type MyCreditBuildingQuery } from '../api/client-dashboard.generated';
import { useNetbuilderSubscriptionQuery } from '../../netbuilder/api/netbuilder.generated';
import { formatPlanStatus } from '../../netbuilder/lib/format';
import { loadErrorMessage } from '../lib/error-message';
import { formatDate } from '../lib/format';

type Net30Application = NonNullable<MyCreditBuildingQuery['myCreditBuilding']['net30Application']>;

/** The Net30 application's state in words (R24's pending wording). */
function net30Status(application: Net30Application): string {
  switch (application.status) {
    case 'approved':
      return `Application ${application.reference} approved`;
    case 'declined':
      return `Application ${application.reference} declined`;
    case 'needs_info':
      return `Application ${application.reference}: NetFund needs more information (see your Net30 dashboard)`;
    case 'withdrawn':
      return `Application ${application.reference} withdrawn`;
    default:
      return `Application ${application.reference} under review since ${formatDate(application.submittedAt)}, decision within 2 business days`;
  }
}

const months = (count: number) => `${count} on-time reported ${count === 1 ? 'month' : 'months'}`;

/**
 * BACKOFFICE R21's credit-building card, on the dashboard with or without applications: the NetBuilder plan, the
 * Net30 application if there is one, and §4.5's matrix insight — what a higher FICO or more on-time reported months
 * would open, as the server's what-if over the lender programs counts it (never a lender's name).
 */
export function CreditBuildingCard() {
  const building = useMyCreditBuildingQuery({ fetchPolicy: 'cache-and-network' });
  const subscription = useNetbuilderSubscriptionQuery({ fetchPolicy: 'cache-and-network' });
  const card = building.data?.myCreditBuilding;
  const plan = subscription.data?.netbuilderSubscription;

  return (
    <Card.Root as="section" aria-labelledby="credit-building-heading">
      <Card.Body>
        <Stack gap={4}>
          <Stack gap={1}>
            <Heading as="h2" id="credit-building-heading" size="lg">
              Build your business credit
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Lenders look at your credit history. Every on-time month NetFund reports counts toward more lender programs.
            </Text>
          </Stack>
          {(building.loading && !building.data) || (subscription.loading && !subscription.data) ? (
            <Skeleton height="96px" role="status" aria-label="Loading your credit building" />
          ) : (building.error && !building.data) || !card ? (
            <Text color="fg.error" role="alert">
              {loadErrorMessage(building.error, 'Your credit building could not be loaded. Please try again later.')}
            </Text>
          ) : (
            <Stack gap={4} separator={<Separator />}>
              <Stack gap={1} align="start">
                <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
                  NetBuilder
                </Text>
                <Text fontWeight="semibold">
                  {plan ? `${plan.planDetails.name} plan · ${formatPlanStatus(plan)}` : card.onTimeTradeMonths > 0 ? 'No active NetBuilder plan' : 'No NetBuilder plan yet'}
                </Text>
                {(plan || card.onTimeTradeMonths > 0) && <Text fontSize="sm">{months(card.onTimeTradeMonths)} so far</Text>}
                {!plan && <Text fontSize="sm">A plan reports each paid month to the business credit bureaus.</Text>}
                <Button asChild size="sm" variant="outline" mt={1}>
                  {plan ? <Link to="/dashboard">Open credit builder</Link> : <Link to="/netbuilder">See NetBuilder plans</Link>}
                </Button>
              </Stack>
              {card.net30Application && (
                <Stack gap={1} align="start">
                  <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
                    Net30 trade account
                  </Text>
                  <Text fontWeight="semibold">{net30Status(card.net30Application)}</Text>
                </Stack>
              )}
              <Insight card={card} />
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Insight({ card }: { card: MyCreditBuildingQuery['myCreditBuilding'] }) {
  const text = card.insight?.text;
  return (
    <Box borderLeftWidth="4px" borderColor="blue.500" ps={3}>
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        Lender programs within reach
      </Text>
      {!card.applicationId ? (
        <Text>Apply for funding and we show how many more lender programs your credit history would open.</Text>
      ) : (
        <>
          <Text fontWeight="semibold">{text ?? 'No more lender programs open with a higher FICO or more on-time reported months right now.'}</Text>
          <Text fontSize="sm" color="fg.muted">
            For application {card.applicationNumber}
          </Text>
        </>
      )}
    </Box>
  );
}
