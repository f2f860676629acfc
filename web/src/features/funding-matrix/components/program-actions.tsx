import { Button, Field, HStack, IconButton, Menu, Portal, Textarea } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '../../../components/ui/notifications';
import type { ProgramStatus } from '../../../generated/graphql';
import {
  useArchiveProgramMutation,
  useDuplicateProgramMutation,
  usePauseProgramMutation,
  useResumeProgramMutation,
} from '../api/funding-matrix.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { useLayoutPortal } from '../../layout/components/layout-portal';

export interface ProgramTarget {
  id: string;
  name: string;
  status: ProgramStatus;
  version: number;
}

type Action = 'pause' | 'resume' | 'archive' | 'duplicate';

/** §3.5: draft → active ⇄ paused → archived; any program can be duplicated as a new draft. */
export function programActions(status: ProgramStatus): Action[] {
  if (status === 'active') return ['pause', 'duplicate', 'archive'];
  if (status === 'paused') return ['resume', 'duplicate', 'archive'];
  if (status === 'draft') return ['duplicate', 'archive'];
  return ['duplicate'];
}

const LABELS: Record<Action, string> = { pause: 'Pause', resume: 'Resume', archive: 'Archive', duplicate: 'Duplicate' };
const REASON_MESSAGE = 'Reason must be 5 to 500 characters';
const DIALOGS: Record<Action, (name: string) => { title: string; description: string; submit: string }> = {
  pause: (name) => ({ title: `Pause ${name}?`, description: 'It stops matching new applications; open submissions continue.', submit: 'Pause program' }),
  resume: (name) => ({ title: `Resume ${name}?`, description: 'It matches new applications again.', submit: 'Resume program' }),
  archive: (name) => ({ title: `Archive ${name}?`, description: 'It leaves the matrix for good. Only a program without open submissions can be archived.', submit: 'Archive program' }),
  duplicate: (name) => ({ title: `Duplicate ${name}?`, description: 'A new draft for the same lender with these criteria; you can edit it before publishing.', submit: 'Duplicate' }),
};
const REFETCH = ['ProgramList', 'ProgramDetail', 'CoverageHeatmap'];

/** R2's row menu and R4's buttons: open, pause (reason), resume, archive, duplicate — each confirmed. */
export function ProgramActions({ program, layout }: { program: ProgramTarget; layout: 'menu' | 'buttons' }) {
  const portal = useLayoutPortal();
  const navigate = useNavigate();
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [pause, pausing] = usePauseProgramMutation({ refetchQueries: REFETCH });
  const [resume, resuming] = useResumeProgramMutation({ refetchQueries: REFETCH });
  const [archive, archiving] = useArchiveProgramMutation({ refetchQueries: REFETCH });
  const [duplicate, duplicating] = useDuplicateProgramMutation({ refetchQueries: REFETCH });
  const actions = programActions(program.status);

  function open(next: Action) {
    setAction(next);
    setReason('');
    setReasonError(null);
    setFailure(null);
  }

  async function run() {
    if (!action) return;
    const variables = { id: program.id, expectedVersion: program.version };
    if (action === 'pause' && (reason.trim().length < 5 || reason.trim().length > 500)) return setReasonError(REASON_MESSAGE);
    setFailure(null);
    try {
      if (action === 'pause') await pause({ variables: { ...variables, reason: reason.trim() } });
      if (action === 'resume') await resume({ variables });
      if (action === 'archive') await archive({ variables });
      if (action === 'duplicate') {
        const copy = (await duplicate({ variables: { id: program.id } })).data?.duplicateProgram;
        setAction(null);
        if (copy) void navigate({ to: '/admin/funding-matrix/add-criteria', search: { programId: copy.id } as never });
        notify({ type: 'success', title: 'Program duplicated', description: `${copy?.name ?? 'The copy'} is a new draft.` });
        return;
      }
      notify({ type: 'success', title: `${LABELS[action]}d`, description: `${program.name} is now ${action === 'pause' ? 'paused' : action === 'resume' ? 'active' : 'archived'}.` });
      setAction(null);
    } catch (error) {
      const failed = mutationFailure(error);
      if (failed.fieldErrors.reason) setReasonError(failed.fieldErrors.reason);
      setFailure(failed);
    }
  }

  const text = action ? DIALOGS[action](program.name) : null;
  return (
    <>
      {layout === 'menu' ? (
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton size="xs" variant="ghost" aria-label={`Actions for ${program.name}`}>
              ⋯
            </IconButton>
          </Menu.Trigger>
          <Portal container={portal}>
            <Menu.Positioner>
              <Menu.Content minW="36">
                <Menu.Item value="open" asChild>
                  <Link to="/admin/funding-matrix/view" search={{ id: program.id } as never}>
                    Open
                  </Link>
                </Menu.Item>
                {actions.map((each) => (
                  <Menu.Item key={each} value={each} onSelect={() => open(each)} color={each === 'archive' ? 'fg.error' : undefined}>
                    {LABELS[each]}…
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : (
        <HStack gap="2" flexWrap="wrap">
          {actions.map((each) => (
            <Button key={each} size="sm" variant="outline" colorPalette={each === 'archive' ? 'red' : undefined} onClick={() => open(each)}>
              {LABELS[each]}
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
          submitting={pausing.loading || resuming.loading || archiving.loading || duplicating.loading}
          failure={failure}
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
              {reasonError ? <Field.ErrorText>{reasonError}</Field.ErrorText> : <Field.HelperText>At least 5 characters; kept in the program's history.</Field.HelperText>}
            </Field.Root>
          ) : null}
        </ActionDialog>
      ) : null}
    </>
  );
}
