import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import {
  MyLenderFundingsDocument,
  useLenderPostPaymentMutation,
  type MyLenderFundingsQuery,
} from '../../../generated/graphql';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { formatCalendarDate } from '../../applications/lib/format';
import {
  formatCents,
  parseDollarsToCents,
  platformToday,
  transactionFormSchema,
  type TransactionFormValues,
} from '../../funding/lib/funding-format';

type LenderFunding = MyLenderFundingsQuery['myLenderFundings'][number];

/**
 * R20 *Post payment* on a funded deal: a payment the lender received (source `lender` on R14's ledger), dated between
 * the funded date and today. Fees, discounts, reversals and overpayments stay with NetFund's staff (R14).
 */
export function PostPaymentDialog({ funding, onClose }: { funding: LenderFunding; onClose(): void }) {
  const [post, { loading }] = useLenderPostPaymentMutation({ refetchQueries: [MyLenderFundingsDocument] });
  const form = useForm<TransactionFormValues>({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: {
      type: 'payment',
      amount: '',
      occurredOn: platformToday(),
      note: '',
      externalRef: '',
      recordOverpayment: false,
    },
  });
  const { failure, attempt } = useActionFailure(form.setError, ['occurredOn', 'note', 'externalRef']);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const amountCents = parseDollarsToCents(values.amount)!;
    const ok = await attempt(() =>
      post({
        variables: {
          fundingId: funding.id,
          input: {
            type: 'payment',
            amountCents,
            occurredOn: values.occurredOn,
            note: values.note.trim() || null,
            externalRef: values.externalRef.trim() || null,
          },
        },
      }),
    );
    if (ok) {
      notify({
        type: 'success',
        title: 'Payment posted',
        description: `${formatCents(amountCents)} on ${formatCalendarDate(values.occurredOn)}.`,
      });
      onClose();
    }
  });
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Post payment"
      description={`${funding.businessName}: remaining balance ${formatCents(funding.remainingCents)}. Dates from ${formatCalendarDate(funding.fundedOn)} to today.`}
      submitLabel="Post payment"
      submitting={loading}
      failure={failure}
      onSubmit={(event) => void submit(event)}
    >
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
          <Input type="date" min={funding.fundedOn} max={platformToday()} {...form.register('occurredOn')} />
          <Field.ErrorText>{errors.occurredOn?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
      <Field.Root invalid={!!errors.externalRef}>
        <Field.Label>Reference (optional)</Field.Label>
        <Input {...form.register('externalRef')} />
        <Field.HelperText>Your id for the payment; a reference is recorded once.</Field.HelperText>
        <Field.ErrorText>{errors.externalRef?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.note}>
        <Field.Label>Note (optional)</Field.Label>
        <Textarea rows={2} autoresize {...form.register('note')} />
        <Field.ErrorText>{errors.note?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
