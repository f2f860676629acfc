import { Alert, Button, Card, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormName, usePageAction, useRefusedPost } from '../../../lib/page-form';
import { useSignUp } from '../api/use-auth-actions';
import { registrationSchema, type RegistrationValues } from '../lib/schemas';

/**
 * Shown to applicants arriving from their result page, e-mail prefilled from the link. Also an HTML form the browser
 * posts to /auth itself before the app runs (page-forms/auth.ts); a refused post shows what was typed (never the
 * passwords) and the reasons.
 */
export function RegistrationForm({ email = '', returnTo }: { email?: string; returnTo?: string }) {
  const { signUp, signingUp } = useSignUp();
  const refused = useRefusedPost<RegistrationValues>('register');
  const posted = refused.values;
  const action = usePageAction({ withSearch: true });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      username: posted.username ?? '',
      email: posted.email ?? email,
      password: '',
      confirmPassword: '',
      firstName: posted.firstName ?? '',
      lastName: posted.lastName ?? '',
    },
    errors: refused.errors,
  });

  function showServerFieldErrors(fieldErrors: Record<string, string>) {
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (field in registrationSchema.shape) setError(field as keyof RegistrationValues, { message });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="register-heading" shadow="md">
      <Card.Body>
        <Stack asChild gap={4}>
          <form
            method="post"
            action={action}
            noValidate
            onSubmit={handleSubmit((values) => signUp(values, showServerFieldErrors, returnTo))}
          >
            <FormName name="register" />
            <Stack gap={1}>
              <Heading as="h2" id="register-heading" size="2xl">
                Create Your Client Account
              </Heading>
              <Text color="fg.muted">Track your application and apply for more funding in a few clicks.</Text>
            </Stack>
            {refused.message && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{refused.message}</Alert.Title>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
              <Field.Root>
                <Field.Label>First name (optional)</Field.Label>
                <Input autoComplete="given-name" defaultValue={posted.firstName} {...register('firstName')} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Last name (optional)</Field.Label>
                <Input autoComplete="family-name" defaultValue={posted.lastName} {...register('lastName')} />
              </Field.Root>
            </SimpleGrid>
            <Field.Root invalid={!!errors.username}>
              <Field.Label>Choose a username</Field.Label>
              <Input autoComplete="username" defaultValue={posted.username} {...register('username')} />
              <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.email}>
              <Field.Label>Email</Field.Label>
              {/* defaultValue too: react-hook-form fills its fields once mounted, and the server-rendered form shows it at once. */}
              <Input type="email" autoComplete="email" defaultValue={posted.email ?? email} {...register('email')} />
              <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.password}>
              <Field.Label>Create a password</Field.Label>
              <Input type="password" autoComplete="new-password" {...register('password')} />
              <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.confirmPassword}>
              <Field.Label>Confirm password</Field.Label>
              <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
              <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="blue" loading={signingUp} loadingText="Creating account…">
              Create Account
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
