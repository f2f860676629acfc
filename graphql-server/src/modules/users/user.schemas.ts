import { z } from 'zod';
import { strictBody } from '../../shared/validation.js';

/** SPEC.md §5 registration rules, with the spec's messages word for word. */
export const registrationSchema = z
  .strictObject(
    {
      username: z
        .string({ error: 'Username must be at least 3 characters' })
        .trim()
        .min(3, 'Username must be at least 3 characters')
        .max(64, 'Username must be at most 64 characters')
        .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dots, dashes and underscores'),
      email: z.string({ error: 'Please enter a valid email' }).trim().max(254, 'Please enter a valid email').pipe(z.email('Please enter a valid email')),
      password: z
        .string({ error: 'Password must be at least 6 characters' })
        .min(6, 'Password must be at least 6 characters')
        .max(256, 'Password must be at most 256 characters'),
      confirmPassword: z.string({ error: 'Password confirmation is required' }).min(6, 'Password confirmation is required'),
      firstName: optionalName('First name'),
      lastName: optionalName('Last name'),
    },
    strictBody('registration'),
  )
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

function optionalName(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export type RegistrationInput = z.input<typeof registrationSchema>;

/** SPEC.md §5 login rules: both fields only need to be non-empty. Strict, as every REST body (docs/integrating.md). */
export const loginSchema = z.strictObject(
  {
    username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(256, 'Username is required'),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is required'),
  },
  strictBody('sign-in'),
);

export type LoginInput = z.input<typeof loginSchema>;
