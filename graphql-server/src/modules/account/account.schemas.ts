import { z } from 'zod';
import { Role } from '../users/user.entity.js';
import { isCommonPassword } from './common-passwords.js';

/** Messages shown word for word (issue 13, SPEC.md §5, BACKOFFICE R5/R29). */
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose another';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired';
export const EMAIL_LINK_INVALID = 'This confirmation link is invalid or has expired';
export const PASSWORD_REQUIRED = 'Password is required';

/** Clients keep the spec's registration minimum; lenders and admins need 12 characters (BACKOFFICE R5/R29). */
export function minimumPasswordLength(role: Role): number {
  return role === Role.client ? 6 : 12;
}

const optionalName = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A phone number as people write it (`(512) 555-0100`, `+44 20 7946 0958`), kept as E.164: ten digits are a US/Canada
 * number (+1), otherwise a leading + and 8–15 digits. Empty clears it.
 */
export const phoneSchema = z
  .string({ error: 'Enter a valid phone number, e.g. +1 512 555 0100' })
  .trim()
  .max(32, 'Enter a valid phone number, e.g. +1 512 555 0100')
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!/^\+?[\d\s().-]+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid phone number, e.g. +1 512 555 0100' });
      return z.NEVER;
    }
    const digits = value.replace(/\D/g, '');
    if (!value.startsWith('+') && digits.length === 10) return `+1${digits}`;
    if (!value.startsWith('+') && digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
    if (value.startsWith('+') && /^[1-9]\d{7,14}$/.test(digits)) return `+${digits}`;
    ctx.addIssue({ code: 'custom', message: 'Enter a valid phone number, e.g. +1 512 555 0100' });
    return z.NEVER;
  });

export const updateProfileSchema = z.object({
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  phone: phoneSchema,
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const requestEmailChangeSchema = z.object({
  newEmail: z.string({ error: 'Please enter a valid email' }).trim().toLowerCase().max(254, 'Please enter a valid email').pipe(z.email('Please enter a valid email')),
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(1024, PASSWORD_REQUIRED),
});
export type RequestEmailChangeInput = z.input<typeof requestEmailChangeSchema>;

/** The new password's rules for a role (length by role, confirmation, the breached list). */
export function newPasswordSchema(role: Role) {
  const min = minimumPasswordLength(role);
  return z
    .object({
      newPassword: z
        .string({ error: `Password must be at least ${min} characters` })
        .min(min, `Password must be at least ${min} characters`)
        .max(256, 'Password must be at most 256 characters')
        .refine((value) => !isCommonPassword(value), PASSWORD_TOO_COMMON),
      confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }),
    })
    .refine((data) => data.newPassword === data.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
}

export const changePasswordSchema = (role: Role) =>
  z
    .object({
      currentPassword: z.string({ error: CURRENT_PASSWORD_INCORRECT }).max(1024, CURRENT_PASSWORD_INCORRECT),
      newPassword: z.unknown(),
      confirmPassword: z.unknown(),
      signOutOtherSessions: z.boolean().nullish().transform((value) => value ?? true),
    })
    .and(newPasswordSchema(role));
export type ChangePasswordInput = { currentPassword: string; newPassword: string; confirmPassword: string; signOutOtherSessions?: boolean | null };

export const requestPasswordResetSchema = z.object({
  email: z.string({ error: 'Please enter a valid email' }).trim().toLowerCase().max(254, 'Please enter a valid email').pipe(z.email('Please enter a valid email')),
});
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

export type ResetPasswordInput = { token: string; newPassword: string; confirmPassword: string };

/** A token from a link: base64url, bounded (anything else is simply not a valid link). */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);

/** A 6-digit authenticator code or a recovery code. */
export const codeSchema = z
  .string({ error: 'Enter the 6-digit code from your authenticator app' })
  .trim()
  .min(1, 'Enter the 6-digit code from your authenticator app')
  .max(32, "That code didn't work. Check your device's time and try again");
