import { notify } from '../../../components/ui/notifications';
import { NetbuilderSubscriptionDocument, useResumeNetbuilderSubscriptionMutation } from './netbuilder.generated';
import { serverMessage } from '../../auth/lib/server-message';
import { formatDate } from '../lib/format';

/**
 * Resume plan: undoes Cancel Plan before the period ends. Like cancelling (SPEC §4), the subscription is re-fetched on
 * success; a refusal (e.g. the period has ended) is 'Error' with the server's reason.
 */
export function useResumePlan() {
  const [resume, { loading }] = useResumeNetbuilderSubscriptionMutation({
    refetchQueries: [{ query: NetbuilderSubscriptionDocument }],
    awaitRefetchQueries: true,
  });

  async function resumePlan() {
    try {
      const { data } = await resume();
      const renewsOn = formatDate(data?.resumeNetbuilderSubscription.currentPeriodEnd);
      notify({ type: 'success', title: 'Plan resumed', description: `Your plan renews on ${renewsOn} as before.` });
    } catch (error) {
      notify({ type: 'error', title: 'Error', description: serverMessage(error) ?? (error instanceof Error ? error.message : 'Failed to resume plan') });
    }
  }

  return { resumePlan, resuming: loading };
}
