import { Button, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSessionUser } from '../../auth/api/use-session-user';
import { useSelectPlan } from '../../netbuilder/api/use-select-plan';
import { PLANS } from '../../../lib/catalogue';

/**
 * R28: after the credit-builder application, the plan's checkout is the next step. A signed-in applicant goes
 * straight to it with the chosen plan; a signed-out one is asked to sign in first and comes back to NetBuilder.
 */
export function NetBuilderNextStep({ planId }: { planId: string }) {
  const { user, loading } = useSessionUser();
  const { selectPlan, pendingPlan } = useSelectPlan();
  const plan = PLANS.find((candidate) => candidate.id === planId);
  if (!plan || loading) return null;
  if (!user) {
    return (
      <Stack gap={2}>
        <Text>Sign in or create your NetFund account to subscribe to the {plan.name} plan and open your Net30 trade account.</Text>
        <Button asChild colorPalette="blue" alignSelf="flex-start">
          <Link to="/auth" search={{ redirect: '/netbuilder' }}>
            Sign in to continue to checkout
          </Link>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Text>
        Next: subscribe to the {plan.name} plan. Your Net30 trade account ({plan.netTerms}, credit limit ${plan.creditLimit.toLocaleString('en-US')}) opens
        as soon as the first payment goes through.
      </Text>
      <Button colorPalette="blue" alignSelf="flex-start" loading={pendingPlan === plan.id} loadingText="Opening checkout…" onClick={() => void selectPlan(plan.id)}>
        Continue to checkout
      </Button>
    </Stack>
  );
}
