import { Alert, Button, chakra, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useRequestEmailChangeMutation,
  useUpdateProfileMutation,
  type AccountUserFragment,
} from '../api/account.generated';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { EMAIL_CHANGE_FIELDS, emailChangeSchema, PROFILE_FIELDS, profileSchema, type EmailChangeValues, type ProfileValues } from '../lib/account-schemas';
import { AccountSection } from './account-section';

/** R29 Profile: name and phone; the e-mail changes once the link sent to the new address is opened. */
export function ProfileSection({ user }: { user: AccountUserFragment }) {
  return (
    <AccountSection title="Profile" description={`Signed in as ${user.username}.`}>
      <NameForm user={user} />
      <EmailForm user={user} />
    </AccountSection>
  );
}

function NameForm({ user }: { user: AccountUserFragment }) {
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? '' },
  });
  const [update, { loading }] = useUpdateProfileMutation();
  const { failure, attempt } = useActionFailure(form.setError, PROFILE_FIELDS);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const ok = await attempt(async () => {
      const result = await update({ variables: { input: values } });
      const saved = result.data?.updateProfile;
      if (saved) form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '', phone: saved.phone ?? '' });
    });
    if (ok) notify({ type: 'success', title: 'Profile saved', description: 'Your details are up to date.' });
  });
  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} aria-label="Profile details">
      <Stack gap="4">
        {failure ? <ErrorAlert message={failure.message} /> : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.firstName)}>
            <Field.Label>First name</Field.Label>
            <Input autoComplete="given-name" {...form.register('firstName')} />
            <Field.ErrorText>{errors.firstName?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.lastName)}>
            <Field.Label>Last name</Field.Label>
            <Input autoComplete="family-name" {...form.register('lastName')} />
            <Field.ErrorText>{errors.lastName?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.phone)}>
            <Field.Label>Phone</Field.Label>
            <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />
            <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" colorPalette="blue" loading={loading} alignSelf="flex-start">
          Save profile
        </Button>
      </Stack>
    </chakra.form>
  );
}

function EmailForm({ user }: { user: AccountUserFragment }) {
  const form = useForm<EmailChangeValues>({ resolver: zodResolver(emailChangeSchema), defaultValues: { newEmail: '', password: '' } });
  const [request, { loading }] = useRequestEmailChangeMutation({ refetchQueries: ['MyAccount'], awaitRefetchQueries: true });
  const { failure, attempt } = useActionFailure(form.setError, EMAIL_CHANGE_FIELDS);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const ok = await attempt(() => request({ variables: { input: values } }));
    if (ok) {
      form.reset();
      notify({ type: 'success', title: 'Check your inbox', description: `We sent a confirmation link to ${values.newEmail}` });
    }
  });
  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} aria-label="Change e-mail" borderTopWidth="1px" pt="4">
      <Stack gap="4">
        <Text>
          E-mail:{' '}
          <Text as="span" fontWeight="semibold" overflowWrap="anywhere">
            {user.email}
          </Text>
        </Text>
        {user.pendingEmail ? (
          <Alert.Root status="info" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description overflowWrap="anywhere">We sent a confirmation link to {user.pendingEmail}</Alert.Description>
          </Alert.Root>
        ) : null}
        {failure ? <ErrorAlert message={failure.message} /> : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.newEmail)}>
            <Field.Label>New e-mail</Field.Label>
            <Input type="email" inputMode="email" autoComplete="email" {...form.register('newEmail')} />
            <Field.ErrorText>{errors.newEmail?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.password)}>
            <Field.Label>Password</Field.Label>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
            <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" variant="outline" loading={loading} alignSelf="flex-start">
          Change e-mail
        </Button>
      </Stack>
    </chakra.form>
  );
}
