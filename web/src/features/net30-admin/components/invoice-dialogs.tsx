import { Box, Button, Field, Grid, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import {
  useCreateNet30InvoiceMutation,
  useNet30AdminAccountsQuery,
  useRecordNet30PaymentMutation,
  type Net30AdminInvoiceRowFragment,
} from '../api/net30-admin.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { formatCalendarDate } from '../../applications/lib/format';
import {
  ACCOUNT_STATUS_LABELS,
  formatCents,
  invoiceFormSchema,
  lineCents,
  parseDollarsToCents,
  PAYMENT_METHOD_LABELS,
  paymentFormSchema,
  platformToday,
  type InvoiceFormValues,
  type PaymentFormValues,
} from '../lib/format';

const REFETCH = ['Net30AdminInvoices', 'Net30AdminAccounts', 'Net30AdminAging'];
const EMPTY_LINE = { description: '', quantity: '1', unitPrice: '' };

/**
 * R19 Create invoice: an account, then lines of description, quantity and unit price with the total as they are
 * typed. The server checks the available credit and holds ("This invoice exceeds available credit of $X",
 * "Account is on hold: {reason}"); its sentence shows in the dialog.
 */
export function CreateInvoiceDialog({ onClose, accountId }: { onClose(): void; accountId?: string }) {
  const accounts = useNet30AdminAccountsQuery({ variables: { pageSize: 100 }, fetchPolicy: 'cache-and-network' });
  const choices = (accounts.data?.net30Accounts.items ?? []).filter((account) => account.status !== 'closed');
  const [create, { loading }] = useCreateNet30InvoiceMutation({ refetchQueries: REFETCH });
  const form = useForm<InvoiceFormValues>({ resolver: zodResolver(invoiceFormSchema), defaultValues: { accountId: accountId ?? '', lines: [EMPTY_LINE] } });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watched = useWatch({ control: form.control, name: 'lines' });
  const chosenId = useWatch({ control: form.control, name: 'accountId' });
  const chosen = choices.find((account) => account.id === chosenId);
  const total = watched.reduce((sum, line) => sum + lineCents(line), 0);
  const { failure, attempt } = useActionFailure(form.setError, ['accountId']);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    const input = values.lines.map((line) => ({ description: line.description.trim(), quantity: Number(line.quantity), unitPriceCents: parseDollarsToCents(line.unitPrice)! }));
    let number = '';
    const ok = await attempt(async () => {
      const result = await create({ variables: { accountId: values.accountId, lines: input } });
      number = result.data?.createNet30Invoice.number ?? '';
    });
    if (ok) {
      onClose();
      notify({ type: 'success', title: 'Invoice created', description: `${number} for ${formatCents(total)}.` });
    }
  });

  return (
    <ActionDialog
      open
      size="lg"
      onClose={onClose}
      title="Create invoice"
      description="Due on the issue date plus the account's net days."
      submitLabel="Create invoice"
      submitting={loading}
      failure={failure}
      onSubmit={(event) => void submit(event)}
    >
      <Field.Root invalid={Boolean(errors.accountId)} required>
        <Field.Label>
          Account <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('accountId')}>
            <option value="">{accounts.loading && choices.length === 0 ? 'Loading accounts…' : 'Choose an account'}</option>
            {choices.map((account) => (
              <option key={account.id} value={account.id}>
                {account.businessName} · {account.terms}
                {account.status === 'active' ? '' : ` · ${ACCOUNT_STATUS_LABELS[account.status]}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.accountId ? (
          <Field.ErrorText>{errors.accountId.message}</Field.ErrorText>
        ) : chosen ? (
          <Field.HelperText>
            Available credit {formatCents(chosen.availableCents)} of {formatCents(chosen.creditLimitCents)}
          </Field.HelperText>
        ) : null}
      </Field.Root>
      <Stack as="fieldset" gap="3">
        <Text as="legend" fontWeight="medium" mb="2">
          Lines
        </Text>
        {lines.fields.map((line, index) => {
          const lineErrors = errors.lines?.[index];
          return (
            <Box key={line.id} borderWidth="1px" rounded="md" p="3">
              <Grid templateColumns={{ base: '1fr 1fr', md: 'minmax(0, 1fr) 4.5rem 7.5rem 8rem' }} gap="3" alignItems="start">
                <Field.Root invalid={Boolean(lineErrors?.description)} gridColumn={{ base: '1 / -1', md: 'auto' }}>
                  <Field.Label fontSize="sm">Description</Field.Label>
                  <Input size="sm" {...form.register(`lines.${index}.description`)} />
                  <Field.ErrorText>{lineErrors?.description?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(lineErrors?.quantity)}>
                  <Field.Label fontSize="sm">Qty</Field.Label>
                  <Input size="sm" inputMode="numeric" {...form.register(`lines.${index}.quantity`)} />
                  <Field.ErrorText>{lineErrors?.quantity?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(lineErrors?.unitPrice)}>
                  <Field.Label fontSize="sm">Unit price ($)</Field.Label>
                  <Input size="sm" inputMode="decimal" placeholder="49.99" {...form.register(`lines.${index}.unitPrice`)} />
                  <Field.ErrorText>{lineErrors?.unitPrice?.message}</Field.ErrorText>
                </Field.Root>
                <HStack alignSelf={{ md: 'end' }} justify="space-between" gridColumn={{ base: '1 / -1', md: 'auto' }} gap="2">
                  <Text fontSize="sm" fontVariantNumeric="tabular-nums" aria-label={`Line ${index + 1} amount`}>
                    {formatCents(lineCents(watched[index] ?? EMPTY_LINE))}
                  </Text>
                  {lines.fields.length > 1 ? (
                    <IconButton size="xs" variant="ghost" aria-label={`Remove line ${index + 1}`} onClick={() => lines.remove(index)}>
                      ✕
                    </IconButton>
                  ) : null}
                </HStack>
              </Grid>
            </Box>
          );
        })}
        {errors.lines?.root?.message || errors.lines?.message ? (
          <Text color="fg.error" fontSize="sm">
            {errors.lines.root?.message ?? errors.lines.message}
          </Text>
        ) : null}
        <HStack justify="space-between" flexWrap="wrap">
          <Button size="xs" variant="outline" onClick={() => lines.append(EMPTY_LINE)} disabled={lines.fields.length >= 20}>
            Add line
          </Button>
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" role="status" aria-label="Invoice total">
            Total {formatCents(total)}
          </Text>
        </HStack>
      </Stack>
    </ActionDialog>
  );
}

/** R19 Record payment: a check, ACH or wire that arrived (date not in the future, at most the balance). */
export function RecordPaymentDialog({ invoice, onClose }: { invoice: Net30AdminInvoiceRowFragment; onClose(): void }) {
  const [record, { loading }] = useRecordNet30PaymentMutation({ refetchQueries: REFETCH });
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { method: 'check', receivedOn: platformToday(), amount: (invoice.balanceCents / 100).toFixed(2), reference: '' },
  });
  const { failure, attempt } = useActionFailure(form.setError, ['receivedOn', 'reference']);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const amountCents = parseDollarsToCents(values.amount)!;
    const ok = await attempt(() =>
      record({ variables: { invoiceId: invoice.id, input: { method: values.method, receivedOn: values.receivedOn, amountCents, reference: values.reference.trim() || null } } }),
    );
    if (ok) {
      onClose();
      notify({ type: 'success', title: 'Payment recorded', description: `${formatCents(amountCents)} on ${invoice.number}, received ${formatCalendarDate(values.receivedOn)}.` });
    }
  });
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`Record payment for ${invoice.number}`}
      description={`${invoice.businessName} · balance ${formatCents(invoice.balanceCents)}`}
      submitLabel="Record payment"
      submitting={loading}
      failure={failure}
      onSubmit={(event) => void submit(event)}
    >
      <Field.Root>
        <Field.Label>Method</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('method')}>
            {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <Field.Root invalid={Boolean(errors.receivedOn)} required>
          <Field.Label>
            Received on <Field.RequiredIndicator />
          </Field.Label>
          <Input type="date" min={invoice.issuedOn} max={platformToday()} {...form.register('receivedOn')} />
          <Field.ErrorText>{errors.receivedOn?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.amount)} required>
          <Field.Label>
            Amount ($) <Field.RequiredIndicator />
          </Field.Label>
          <Input inputMode="decimal" {...form.register('amount')} />
          <Field.ErrorText>{errors.amount?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
      <Field.Root invalid={Boolean(errors.reference)}>
        <Field.Label>Reference (optional)</Field.Label>
        <Input {...form.register('reference')} placeholder="Check number or trace id" />
        <Field.ErrorText>{errors.reference?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
