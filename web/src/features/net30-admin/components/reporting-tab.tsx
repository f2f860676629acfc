import { Badge, Box, Button, Checkbox, chakra, Field, HStack, Input, NativeSelect, Skeleton, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useGenerateFurnishingBatchMutation,
  useMarkFurnishingBatchSubmittedMutation,
  useNet30AdminBatchesQuery,
  useNet30AdminBatchRecordsQuery,
  useRecordFurnishingBatchResponseMutation,
  type Net30AdminBatchFragment,
} from '../api/net30-admin.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { loadFailureMessage, mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { formatCalendarDate, formatDateTime } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { StatusChip, type StatusTone } from '../../backoffice/components/status-chip';
import { BATCH_STATUS_LABELS, BUREAU_LABELS, BUREAUS, formatCents, formatMonth, MANNER_LABELS, platformToday, priorMonth, RECORD_STATUS_LABELS } from '../lib/format';

type Batch = Net30AdminBatchFragment;
type Dialog = { kind: 'generate' } | { kind: 'submit' | 'response' | 'records'; batch: Batch };

const REFETCH = ['Net30AdminBatches'];
const BATCH_TONES: Record<string, StatusTone> = { generated: 'warning', submitted: 'info', accepted: 'success', partially_rejected: 'warning', rejected: 'danger' };

/**
 * R19 Reporting: furnishing batches per bureau and month (records, status, file, submitted by/at, the bureau's
 * response), Generate (the prior month by default, once the month is closed), Mark submitted, Record response and
 * the records of a batch.
 */
