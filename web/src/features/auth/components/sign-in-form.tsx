import { Alert, Button, Card, Field, Heading, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSignIn } from '../api/use-auth-actions';
import { loginSchema, twoFactorCodeSchema, type LoginValues, type TwoFactorCodeValues } from '../lib/schemas';

/**
 * Sign-in in one card: the password step, then — for users with two-factor sign-in — the code step against the
 * challenge `login` answered with. An expired challenge brings the password step back with the server's words.
 */
export function SignInForm({ returnTo }: { returnTo?: string }) {
  const { signIn, completeTwoFactor, signingIn } = useSignIn();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function submitPassword(values: LoginValues) {
    setNotice(null);
    const outcome = await signIn(values, returnTo);
    if (outcome.status === 'two-factor') setChallenge(outcome.challenge);
  }

  return (
    <Card.Root as="section" aria-labelledby="sign-in-heading" shadow="md">
      <Card.Body>
        {challenge ? (
          <TwoFactorStep
            signingIn={signingIn}
            onSubmit={(code) => completeTwoFactor(challenge, code, returnTo)}
            onExpired={(message) => {
              setNotice(message);
              setChallenge(null);
            }}
            onCancel={() => setChallenge(null)}
          />
        ) : (
          <PasswordStep signingIn={signingIn} notice={notice} onSubmit={submitPassword} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function PasswordStep({
  signingIn,
  notice,
  onSubmit,
}: {
  signingIn: boolean;
  notice: string | null;
  onSubmit: (values: LoginValues) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  return (
    <Stack asChild gap={5}>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack gap={1}>
          <Heading as="h1" id="sign-in-heading" size="2xl">
            Sign In
          </Heading>
          <Text color="fg.muted">Welcome back. Sign in to track your funding.</Text>
        </Stack>
        {notice && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        )}
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
        <ChakraLink asChild color="blue.600" _dark={{ color: 'blue.300' }} fontSize="sm" alignSelf="flex-start">
          <Link to="/auth/forgot-password">Forgot password?</Link>
        </ChakraLink>
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
  );
}

function TwoFactorStep({
  signingIn,
  onSubmit,
  onExpired,
  onCancel,
}: {
  signingIn: boolean;
  onSubmit: (code: string) => Promise<{ status: 'signed-in' } | { status: 'rejected' | 'expired'; message: string }>;
  onExpired: (message: string) => void;
  onCancel: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<TwoFactorCodeValues>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });

  async function submit({ code }: TwoFactorCodeValues) {
    const outcome = await onSubmit(recovery ? code : code.replace(/\s+/g, ''));
    if (outcome.status === 'expired') onExpired(outcome.message);
    else if (outcome.status === 'rejected') {
      setError('code', { message: outcome.message });
      setFocus('code');
    }
  }

  function toggleRecovery() {
    setRecovery((value) => !value);
    reset({ code: '' });
  }

  return (
    <Stack asChild gap={5}>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap={1}>
          <Heading as="h1" id="sign-in-heading" size="2xl">
            Sign In
          </Heading>
          <Text color="fg.muted">
            {recovery ? 'Enter one of the recovery codes you saved when you set up two-factor authentication.' : 'Enter the 6-digit code from your authenticator app'}
          </Text>
        </Stack>
        <Field.Root invalid={!!errors.code}>
          <Field.Label>{recovery ? 'Recovery code' : 'Authentication code'}</Field.Label>
          {recovery ? (
            <Input key="recovery" autoComplete="off" autoCapitalize="none" spellCheck={false} autoFocus {...register('code')} />
          ) : (
            <Input
              key="totp"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              autoFocus
              letterSpacing="0.3em"
              {...register('code')}
            />
          )}
          <Field.ErrorText>{errors.code?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={signingIn} loadingText="Verifying…">
          Verify
        </Button>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap={2}>
          <Button type="button" variant="plain" size="sm" px={0} colorPalette="blue" color="blue.600" _dark={{ color: 'blue.300' }} onClick={toggleRecovery}>
            {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
          </Button>
          <Button type="button" variant="plain" size="sm" px={0} color="fg.muted" onClick={onCancel}>
            Back to sign in
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
