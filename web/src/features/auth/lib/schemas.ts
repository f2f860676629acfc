import { z } from 'zod';

/** SPEC §5: only non-empty values are required. */
export const loginSchema = z.object({
  username: z.string().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** SPEC §5 registration schema, messages word for word. */
export const registrationSchema = z
  .object({
    username: z.string().min(3, 'Username must be at least 3 characters'),
    email: z.email('Please enter a valid email'),
    password: z.string().min(6, 'Password must be at least 6 characters'),
    confirmPassword: z.string().min(6, 'Password confirmation is required'),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegistrationValues = z.infer<typeof registrationSchema>;

/** The second sign-in step: the authenticator's 6 digits, or one of the ten recovery codes. */
export const twoFactorCodeSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code'),
});
export type TwoFactorCodeValues = z.infer<typeof twoFactorCodeSchema>;

/** Forgot password: the address the reset link goes to. */
export const passwordResetRequestSchema = z.object({
  email: z.email('Please enter a valid email'),
});
export type PasswordResetRequestValues = z.infer<typeof passwordResetRequestSchema>;

/** The reset link's form; the server applies the role's minimum (12 for lenders and admins) and the common list. */
export const resetPasswordSchema = z
  .object({
    newPassword: z.string().min(6, 'Password must be at least 6 characters'),
    confirmPassword: z.string().min(1, 'Password confirmation is required'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
