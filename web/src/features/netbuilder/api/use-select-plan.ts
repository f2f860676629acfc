import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { notify } from '../../../components/ui/notifications';
import { useCheckoutMutation, usePaymentConfigQuery } from './netbuilder.generated';
import { serverMessage } from '../../auth/lib/server-message';
import { browser } from '../lib/browser';

export const LOGIN_REQUIRED = { title: 'Login Required', description: 'Please log in to subscribe to NetBuilder' };

/** Stripe.js, loaded from Stripe only when a stripe-mode checkout starts (it is not in the app's bundle). */
async function loadStripeJs(publishableKey: string | null | undefined): Promise<void> {
  if (!publishableKey) throw new Error('No Stripe publishable key');
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
}

/**
 * Select Plan for a signed-in visitor (SPEC §4, §8; signed out, the button opens LoginRequiredNotice instead): ask the
 * server for a checkout session (a session that ended meanwhile: 'Login Required')
 * ('Subscription Error' with its message on failure), load Stripe.js in stripe mode ('Error' / 'Stripe failed to
 * load'), then send the browser to the session's URL ('Payment Error' with the message if that fails).
 */
export function useSelectPlan() {
  const { data: paymentConfig } = usePaymentConfigQuery();
  const [checkout] = useCheckoutMutation();
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);

  async function selectPlan(planId: string) {
    setPendingPlan(planId);
    try {
      let session;
      try {
        const { data } = await checkout({ variables: { plan: planId } });
        session = data?.checkout;
        if (!session) throw new Error('No checkout session');
      } catch (error) {
        if (CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'UNAUTHENTICATED') {
          notify({ type: 'error', ...LOGIN_REQUIRED });
        } else {
          notify({
            type: 'error',
            title: 'Subscription Error',
            description: serverMessage(error) ?? 'Failed to create subscription',
          });
        }
        return;
      }

      if (paymentConfig?.paymentConfig.mode === 'stripe') {
        try {
          await loadStripeJs(paymentConfig.paymentConfig.publishableKey);
        } catch {
          notify({ type: 'error', title: 'Error', description: 'Stripe failed to load' });
          return;
        }
      }

      try {
        if (!session.url) throw new Error('The payment provider returned no checkout page');
        browser.goTo(session.url);
      } catch (error) {
        notify({
          type: 'error',
          title: 'Payment Error',
          description: error instanceof Error ? error.message : 'Checkout failed',
        });
      }
    } finally {
      setPendingPlan(null);
    }
  }

  return { selectPlan, pendingPlan };
}
