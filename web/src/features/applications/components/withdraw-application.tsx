import { Button, Card, CloseButton, Dialog, Field, Heading, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '../../../components/ui/notifications';
import { useWithdrawApplicationMutation } from '../api/client-applications.generated';
import { useLayoutPortal } from '../../layout/components/layout-portal';
import { loadErrorMessage } from '../lib/error-message';

/** The server's rule for the reason (application-workflow.schemas.ts), with its messages. */
const withdrawSchema = z.object({
  reason: z.string().trim().min(1, 'A reason is required').max(2_000, 'The reason must be at most 2,000 characters'),
});
type WithdrawValues = z.input<typeof withdrawSchema>;

export interface WithdrawApplicationProps {
  applicationId: string;
  number: string;
  /** The version the page shows: a change made since then (e.g. by NetFund) makes the server answer 409. */
  version: number;
}

/**
 * BACKOFFICE R22 *Withdraw application*: a confirm dialog asking why, then `withdrawApplication` with the version the
 * page was showing. A refusal (409: changed meanwhile, or no longer possible) is shown in the dialog as the server
 * words it. Shown by the page only while the application can be withdrawn (`canWithdraw`).
 */
export function WithdrawApplication({ applicationId, number, version }: WithdrawApplicationProps) {
  const [open, setOpen] = useState(false);
  const portal = useLayoutPortal();
  const [withdraw, { loading, error, reset: resetMutation }] = useWithdrawApplicationMutation({
    // The dashboard's list and its Action needed change with it.
    refetchQueries: ['MyApplications', 'MyActionItems'],
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<WithdrawValues, unknown, z.output<typeof withdrawSchema>>({ resolver: zodResolver(withdrawSchema), defaultValues: { reason: '' } });

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      reset();
      resetMutation();
    }
  }

  const confirm = handleSubmit(async ({ reason }) => {
    try {
      await withdraw({ variables: { id: applicationId, expectedVersion: version, reason } });
      changeOpen(false);
      notify({ type: 'success', title: 'Application withdrawn', description: `Application ${number} was withdrawn.` });
    } catch {
      // The server's sentence shows in the dialog (the mutation's error).
    }
  });

  return (
    <Card.Root as="section" aria-labelledby="withdraw-heading">
      <Card.Body>
        <Stack gap={3} align="start">
          <Heading as="h2" id="withdraw-heading" size="lg">
            Withdraw application
          </Heading>
          <Text color="fg.muted">Changed your mind? Withdraw the application and NetFund stops working on it. You can apply again at any time.</Text>
          <Dialog.Root open={open} onOpenChange={(details) => changeOpen(details.open)} role="alertdialog" placement="center">
            <Dialog.Trigger asChild>
              <Button variant="outline" colorPalette="red">
                Withdraw application
              </Button>
            </Dialog.Trigger>
            <Portal container={portal}>
              <Dialog.Backdrop />
              <Dialog.Positioner px={4}>
                <Dialog.Content>
                  <form noValidate onSubmit={(event) => void confirm(event)}>
                    <Dialog.Header>
                      <Dialog.Title>Withdraw application {number}?</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap={4}>
                        <Dialog.Description>
                          NetFund stops reviewing it and it cannot be reopened. Your documents stay on file.
                        </Dialog.Description>
                        <Field.Root invalid={!!errors.reason} required>
                          <Field.Label>
                            Why are you withdrawing it?
                            <Field.RequiredIndicator />
                          </Field.Label>
                          <Textarea rows={3} autoresize {...register('reason')} />
                          <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
                        </Field.Root>
                        {error && (
                          <Text color="fg.error" role="alert">
                            {loadErrorMessage(error, 'The application could not be withdrawn. Please try again.')}
                          </Text>
                        )}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Dialog.ActionTrigger asChild>
                        <Button variant="outline" type="button">
                          Keep application
                        </Button>
                      </Dialog.ActionTrigger>
                      <Button type="submit" colorPalette="red" loading={loading} loadingText="Withdrawing…">
                        Withdraw application
                      </Button>
                    </Dialog.Footer>
                  </form>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close" />
                  </Dialog.CloseTrigger>
                </Dialog.Content>
              </Dialog.Positioner>
            </Portal>
          </Dialog.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
