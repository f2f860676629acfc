import { Alert, Button, Card, Container, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '../../../components/ui/notifications';
import { graphqlRequest, requestErrorMessage, requestFieldErrors } from '../../../lib/graphql-request';
import { acceptLenderInviteMutation } from '../api/lender-invite-operations';

/** Lender users choose at least 12 characters (the server checks the same rule and says the same words). */
const MIN_LENGTH = 12;
const setPasswordSchema = z
  .object({
    password: z.string().min(MIN_LENGTH, `Password must be at least ${MIN_LENGTH} characters`).max(256, 'Password must be at most 256 characters'),
    confirmPassword: z.string().min(1, 'Password confirmation is required'),
  })
  .refine((values) => values.password === values.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
type SetPasswordValues = z.infer<typeof setPasswordSchema>;

/** The invitation link's page: choose a password, get signed in, land on the lender portal. */
export function SetPasswordPage({ token }: { token?: string }) {
  const router = useRouter();
  const [linkError, setLinkError] = useState<string | null>(token ? null : 'This invitation link has expired or was already used');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordValues>({ resolver: zodResolver(setPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  async function submit(values: SetPasswordValues) {
    try {
      const data = await graphqlRequest(router.options.context.graphqlUri, acceptLenderInviteMutation, { input: { token: token ?? '', ...values } });
      router.options.context.session.setUser(data.acceptLenderInvite);
      notify({ type: 'success', title: 'Password set', description: `Welcome to NetFund, ${data.acceptLenderInvite.username}!` });
      await router.navigate({ to: '/lender/dashboard', replace: true });
    } catch (error) {
      const fieldErrors = requestFieldErrors(error);
      if (fieldErrors?.token) setLinkError(fieldErrors.token);
      if (fieldErrors?.password) setError('password', { message: fieldErrors.password });
      if (fieldErrors?.confirmPassword) setError('confirmPassword', { message: fieldErrors.confirmPassword });
      if (!fieldErrors) notify({ type: 'error', title: 'Could not set the password', description: requestErrorMessage(error) ?? 'Please try again' });
    }
  }

  return (
    <Container maxW="lg" py={{ base: 8, md: 14 }}>
      <Card.Root as="section" aria-labelledby="set-password-heading" shadow="md">
        <Card.Body>
          <Stack asChild gap={5}>
            <form noValidate onSubmit={handleSubmit(submit)}>
              <Stack gap={1}>
                <Heading as="h1" id="set-password-heading" size="2xl">
                  Set your password
                </Heading>
                <Text color="fg.muted">Choose a password to finish setting up your lender account. You will sign in with your e-mail address.</Text>
              </Stack>
              {linkError && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{linkError}</Alert.Title>
                    <Alert.Description>Ask your NetFund contact to send a new invitation.</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              <Field.Root invalid={!!errors.password}>
                <Field.Label>New password</Field.Label>
                <Input type="password" autoComplete="new-password" {...register('password')} />
                {errors.password ? <Field.ErrorText>{errors.password.message}</Field.ErrorText> : <Field.HelperText>At least {MIN_LENGTH} characters.</Field.HelperText>}
              </Field.Root>
              <Field.Root invalid={!!errors.confirmPassword}>
                <Field.Label>Confirm password</Field.Label>
                <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
                <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Setting password…" disabled={!token}>
                Set password and sign in
              </Button>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
