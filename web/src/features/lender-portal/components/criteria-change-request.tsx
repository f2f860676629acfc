import { Button, Field, HStack, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import { useRequestCriteriaChangeMutation } from '../api/lender-info-requests.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { criteriaChangeFormSchema, type CriteriaChangeFormValues } from '../lib/info-request-form';

/**
 * R20 Criteria *Request a change*: the lender's programs are read-only to it; it writes to NetFund about one of them
 * (or its criteria in general) and an admin picks it up from the dashboard queue.
 */
export function CriteriaChangeRequest({ programs }: { programs: readonly { id: string; name: string }[] }) {
  const [open, setOpen] = useState(false);
  return (
    <HStack justify="space-between" gap="3" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        NetFund changes your programs with you.
      </Text>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Request a change
      </Button>
      {open ? <ChangeDialog programs={programs} onClose={() => setOpen(false)} /> : null}
    </HStack>
  );
}

function ChangeDialog({ programs, onClose }: { programs: readonly { id: string; name: string }[]; onClose(): void }) {
  const [send, { loading }] = useRequestCriteriaChangeMutation();
  const form = useForm<CriteriaChangeFormValues>({
    resolver: zodResolver(criteriaChangeFormSchema),
    defaultValues: { programId: '', message: '' },
  });
  const { failure, attempt } = useActionFailure(form.setError, ['programId', 'message']);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ programId, message }) => {
    const ok = await attempt(() => send({ variables: { input: { programId: programId || null, message } } }));
    if (ok) {
      notify({ type: 'success', title: 'Sent to NetFund', description: 'Your account manager will get back to you.' });
      onClose();
    }
  });
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Request a change"
      description="Tell NetFund what to change in your criteria; your programs stay as they are until NetFund publishes a new version."
      submitLabel="Send"
      submitting={loading}
      failure={failure}
      onSubmit={(event) => void submit(event)}
    >
      <Field.Root invalid={!!errors.programId}>
        <Field.Label>About</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('programId')}>
            <option value="">All my criteria</option>
            {programs.map((program) => (
              <option key={program.id} value={program.id}>
                {program.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.programId?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.message} required>
        <Field.Label>
          What should change
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={4} autoresize maxLength={2000} placeholder="Lower the FICO minimum to 620 for restaurants" {...form.register('message')} />
        {!errors.message ? <Field.HelperText>10 to 2,000 characters.</Field.HelperText> : null}
        <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
