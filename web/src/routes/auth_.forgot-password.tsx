import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';

/** "Forgot password?" from /auth: ask for a reset link by e-mail (issue 13 item 9). */
export const Route = createFileRoute('/auth_/forgot-password')({
  component: ForgotPasswordPage,
});
