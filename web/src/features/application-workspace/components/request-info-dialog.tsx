import { Box, Checkbox, CheckboxGroup, Field, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import type { InfoRequestItemInput } from '../../../generated/graphql';
import { useWorkspaceRequestInfoMutation } from '../api/documents.generated';
import { formatCalendarDate, todayIsoDate } from '../../applications/lib/format';
import { requestInfoSchema, type RequestInfoValues } from '../lib/schemas';
import { useActionFailure } from '../lib/use-action-failure';
import { DOCUMENT_TYPES, documentTypeLabel } from '../lib/workspace';
import { ActionDialog } from './action-dialog';
import type { WorkspaceDialogProps } from './workflow-dialogs';

/** A due date a week ahead, the usual ask. */
function inAWeek(): string {
  const today = new Date(`${todayIsoDate()}T00:00:00Z`);
  return new Date(today.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * *Request info*: a message, an optional question and the documents to upload, by a due date. The client sees it under
 * Action needed and is e-mailed; each document becomes a requested item of the checklist.
 */
export function RequestInfoDialog({ application, open, onClose }: WorkspaceDialogProps) {
  const today = todayIsoDate();
  const schema = useMemo(() => requestInfoSchema(today), [today]);
  const [requestInfo, { loading }] = useWorkspaceRequestInfoMutation({ refetchQueries: ['WorkspaceDocuments', 'WorkspaceInfoRequests'] });
  const form = useForm<RequestInfoValues>({ resolver: zodResolver(schema), defaultValues: { message: '', question: '', docTypes: [], dueAt: inAWeek() } });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['message', 'dueAt']);
  const close = () => {
    clearFailure();
    form.reset({ message: '', question: '', docTypes: [], dueAt: inAWeek() });
    onClose();
  };
  const submit = form.handleSubmit(async ({ message, question, docTypes, dueAt }) => {
    const items: InfoRequestItemInput[] = [
      ...(question.trim() ? [{ kind: 'question' as const, prompt: question.trim() }] : []),
      ...docTypes.map((docType) => ({ kind: 'document' as const, docType, prompt: documentTypeLabel(docType) })),
    ];
    const ok = await attempt(() => requestInfo({ variables: { input: { applicationId: application.id, message, dueAt, items } } }));
    if (ok) {
      close();
      notify({ type: 'success', title: 'Request sent', description: `The client is asked to answer by ${formatCalendarDate(dueAt)}.` });
    }
  });
  const errors = form.formState.errors;
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title="Request information"
      description="The client is e-mailed and sees the request under Action needed, with reminders before the due date."
      submitLabel="Send request"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      size="lg"
    >
      <Field.Root invalid={!!errors.message} required>
        <Field.Label>
          Message to the client
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={3} autoresize {...form.register('message')} />
        <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.question}>
        <Field.Label>Question (optional)</Field.Label>
        <Textarea rows={2} autoresize {...form.register('question')} />
        {!errors.question ? <Field.HelperText>The client answers it in writing.</Field.HelperText> : null}
        <Field.ErrorText>{errors.question?.message}</Field.ErrorText>
      </Field.Root>
      <Box as="fieldset" aria-describedby={errors.docTypes ? 'request-documents-error' : undefined}>
        <Box as="legend" fontWeight="medium" fontSize="sm" mb="2">
          Documents to request
        </Box>
        <Controller
          control={form.control}
          name="docTypes"
          render={({ field }) => (
            <CheckboxGroup name={field.name} value={field.value} onValueChange={field.onChange} invalid={!!errors.docTypes}>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                {DOCUMENT_TYPES.map((type) => (
                  <Checkbox.Root key={type.code} value={type.code}>
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{type.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </CheckboxGroup>
          )}
        />
        {errors.docTypes ? (
          <Text id="request-documents-error" mt="2" fontSize="sm" color="fg.error">
            {errors.docTypes.message}
          </Text>
        ) : null}
      </Box>
      <Field.Root invalid={!!errors.dueAt} required>
        <Field.Label>
          Due date
          <Field.RequiredIndicator />
        </Field.Label>
        <Input type="date" min={today} maxW="xs" {...form.register('dueAt')} />
        <Field.ErrorText>{errors.dueAt?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
