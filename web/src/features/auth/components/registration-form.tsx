import { Button, Card, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSignUp } from '../api/use-auth-actions';
import { registrationSchema, type RegistrationValues } from '../lib/schemas';

/** Shown to applicants arriving from their result page, e-mail prefilled from the link. */
export function RegistrationForm({ email = '', returnTo }: { email?: string; returnTo?: string }) {
  const { signUp, signingUp } = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { username: '', email, password: '', confirmPassword: '', firstName: '', lastName: '' },
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
          <form noValidate onSubmit={handleSubmit((values) => signUp(values, showServerFieldErrors, returnTo))}>
            <Stack gap={1}>
              <Heading as="h2" id="register-heading" size="2xl">
                Create Your Client Account
              </Heading>
              <Text color="fg.muted">Track your application and apply for more funding in a few clicks.</Text>
            </Stack>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
              <Field.Root>
                <Field.Label>First name (optional)</Field.Label>
                <Input autoComplete="given-name" {...register('firstName')} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Last name (optional)</Field.Label>
                <Input autoComplete="family-name" {...register('lastName')} />
              </Field.Root>
            </SimpleGrid>
            <Field.Root invalid={!!errors.username}>
              <Field.Label>Choose a username</Field.Label>
              <Input autoComplete="username" {...register('username')} />
              <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.email}>
              <Field.Label>Email</Field.Label>
              {/* defaultValue too: react-hook-form fills its fields once mounted, and the server-rendered form shows it at once. */}
              <Input type="email" autoComplete="email" defaultValue={email} {...register('email')} />
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
