import { Box, Button, Field, HStack, Stack, Table, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../components/ui/notifications';
import {
  useApplicationSubmissionsQuery,
  useMarkSubmissionExpiredMutation,
  useNudgeLenderMutation,
  useRevokeSubmissionMutation,
  type WorkspaceSubmissionsFragment,
} from '../api/lenders.generated';
import type { WorkspaceApplicationFragment } from '../api/workspace.generated';
import { formatDateTime } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { mutationFailure, type MutationFailure } from '../lib/workspace';
import { ActionDialog } from './action-dialog';
import { ShareLendersDialog, type ShareMode } from './share-lenders-dialog';
import { Section } from './summary-tab';

type Submission = WorkspaceSubmissionsFragment['items'][number];

const OPEN: readonly Submission['status'][] = ['proposed', 'shared', 'viewed', 'info_requested', 'offered'];
const SHAREABLE: readonly WorkspaceApplicationFragment['workflowStatus'][] = ['in_review', 'matched', 'offered'];

const STATUS_TEXT: Record<Submission['status'], string> = {
  proposed: 'Proposed — awaiting the client',
  shared: 'Shared',
  viewed: 'Viewed',
  info_requested: 'Info requested',
  offered: 'Offered',
  declined: 'Declined',
  refused: 'Refused by the client',
  expired: 'Expired',
  revoked: 'Revoked',
  closed: 'Closed',
  won: 'Won',
  lost: 'Lost',
};

const when = (value: unknown) => (value ? formatDateTime(value) : '—');

/** The SLA column while the lender owes an answer: the due time, or "Overdue since …" once past; a dash otherwise. */
export function slaText(submission: Submission, now = Date.now()): string {
  const awaitingLender = ['shared', 'viewed', 'info_requested'].includes(submission.status);
  if (!submission.slaDueAt || !awaitingLender) return '—';
  return Date.parse(String(submission.slaDueAt)) < now
    ? `Overdue since ${formatDateTime(submission.slaDueAt)}`
    : formatDateTime(submission.slaDueAt);
}

/** The lender owes the first answer (no info request, offer or decline yet): *Nudge* reminds it by e-mail. */
export const awaitsLenderAnswer = (submission: Submission): boolean => ['shared', 'viewed'].includes(submission.status) && !submission.respondedAt;

/** R13 *Nudge*: one click; the server refuses another within 4 hours and says so. */
function NudgeButton({ submission }: { submission: Submission }) {
  const [nudge, { loading }] = useNudgeLenderMutation();
  if (!awaitsLenderAnswer(submission)) return null;
  async function run() {
    try {
      await nudge({ variables: { submissionId: submission.id } });
      notify({ type: 'success', title: 'Reminder sent', description: `${submission.lenderName} was reminded by e-mail.` });
    } catch (error) {
      notify({ type: 'error', title: 'No reminder sent', description: mutationFailure(error).message });
    }
  }
  return (
    <Button size="xs" variant="outline" loading={loading} onClick={() => void run()} aria-label={`Nudge ${submission.lenderName}`}>
      Nudge
    </Button>
  );
}

/** R13 *Mark expired*: ends a grant the lender has not answered, after a confirmation. */
function MarkExpiredButton({ submission }: { submission: Submission }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [markExpired, { loading }] = useMarkSubmissionExpiredMutation();
  if (!awaitsLenderAnswer(submission)) return null;
  async function confirm() {
    try {
      await markExpired({ variables: { submissionId: submission.id } });
      notify({ type: 'success', title: 'Marked expired', description: `${submission.lenderName} no longer has this file.` });
      setOpen(false);
    } catch (error) {
      setFailure(mutationFailure(error));
    }
  }
  return (
    <>
      <Button size="xs" variant="ghost" onClick={() => (setFailure(null), setOpen(true))} aria-label={`Mark ${submission.lenderName} expired`}>
        Mark expired
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Mark ${submission.lenderName}’s share expired?`}
        description="The lender has not answered. It loses access to the file now; if no other lender has it, the application goes back to review."
        submitLabel="Mark expired"
        submitting={loading}
        tone="danger"
        failure={failure}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      />
    </>
  );
}

/** "Reminded Nov 23, 10:14 AM" under the SLA once the lender was nudged. */
const remindedText = (submission: Submission) => (submission.lastNudgedAt ? `Reminded ${formatDateTime(submission.lastNudgedAt)}` : null);

/**
 * R13 *Lenders*: the application's submissions (status, shared, first viewed, SLA due) with *Revoke*. *Propose to
 * client* and *Share now* also work here with a program picker; the Matches tab offers them on its ranked rows.
 */
export function LendersTab({ application }: { application: WorkspaceApplicationFragment }) {
  const { data, loading, error } = useApplicationSubmissionsQuery({
    variables: { applicationId: application.id },
    fetchPolicy: 'cache-and-network',
  });
  const [dialog, setDialog] = useState<ShareMode | null>(null);
  const [revoking, setRevoking] = useState<Submission | null>(null);
  const submissions = data?.applicationSubmissions;
  const canShare =
    SHAREABLE.includes(application.workflowStatus) && !!submissions && submissions.openCount < submissions.maxOpen;
  const actions = canShare ? (
    <HStack gap="2" flexWrap="wrap">
      <Button size="sm" variant="outline" onClick={() => setDialog('propose')}>
        Propose to client
      </Button>
      <Button size="sm" onClick={() => setDialog('share')}>
        Share now
      </Button>
    </HStack>
  ) : null;
  return (
    <Section
      title="Lenders"
      description={
        submissions
          ? `${submissions.openCount} of ${submissions.maxOpen} open · ${submissions.autoSharePolicy ? 'the client allows automatic sharing' : 'the client approves each lender'}`
          : undefined
      }
      actions={actions}
    >
      {loading && !data ? <Text role="status">Loading lenders…</Text> : null}
      {error && !data ? (
        <Text color="fg.error" role="alert">
          {mutationFailure(error).message}
        </Text>
      ) : null}
      {submissions && submissions.items.length === 0 ? (
        <EmptyState
          title="No lender has this application yet"
          description="Propose programs to the client, or share now with the client’s consent."
        />
      ) : null}
      {submissions && submissions.items.length > 0 ? (
        <SubmissionTable items={submissions.items} onRevoke={setRevoking} />
      ) : null}
      {submissions ? (
        <ShareLendersDialog
          applicationId={application.id}
          mode={dialog ?? 'propose'}
          open={dialog !== null}
          onClose={() => setDialog(null)}
          autoSharePolicy={submissions.autoSharePolicy}
          busyLenderIds={submissions.items.filter((item) => OPEN.includes(item.status)).map((item) => item.lenderId)}
        />
      ) : null}
      <RevokeSubmissionDialog submission={revoking} onClose={() => setRevoking(null)} />
    </Section>
  );
}

function SubmissionTable({
  items,
  onRevoke,
}: {
  items: readonly Submission[];
  onRevoke: (submission: Submission) => void;
}) {
  return (
    <>
      <SubmissionCards items={items} onRevoke={onRevoke} />
      <Box overflowX="auto" hideBelow="md">
        <Table.Root size="sm" aria-label="Submissions">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Lender</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Shared</Table.ColumnHeader>
              <Table.ColumnHeader>First viewed</Table.ColumnHeader>
              <Table.ColumnHeader>SLA due</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item.id}>
                <Table.Cell minW="40">
                  <Text fontWeight="medium">{item.lenderName}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {item.programName} · v{item.programVersion}
                    {item.overrideReason ? ` · override: ${item.overrideReason}` : ''}
                  </Text>
                </Table.Cell>
                <Table.Cell minW="32">
                  {STATUS_TEXT[item.status]}
                  {item.status === 'revoked' ? (
                    <Text fontSize="xs" color="fg.muted">
                      {item.revokedBy === 'client' ? 'by the client' : 'by NetFund'}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{when(item.sharedAt)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{when(item.firstViewedAt)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {slaText(item)}
                  {remindedText(item) ? (
                    <Text fontSize="xs" color="fg.muted">
                      {remindedText(item)}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack gap="2" justify="flex-end">
                    <NudgeButton submission={item} />
                    <MarkExpiredButton submission={item} />
                    {OPEN.includes(item.status) ? (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => onRevoke(item)}
                        aria-label={`Revoke ${item.lenderName}`}
                      >
                        Revoke
                      </Button>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}

/** Below md the table's columns do not fit: one card per submission, the same facts, *Nudge* and *Revoke*. */
function SubmissionCards({
  items,
  onRevoke,
}: {
  items: readonly Submission[];
  onRevoke: (submission: Submission) => void;
}) {
  return (
    <Stack as="ul" listStyleType="none" ps="0" gap="3" hideFrom="md" aria-label="Submissions">
      {items.map((item) => (
        <Box as="li" key={item.id} borderWidth="1px" rounded="md" p="3">
          <Text fontWeight="medium">{item.lenderName}</Text>
          <Text fontSize="xs" color="fg.muted">
            {item.programName} · v{item.programVersion}
          </Text>
          <Text fontSize="sm" mt="2">
            {STATUS_TEXT[item.status]}
            {item.status === 'revoked' ? (item.revokedBy === 'client' ? ' by the client' : ' by NetFund') : ''}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            Shared {when(item.sharedAt)} · first viewed {when(item.firstViewedAt)} · SLA {slaText(item)}
            {remindedText(item) ? ` · ${remindedText(item)}` : ''}
          </Text>
          {/* The actions under the facts: beside them, a phone's width squeezes the lender's name letter by letter. */}
          <HStack gap="2" mt="3" flexWrap="wrap">
            <NudgeButton submission={item} />
            <MarkExpiredButton submission={item} />
            {OPEN.includes(item.status) ? (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRevoke(item)} aria-label={`Revoke ${item.lenderName}`}>
                Revoke
              </Button>
            ) : null}
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}

function RevokeSubmissionDialog({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [revoke, { loading }] = useRevokeSubmissionMutation({ refetchQueries: ['ApplicationSubmissions'] });
  const close = () => {
    setReason('');
    setFailure(null);
    onClose();
  };
  async function confirm() {
    if (!submission) return;
    try {
      await revoke({ variables: { submissionId: submission.id, reason: reason.trim() || null } });
      notify({
        type: 'success',
        title: 'Access revoked',
        description: `${submission.lenderName} no longer has access to this application.`,
      });
      close();
    } catch (error) {
      setFailure(mutationFailure(error));
    }
  }
  return (
    <ActionDialog
      open={submission !== null}
      onClose={close}
      title={`Revoke ${submission?.lenderName ?? 'the lender'}’s access?`}
      description="The lender loses access to the file and its documents at once. Offers it already made stay visible until they expire."
      submitLabel="Revoke"
      submitting={loading}
      tone="danger"
      failure={failure}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <Field.Root>
        <Field.Label>Reason (optional, kept in the audit trail)</Field.Label>
        <Textarea rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field.Root>
    </ActionDialog>
  );
}
