import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../components/ui/notifications';
import { useRevokeLenderAccessMutation } from '../api/lender-management.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';

const REASON_MESSAGE = 'Reason must be 5 to 500 characters';
const PASSWORD_MESSAGE = 'Enter your password';

/**
 * R9 *Revoke all access*, the incident switch: every open submission of the lender ends at once and its users lose
 * the files and documents. The server asks for the admin's password again (re-authentication) and a reason.
 */
export function RevokeAllAccess({ lender }: { lender: { id: string; displayName: string } }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; password?: string }>({});
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [revoke, { loading }] = useRevokeLenderAccessMutation({ refetchQueries: ['LenderDetail', 'LenderList', 'LenderOverview', 'LenderActivity'] });

  function start() {
    setReason('');
    setPassword('');
    setErrors({});
    setFailure(null);
    setOpen(true);
  }

  async function submit() {
    const trimmed = reason.trim();
    const found = {
      reason: trimmed.length < 5 || trimmed.length > 500 ? REASON_MESSAGE : undefined,
      password: password ? undefined : PASSWORD_MESSAGE,
    };
    setErrors(found);
    if (found.reason || found.password) return;
    setFailure(null);
    try {
      const { data } = await revoke({ variables: { lenderId: lender.id, password, reason: trimmed } });
      const count = data?.revokeLenderAccess ?? 0;
      notify({
        type: 'success',
        title: 'Access revoked',
        description: `${lender.displayName} lost access to ${count === 1 ? '1 application' : `${count} applications`}.`,
      });
      setOpen(false);
    } catch (error) {
      const failed = mutationFailure(error);
      setErrors({ reason: failed.fieldErrors.reason, password: failed.fieldErrors.password });
      setFailure(failed.fieldErrors.reason || failed.fieldErrors.password ? null : failed);
    }
  }

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={start}>
        Revoke all access
      </Button>
      {open ? (
        <ActionDialog
          open
          onClose={() => setOpen(false)}
          title={`Revoke all access of ${lender.displayName}?`}
          description={`Every open file shared with ${lender.displayName} ends at once: its users can no longer open the files or their documents. Clients see "Access ended by NetFund". This cannot be undone.`}
          submitLabel="Revoke all access"
          tone="danger"
          submitting={loading}
          failure={failure}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.reason)} required>
              <Field.Label>
                Reason <Field.RequiredIndicator />
              </Field.Label>
              <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
              {errors.reason ? <Field.ErrorText>{errors.reason}</Field.ErrorText> : <Field.HelperText>Kept in the audit trail.</Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.password)} required>
              <Field.Label>
                Your password <Field.RequiredIndicator />
              </Field.Label>
              <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
              {errors.password ? <Field.ErrorText>{errors.password}</Field.ErrorText> : <Field.HelperText>Confirms it is you.</Field.HelperText>}
            </Field.Root>
          </Stack>
        </ActionDialog>
      ) : null}
    </>
  );
}
