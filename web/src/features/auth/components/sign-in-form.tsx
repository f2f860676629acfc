import { Button, Card, Field, Heading, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useSignIn } from '../api/use-auth-actions';
import { loginSchema, type LoginValues } from '../lib/schemas';

export function SignInForm({ returnTo }: { returnTo?: string }) {
  const { signIn, signingIn } = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  return (
    <Card.Root as="section" aria-labelledby="sign-in-heading" shadow="md">
      <Card.Body>
        <Stack asChild gap={5}>
          <form noValidate onSubmit={handleSubmit((values) => signIn(values, returnTo))}>
            <Stack gap={1}>
              <Heading as="h1" id="sign-in-heading" size="2xl">
                Sign In
              </Heading>
              <Text color="fg.muted">Welcome back. Sign in to track your funding.</Text>
            </Stack>
            <Field.Root invalid={!!errors.username}>
              <Field.Label>Username</Field.Label>
              <Input autoComplete="username" {...register('username')} />
              <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.password}>
              <Field.Label>Password</Field.Label>
              <Input type="password" autoComplete="current-password" {...register('password')} />
              <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="blue" loading={signingIn} loadingText="Signing in…">
              Sign In
            </Button>
            <Text fontSize="sm" color="fg.muted">
              By signing in you agree to our{' '}
              <ChakraLink asChild color="blue.600" textDecoration="underline">
                <Link to="/support/terms">Terms of Service</Link>
              </ChakraLink>{' '}
              and{' '}
              <ChakraLink asChild color="blue.600" textDecoration="underline">
                <Link to="/support/privacy">Privacy Policy</Link>
              </ChakraLink>
              .
            </Text>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
