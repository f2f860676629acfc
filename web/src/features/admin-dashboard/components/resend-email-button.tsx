import { Button } from '@chakra-ui/react';
import { notify } from '../../../components/ui/notifications';
import { useDashboardResendEmailMutation, type DashboardOutboxQuery } from '../api/outbox.generated';
import { serverMessage } from '../../auth/lib/server-message';

export type OutgoingEmail = DashboardOutboxQuery['outbox']['items'][number];

/** Queues a failed message once more; the server's refusal shows as it comes, and the list is read again either way. */
export function ResendEmailButton({
  email,
  onDone,
  size = 'xs',
}: {
  email: OutgoingEmail;
  onDone(): void;
  size?: 'xs' | 'sm';
}) {
  const [resend, { loading }] = useDashboardResendEmailMutation();
  const run = async () => {
    try {
      await resend({ variables: { id: email.id } });
      notify({
        type: 'success',
        title: 'Queued again',
        description: `The message to ${email.to} is waiting to be sent.`,
      });
    } catch (error) {
      notify({ type: 'error', title: 'Not resent', description: serverMessage(error) ?? 'Please try again.' });
    }
    onDone();
  };
  return (
    <Button
      size={size}
      variant="outline"
      flexShrink={0}
      loading={loading}
      onClick={() => void run()}
      aria-label={`Resend “${email.subject}” to ${email.to}`}
    >
      Resend
    </Button>
  );
}
