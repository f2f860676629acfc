import { Box, Checkbox, Field, Input, NativeSelect, Table, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '../../../components/ui/notifications';
import type { FundingStatus } from '../../../generated/graphql';
import {
  useAddFundingTransactionMutation,
  useChangeFundingStatusMutation,
  useImportFundingTransactionsMutation,
  useMarkFundingCommissionReceivedMutation,
  usePreviewFundingImportMutation,
  useReverseFundingTransactionMutation,
  type FundingDetailFragment,
  type PreviewFundingImportMutation,
} from '../api/funding.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { TransactionFields } from './transaction-fields';
import { useReload } from '../../application-workspace/components/workflow-dialogs';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { formatCalendarDate } from '../../applications/lib/format';
import {
  formatCents,
  FUNDING_STATUS_LABELS,
  parseDollarsToCents,
  platformToday,
  STATUSES_NEEDING_NOTE,
  TRANSACTION_TYPE_HINTS,
  TRANSACTION_TYPE_LABELS,
  transactionFormSchema,
  type TransactionFormValues,
} from '../lib/funding-format';

type Funding = FundingDetailFragment;
type Transaction = Funding['transactions'][number];

interface DialogProps {
  funding: Funding;
  open: boolean;
  onClose: () => void;
  /** Fetches the latest funding (after a 409). */
  reload: () => Promise<unknown>;
}

/** R14 *Add transaction*: type, amount, date between the funded date and today, note; overpayment only when ticked. */
export function AddTransactionDialog({ funding, open, onClose, reload }: DialogProps) {
  const [add, { loading }] = useAddFundingTransactionMutation();
  const form = useForm<TransactionFormValues>({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: { type: 'payment', amount: '', occurredOn: platformToday(), note: '', externalRef: '', recordOverpayment: false },
  });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['occurredOn', 'note', 'externalRef']);
  const { reloading, onReload } = useReload(reload, clearFailure);
  const type = useWatch({ control: form.control, name: 'type' });
  const close = () => {
    clearFailure();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const amountCents = parseDollarsToCents(values.amount)!;
    const ok = await attempt(() =>
      add({
        variables: {
          fundingId: funding.id,
          input: { type: values.type, amountCents, occurredOn: values.occurredOn, note: values.note.trim() || null, externalRef: values.externalRef.trim() || null, recordOverpayment: values.recordOverpayment },
        },
      }),
    );
    if (ok) {
      close();
      notify({ type: 'success', title: `${TRANSACTION_TYPE_LABELS[values.type]} recorded`, description: `${formatCents(amountCents)} on ${formatCalendarDate(values.occurredOn)}.` });
    }
  });
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title="Add transaction"
      description={`Remaining balance ${formatCents(funding.remainingCents)}. Dates from ${formatCalendarDate(funding.fundedOn)} to today.`}
      submitLabel="Add transaction"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      onReload={onReload}
      reloading={reloading}
    >
      <Field.Root>
        <Field.Label>Type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('type')}>
            {Object.keys(TRANSACTION_TYPE_HINTS).map((code) => (
              <option key={code} value={code}>
                {TRANSACTION_TYPE_LABELS[code]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{TRANSACTION_TYPE_HINTS[type]}</Field.HelperText>
      </Field.Root>
      <TransactionFields form={form} fundedOn={funding.fundedOn} referenceHint="The lender’s or bank’s id for it; a reference is recorded once." />
      {type !== 'fee' ? (
        <Controller
          control={form.control}
          name="recordOverpayment"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)} alignItems="start">
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>
                Record overpayment
                <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                  Allow more than the remaining balance (the balance goes below $0.00).
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      ) : null}
    </ActionDialog>
  );
}

const reverseSchema = z.object({ reason: z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(1000, 'The reason must be at most 1000 characters') });

