import { z } from 'zod';
import { strictBody } from '../../shared/validation.js';
import { optional } from '../contact/contact.schemas.js';
import { APPLICATION_MESSAGES, businessFields, wholeNumber } from '../credit-applications/credit-applications.schemas.js';
import { NET_DAYS } from '../net30/net30-account.entity.js';
import { NET30_APPLICATION_STATUSES } from './net30-application.entity.js';

/** R27's messages beyond the fields both credit forms share (APPLICATION_MESSAGES). */
export const NET30_MESSAGES = {
  tradeReferences: 'Give at most 3 trade references',
  referenceCompany: 'Please enter the company',
  referenceContact: 'Please enter a contact name',
  referencePhoneOrEmail: 'Please enter a phone number or e-mail',
  limit: 'The limit must be between $100 and $50,000',
  netDays: 'Choose Net 15, 30, 45 or 60',
  reason: 'Please give a reason (at most 2,000 characters)',
  message: 'Please write what you need from the applicant (at most 2,000 characters)',
  answer: 'Please write your answer (at most 2,000 characters)',
  expectedVersion: 'Reload the application and try again',
  status: 'Choose a status',
} as const;

const text = (message: string, max: number, min = 1) => z.string({ error: message }).trim().min(min, message).max(max, message);

const tradeReference = z.strictObject(
  {
    company: text(NET30_MESSAGES.referenceCompany, 160),
    contact: text(NET30_MESSAGES.referenceContact, 120),
    phoneOrEmail: text(NET30_MESSAGES.referencePhoneOrEmail, 254, 3),
  },
  strictBody('trade reference'),
);

/**
 * The /net30/apply form (R27): the landed form's rules, except that the EIN is required (one open application
 * per EIN) and the requested limit, asked in whole dollars, is stored in cents.
 */
export function net30ApplicationSchema(now = new Date()) {
  return z
    .strictObject({
      ...businessFields(now),
      ein: z
        .string({ error: APPLICATION_MESSAGES.ein })
        .trim()
        .regex(/^\d{2}-?\d{7}$/, APPLICATION_MESSAGES.ein)
        .transform((value) => `${value.replace('-', '').slice(0, 2)}-${value.replace('-', '').slice(2)}`),
      requestedLimit: wholeNumber(APPLICATION_MESSAGES.requestedLimit, 500, 50_000),
      duns: optional(z.string({ error: APPLICATION_MESSAGES.duns }).trim().regex(/^\d{9}$/, APPLICATION_MESSAGES.duns)),
      intendedUse: z
        .string({ error: APPLICATION_MESSAGES.intendedUse })
        .trim()
        .min(10, APPLICATION_MESSAGES.intendedUse)
        .max(2000, APPLICATION_MESSAGES.intendedUse),
      tradeReferences: z
        .preprocess((value) => value ?? [], z.array(tradeReference, { error: NET30_MESSAGES.tradeReferences }).max(3, NET30_MESSAGES.tradeReferences)),
    }, strictBody('application'))
    .transform(({ requestedLimit, ...rest }) => ({ ...rest, requestedLimit: requestedLimit * 100 }));
}

export type Net30ApplicationFormInput = z.input<ReturnType<typeof net30ApplicationSchema>>;

const id = z.coerce.number({ error: 'Application not found' }).int().positive();
const expectedVersion = z.coerce.number({ error: NET30_MESSAGES.expectedVersion }).int(NET30_MESSAGES.expectedVersion).positive(NET30_MESSAGES.expectedVersion);

export const approveSchema = z.object({
  id,
  expectedVersion,
  limitCents: z.coerce.number({ error: NET30_MESSAGES.limit }).int(NET30_MESSAGES.limit).min(10_000, NET30_MESSAGES.limit).max(5_000_000, NET30_MESSAGES.limit),
  netDays: z.coerce
    .number({ error: NET30_MESSAGES.netDays })
    .refine((value): value is (typeof NET_DAYS)[number] => (NET_DAYS as readonly number[]).includes(value), NET30_MESSAGES.netDays),
});

export const declineSchema = z.object({ id, expectedVersion, reason: text(NET30_MESSAGES.reason, 2000) });
export const requestInfoSchema = z.object({ id, expectedVersion, message: text(NET30_MESSAGES.message, 2000) });
export const answerSchema = z.object({ id, text: text(NET30_MESSAGES.answer, 2000) });

export const statusFilterSchema = z.enum(NET30_APPLICATION_STATUSES, { error: NET30_MESSAGES.status }).nullish();

/** §0 paging: 25 a page, at most 100. */
export function pageOf(page: unknown, pageSize: unknown): { number: number; size: number; offset: number } {
  const size = Math.min(Math.max(Math.trunc(Number(pageSize)) || 25, 1), 100);
  const number = Math.max(Math.trunc(Number(page)) || 1, 1);
  return { number, size, offset: (number - 1) * size };
}
