import { Box, Checkbox, CheckboxGroup, Field, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '../../../components/ui/notifications';
import {
  useProposeToClientMutation,
  useShareableProgramsQuery,
  useShareWithLendersMutation,
} from '../api/lenders.generated';
import { useActionFailure } from '../lib/use-action-failure';
import { ActionDialog } from './action-dialog';

/** A program the admin may propose or share: its lender and name, and whether its latest match is ineligible. */
export interface ShareProgramOption {
  programId: string;
  lenderName: string;
  programName: string;
  ineligible?: boolean;
}

export type ShareMode = 'propose' | 'share';

const OVERRIDE_MESSAGE = 'Override reason must be 5 to 500 characters';
const NOTE_MESSAGE = 'Consent note must be 5 to 1000 characters';

/** The server's rules (submissions.schemas.ts) with its messages; ineligible programs need an override reason. */
function shareFormSchema(mode: ShareMode, ineligible: ReadonlySet<string>) {
  return z
    .object({
      programIds: z
        .array(z.string())
        .min(1, 'Choose at least one program')
        .max(5, 'This application is already shared with 5 lenders (the maximum)'),
      overrideReasons: z.record(z.string(), z.string()),
      consentKind: z.enum(['staff_recorded', 'auto_share_policy']),
      channel: z.enum(['phone', 'email', 'web']),
      note: z.string(),
    })
    .superRefine((values, context) => {
      for (const programId of values.programIds) {
        const reason = values.overrideReasons[programId]?.trim() ?? '';
        if (ineligible.has(programId) && (reason.length < 5 || reason.length > 500))
          context.addIssue({ code: 'custom', path: ['overrideReasons', programId], message: OVERRIDE_MESSAGE });
      }
      const note = values.note.trim();
      if (mode === 'share' && values.consentKind === 'staff_recorded' && (note.length < 5 || note.length > 1000))
        context.addIssue({ code: 'custom', path: ['note'], message: NOTE_MESSAGE });
    });
}
type ShareFormValues = z.input<ReturnType<typeof shareFormSchema>>;

export interface ShareLendersDialogProps {
  applicationId: string;
  mode: ShareMode;
  open: boolean;
  onClose: () => void;
  /** Rows chosen on the Matches tab; without them the dialog lists every active program to pick from. */
  preselected?: readonly ShareProgramOption[];
  /** The client allows automatic sharing: *Share now* may rest on it. */
  autoSharePolicy: boolean;
  /** Lenders that already have the file (or a proposal): left out of the picker. */
  busyLenderIds?: readonly string[];
}

/**
 * R13 *Propose to client* (the client approves or refuses each lender) and *Share now* (under the client's auto-share
 * policy, or with the consent the client gave by phone, e-mail or on the web, recorded with a note). Sharing an
 * ineligible program needs an override reason. The server checks everything again (cap of 5, paused lenders, consent).
 */
export function ShareLendersDialog({
  applicationId,
  mode,
  open,
  onClose,
  preselected,
  autoSharePolicy,
  busyLenderIds = [],
}: ShareLendersDialogProps) {
  const programs = useShareableProgramsQuery({ skip: !!preselected || !open, fetchPolicy: 'cache-and-network' });
  const options: readonly ShareProgramOption[] =
    preselected ??
    (programs.data?.adminPrograms.items ?? [])
      .filter((program) => program.status === 'active' && !busyLenderIds.includes(program.lenderId))
      .map((program) => ({ programId: program.id, lenderName: program.lenderName, programName: program.name }));
  const ineligible = new Set(options.filter((option) => option.ineligible).map((option) => option.programId));
  const defaults: ShareFormValues = {
    programIds: preselected?.map((option) => option.programId) ?? [],
    overrideReasons: {},
    consentKind: autoSharePolicy ? 'auto_share_policy' : 'staff_recorded',
    channel: 'phone',
    note: '',
  };
  const form = useForm<ShareFormValues>({
    resolver: zodResolver(shareFormSchema(mode, ineligible)),
    values: defaults,
    resetOptions: { keepDirtyValues: true },
  });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['note']);
  // The first share moves the application to matched: the header reloads with the tab.
  const refetchQueries = ['ApplicationSubmissions', 'WorkspaceApplication'];
  const [propose, proposing] = useProposeToClientMutation({ refetchQueries });
  const [share, sharing] = useShareWithLendersMutation({ refetchQueries });
  const close = () => {
    clearFailure();
    form.reset(defaults);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const chosen = values.programIds.map((programId) => ({
      programId,
      overrideReason: values.overrideReasons[programId]?.trim() || null,
    }));
    const ok = await attempt(() =>
      mode === 'propose'
        ? propose({ variables: { applicationId, programs: chosen } })
        : share({
            variables: {
              applicationId,
              programs: chosen,
              consent:
                values.consentKind === 'auto_share_policy'
                  ? { kind: 'auto_share_policy' }
                  : { kind: 'staff_recorded', channel: values.channel, note: values.note.trim() },
            },
          }),
    );
    if (ok) {
      close();
      const count = chosen.length === 1 ? '1 lender' : `${chosen.length} lenders`;
      notify({
        type: 'success',
        title: mode === 'propose' ? 'Proposed to the client' : 'Shared',
        description:
          mode === 'propose' ? `The client is asked to approve ${count}.` : `The application is shared with ${count}.`,
      });
    }
  });
  const errors = form.formState.errors;
  const consentKind = form.watch('consentKind');
  const chosenIds = form.watch('programIds');
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={mode === 'propose' ? 'Propose lenders to the client' : 'Share now'}
      description={
        mode === 'propose'
          ? 'The client is e-mailed and approves or refuses each lender; a proposal left unanswered expires after 5 days.'
          : 'The lenders see the file at once. Share only with the client’s consent.'
      }
      submitLabel={mode === 'propose' ? 'Propose to client' : 'Share now'}
      submitting={proposing.loading || sharing.loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      size="lg"
    >
      <Box as="fieldset">
        <Box as="legend" fontWeight="medium" fontSize="sm" mb="2">
          Programs
        </Box>
        {!preselected && programs.loading ? <Text fontSize="sm">Loading programs…</Text> : null}
        {!preselected && programs.error ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            The programs could not be loaded.
          </Text>
        ) : null}
        <Controller
          control={form.control}
          name="programIds"
          render={({ field }) => (
            <CheckboxGroup
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              invalid={!!errors.programIds}
            >
              <Stack gap="2">
                {options.map((option) => (
                  <Checkbox.Root key={option.programId} value={option.programId}>
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {option.lenderName} — {option.programName}
                      {option.ineligible ? ' (ineligible)' : ''}
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </CheckboxGroup>
          )}
        />
        {errors.programIds ? (
          <Text mt="2" fontSize="sm" color="fg.error">
            {errors.programIds.message}
          </Text>
        ) : null}
      </Box>
      {options
        .filter((option) => option.ineligible && chosenIds.includes(option.programId))
        .map((option) => (
          <Field.Root key={option.programId} invalid={!!errors.overrideReasons?.[option.programId]} required>
            <Field.Label>
              Why share {option.lenderName} although the file does not fit its program?
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={2} autoresize {...form.register(`overrideReasons.${option.programId}`)} />
            <Field.ErrorText>{errors.overrideReasons?.[option.programId]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
      {mode === 'share' ? (
        <>
          <Field.Root>
            <Field.Label>Consent</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('consentKind')}>
                <option value="staff_recorded">The client told us (record it)</option>
                <option value="auto_share_policy" disabled={!autoSharePolicy}>
                  The client’s automatic sharing{autoSharePolicy ? '' : ' (not turned on)'}
                </option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {consentKind === 'staff_recorded' ? (
            <>
              <Field.Root>
                <Field.Label>Where the client said yes</Field.Label>
                <NativeSelect.Root maxW="xs">
                  <NativeSelect.Field {...form.register('channel')}>
                    <option value="phone">Phone</option>
                    <option value="email">E-mail</option>
                    <option value="web">Web</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root invalid={!!errors.note} required>
                <Field.Label>
                  Consent note
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea rows={2} autoresize placeholder="Who said yes, when" {...form.register('note')} />
                <Field.ErrorText>{errors.note?.message}</Field.ErrorText>
              </Field.Root>
            </>
          ) : null}
        </>
      ) : null}
    </ActionDialog>
  );
}
