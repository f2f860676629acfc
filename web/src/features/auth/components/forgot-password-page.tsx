import { Alert, Button, Field, Input, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphqlRequest, requestErrorMessage } from '../../../lib/graphql-request';
import { requestPasswordResetMutation } from '../api/session-operations';
import { passwordResetRequestSchema, type PasswordResetRequestValues } from '../lib/schemas';
import { AuthCard } from './auth-card';

/** The server's answer whether or not an account uses the address (issue 13: no account discovery). */
export const RESET_LINK_SENT = 'If an account uses that e-mail, we sent a link to reset the password. It is valid for 30 minutes.';

export function ForgotPasswordPage() {
  const router = useRouter();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestValues>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });

  async function submit({ email }: PasswordResetRequestValues) {
    setFailure(null);
    try {
      await graphqlRequest(router.options.context.graphqlUri, requestPasswordResetMutation, { input: { email } });
      setSent(true);
    } catch (error) {
      // Throttled or unreachable: the server's words (e.g. "Too many attempts…"), else a plain retry hint.
      setFailure(requestErrorMessage(error) ?? 'Something went wrong. Please try again');
    }
  }

  return (
    <AuthCard id="forgot-password-heading" title="Reset your password" intro="Enter the e-mail address of your account. We will send you a link to choose a new password.">
      {sent ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{RESET_LINK_SENT}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack asChild gap={5}>
          <form noValidate onSubmit={handleSubmit(submit)}>
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            <Field.Root invalid={!!errors.email}>
              <Field.Label>Email</Field.Label>
              <Input type="email" autoComplete="email" {...register('email')} />
              <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Sending…">
              Send reset link
            </Button>
          </form>
        </Stack>
      )}
      <ChakraLink asChild color="blue.600" _dark={{ color: 'blue.300' }} fontSize="sm" alignSelf="flex-start">
        <Link to="/auth">Back to sign in</Link>
      </ChakraLink>
    </AuthCard>
  );
}
