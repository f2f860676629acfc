import { z } from 'zod';
import { strictBody } from '../../shared/validation.js';
import { ContactTopic } from './contact-message.entity.js';

/**
 * Contact form rules. The web form (web/src/features/marketing/lib/schemas.ts) uses the same rules and messages,
 * so the browser and the server refuse the same input with the same words.
 */
export const CONTACT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter a valid email',
  phone: 'Please enter a valid phone number',
  company: 'Company name must be at most 120 characters',
  topic: 'Please choose a topic',
  messageShort: 'Please tell us a little more (at least 20 characters)',
  messageLong: 'Message must be at most 5000 characters',
} as const;

export const personName = (message: string) =>
  z.string({ error: message }).trim().min(2, message).max(100, message);

export const email = z
  .string({ error: CONTACT_MESSAGES.email })
  .trim()
  .max(254, CONTACT_MESSAGES.email)
  .pipe(z.email(CONTACT_MESSAGES.email))
  .transform((value) => value.toLowerCase());

/** US-style phone numbers: 10 digits, optionally with +1, spaces, dots, dashes and parentheses. */
export const PHONE_PATTERN = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
export const phone = z.string({ error: CONTACT_MESSAGES.phone }).trim().regex(PHONE_PATTERN, CONTACT_MESSAGES.phone);

/** Empty strings and null are "not given". */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional()).transform(
    (value) => value ?? null,
  );
}

export const contactMessageSchema = z.strictObject(
  {
    name: personName(CONTACT_MESSAGES.name),
    email,
    phone: optional(phone),
    company: optional(z.string({ error: CONTACT_MESSAGES.company }).trim().max(120, CONTACT_MESSAGES.company)),
    topic: z.enum(ContactTopic, { error: CONTACT_MESSAGES.topic }),
    message: z
      .string({ error: CONTACT_MESSAGES.messageShort })
      .trim()
      .min(20, CONTACT_MESSAGES.messageShort)
      .max(5000, CONTACT_MESSAGES.messageLong),
  },
  strictBody('message'),
);

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
