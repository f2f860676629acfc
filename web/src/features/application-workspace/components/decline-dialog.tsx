import { Box, Checkbox, CheckboxGroup, Field, Heading, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import type { DeclineReasonCode } from '../../../generated/graphql';
import { useWorkspaceDeclineMutation, useWorkspaceDeclineNoticePreviewQuery } from '../api/workspace.generated';
import { DECLINE_REASONS } from '../../../lib/catalogue';
import { formatCalendarDate, todayIsoDate } from '../../applications/lib/format';
import { declineSchema, needsNote, type DeclineValues } from '../lib/schemas';
import { useActionFailure } from '../lib/use-action-failure';
import { useDebounced } from '../lib/use-debounced';
import { mutationFailure } from '../lib/workspace';
import { ActionDialog } from './action-dialog';
import { useReload, type WorkspaceDialogProps } from './workflow-dialogs';

/** BACKOFFICE §3.2: a declined business may apply again 30 days after the decision. */
const REAPPLY_AFTER_DAYS = 30;

function reapplyDateFromToday(): string {
  const today = new Date(`${todayIsoDate()}T00:00:00Z`);
  return new Date(today.getTime() + REAPPLY_AFTER_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/**
 * *Decline*: the catalogue's reason codes (§3.6), a note (required for a code that needs one, shown to the client
 * verbatim), the client's notice exactly as it will be e-mailed (the server's preview of the chosen reasons) and the
 * re-apply date.
 */
export function DeclineDialog({ application, open, onClose, reload }: WorkspaceDialogProps) {
  const [decline, { loading }] = useWorkspaceDeclineMutation();
  const form = useForm<DeclineValues>({ resolver: zodResolver(declineSchema), defaultValues: { reasonCodes: [], note: '' } });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['reasonCodes', 'note']);
  const { reloading, onReload } = useReload(reload, clearFailure);
  const reasonCodes = useWatch({ control: form.control, name: 'reasonCodes' }) as DeclineReasonCode[];
  const note = useWatch({ control: form.control, name: 'note' });
  const noteRequired = needsNote(reasonCodes);
  const close = () => {
    clearFailure();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reasonCodes: codes, note: text }) => {
    const ok = await attempt(() =>
      decline({ variables: { input: { id: application.id, expectedVersion: application.version, reasonCodes: codes as DeclineReasonCode[], note: text.trim() || null } } }),
    );
    if (ok) {
      close();
      notify({ type: 'success', title: 'Application declined', description: `The client is e-mailed the notice for ${application.number ?? 'the application'}.` });
    }
  });
  const errors = form.formState.errors;
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={`Decline ${application.number ?? 'application'}`}
      description="The client is e-mailed the specific reasons and the date from which they may apply again."
      submitLabel="Decline and notify client"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      onReload={onReload}
      reloading={reloading}
      tone="danger"
      size="lg"
    >
      <Box as="fieldset" aria-describedby={errors.reasonCodes ? 'decline-reasons-error' : undefined}>
        <Box as="legend" fontWeight="medium" fontSize="sm" mb="2">
          Reasons{' '}
          <Text as="span" color="fg.error" aria-hidden="true">
            *
          </Text>
        </Box>
        <Controller
          control={form.control}
          name="reasonCodes"
          render={({ field }) => (
            <CheckboxGroup name={field.name} value={field.value} onValueChange={field.onChange} invalid={!!errors.reasonCodes}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
                {DECLINE_REASONS.map((reason) => (
                  <Checkbox.Root key={reason.code} value={reason.code} alignItems="start">
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control mt="0.5" />
                    <Checkbox.Label>
                      {reason.label}
                      <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                        {reason.clientText ? `Client reads: ${reason.clientText}` : 'Client reads your note'}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </CheckboxGroup>
          )}
        />
        {errors.reasonCodes ? (
          <Text id="decline-reasons-error" mt="2" fontSize="sm" color="fg.error">
            {errors.reasonCodes.message}
          </Text>
        ) : null}
      </Box>

      <Field.Root invalid={!!errors.note} required={noteRequired}>
        <Field.Label>
          Note{noteRequired ? '' : ' (optional)'}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={3} autoresize {...form.register('note')} />
        {!errors.note ? <Field.HelperText>{noteRequired ? 'Shown to the client word for word as the reason “Other”.' : 'Added to the notice for the client.'}</Field.HelperText> : null}
        <Field.ErrorText>{errors.note?.message}</Field.ErrorText>
      </Field.Root>

      <Text fontSize="sm">
        <Text as="span" fontWeight="medium">
          Re-apply date:
        </Text>{' '}
        {formatCalendarDate(reapplyDateFromToday())} ({REAPPLY_AFTER_DAYS} days after the decision)
      </Text>

      <NoticePreview applicationId={application.id} reasonCodes={reasonCodes} note={note} noteMissing={noteRequired && !note.trim()} />
    </ActionDialog>
  );
}

function NoticePreview({ applicationId, reasonCodes, note, noteMissing }: { applicationId: string; reasonCodes: DeclineReasonCode[]; note: string; noteMissing: boolean }) {
  const settledNote = useDebounced(note.trim(), 400);
  const waiting = reasonCodes.length === 0 || noteMissing;
  const preview = useWorkspaceDeclineNoticePreviewQuery({
    variables: { id: applicationId, reasonCodes, note: settledNote || null },
    skip: waiting,
    fetchPolicy: 'cache-first',
  });
  const notice = preview.data?.declineNoticePreview ?? preview.previousData?.declineNoticePreview;
  return (
    <Box as="section" aria-labelledby="decline-preview-heading" borderWidth="1px" rounded="md" p="3" bg="bg.subtle" aria-busy={preview.loading}>
      <Heading as="h3" id="decline-preview-heading" size="sm" mb="2">
        Notice the client will receive
      </Heading>
      {waiting ? (
        <Text fontSize="sm" color="fg.muted">
          {reasonCodes.length === 0 ? 'Choose a reason to see the notice.' : 'Write the note to see the notice.'}
        </Text>
      ) : preview.error ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {mutationFailure(preview.error).message}
        </Text>
      ) : notice ? (
        <Stack gap="2" data-testid="decline-notice-preview">
          <Text fontSize="sm" fontWeight="semibold">
            Subject: {notice.subject}
          </Text>
          <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {notice.body}
          </Text>
        </Stack>
      ) : (
        <Stack gap="2" aria-label="Loading the notice">
          <Skeleton height="4" width="60%" />
          <Skeleton height="16" />
        </Stack>
      )}
    </Box>
  );
}
