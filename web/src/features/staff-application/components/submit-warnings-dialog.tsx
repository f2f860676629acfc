import { Alert, Button, Checkbox, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useLayoutPortal } from '../../layout/components/layout-portal';
import type { SubmitWarnings } from '../lib/submit-warnings';

export interface WarningAnswers {
  confirmDuplicate: boolean;
  cooldownReason: string | null;
}

export interface SubmitWarningsDialogProps {
  warnings: SubmitWarnings | null;
  submitting: boolean;
  onCancel(): void;
  onConfirm(answers: WarningAnswers): void;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/**
 * R12's warnings before a submission: an open application of the same client for the same product ("Continue
 * anyway" must be ticked) and a decline less than 30 days ago (a reason is required; it is kept in the audit trail).
 */
export function SubmitWarningsDialog({ warnings, submitting, onCancel, onConfirm }: SubmitWarningsDialogProps) {
  const portal = useLayoutPortal();
  const [continueAnyway, setContinueAnyway] = useState(false);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const duplicate = warnings?.duplicate ?? null;
  const cooldown = warnings?.cooldown ?? null;
  const duplicateMissing = !!duplicate && !continueAnyway;
  const reasonMissing = !!cooldown && reason.trim() === '';

  function close() {
    setContinueAnyway(false);
    setReason('');
    setChecked(false);
    onCancel();
  }

  function confirm(event: React.FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (duplicateMissing || reasonMissing) return;
    onConfirm({ confirmDuplicate: !!duplicate, cooldownReason: cooldown ? reason.trim() : null });
  }

  return (
    <Dialog.Root open={!!warnings} onOpenChange={(details) => !details.open && close()} role="alertdialog" placement="center">
      <Portal container={portal}>
        <Dialog.Backdrop />
        <Dialog.Positioner px={4}>
          <Dialog.Content>
            <form noValidate onSubmit={confirm}>
              <Dialog.Header>
                <Dialog.Title>Check before submitting</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  {duplicate && (
                    <Stack gap={3}>
                      <Alert.Root status="warning">
                        <Alert.Indicator />
                        <Alert.Title>
                          Open application {duplicate.number} exists ({duplicate.statusLabel}). Continue anyway?
                        </Alert.Title>
                      </Alert.Root>
                      <Field.Root invalid={checked && duplicateMissing}>
                        <Checkbox.Root checked={continueAnyway} onCheckedChange={(details) => setContinueAnyway(details.checked === true)}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>Continue anyway</Checkbox.Label>
                        </Checkbox.Root>
                        <Field.ErrorText>Tick “Continue anyway” to submit a second application</Field.ErrorText>
                      </Field.Root>
                    </Stack>
                  )}
                  {cooldown && (
                    <Stack gap={3}>
                      <Alert.Root status="warning">
                        <Alert.Indicator />
                        <Alert.Title>
                          {cooldown.number} was declined on {day(cooldown.declinedOn)}; the business may apply again from {day(cooldown.reapplyAfter)}.
                        </Alert.Title>
                      </Alert.Root>
                      <Field.Root invalid={checked && reasonMissing} required>
                        <Field.Label>
                          Reason to submit now
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={1000} />
                        <Field.HelperText>Kept in the audit trail.</Field.HelperText>
                        <Field.ErrorText>A reason is required</Field.ErrorText>
                      </Field.Root>
                    </Stack>
                  )}
                  {!duplicate && !cooldown && warnings && <Text>{warnings.message}</Text>}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={close}>
                  Back to the form
                </Button>
                <Button type="submit" loading={submitting} loadingText="Submitting…">
                  Submit application
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
  );
}
