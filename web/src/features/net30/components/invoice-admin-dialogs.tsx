import { Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import {
  useMemberRecordNet30PaymentMutation,
  useMemberVoidNet30InvoiceMutation,
  useMemberWaiveNet30FeeMutation,
  type MemberNet30InvoiceDetailFragment,
} from '../api/net30.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { useReload } from '../../application-workspace/components/workflow-dialogs';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { platformToday } from '../../funding/lib/funding-format';
import {
  FEE_TYPE_LABELS,
  formatCalendarDate,
  formatCents,
  label,
  parseDollarsToCents,
  reasonSchema,
  recordPaymentSchema,
  type ReasonValues,
  type RecordPaymentValues,
} from '../lib/net30-format';

type Invoice = MemberNet30InvoiceDetailFragment;
type Fee = Invoice['fees'][number];

interface DialogProps {
  invoice: Invoice;
  onClose: () => void;
  reload: () => Promise<unknown>;
}

/** R19/R25 *Record payment* (admin): check, ACH or wire received on a date, never more than the balance. */
export function RecordPaymentDialog({ invoice, onClose, reload }: DialogProps) {
  const today = platformToday();
  const schema = useMemo(() => recordPaymentSchema(invoice.balanceCents, today), [invoice.balanceCents, today]);
  const [record, { loading }] = useMemberRecordNet30PaymentMutation();
  const form = useForm<RecordPaymentValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: (invoice.balanceCents / 100).toFixed(2), receivedOn: today, method: 'check', reference: '' },
  });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['receivedOn', 'method', 'reference']);
  const { reloading, onReload } = useReload(reload, clearFailure);
  const submit = form.handleSubmit(async (values) => {
    const amountCents = parseDollarsToCents(values.amount)!;
    const ok = await attempt(() =>
      record({ variables: { invoiceId: invoice.id, input: { amountCents, receivedOn: values.receivedOn, method: values.method, reference: values.reference.trim() || null } } }),
    );
    if (ok) {
      onClose();
      notify({ type: 'success', title: 'Payment recorded', description: `${formatCents(amountCents)} received ${formatCalendarDate(values.receivedOn)}.` });
    }
  });
  const errors = form.formState.errors;
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Record payment"
      description={`Balance due ${formatCents(invoice.balanceCents)}. For money received by check, ACH or wire.`}
      submitLabel="Record payment"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      onReload={onReload}
      reloading={reloading}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <Field.Root invalid={!!errors.amount} required>
          <Field.Label>
            Amount ($)
            <Field.RequiredIndicator />
          </Field.Label>
          <Input inputMode="decimal" {...form.register('amount')} />
          <Field.ErrorText>{errors.amount?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.receivedOn} required>
          <Field.Label>
            Received on
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="date" min={invoice.issuedOn} max={today} {...form.register('receivedOn')} />
          <Field.ErrorText>{errors.receivedOn?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <Field.Root invalid={!!errors.method} required>
          <Field.Label>Method</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('method')}>
              <option value="check">Check</option>
              <option value="ach">ACH</option>
              <option value="wire">Wire</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.method?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.reference}>
          <Field.Label>Reference (optional)</Field.Label>
          <Input placeholder="Check number, trace id" {...form.register('reference')} />
          <Field.ErrorText>{errors.reference?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </ActionDialog>
  );
}

function ReasonField({ form, label: name }: { form: ReturnType<typeof useForm<ReasonValues>>; label: string }) {
  const error = form.formState.errors.reason;
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>
        {name}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea rows={2} autoresize {...form.register('reason')} />
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}

/** R19/R25 *Void* (admin, reason): only an invoice without payments (409 "Refund or reverse payments first"). */
export function VoidDialog({ invoice, onClose, reload }: DialogProps) {
  const [voidInvoice, { loading }] = useMemberVoidNet30InvoiceMutation();
  const form = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['reason']);
  const { reloading, onReload } = useReload(reload, clearFailure);
  const submit = form.handleSubmit(async (values) => {
    const ok = await attempt(() => voidInvoice({ variables: { invoiceId: invoice.id, expectedVersion: invoice.version, reason: values.reason.trim() } }));
    if (ok) {
      onClose();
      notify({ type: 'success', title: 'Invoice voided', description: `${invoice.number} no longer counts against the account.` });
    }
  });
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Void invoice"
      description={`${invoice.number} (${formatCents(invoice.totalCents)}) is cancelled and its balance released. Only an invoice without payments can be voided.`}
      submitLabel="Void invoice"
      tone="danger"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      onReload={onReload}
      reloading={reloading}
    >
      <ReasonField form={form} label="Reason" />
    </ActionDialog>
  );
}

/** R19/R25 *Waive fee* (admin, reason): the fee stays on the invoice, struck through with the reason. */
export function WaiveFeeDialog({ invoice, fee, onClose, reload }: DialogProps & { fee: Fee }) {
  const [waive, { loading }] = useMemberWaiveNet30FeeMutation();
  const form = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['reason']);
  const { reloading, onReload } = useReload(reload, clearFailure);
  const feeName = `${label(FEE_TYPE_LABELS, fee.type)} of ${formatCents(fee.amountCents)}`;
  const submit = form.handleSubmit(async (values) => {
    const ok = await attempt(() => waive({ variables: { feeId: fee.id, reason: values.reason.trim() } }));
    if (ok) {
      onClose();
      notify({ type: 'success', title: 'Fee waived', description: `The ${feeName.toLowerCase()} on ${invoice.number} is waived.` });
    }
  });
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Waive fee"
      description={`The ${feeName.toLowerCase()} (assessed ${formatCalendarDate(fee.assessedOn)}) comes off the balance due.`}
      submitLabel="Waive fee"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      onReload={onReload}
      reloading={reloading}
    >
      <ReasonField form={form} label="Reason" />
    </ActionDialog>
  );
}
