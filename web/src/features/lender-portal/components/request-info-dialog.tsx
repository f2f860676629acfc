import { Box, Button, Field, HStack, IconButton, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import { LenderInfoRequestsDocument, useRequestLenderInfoMutation } from '../api/lender-info-requests.generated';
import { LenderFileDocument, LenderFilePageDocument } from '../api/lender-portal.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { DOCUMENT_TYPES } from '../../application-workspace/lib/workspace';
import { formatCalendarDate } from '../../applications/lib/format';
import {
  addDays,
  LENDER_DUE_DEFAULT_DAYS,
  LENDER_DUE_MAX_DAYS,
  lenderInfoRequestFormSchema,
  platformToday,
  type InfoRequestRow,
  type LenderInfoRequestFormValues,
} from '../lib/info-request-form';

const NEW_DOCUMENT: InfoRequestRow = { kind: 'document', docType: '', prompt: '' };
const NEW_QUESTION: InfoRequestRow = { kind: 'question', docType: '', prompt: '' };

/**
 * R20 *Request info*: rows of document types (the catalogue's) or questions, a due date (default a week, at most 10
 * days ahead) and an optional note. The applicant is e-mailed and sees it as a task with this lender's name; the
 * server's field messages land under their rows.
 */
export function RequestInfoDialog({ applicationId, onClose }: { applicationId: string; onClose(): void }) {
  const today = platformToday();
  const schema = useMemo(() => lenderInfoRequestFormSchema(today), [today]);
  const [requestInfo, { loading }] = useRequestLenderInfoMutation({
    refetchQueries: [LenderInfoRequestsDocument, LenderFilePageDocument, LenderFileDocument],
  });
  const form = useForm<LenderInfoRequestFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { message: '', dueAt: addDays(today, LENDER_DUE_DEFAULT_DAYS), items: [NEW_DOCUMENT] },
  });
  const rows = useFieldArray({ control: form.control, name: 'items' });
  const serverFields: Path<LenderInfoRequestFormValues>[] = [
    'message',
    'dueAt',
    'items',
    ...rows.fields.flatMap((_, index) => [`items.${index}.docType`, `items.${index}.prompt`] as const),
  ];
  const { failure, attempt } = useActionFailure(form.setError, serverFields);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async ({ message, dueAt, items }) => {
    const input = {
      dueAt,
      message: message.trim() || null,
      items: items.map((item) =>
        item.kind === 'document'
          ? { kind: 'document' as const, docType: item.docType, prompt: '' }
          : { kind: 'question' as const, docType: null, prompt: item.prompt.trim() },
      ),
    };
    const ok = await attempt(() => requestInfo({ variables: { applicationId, input } }));
    if (ok) {
      notify({
        type: 'success',
        title: 'Request sent',
        description: `The applicant is asked to answer by ${formatCalendarDate(dueAt)}.`,
      });
      onClose();
    }
  });

  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Request information"
      description="The applicant is e-mailed and sees your request as a task, with reminders before the due date."
      submitLabel="Send request"
      submitting={loading}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      size="lg"
    >
      <Stack as="ol" gap="3" listStyleType="none" aria-label="What you ask for">
        {rows.fields.map((row, index) => {
          const number = index + 1;
          const rowErrors = errors.items?.[index];
          return (
            <Box as="li" key={row.id} borderWidth="1px" rounded="md" p="3">
              <HStack align="start" gap="2">
                {row.kind === 'document' ? (
                  <Field.Root invalid={!!rowErrors?.docType} required flex="1" minW="0">
                    <Field.Label>
                      Document type
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field aria-label={`Document type, item ${number}`} {...form.register(`items.${index}.docType`)}>
                        <option value="">Choose a document</option>
                        {DOCUMENT_TYPES.map((type) => (
                          <option key={type.code} value={type.code}>
                            {type.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{rowErrors?.docType?.message}</Field.ErrorText>
                  </Field.Root>
                ) : (
                  <Field.Root invalid={!!rowErrors?.prompt} required flex="1" minW="0">
                    <Field.Label>
                      Question
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      rows={2}
                      autoresize
                      maxLength={500}
                      aria-label={`Question, item ${number}`}
                      {...form.register(`items.${index}.prompt`)}
                    />
                    <Field.ErrorText>{rowErrors?.prompt?.message}</Field.ErrorText>
                  </Field.Root>
                )}
                <IconButton
                  mt="6"
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove item ${number}`}
                  onClick={() => rows.remove(index)}
                >
                  ✕
                </IconButton>
              </HStack>
            </Box>
          );
        })}
      </Stack>
      {errors.items?.message || errors.items?.root?.message ? (
        <Text fontSize="sm" color="fg.error">
          {errors.items?.message ?? errors.items?.root?.message}
        </Text>
      ) : null}
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" disabled={rows.fields.length >= 10} onClick={() => rows.append(NEW_DOCUMENT)}>
          Add a document
        </Button>
        <Button size="sm" variant="outline" disabled={rows.fields.length >= 10} onClick={() => rows.append(NEW_QUESTION)}>
          Add a question
        </Button>
      </HStack>
      <Field.Root invalid={!!errors.dueAt} required>
        <Field.Label>
          Due date
          <Field.RequiredIndicator />
        </Field.Label>
        <Input type="date" min={today} max={addDays(today, LENDER_DUE_MAX_DAYS)} maxW="xs" {...form.register('dueAt')} />
        {!errors.dueAt ? <Field.HelperText>At most {LENDER_DUE_MAX_DAYS} days from today.</Field.HelperText> : null}
        <Field.ErrorText>{errors.dueAt?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.message}>
        <Field.Label>Note to the applicant (optional)</Field.Label>
        <Textarea rows={2} autoresize maxLength={2000} {...form.register('message')} />
        <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
