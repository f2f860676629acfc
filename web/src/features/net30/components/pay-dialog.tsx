import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import { useMemberPayNet30InvoiceMutation, type MemberNet30InvoiceDetailFragment } from '../api/net30.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { mutationFailure } from '../../application-workspace/lib/workspace';
import { checkoutBrowser, formatCents, newIdempotencyKey, payAmountCents, payFormSchema, type PayFormValues } from '../lib/net30-format';

/**
 * R25 *Pay now*: the full balance (preselected) or a part of it ($1.00 to the balance). One idempotency key per opening
 * of the dialog, so a double click or a retry answers the same checkout; then the browser goes to the checkout page.
 * A refusal is SPEC §8's "Payment Error" toast with the server's message (an amount message also goes under the field).
 */
export function PayDialog({ invoice, onClose }: { invoice: MemberNet30InvoiceDetailFragment; onClose: () => void }) {
  // Mounted per opening (the parent renders it only while open): one key for this dialog's life.
  const idempotencyKey = useMemo(() => newIdempotencyKey(), []);
  const [pay] = useMemberPayNet30InvoiceMutation();
  const [redirecting, setRedirecting] = useState(false);
  const schema = useMemo(() => payFormSchema(invoice.balanceCents), [invoice.balanceCents]);
  const form = useForm<PayFormValues>({ resolver: zodResolver(schema), defaultValues: { choice: 'full', amount: '' } });
  const choice = useWatch({ control: form.control, name: 'choice' });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    const amountCents = payAmountCents(values, invoice.balanceCents);
    setRedirecting(true);
    try {
      const { data } = await pay({ variables: { invoiceId: invoice.id, amountCents, idempotencyKey } });
      const url = data?.payNet30Invoice.url;
      if (!url) throw new Error('The payment provider returned no checkout page');
      checkoutBrowser.goTo(url);
    } catch (error) {
      setRedirecting(false);
      const failure = CombinedGraphQLErrors.is(error) ? mutationFailure(error) : null;
      const amountMessage = failure?.fieldErrors.amountCents;
      if (amountMessage) {
        form.setValue('choice', 'partial');
        form.setError('amount', { type: 'server', message: amountMessage });
      }
      const message = failure?.message ?? (error instanceof Error ? error.message : 'Checkout failed');
      notify({ type: 'error', title: 'Payment Error', description: message });
    }
  });

  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`Pay ${invoice.number}`}
      description={`Balance due ${formatCents(invoice.balanceCents)}. You pay on a secure checkout page and come back here.`}
      submitLabel="Continue to payment"
      submitting={redirecting}
      onSubmit={(event) => void submit(event)}
    >
      {/* Native radios: the app's trimmed Chakra system has no radio recipe (system.ts), and these need none. */}
      <Stack as="fieldset" gap="2">
        <Text as="legend" srOnly>
          Amount to pay
        </Text>
        <HStack as="label" gap="2" cursor="pointer">
          <input type="radio" value="full" style={{ accentColor: 'var(--chakra-colors-blue-solid)', width: '1rem', height: '1rem' }} {...form.register('choice')} />
          <Text as="span">Full balance ({formatCents(invoice.balanceCents)})</Text>
        </HStack>
        <HStack as="label" gap="2" cursor="pointer">
          <input type="radio" value="partial" style={{ accentColor: 'var(--chakra-colors-blue-solid)', width: '1rem', height: '1rem' }} {...form.register('choice')} />
          <Text as="span">Another amount</Text>
        </HStack>
      </Stack>
      {choice === 'partial' ? (
        <Field.Root invalid={!!errors.amount} required>
          <Field.Label>
            Amount ($)
            <Field.RequiredIndicator />
          </Field.Label>
          <Input inputMode="decimal" placeholder="25.00" autoFocus {...form.register('amount')} />
          <Field.HelperText>From $1.00 to {formatCents(invoice.balanceCents)}.</Field.HelperText>
          <Field.ErrorText>{errors.amount?.message}</Field.ErrorText>
        </Field.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Paying the full balance settles this invoice.
        </Text>
      )}
    </ActionDialog>
  );
}
