import { Button, chakra, Checkbox, Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import type { Role } from '../../../generated/graphql';
import { useChangePasswordMutation } from '../api/account.generated';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { mutationFailure } from '../../application-workspace/lib/workspace';
import { CHANGE_PASSWORD_FIELDS, changePasswordSchema, minimumPasswordLength, type ChangePasswordValues } from '../lib/account-schemas';
import { AccountSection } from './account-section';

/** Sentences the server says about one field without naming it. */
const FIELD_OF_MESSAGE: Record<string, (typeof CHANGE_PASSWORD_FIELDS)[number]> = {
  'Current password is incorrect': 'currentPassword',
  'This password is too common. Choose another': 'newPassword',
  'Passwords do not match': 'confirmPassword',
};

/** R29 Security: change the password (the current one first); other sessions end unless unticked. */
export function ChangePasswordForm({ role }: { role: Role }) {
  const schema = useMemo(() => changePasswordSchema(role), [role]);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', signOutOtherSessions: true },
  });
  const [changePassword, { loading }] = useChangePasswordMutation({ refetchQueries: ['MySessions'] });
  const { failure, attempt } = useActionFailure(form.setError, CHANGE_PASSWORD_FIELDS);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    let placedByMessage = false;
    const ok = await attempt(async () => {
      try {
        await changePassword({ variables: { input: values } });
      } catch (error) {
        const found = mutationFailure(error);
        const field = FIELD_OF_MESSAGE[found.message];
        if (field && Object.keys(found.fieldErrors).length === 0) {
          form.setError(field, { type: 'server', message: found.message });
          placedByMessage = true;
          return;
        }
        throw error;
      }
    });
    if (ok && !placedByMessage) {
      form.reset();
      notify({
        type: 'success',
        title: 'Password changed',
        description: values.signOutOtherSessions ? 'Your other sessions were signed out.' : 'Use the new password next time you sign in.',
      });
    }
  });

  return (
    <AccountSection title="Password" description={`At least ${minimumPasswordLength(role)} characters.`}>
      <chakra.form noValidate onSubmit={(event) => void submit(event)} aria-label="Change password">
        <Stack gap="4" maxW="md">
          {failure ? <ErrorAlert message={failure.message} /> : null}
          <Field.Root invalid={Boolean(errors.currentPassword)}>
            <Field.Label>Current password</Field.Label>
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
            <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.newPassword)}>
            <Field.Label>New password</Field.Label>
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
            <Field.ErrorText>{errors.newPassword?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.confirmPassword)}>
            <Field.Label>Confirm new password</Field.Label>
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
            <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
          </Field.Root>
          <Controller
            control={form.control}
            name="signOutOtherSessions"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
                <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>Sign out my other sessions</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <Button type="submit" colorPalette="blue" loading={loading} alignSelf="flex-start">
            Change password
          </Button>
        </Stack>
      </chakra.form>
    </AccountSection>
  );
}