/** R14 *Reverse*: a reversal row that undoes the transaction (never a delete); once per transaction. */
export function ReverseDialog({ funding, transaction, onClose, reload }: Omit<DialogProps, 'open'> & { transaction: Transaction | null }) {
  const [reverse, { loading }] = useReverseFundingTransactionMutation();
  const form = useForm<z.infer<typeof reverseSchema>>({ resolver: zodResolver(reverseSchema), defaultValues: { reason: '' } });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['reason']);
  const { reloading, onReload } = useReload(reload, clearFailure);
  const close = () => {
    clearFailure();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!transaction) return;
    const ok = await attempt(() => reverse({ variables: { transactionId: transaction.id, reason: reason.trim() } }));
    if (ok) {
      close();
      notify({ type: 'success', title: 'Transaction reversed', description: `A reversal of ${formatCents(transaction.amountCents)} was added to ${funding.applicationNumber}'s ledger.` });
    }
  });
  return (
    <ActionDialog
      open={transaction !== null}
      onClose={close}
      title="Reverse transaction"
      description={
        transaction
          ? `Adds a reversal that undoes the ${TRANSACTION_TYPE_LABELS[transaction.type]?.toLowerCase()} of ${formatCents(transaction.amountCents)} on ${formatCalendarDate(transaction.occurredOn)}. Nothing is deleted, and a transaction can be reversed once.`
          : undefined
      }
      submitLabel="Reverse"
      tone="danger"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      onReload={onReload}
      reloading={reloading}
    >
      <Field.Root invalid={!!form.formState.errors.reason} required>
        <Field.Label>
          Reason
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={2} autoresize placeholder="Payment returned (NSF)" {...form.register('reason')} />
        <Field.ErrorText>{form.formState.errors.reason?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}

type Preview = PreviewFundingImportMutation['previewFundingImport'];
const OUTCOME_LABELS: Record<string, string> = { add: 'Will be added', duplicate: 'Duplicate, skipped', error: 'Error' };

/** R14 *Import CSV*: choose a file (`date,type,amount,note,external_ref`), see what each line will do, then import. */
export function ImportCsvDialog({ funding, open, onClose }: Omit<DialogProps, 'reload'>) {
  const [previewImport, previewState] = usePreviewFundingImportMutation();
  const [runImport, importState] = useImportFundingTransactionsMutation({ refetchQueries: ['FundingDetail'], awaitRefetchQueries: true });
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const close = () => {
    setCsv(null);
    setFileName('');
    setPreview(null);
    setFailure(null);
    onClose();
  };
  const choose = async (file: File | undefined) => {
    setPreview(null);
    setFailure(null);
    if (!file) return;
    setFileName(file.name);
    const text = await file.text();
    setCsv(text);
    try {
      const result = await previewImport({ variables: { fundingId: funding.id, csv: text } });
      setPreview(result.data?.previewFundingImport ?? null);
    } catch (error) {
      setFailure(mutationFailure(error));
    }
  };
  const submit = async () => {
    if (!csv || !preview) return;
    try {
      const result = await runImport({ variables: { fundingId: funding.id, csv } });
      const counts = result.data?.importFundingTransactions;
      close();
      notify({ type: 'success', title: 'Transactions imported', description: `${counts?.added ?? 0} added, ${counts?.duplicates ?? 0} duplicate(s) skipped.` });
    } catch (error) {
      setFailure(mutationFailure(error));
    }
  };
  const canImport = !!preview && preview.errors === 0 && preview.added > 0;
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title="Import CSV"
      size="lg"
      description="Columns date,type,amount,note,external_ref (a header line first; amounts in dollars). Lines whose external_ref is already recorded are skipped."
      submitLabel={preview ? `Import ${preview.added} transaction${preview.added === 1 ? '' : 's'}` : 'Import'}
      submitting={importState.loading}
      onSubmit={(event) => {
        event.preventDefault();
        if (canImport) void submit();
        else if (!preview) setFailure({ message: 'Choose a CSV file to preview first.', conflict: false, fieldErrors: {} });
        else setFailure({ message: preview.errors > 0 ? 'Fix the lines marked Error and choose the file again: nothing is imported while a line is wrong.' : 'Every line is already recorded: there is nothing to import.', conflict: false, fieldErrors: {} });
      }}
      failure={failure}
    >
      <Field.Root>
        <Field.Label>CSV file</Field.Label>
        <Input type="file" accept=".csv,text/csv" p="1" onChange={(event) => void choose(event.target.files?.[0])} />
        {fileName ? <Field.HelperText>{previewState.loading ? `Reading ${fileName}…` : fileName}</Field.HelperText> : null}
      </Field.Root>
      {preview ? (
        <Box>
          <Text fontSize="sm" mb="2" role="status">
            {`${preview.added} to add · ${preview.duplicates} duplicate(s) skipped · ${preview.errors} error(s)`}
          </Text>
          <Box overflowX="auto" maxH="64" overflowY="auto" borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Line</Table.ColumnHeader>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Type</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  <Table.ColumnHeader>Reference</Table.ColumnHeader>
                  <Table.ColumnHeader>Outcome</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {preview.lines.map((line) => (
                  <Table.Row key={line.line}>
                    <Table.Cell>{line.line}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{line.occurredOn ? formatCalendarDate(line.occurredOn) : '—'}</Table.Cell>
                    <Table.Cell>{line.type ? TRANSACTION_TYPE_LABELS[line.type] : '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{line.amountCents === null || line.amountCents === undefined ? '—' : formatCents(line.amountCents)}</Table.Cell>
                    <Table.Cell>{line.externalRef ?? ''}</Table.Cell>
                    <Table.Cell color={line.outcome === 'error' ? 'fg.error' : line.outcome === 'duplicate' ? 'fg.muted' : undefined} minW="40">
                      {OUTCOME_LABELS[line.outcome]}
                      {line.message ? `: ${line.message}` : ''}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Box>
      ) : null}
    </ActionDialog>
  );
}

const commissionSchema = z.object({ receivedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date') });

/** R14 *Mark commission received*: the date it arrived. */
export function CommissionDialog({ funding, open, onClose, reload }: DialogProps) {
  const [mark, { loading }] = useMarkFundingCommissionReceivedMutation();
  const form = useForm<z.infer<typeof commissionSchema>>({ resolver: zodResolver(commissionSchema), defaultValues: { receivedOn: platformToday() } });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['receivedOn']);
  const { reloading, onReload } = useReload(reload, clearFailure);
  const close = () => {
    clearFailure();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ receivedOn }) => {
    const ok = await attempt(() => mark({ variables: { fundingId: funding.id, expectedVersion: funding.version, receivedOn } }));
    if (ok) {
      close();
      notify({ type: 'success', title: 'Commission received', description: `${formatCents(funding.commission?.expectedCents ?? 0)} on ${formatCalendarDate(receivedOn)}.` });
    }
  });
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title="Mark commission received"
      description={`Expected ${formatCents(funding.commission?.expectedCents ?? 0)} from ${funding.lenderName}.`}
      submitLabel="Mark received"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      onReload={onReload}
      reloading={reloading}
    >
      <Field.Root invalid={!!form.formState.errors.receivedOn} required>
        <Field.Label>
          Received on
          <Field.RequiredIndicator />
        </Field.Label>
        <Input type="date" min={funding.fundedOn} max={platformToday()} {...form.register('receivedOn')} />
        <Field.ErrorText>{form.formState.errors.receivedOn?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}

const statusSchema = z
  .object({ status: z.string().min(1, 'Choose a status'), note: z.string().max(1000, 'The note must be at most 1000 characters') })
  .superRefine((value, context) => {
    if (STATUSES_NEEDING_NOTE.includes(value.status) && !value.note.trim()) {
      context.addIssue({ code: 'custom', path: ['note'], message: 'Add a note: it is required for delinquent, defaulted and written off' });
    }
  });

/** R14 *Change status*: the §3.5 moves open from the current status; a note for delinquent, defaulted, written off. */
export function StatusDialog({ funding, open, onClose, reload }: DialogProps) {
  const [change, { loading }] = useChangeFundingStatusMutation();
  const form = useForm<z.infer<typeof statusSchema>>({ resolver: zodResolver(statusSchema), defaultValues: { status: funding.nextStatuses[0] ?? '', note: '' } });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['status', 'note']);
  const { reloading, onReload } = useReload(reload, clearFailure);
  const status = useWatch({ control: form.control, name: 'status' });
  const close = () => {
    clearFailure();
    form.reset({ status: funding.nextStatuses[0] ?? '', note: '' });
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const ok = await attempt(() =>
      change({ variables: { fundingId: funding.id, expectedVersion: funding.version, status: values.status as FundingStatus, note: values.note.trim() || null } }),
    );
    if (ok) {
      close();
      notify({ type: 'success', title: 'Status changed', description: `${funding.applicationNumber} is now ${FUNDING_STATUS_LABELS[values.status]?.toLowerCase()}.` });
    }
  });
  const noteRequired = STATUSES_NEEDING_NOTE.includes(status);
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title="Change status"
      description={`Now ${FUNDING_STATUS_LABELS[funding.status]?.toLowerCase()}. Paid off needs a balance of $0.00.`}
      submitLabel="Change status"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      onReload={onReload}
      reloading={reloading}
    >
      <Field.Root invalid={!!form.formState.errors.status} required>
        <Field.Label>New status</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('status')}>
            {funding.nextStatuses.map((next) => (
              <option key={next} value={next}>
                {FUNDING_STATUS_LABELS[next]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{form.formState.errors.status?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!form.formState.errors.note} required={noteRequired}>
        <Field.Label>
          Note{noteRequired ? '' : ' (optional)'}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={2} autoresize {...form.register('note')} />
        <Field.ErrorText>{form.formState.errors.note?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
