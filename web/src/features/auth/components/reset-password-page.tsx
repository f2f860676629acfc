import { Alert, Button, Field, Input, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphqlRequest, requestErrorMessage, requestFieldErrors } from '../../../lib/graphql-request';
import { resetPasswordMutation } from '../api/session-operations';
import { resetPasswordSchema, type ResetPasswordValues } from '../lib/schemas';
import { AuthCard } from './auth-card';

const LINK_INVALID = 'This reset link is invalid or has expired';

/** `/auth/reset-password?token=`: a new password from the e-mailed link, then a way to sign in with it. */
export function ResetPasswordPage({ token }: { token?: string }) {
  const router = useRouter();
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(token ? null : LINK_INVALID);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { newPassword: '', confirmPassword: '' } });

  async function submit(values: ResetPasswordValues) {
    setFailure(null);
    try {
      await graphqlRequest(router.options.context.graphqlUri, resetPasswordMutation, { input: { token: token ?? '', ...values } });
      setDone(true);
    } catch (error) {
      const fieldErrors = requestFieldErrors(error);
      if (fieldErrors?.token) setLinkError(fieldErrors.token);
      if (fieldErrors?.newPassword) setError('newPassword', { message: fieldErrors.newPassword });
      if (fieldErrors?.confirmPassword) setError('confirmPassword', { message: fieldErrors.confirmPassword });
      if (!fieldErrors?.token && !fieldErrors?.newPassword && !fieldErrors?.confirmPassword) {
        setFailure(requestErrorMessage(error) ?? 'Something went wrong. Please try again');
      }
    }
  }

  if (done) {
    return (
      <AuthCard id="reset-password-heading" title="Password reset">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>Your password has been reset. Every session of your account was signed out.</Alert.Title>
        </Alert.Root>
        <Button asChild colorPalette="blue">
          <Link to="/auth">Sign in</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard id="reset-password-heading" title="Choose a new password">
      <Stack asChild gap={5}>
        <form noValidate onSubmit={handleSubmit(submit)}>
          {(linkError ?? failure) && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{linkError ?? failure}</Alert.Title>
                {linkError && (
                  <Alert.Description>
                    <ChakraLink asChild textDecoration="underline">
                      <Link to="/auth/forgot-password">Ask for a new link</Link>
                    </ChakraLink>
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
          <Field.Root invalid={!!errors.newPassword}>
            <Field.Label>New password</Field.Label>
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
            {errors.newPassword ? (
              <Field.ErrorText>{errors.newPassword.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>At least 6 characters (12 for lender and admin accounts).</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={!!errors.confirmPassword}>
            <Field.Label>Confirm new password</Field.Label>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
            <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Resetting…" disabled={!token}>
            Reset password
          </Button>
          <ChakraLink asChild color="blue.600" _dark={{ color: 'blue.300' }} fontSize="sm" alignSelf="flex-start">
            <Link to="/auth">Back to sign in</Link>
          </ChakraLink>
        </form>
      </Stack>
    </AuthCard>
  );
}