export function ReportingTab() {
  const [page, setPage] = useState(1);
  const { data, previousData, error, loading } = useNet30AdminBatchesQuery({ variables: { page }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.furnishingBatches;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const last = result ? Math.max(1, Math.ceil(result.totalCount / result.pageSize)) : 1;

  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text fontSize="sm" color="fg.muted" maxW="2xl">
          One file per bureau and month. Download it, upload it to the bureau, then mark it submitted; clients see every record reported about them.
        </Text>
        <Button size="sm" colorPalette="blue" onClick={() => setDialog({ kind: 'generate' })}>
          Generate
        </Button>
      </HStack>
      {error && !result ? (
        <ErrorAlert message={loadFailureMessage(error, 'The batches could not be loaded. Please try again.')} />
      ) : !result ? (
        <Skeleton h="32" aria-busy="true" />
      ) : result.totalCount === 0 ? (
        <EmptyState title="No batches yet" description="Generate last month's batch for a bureau once the month is closed; the monthly job also does it on the reporting day." />
      ) : (
        <Stack gap="3">
          <Box role="region" aria-label="Furnishing batches" tabIndex={0} overflowX="auto" borderWidth="1px" rounded="lg" opacity={loading ? 0.7 : 1}>
            <Table.Root size="sm" aria-label="Furnishing batches" css={{ fontVariantNumeric: 'tabular-nums' }}>
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  {['Bureau', 'Month', 'Records', 'Status', 'File', 'Submitted', 'Bureau response', 'Actions'].map((header) => (
                    <Table.ColumnHeader key={header} textAlign={header === 'Records' ? 'end' : 'start'} whiteSpace="nowrap">
                      {header}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.items.map((batch) => (
                  <BatchRow key={batch.id} batch={batch} onOpen={(kind) => setDialog({ kind, batch })} />
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          {last > 1 ? (
            <HStack justify="space-between">
              <Text fontSize="sm" color="fg.muted">
                Page {result.page} of {last} · {result.totalCount} in all
              </Text>
              <HStack>
                <Button size="xs" variant="outline" disabled={result.page <= 1} onClick={() => setPage(result.page - 1)}>
                  Previous
                </Button>
                <Button size="xs" variant="outline" disabled={result.page >= last} onClick={() => setPage(result.page + 1)}>
                  Next
                </Button>
              </HStack>
            </HStack>
          ) : null}
        </Stack>
      )}
      {dialog?.kind === 'generate' ? <GenerateDialog onClose={close} /> : null}
      {dialog?.kind === 'submit' ? <MarkSubmittedDialog batch={dialog.batch} onClose={close} /> : null}
      {dialog?.kind === 'response' ? <RecordResponseDialog batch={dialog.batch} onClose={close} /> : null}
      {dialog?.kind === 'records' ? <RecordsDialog batch={dialog.batch} onClose={close} /> : null}
    </Stack>
  );
}

const batchName = (batch: Batch) => `${BUREAU_LABELS[batch.bureau] ?? batch.bureau} · ${formatMonth(batch.periodMonth)}`;

function BatchRow({ batch, onOpen }: { batch: Batch; onOpen(kind: 'submit' | 'response' | 'records'): void }) {
  const counts = [batch.acceptedCount ? `${batch.acceptedCount} accepted` : '', batch.rejectedCount ? `${batch.rejectedCount} rejected` : '', batch.correctedCount ? `${batch.correctedCount} corrected` : ''].filter(Boolean);
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{BUREAU_LABELS[batch.bureau] ?? batch.bureau}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatMonth(batch.periodMonth)}</Table.Cell>
      <Table.Cell textAlign="end">
        {batch.recordCount}
        {counts.length ? (
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {counts.join(' · ')}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        <StatusChip status={batch.status} label={BATCH_STATUS_LABELS[batch.status]} tone={BATCH_TONES[batch.status]} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <Stack gap="1" align="start">
          <chakra.a href={batch.fileUrl} download color="fg.info" textDecoration="underline" aria-label={`Download the ${batchName(batch)} file`}>
            Download
          </chakra.a>
          {batch.status === 'generated' ? (
            <Badge colorPalette="orange" variant="surface" size="sm">
              not sent
            </Badge>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell minW="32">
        {batch.submittedAt ? (
          <>
            <Text>{batch.submittedByName ?? '—'}</Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(batch.submittedAt)}
            </Text>
          </>
        ) : (
          '—'
        )}
      </Table.Cell>
      <Table.Cell minW="40">
        {batch.responseAt ? (
          <>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(batch.responseAt)}
            </Text>
            {batch.responseNote ? <Text fontSize="sm">{batch.responseNote}</Text> : null}
          </>
        ) : batch.status === 'submitted' ? (
          <Text color="fg.muted">Waiting</Text>
        ) : (
          '—'
        )}
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1.5" align="stretch">
          <Button size="xs" variant="outline" onClick={() => onOpen('records')} aria-label={`Records of ${batchName(batch)}`}>
            Records
          </Button>
          {batch.status === 'generated' ? (
            <Button size="xs" variant="outline" colorPalette="blue" onClick={() => onOpen('submit')} aria-label={`Mark ${batchName(batch)} submitted`}>
              Mark submitted
            </Button>
          ) : null}
          {batch.status === 'submitted' ? (
            <Button size="xs" variant="outline" colorPalette="blue" onClick={() => onOpen('response')} aria-label={`Record the response to ${batchName(batch)}`}>
              Record response
            </Button>
          ) : null}
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}

/** Generate: a bureau and a closed month (the prior month by default); the server refuses an open month. */
function GenerateDialog({ onClose }: { onClose(): void }) {
  const [bureau, setBureau] = useState<string>('dnb');
  const [month, setMonth] = useState(priorMonth(platformToday()));
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [generate, { loading }] = useGenerateFurnishingBatchMutation({ refetchQueries: REFETCH });
  const monthError = failure?.fieldErrors.periodMonth;
  async function run() {
    setFailure(null);
    try {
      const result = await generate({ variables: { bureau, periodMonth: month } });
      onClose();
      notify({ type: 'success', title: 'Batch generated', description: `${result.data ? batchName(result.data.generateFurnishingBatch) : ''}: ${result.data?.generateFurnishingBatch.recordCount ?? 0} records, not sent yet.` });
    } catch (error) {
      setFailure(mutationFailure(error));
    }
  }
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Generate a batch"
      description="What NetFund reports to one bureau for one closed month: every Net30 account and NetBuilder tradeline, TEST invoices left out."
      submitLabel="Generate"
      submitting={loading}
      failure={failure && !monthError ? failure : null}
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <Field.Root>
        <Field.Label>Bureau</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={bureau} onChange={(event) => setBureau(event.target.value)}>
            {BUREAUS.map((code) => (
              <option key={code} value={code}>
                {BUREAU_LABELS[code]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={Boolean(monthError)} required>
        <Field.Label>
          Month <Field.RequiredIndicator />
        </Field.Label>
        <Input type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        {monthError ? <Field.ErrorText>{monthError}</Field.ErrorText> : <Field.HelperText>The prior month by default.</Field.HelperText>}
      </Field.Root>
    </ActionDialog>
  );
}

function MarkSubmittedDialog({ batch, onClose }: { batch: Batch; onClose(): void }) {
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [mark, { loading }] = useMarkFurnishingBatchSubmittedMutation({ refetchQueries: REFETCH });
  async function run() {
    setFailure(null);
    try {
      await mark({ variables: { batchId: batch.id } });
      onClose();
      notify({ type: 'success', title: 'Batch marked submitted', description: `${batchName(batch)}: its records can no longer change.` });
    } catch (error) {
      setFailure(mutationFailure(error));
    }
  }
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`Mark ${batchName(batch)} submitted?`}
      description={`Confirm the file (${batch.recordCount} records) was uploaded to the bureau. Submitted records are final: corrections go in a later batch.`}
      submitLabel="Mark submitted"
      submitting={loading}
      failure={failure}
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    />
  );
}

const RESPONSE_OPTIONS = [
  ['accepted', 'Accepted'],
  ['partially_rejected', 'Partially rejected'],
  ['rejected', 'Rejected'],
] as const;

/** Record response: accepted, partially rejected (naming the records) or rejected, with the bureau's note. */
function RecordResponseDialog({ batch, onClose }: { batch: Batch; onClose(): void }) {
  const [status, setStatus] = useState<(typeof RESPONSE_OPTIONS)[number][0]>('accepted');
  const [note, setNote] = useState('');
  const [rejected, setRejected] = useState<string[]>([]);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const records = useNet30AdminBatchRecordsQuery({ variables: { batchId: batch.id }, skip: status !== 'partially_rejected' });
  const [record, { loading }] = useRecordFurnishingBatchResponseMutation({ refetchQueries: REFETCH });
  const rejectedError = failure?.fieldErrors.rejectedRecordIds;
  async function run() {
    setFailure(null);
    try {
      await record({ variables: { input: { batchId: batch.id, status, note: note.trim() || null, rejectedRecordIds: status === 'partially_rejected' ? rejected : null } } });
      onClose();
      notify({ type: 'success', title: 'Response recorded', description: `${batchName(batch)}: ${RESPONSE_OPTIONS.find(([value]) => value === status)![1].toLowerCase()}.` });
    } catch (error) {
      setFailure(mutationFailure(error));
    }
  }
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`Record the response to ${batchName(batch)}`}
      submitLabel="Record response"
      submitting={loading}
      failure={failure && !rejectedError ? failure : null}
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <Field.Root>
        <Field.Label>Bureau response</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
            {RESPONSE_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {status === 'partially_rejected' ? (
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" mb="2">
            Rejected records
          </Text>
          {records.data ? (
            <Stack gap="1" maxH="48" overflowY="auto">
              {records.data.furnishingBatchRecords.map((each) => (
                <Checkbox.Root
                  key={each.id}
                  checked={rejected.includes(each.id)}
                  onCheckedChange={(details) => setRejected((list) => (details.checked === true ? [...list, each.id] : list.filter((id) => id !== each.id)))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    #{each.id} {each.businessName}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          ) : (
            <Skeleton h="12" />
          )}
          {rejectedError ? (
            <Text color="fg.error" fontSize="sm">
              {rejectedError}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <Field.Root>
        <Field.Label>Note (optional)</Field.Label>
        <Textarea rows={3} value={note} onChange={(event) => setNote(event.target.value)} maxLength={2000} />
      </Field.Root>
    </ActionDialog>
  );
}

/** The records of one batch, as the bureau receives them. */
function RecordsDialog({ batch, onClose }: { batch: Batch; onClose(): void }) {
  const { data, error } = useNet30AdminBatchRecordsQuery({ variables: { batchId: batch.id }, fetchPolicy: 'cache-and-network' });
  const records = data?.furnishingBatchRecords;
  return (
    <ActionDialog open size="cover" onClose={onClose} title={`Records: ${batchName(batch)}`} submitLabel="Close" cancelLabel="Back" submitting={false} onSubmit={(event) => { event.preventDefault(); onClose(); }}>
      {error && !records ? (
        <ErrorAlert message={loadFailureMessage(error, 'The records could not be loaded.')} />
      ) : !records ? (
        <Skeleton h="24" />
      ) : records.length === 0 ? (
        <Text color="fg.muted">No records in this batch.</Text>
      ) : (
        <Box overflowX="auto" role="region" aria-label="Batch records" tabIndex={0}>
          <Table.Root size="sm" aria-label={`Records of ${batchName(batch)}`} css={{ fontVariantNumeric: 'tabular-nums' }}>
            <Table.Header>
              <Table.Row>
                {['Business', 'As of', 'Terms', 'Limit', 'High credit', 'Owes', 'Past due', 'Manner', 'Last payment', 'Status'].map((header) => (
                  <Table.ColumnHeader key={header} whiteSpace="nowrap">
                    {header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {records.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell minW="36">
                    {row.businessName}
                    {row.correctsRecordId ? (
                      <Text fontSize="xs" color="fg.muted">
                        Corrects #{row.correctsRecordId}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatCalendarDate(row.asOf)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{row.terms}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(row.creditLimit)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(row.highCredit12m)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(row.nowOwes)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(row.pastDue)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{MANNER_LABELS[row.mannerOfPayment] ?? row.mannerOfPayment}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{row.lastPaymentOn ? formatCalendarDate(row.lastPaymentOn) : '—'}</Table.Cell>
                  <Table.Cell>
                    <StatusChip status={row.status} label={RECORD_STATUS_LABELS[row.status]} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </ActionDialog>
  );
}
