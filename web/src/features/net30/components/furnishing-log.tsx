import { Badge, Button, Field, NativeSelect, Skeleton, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import {
  useMemberDisputeNet30FurnishingRecordMutation,
  useMemberNet30FurnishingLogQuery,
  type MemberNet30FurnishingLogQuery,
} from '../api/net30-furnishing.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { EmptyState } from '../../backoffice/components/empty-state';
import {
  BATCH_STATUS_LABELS,
  BUREAU_LABELS,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  disputeSchema,
  formatCalendarDate,
  formatCents,
  formatMonth,
  label,
  MANNER_LABELS,
  RECORD_STATUS_LABELS,
  type DisputeValues,
} from '../lib/net30-format';
import { ScrollTable, StatusBadge } from './net30-parts';

type Entry = MemberNet30FurnishingLogQuery['myFurnishingRecords'][number];

function ordinal(day: number): string {
  const tail = day % 100 >= 11 && day % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${tail}`;
}

/** R23/R24 empty log, R23's sentence with the platform's reporting day. */
export function firstReportText(reportingDay: number): string {
  return `Your first report appears after your first paid month, in the next ${ordinal(reportingDay)}-of-month batch.`;
}

/**
 * R24 furnishing log (as R23): month, bureau, what was reported, batch status and *Dispute* (the client only; one open
 * dispute per record). Admins pass the client's id and see the same log without the button.
 */
export function FurnishingLog({ clientId, admin, reportingDay }: { clientId: string | null; admin: boolean; reportingDay: number }) {
  const { data, loading, error } = useMemberNet30FurnishingLogQuery({ variables: { clientId: admin ? clientId : null }, fetchPolicy: 'cache-and-network' });
  const [disputing, setDisputing] = useState<Entry | null>(null);
  if (loading && !data) return <Skeleton height="20" />;
  if (error && !data) return <Text color="fg.error">{loadFailureMessage(error, 'The furnishing log could not be loaded. Please try again.')}</Text>;
  // Every record reported about the client (as R23): a NetBuilder plan's tradeline is this account's when the plan opened it.
  const entries = data?.myFurnishingRecords ?? [];
  if (entries.length === 0) return <EmptyState title="Nothing reported yet" description={firstReportText(reportingDay)} />;
  return (
    <>
      <ScrollTable label="Furnishing log">
        <Table.Root size="sm">
          <Table.Caption srOnly>What was reported to each bureau, by month</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Report</Table.ColumnHeader>
              <Table.ColumnHeader>What was reported</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((entry) => {
              const record = entry.record;
              const dispute = entry.dispute;
              return (
                <Table.Row key={`${record.id}-${entry.bureau}`} verticalAlign="top">
                  {/* Month, bureau and Dispute first: on phones the table scrolls sideways, the button stays in view. */}
                  <Table.Cell>
                    <Stack gap="1" align="start">
                      <Text whiteSpace="nowrap" fontWeight="medium">
                        {formatMonth(entry.periodMonth)}
                      </Text>
                      <Text whiteSpace="nowrap">{label(BUREAU_LABELS, entry.bureau)}</Text>
                      {dispute?.status === 'open' ? (
                        <Badge colorPalette="orange" variant="subtle" whiteSpace="normal" textAlign="start" maxW="40">
                          Disputed · answer by {formatCalendarDate(String(dispute.dueAt))}
                        </Badge>
                      ) : dispute ? (
                        <Text fontSize="xs" color="fg.muted" maxW="40">
                          Dispute {dispute.status}
                          {dispute.resolution ? `: ${dispute.resolution}` : ''}
                        </Text>
                      ) : null}
                      {!admin && dispute?.status !== 'open' ? (
                        <Button size="xs" variant="outline" onClick={() => setDisputing(entry)} aria-haspopup="dialog">
                          Dispute<Text srOnly>{` the ${formatMonth(entry.periodMonth)} ${label(BUREAU_LABELS, entry.bureau)} report`}</Text>
                        </Button>
                      ) : null}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell minW="52">
                    <Text fontSize="xs" color="fg.muted">
                      {record.sourceType === 'netbuilder_subscription' ? 'NetBuilder plan' : 'Net30 account'}
                    </Text>
                    <Text>
                      {record.terms} · limit {formatCents(record.creditLimit)} · high credit {formatCents(record.highCredit12m)}
                    </Text>
                    <Text color="fg.muted">
                      Balance {formatCents(record.nowOwes)} · past due {formatCents(record.pastDue)} · {label(MANNER_LABELS, record.mannerOfPayment)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Stack gap="1" align="start">
                      <StatusBadge status={record.status} labels={RECORD_STATUS_LABELS} />
                      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                        Batch: {label(BATCH_STATUS_LABELS, entry.batchStatus)}
                      </Text>
                    </Stack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </ScrollTable>
      {disputing ? <DisputeDialog entry={disputing} onClose={() => setDisputing(null)} /> : null}
    </>
  );
}

function DisputeDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const [dispute, { loading }] = useMemberDisputeNet30FurnishingRecordMutation({ refetchQueries: ['MemberNet30FurnishingLog'], awaitRefetchQueries: true });
  const form = useForm<DisputeValues>({ resolver: zodResolver(disputeSchema), defaultValues: { reason: 'paid_on_time', text: '' } });
  const { failure, attempt } = useActionFailure(form.setError, ['reason', 'text']);
  const submit = form.handleSubmit(async (values) => {
    const ok = await attempt(() => dispute({ variables: { input: { recordId: String(entry.record.id), reason: values.reason, text: values.text.trim() } } }));
    if (ok) {
      onClose();
      notify({ type: 'success', title: 'Dispute sent', description: 'We answer within 30 days; the answer appears in this log.' });
    }
  });
  const errors = form.formState.errors;
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Dispute a reported record"
      description={`${formatMonth(entry.periodMonth)}, ${label(BUREAU_LABELS, entry.bureau)}: tell us what is wrong and we will check it.`}
      submitLabel="Send dispute"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
    >
      <Field.Root invalid={!!errors.reason} required>
        <Field.Label>Reason</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('reason')}>
            {DISPUTE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {DISPUTE_REASON_LABELS[reason]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.text} required>
        <Field.Label>
          What is wrong
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={3} autoresize {...form.register('text')} />
        <Field.ErrorText>{errors.text?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
