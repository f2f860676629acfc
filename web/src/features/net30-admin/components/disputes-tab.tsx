import { Badge, Box, Button, Field, HStack, Skeleton, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useNet30AdminDisputesQuery,
  useResolveFurnishingDisputeMutation,
  type Net30AdminDisputesQuery,
} from '../api/net30-admin.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { loadFailureMessage, mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { formatDate } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { FilterSelect } from '../../backoffice/components/list-filters';
import { StatusChip } from '../../backoffice/components/status-chip';
import { BUREAU_LABELS, daysUntil, DISPUTE_REASON_LABELS, formatCents, formatMonth, MANNER_LABELS } from '../lib/format';

type Dispute = Net30AdminDisputesQuery['furnishingDisputes'][number];
type Outcome = 'correct' | 'uphold';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'corrected', label: 'Corrected' },
  { value: 'upheld', label: 'Upheld' },
];

/** R19 Disputes: clients' disputes of reported records, the nearest 30-day deadline first; overdue ones in red. */
export function DisputesTab() {
  const [status, setStatus] = useState<string | undefined>('open');
  const { data, error } = useNet30AdminDisputesQuery({ variables: { status: status ?? null }, fetchPolicy: 'cache-and-network' });
  const disputes = data?.furnishingDisputes;
  const [resolving, setResolving] = useState<{ dispute: Dispute; outcome: Outcome } | null>(null);
  return (
    <Stack gap="4">
      <HStack gap="3" flexWrap="wrap" align="flex-end">
        <FilterSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        <Text fontSize="sm" color="fg.muted" flex="1" minW="56">
          Each dispute is answered within 30 days: correct the record and re-report it, or uphold it with a note to the client.
        </Text>
      </HStack>
      {error && !disputes ? (
        <ErrorAlert message={loadFailureMessage(error, 'The disputes could not be loaded. Please try again.')} />
      ) : !disputes ? (
        <Skeleton h="32" aria-busy="true" />
      ) : disputes.length === 0 ? (
        <EmptyState title={status === 'open' ? 'No open disputes' : 'No disputes'} description="Clients dispute a reported record from their Net30 dashboard; it appears here." />
      ) : (
        <Box role="region" aria-label="Disputes" tabIndex={0} overflowX="auto" borderWidth="1px" rounded="lg">
          <Table.Root size="sm" aria-label="Disputes">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {['Record', 'Client', 'Reason', 'Text', 'Opened', 'Due', ...(status === 'open' ? [] : ['Status']), 'Actions'].map((header) => (
                  <Table.ColumnHeader key={header} whiteSpace="nowrap">
                    {header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {disputes.map((dispute) => (
                <DisputeRow key={dispute.id} dispute={dispute} showStatus={status !== 'open'} onResolve={(outcome) => setResolving({ dispute, outcome })} />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {resolving ? <ResolveDialog {...resolving} onClose={() => setResolving(null)} /> : null}
    </Stack>
  );
}

function DisputeRow({ dispute, showStatus, onResolve }: { dispute: Dispute; showStatus: boolean; onResolve(outcome: Outcome): void }) {
  const open = dispute.status === 'open';
  const left = daysUntil(String(dispute.dueAt));
  const overdue = open && left < 0;
  return (
    <Table.Row bg={overdue ? 'bg.error' : undefined} data-overdue={overdue || undefined}>
      <Table.Cell minW="44">
        <Text fontWeight="medium">
          #{dispute.recordId} · {BUREAU_LABELS[dispute.bureau] ?? dispute.bureau}, {formatMonth(dispute.periodMonth)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {dispute.businessName} · owes {formatCents(dispute.record.nowOwes)} · {MANNER_LABELS[dispute.record.mannerOfPayment] ?? dispute.record.mannerOfPayment}
        </Text>
      </Table.Cell>
      <Table.Cell minW="36">
        <Text>{dispute.clientName}</Text>
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {dispute.clientEmail}
        </Text>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{DISPUTE_REASON_LABELS[dispute.reason] ?? dispute.reason}</Table.Cell>
      <Table.Cell minW="44" maxW="md">
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {dispute.text}
        </Text>
        {dispute.resolution ? (
          <Text fontSize="xs" color="fg.muted" mt="1">
            Note to client: {dispute.resolution}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDate(dispute.createdAt)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <Text color={overdue ? 'fg.error' : undefined} fontWeight={overdue ? 'semibold' : undefined}>
          {formatDate(dispute.dueAt)}
        </Text>
        {open ? (
          overdue ? (
            <Badge colorPalette="red" variant="solid" size="sm">
              Overdue by {-left} {-left === 1 ? 'day' : 'days'}
            </Badge>
          ) : (
            <Text fontSize="xs" color="fg.muted">
              {left} {left === 1 ? 'day' : 'days'} left
            </Text>
          )
        ) : null}
      </Table.Cell>
      {showStatus ? (
        <Table.Cell>
          <StatusChip status={dispute.status} tone={dispute.status === 'open' ? 'warning' : dispute.status === 'corrected' ? 'success' : 'neutral'} />
        </Table.Cell>
      ) : null}
      <Table.Cell>
        {open ? (
          <Stack gap="1.5" align="stretch">
            <Button size="xs" colorPalette="blue" variant="outline" onClick={() => onResolve('correct')} aria-label={`Correct & re-report record #${dispute.recordId}`}>
              Correct & re-report
            </Button>
            <Button size="xs" variant="outline" onClick={() => onResolve('uphold')} aria-label={`Uphold record #${dispute.recordId}`}>
              Uphold
            </Button>
          </Stack>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

function ResolveDialog({ dispute, outcome, onClose }: { dispute: Dispute; outcome: Outcome; onClose(): void }) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [resolve, { loading }] = useResolveFurnishingDisputeMutation({ refetchQueries: ['Net30AdminDisputes', 'Net30AdminBatches'] });
  async function run() {
    if (!note.trim()) return setNoteError('Write a note to the client');
    setNoteError(null);
    setFailure(null);
    try {
      await resolve({ variables: { input: { disputeId: dispute.id, outcome, note: note.trim() } } });
      onClose();
      notify({ type: 'success', title: outcome === 'correct' ? 'Record corrected' : 'Record upheld', description: `${dispute.clientName} is told: the note goes to them.` });
    } catch (error) {
      const failed = mutationFailure(error);
      if (failed.fieldErrors.note) setNoteError(failed.fieldErrors.note);
      setFailure(failed);
    }
  }
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={outcome === 'correct' ? `Correct & re-report record #${dispute.recordId}?` : `Uphold record #${dispute.recordId}?`}
      description={
        outcome === 'correct'
          ? 'A corrected record goes to the bureau in the next batch; the client sees it in their furnishing log.'
          : 'The record stands as reported. The client gets your note.'
      }
      submitLabel={outcome === 'correct' ? 'Correct & re-report' : 'Uphold'}
      submitting={loading}
      failure={failure}
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <Text fontSize="sm" whiteSpace="pre-wrap">
        “{dispute.text}” ({DISPUTE_REASON_LABELS[dispute.reason] ?? dispute.reason})
      </Text>
      <Field.Root invalid={Boolean(noteError)} required>
        <Field.Label>
          Note to client <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={4} value={note} onChange={(event) => setNote(event.target.value)} maxLength={2000} />
        <Field.ErrorText>{noteError}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
