import { Field, NativeSelect, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import {
  useWorkspaceAssignMutation,
  useWorkspaceCloseMutation,
  useWorkspaceReopenMutation,
  useWorkspaceStaffMembersQuery,
  useWorkspaceStartReviewMutation,
  useWorkspaceWithdrawMutation,
  type WorkspaceApplicationFragment,
} from '../api/workspace.generated';
import { assignSchema, reasonSchema, type AssignValues, type ReasonValues } from '../lib/schemas';
import { useActionFailure } from '../lib/use-action-failure';
import { ActionDialog } from './action-dialog';

export interface WorkspaceDialogProps {
  application: WorkspaceApplicationFragment;
  open: boolean;
  onClose: () => void;
  /** Fetches the latest record (after a 409), so the action can be tried again on it. */
  reload: () => Promise<unknown>;
}

/** *Reload* in a dialog: refetch the record and clear the refusal it answered. */
export function useReload(reload: () => Promise<unknown>, clearFailure: () => void) {
  const [reloading, setReloading] = useState(false);
  async function onReload() {
    setReloading(true);
    try {
      await reload();
      clearFailure();
    } catch {
      // The page shows a failed load itself.
    } finally {
      setReloading(false);
    }
  }
  return { reloading, onReload: () => void onReload() };
}

function done(title: string, description: string) {
  notify({ type: 'success', title, description });
}

/** *Start review*: submitted → in review, assigned to the caller. */
export function StartReviewDialog({ application, open, onClose, reload }: WorkspaceDialogProps) {
  const [startReview, { loading }] = useWorkspaceStartReviewMutation();
  const form = useForm();
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, []);
  const { reloading, onReload } = useReload(reload, clearFailure);
  const close = () => {
    clearFailure();
    onClose();
  };
  const submit = form.handleSubmit(async () => {
    const ok = await attempt(() => startReview({ variables: { id: application.id, expectedVersion: application.version } }));
    if (ok) {
      close();
      done('Review started', `Application ${application.number ?? ''} is in review and assigned to you.`);
    }
  });
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={`Start review of ${application.number ?? 'this application'}?`}
      description="The application moves to In review and is assigned to you."
      submitLabel="Start review"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      onReload={onReload}
      reloading={reloading}
    />
  );
}

/** *Assign*: to one of the staff, or nobody. */
export function AssignDialog({ application, open, onClose, reload }: WorkspaceDialogProps) {
  const [assign, { loading }] = useWorkspaceAssignMutation();
  const staff = useWorkspaceStaffMembersQuery({ skip: !open });
  const form = useForm<AssignValues>({ resolver: zodResolver(assignSchema), values: { assigneeId: application.assignee?.id ?? '' } });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['assigneeId']);
  const { reloading, onReload } = useReload(reload, clearFailure);
  const close = () => {
    clearFailure();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ assigneeId }) => {
    const ok = await attempt(() => assign({ variables: { id: application.id, expectedVersion: application.version, assigneeId: assigneeId || null } }));
    if (ok) {
      close();
      const member = staff.data?.staffMembers.find((each) => each.id === assigneeId);
      done('Assignee saved', member ? `Assigned to ${member.displayName}.` : 'Nobody is assigned now.');
    }
  });
  const error = form.formState.errors.assigneeId?.message;
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title="Assign application"
      description="Who on the team works on this application."
      submitLabel="Save assignee"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      onReload={onReload}
      reloading={reloading}
    >
      <Field.Root invalid={!!error} disabled={staff.loading && !staff.data}>
        <Field.Label>Assignee</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('assigneeId')}>
            <option value="">Unassigned</option>
            {(staff.data?.staffMembers ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.displayName === member.username ? member.username : `${member.displayName} (${member.username})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {staff.error ? <Field.HelperText color="fg.error">The team could not be loaded. Close and try again.</Field.HelperText> : null}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}

type ReasonAction = 'close' | 'withdraw' | 'reopen';

const REASON_ACTIONS: Record<ReasonAction, { title: string; description: string; label: string; reasonLabel: string; tone: 'primary' | 'danger'; doneTitle: string; notice: string }> = {
  close: {
    title: 'Close — no acceptable offer',
    description: 'The application is closed. It can be reopened within 90 days.',
    label: 'Close application',
    reasonLabel: 'Why is it closed?',
    tone: 'danger',
    doneTitle: 'Application closed',
    notice: 'was closed',
  },
  withdraw: {
    title: 'Withdraw on the client’s request',
    description: 'Only when the client asked for it. The application ends and cannot be reopened.',
    label: 'Withdraw application',
    reasonLabel: 'What did the client say?',
    tone: 'danger',
    doneTitle: 'Application withdrawn',
    notice: 'was withdrawn',
  },
  reopen: {
    title: 'Reopen application',
    description: 'The application goes back to In review (within 90 days of its decision).',
    label: 'Reopen application',
    reasonLabel: 'Why is it reopened?',
    tone: 'primary',
    doneTitle: 'Application reopened',
    notice: 'is in review again',
  },
};

/** *Close*, *Withdraw* (client request) and *Reopen*: a reason, then the move. */
export function ReasonDialog({ action, application, open, onClose, reload }: WorkspaceDialogProps & { action: ReasonAction }) {
  const [closeApplication, closing] = useWorkspaceCloseMutation();
  const [withdrawApplication, withdrawing] = useWorkspaceWithdrawMutation();
  const [reopenApplication, reopening] = useWorkspaceReopenMutation();
  const texts = REASON_ACTIONS[action];
  const form = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['reason']);
  const { reloading, onReload } = useReload(reload, clearFailure);
  const close = () => {
    clearFailure();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    const variables = { id: application.id, expectedVersion: application.version, reason };
    const ok = await attempt(async () => {
      if (action === 'close') await closeApplication({ variables });
      if (action === 'reopen') await reopenApplication({ variables });
      if (action === 'withdraw') {
        await withdrawApplication({ variables });
        // It answers the client's view of the application: read the back office's record again.
        await reload();
      }
    });
    if (ok) {
      close();
      done(texts.doneTitle, `Application ${application.number ?? ''} ${texts.notice}.`);
    }
  });
  const error = form.formState.errors.reason?.message;
  const loading = closing.loading || withdrawing.loading || reopening.loading;
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={texts.title}
      description={texts.description}
      submitLabel={texts.label}
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      onReload={onReload}
      reloading={reloading}
      tone={texts.tone}
    >
      <Field.Root invalid={!!error} required>
        <Field.Label>
          {texts.reasonLabel}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={3} autoresize {...form.register('reason')} />
        {!error ? <Field.HelperText>Recorded with the change in the audit trail.</Field.HelperText> : null}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
