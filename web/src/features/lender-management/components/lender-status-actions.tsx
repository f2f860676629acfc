import { Button, Field, HStack, IconButton, Menu, Portal, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../components/ui/notifications';
import type { LenderStatus } from '../../../generated/graphql';
import {
  useActivateLenderMutation,
  useArchiveLenderMutation,
  usePauseLenderMutation,
  useResumeLenderMutation,
} from '../api/lender-management.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { useLayoutPortal } from '../../layout/components/layout-portal';

export interface StatusTarget {
  id: string;
  displayName: string;
  status: LenderStatus;
  version: number;
}

type Action = 'activate' | 'pause' | 'resume' | 'archive';

/** §3.5: onboarding → active ⇄ paused → archived (archive from any state but archived; the server checks open submissions). */
export function availableActions(status: LenderStatus): Action[] {
  if (status === 'onboarding') return ['activate', 'archive'];
  if (status === 'active') return ['pause', 'archive'];
  if (status === 'paused') return ['resume', 'archive'];
  return [];
}

const ACTION_LABELS: Record<Action, string> = { activate: 'Activate', pause: 'Pause', resume: 'Resume', archive: 'Archive' };

const DONE_TITLES: Record<Action, string> = { activate: 'Lender activated', pause: 'Lender paused', resume: 'Lender resumed', archive: 'Lender archived' };
const NEXT_STATUS: Record<Action, string> = { activate: 'active', pause: 'paused', resume: 'active', archive: 'archived' };

const REASON_MESSAGE = 'Reason must be 5 to 500 characters';

const DIALOG_TEXT: Record<Action, (name: string) => { title: string; description: string; submit: string }> = {
  activate: (name) => ({ title: `Activate ${name}?`, description: 'Its active programs can then match applications and receive shared files.', submit: 'Activate' }),
  pause: (name) => ({
    title: `Pause ${name}?`,
    description: 'No new files are shared with it; open submissions continue. Its users see your reason in a banner.',
    submit: 'Pause lender',
  }),
  resume: (name) => ({ title: `Resume ${name}?`, description: 'New files can be shared with it again.', submit: 'Resume lender' }),
  archive: (name) => ({
    title: `Archive ${name}?`,
    description: 'It leaves the marketplace for good: no shares, no sign-ins to new work. Only a lender without open submissions can be archived.',
    submit: 'Archive lender',
  }),
};

/** Pause (with a reason), resume, archive and activate, each confirmed in a dialog; R7's row menu or R9's buttons. */
export function LenderStatusActions({ lender, layout, onReload }: { lender: StatusTarget; layout: 'menu' | 'buttons'; onReload?(): void }) {
  const portal = useLayoutPortal();
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const refetchQueries = ['LenderOverview', 'LenderList', 'LenderActivity'];
  const [activate, activating] = useActivateLenderMutation({ refetchQueries });
  const [pause, pausing] = usePauseLenderMutation({ refetchQueries });
  const [resume, resuming] = useResumeLenderMutation({ refetchQueries });
  const [archive, archiving] = useArchiveLenderMutation({ refetchQueries });
  const actions = availableActions(lender.status);
  if (actions.length === 0) return null;

  function open(next: Action) {
    setAction(next);
    setReason('');
    setReasonError(null);
    setFailure(null);
  }

  async function run() {
    if (!action) return;
    const variables = { id: lender.id, expectedVersion: lender.version };
    if (action === 'pause') {
      const trimmed = reason.trim();
      if (trimmed.length < 5 || trimmed.length > 500) return setReasonError(REASON_MESSAGE);
    }
    setFailure(null);
    try {
      if (action === 'activate') await activate({ variables });
      if (action === 'pause') await pause({ variables: { ...variables, reason: reason.trim() } });
      if (action === 'resume') await resume({ variables });
      if (action === 'archive') await archive({ variables });
      notify({ type: 'success', title: DONE_TITLES[action], description: `${lender.displayName} is now ${NEXT_STATUS[action]}.` });
      setAction(null);
    } catch (error) {
      const failed = mutationFailure(error);
      if (failed.fieldErrors.reason) setReasonError(failed.fieldErrors.reason);
      setFailure(failed);
    }
  }

  const text = action ? DIALOG_TEXT[action](lender.displayName) : null;
  const submitting = activating.loading || pausing.loading || resuming.loading || archiving.loading;

  return (
    <>
      {layout === 'menu' ? (
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton size="xs" variant="ghost" aria-label={`Actions for ${lender.displayName}`}>
              ⋯
            </IconButton>
          </Menu.Trigger>
          <Portal container={portal}>
            <Menu.Positioner>
              <Menu.Content minW="36">
                {actions.map((each) => (
                  <Menu.Item key={each} value={each} onSelect={() => open(each)} color={each === 'archive' ? 'fg.error' : undefined}>
                    {ACTION_LABELS[each]}…
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : (
        <HStack gap="2" flexWrap="wrap">
          {actions.map((each) => (
            <Button key={each} size="sm" variant={each === 'archive' ? 'outline' : each === 'activate' ? 'solid' : 'outline'} colorPalette={each === 'archive' ? 'red' : each === 'activate' ? 'blue' : undefined} onClick={() => open(each)}>
              {ACTION_LABELS[each]}
            </Button>
          ))}
        </HStack>
      )}
      {action && text ? (
        <ActionDialog
          open
          onClose={() => setAction(null)}
          title={text.title}
          description={text.description}
          submitLabel={text.submit}
          tone={action === 'archive' || action === 'pause' ? 'danger' : 'primary'}
          submitting={submitting}
          failure={failure}
          onReload={onReload}
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          {action === 'pause' ? (
            <Field.Root invalid={Boolean(reasonError)} required>
              <Field.Label>
                Reason <Field.RequiredIndicator />
              </Field.Label>
              <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
              {reasonError ? <Field.ErrorText>{reasonError}</Field.ErrorText> : <Field.HelperText>The lender's users see this reason in a banner.</Field.HelperText>}
            </Field.Root>
          ) : null}
        </ActionDialog>
      ) : null}
    </>
  );
}
