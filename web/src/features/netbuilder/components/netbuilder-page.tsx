import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/error-alert';
import { Link } from '@tanstack/react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { useNetbuilderPlansQuery, useNetbuilderSubscriptionQuery } from '../api/netbuilder.generated';
import { useSessionUser } from '../../auth/api/use-session-user';
import { serverMessage } from '../../auth/lib/server-message';
import { useSelectPlan } from '../api/use-select-plan';
import { LoginRequiredNotice } from './login-required-notice';
import { PlanCards } from './plan-cards';
import { SubscriptionTabs } from './subscription-tabs';
import { WhyNetbuilder } from './why-netbuilder';

/** SPEC §2 /netbuilder: signed out → a prompt (and the plans); signed in → the plans, or the subscription's tabs. */
export function NetbuilderPage() {
  const me = useSessionUser();
  const user = me.user;
  // Always asked afresh: another account may have used this browser since the cache was filled.
  const subscription = useNetbuilderSubscriptionQuery({ skip: !user, fetchPolicy: 'network-only' });

  let content;
  if (me.loading || (user && subscription.loading)) content = <PageSpinner />;
  else if (user && subscription.error)
    content = <ErrorAlert message={serverMessage(subscription.error) ?? subscription.error.message} />;
  else if (user && subscription.data?.netbuilderSubscription)
    content = <SubscriptionTabs subscription={subscription.data.netbuilderSubscription} />;
  else content = <PlanChooser signedIn={Boolean(user)} />;

  return (
    <Container maxW="6xl" py={{ base: 10, md: 16 }}>
      <Box textAlign="center" mb={{ base: 8, md: 12 }}>
        <Text color="blue.600" fontWeight="semibold" letterSpacing="wide" textTransform="uppercase" fontSize="sm">
          Business credit builder
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mt={2} mb={3}>
          NetBuilder
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl" mx="auto">
          A monthly plan that reports your tradeline payments to the business credit bureaus. Cancel anytime: no
          long-term contracts, no cancellation fees.
        </Text>
      </Box>
      {content}
    </Container>
  );
}

function PlanChooser({ signedIn }: { signedIn: boolean }) {
  const plans = useNetbuilderPlansQuery();
  const { selectPlan, pendingPlan } = useSelectPlan();
  return (
    <Stack gap={{ base: 8, md: 10 }}>
      {signedIn ? null : <LoginPrompt />}
      {plans.loading ? <PageSpinner /> : null}
      {plans.error ? <ErrorAlert message={plans.error.message} /> : null}
      {plans.data ? (
        <PlanCards
          plans={plans.data.netbuilderPlans}
          onSelect={signedIn ? selectPlan : undefined}
          pendingPlan={pendingPlan}
        />
      ) : null}
      {signedIn ? null : <LoginRequiredNotice />}
      <WhyNetbuilder />
    </Stack>
  );
}

function LoginPrompt() {
  return (
    <Box
      borderWidth="1px"
      borderColor="blue.200"
      bg="blue.50"
      _dark={{ bg: 'blue.950', borderColor: 'blue.800' }}
      borderRadius="lg"
      p={{ base: 5, md: 6 }}
      textAlign="center"
    >
      <Heading as="h2" size="lg" mb={2}>
        Log in to subscribe to NetBuilder
      </Heading>
      <Text color="fg.muted" mb={4}>
        Sign in to choose a plan, see your subscription and download your monthly reports.
      </Text>
      <Button asChild colorPalette="blue">
        <Link to="/auth" search={{ redirect: '/netbuilder' }}>
          Log In
        </Link>
      </Button>
    </Box>
  );
}
