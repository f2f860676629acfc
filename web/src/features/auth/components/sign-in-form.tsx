import { Alert, Button, Card, Field, Heading, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormName, usePageAction, useRefusedPost, type RefusedPost } from '../../../lib/page-form';
import { useSignIn } from '../api/use-auth-actions';
import { loginSchema, twoFactorCodeSchema, type LoginValues, type TwoFactorCodeValues } from '../lib/schemas';

/**
 * Sign-in in one card: the password step, then — for users with two-factor sign-in — the code step against the
 * challenge `login` answered with. An expired challenge brings the password step back with the server's words.
 * Both steps are also HTML forms the browser posts to /auth itself before the app runs (page-forms/auth.ts): the
 * server answers the code step with the page rendered for it (the two-factor submission carries the challenge).
 */
export function SignInForm({ returnTo }: { returnTo?: string }) {
  const { signIn, completeTwoFactor, signingIn } = useSignIn();
  const twoFactorPost = useRefusedPost<TwoFactorCodeValues>('two-factor');
  const [challenge, setChallenge] = useState<string | null>(twoFactorPost.values.challenge || null);
  const [notice, setNotice] = useState<string | null>(null);
  const action = usePageAction({ withSearch: true });

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
            action={action}
            challenge={challenge}
            refused={twoFactorPost}
            signingIn={signingIn}
            onSubmit={(code) => completeTwoFactor(challenge, code, returnTo)}
            onExpired={(message) => {
              setNotice(message);
              setChallenge(null);
            }}
            onCancel={() => setChallenge(null)}
          />
        ) : (
          <PasswordStep action={action} signingIn={signingIn} notice={notice} onSubmit={submitPassword} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function PasswordStep({
  action,
  signingIn,
  notice,
  onSubmit,
}: {
  action: string;
  signingIn: boolean;
  notice: string | null;
  onSubmit: (values: LoginValues) => Promise<void>;
}) {
  // A post the server refused: the username again (never the password), the reason above the fields.
  const refused = useRefusedPost<LoginValues>('sign-in');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: refused.values.username ?? '', password: '' },
    errors: refused.errors,
  });

  return (
    <Stack asChild gap={5}>
      <form method="post" action={action} noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormName name="sign-in" />
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
        {refused.message && !notice && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{refused.message}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!errors.username}>
          <Field.Label>Username</Field.Label>
          <Input autoComplete="username" defaultValue={refused.values.username} {...register('username')} />
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

/**
 * The code step. Before the app runs it posts too: the challenge and the kind of code in hidden fields, and the
 * switch between the two kinds as a submit button the server answers with the same step (`toggle`).
 */
function TwoFactorStep({
  action,
  challenge,
  refused,
  signingIn,
  onSubmit,
  onExpired,
  onCancel,
}: {
  action: string;
  challenge: string;
  refused: RefusedPost<TwoFactorCodeValues>;
  signingIn: boolean;
  onSubmit: (code: string) => Promise<{ status: 'signed-in' } | { status: 'rejected' | 'expired'; message: string }>;
  onExpired: (message: string) => void;
  onCancel: () => void;
}) {
  const [recovery, setRecovery] = useState(refused.values.recovery === '1');
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<TwoFactorCodeValues>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
    errors: refused.errors,
  });

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
      <form method="post" action={action} noValidate onSubmit={handleSubmit(submit)}>
        <FormName name="two-factor" />
        <input type="hidden" name="challenge" value={challenge} />
        <input type="hidden" name="recovery" value={recovery ? '1' : ''} />
        <Stack gap={1}>
          <Heading as="h1" id="sign-in-heading" size="2xl">
            Sign In
          </Heading>
          {refused.message && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{refused.message}</Alert.Title>
            </Alert.Root>
          )}
          <Text color="fg.muted">
            {recovery
              ? 'Enter one of the recovery codes you saved when you set up two-factor authentication.'
              : 'Enter the 6-digit code from your authenticator app'}
          </Text>
        </Stack>
        <Field.Root invalid={!!errors.code}>
          <Field.Label>{recovery ? 'Recovery code' : 'Authentication code'}</Field.Label>
          {recovery ? (
            <Input
              key="recovery"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              {...register('code')}
            />
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
          <Button
            type="submit"
            name="toggle"
            value="1"
            variant="plain"
            size="sm"
            px={0}
            colorPalette="blue"
            color="blue.600"
            _dark={{ color: 'blue.300' }}
            onClick={(event) => {
              event.preventDefault();
              toggleRecovery();
            }}
          >
            {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
          </Button>
          <Button asChild variant="plain" size="sm" px={0} color="fg.muted">
            <a
              href={action}
              onClick={(event) => {
                event.preventDefault();
                onCancel();
              }}
            >
              Back to sign in
            </a>
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
