import { z } from 'zod';
import type { Role } from '../../../generated/graphql';

/** Clients may keep a 6-character password; lenders and admins need 12 (issue 13, as the server checks). */
export function minimumPasswordLength(role: Role): number {
  return role === 'client' ? 6 : 12;
}

export function changePasswordSchema(role: Role) {
  const min = minimumPasswordLength(role);
  return z
    .object({
      currentPassword: z.string().min(1, 'Enter your current password'),
      newPassword: z.string().min(min, `Password must be at least ${min} characters`),
      confirmPassword: z.string(),
      signOutOtherSessions: z.boolean(),
    })
    .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
}
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export const profileSchema = z.object({
  firstName: z.string().trim().max(100, 'Enter at most 100 characters'),
  lastName: z.string().trim().max(100, 'Enter at most 100 characters'),
  phone: z.string().trim().max(30, 'Please enter a valid phone number'),
});
export type ProfileValues = z.infer<typeof profileSchema>;
export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone'] as const;

export const emailChangeSchema = z.object({
  newEmail: z.string().trim().email('Please enter a valid email'),
  password: z.string().min(1, 'Enter your current password'),
});
export type EmailChangeValues = z.infer<typeof emailChangeSchema>;
export const EMAIL_CHANGE_FIELDS = ['newEmail', 'password'] as const;

/** The manual key in groups of four, easier to type into an authenticator app. */
export function groupKey(secret: string): string {
  return secret.replace(/\s+/g, '').match(/.{1,4}/g)?.join(' ') ?? secret;
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export function formatWhen(iso: unknown): string {
  return when.format(new Date(String(iso)));
}
