import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { platformToday, type TransactionFormValues } from '../lib/funding-format';

/**
 * The fields every ledger entry form shares (R14 *Add transaction*, R20 *Post payment*): amount, date (between the
 * funded date and today), an optional reference recorded once, and a note.
 */
export function TransactionFields({ form, fundedOn, referenceHint }: { form: UseFormReturn<TransactionFormValues>; fundedOn: string; referenceHint: string }) {
  const errors = form.formState.errors;
  return (
    <>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <Field.Root invalid={!!errors.amount} required>
          <Field.Label>
            Amount ($)
            <Field.RequiredIndicator />
          </Field.Label>
          <Input inputMode="decimal" placeholder="515.87" {...form.register('amount')} />
          <Field.ErrorText>{errors.amount?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.occurredOn} required>
          <Field.Label>
            Date
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="date" min={fundedOn} max={platformToday()} {...form.register('occurredOn')} />
          <Field.ErrorText>{errors.occurredOn?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
      <Field.Root invalid={!!errors.externalRef}>
        <Field.Label>Reference (optional)</Field.Label>
        <Input {...form.register('externalRef')} />
        <Field.HelperText>{referenceHint}</Field.HelperText>
        <Field.ErrorText>{errors.externalRef?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.note}>
        <Field.Label>Note (optional)</Field.Label>
        <Textarea rows={2} autoresize {...form.register('note')} />
        <Field.ErrorText>{errors.note?.message}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
