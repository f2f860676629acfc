import { z } from 'zod';
import { FUNDING_NOT_FOUND } from '../fundings/fundings.schemas.js';
import { ENTITY_TYPE_CODES, INDUSTRY_CODES, PRODUCT_CODES, US_STATE_CODES } from '../../catalogue/index.js';
import { calendarDate } from '../../shared/validation.js';
import { naicsCode } from './application.schemas.js';

/** R12's uses of funds (BACKOFFICE §3.1 `useOfFunds`). */
export const USE_OF_FUNDS = ['working_capital', 'inventory', 'equipment', 'payroll', 'expansion', 'refinance', 'real_estate', 'other'] as const;
export type UseOfFunds = (typeof USE_OF_FUNDS)[number];

export const REVENUE_SOURCES = ['self', 'bank_statements', 'tax_return'] as const;
export const FICO_SOURCES = ['self', 'soft_pull', 'hard_pull'] as const;

export const MIN_STAFF_AMOUNT = 1_000;
export const MAX_STAFF_AMOUNT = 10_000_000;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const wholeNumber = (label: string, min: number, max: number, unit = '') => {
  const range = `${label} must be a whole number from ${unit}${min.toLocaleString('en-US')} to ${unit}${max.toLocaleString('en-US')}`;
  return z.number({ error: range }).int(range).min(min, range).max(max, range);
};

const isoDate = (label: string) => calendarDate(`${label} must be a date like 2026-11-22`);

const id = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => Number(value))
    .pipe(z.number().int(message).positive(message).max(2_147_483_647, message));

/** The month the business started, `2021-04`; not in the future. */
const startedMonth = z
  .string({ error: 'Business start must be a month like 2021-04' })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Business start must be a month like 2021-04')
  .refine((value) => value <= new Date().toISOString().slice(0, 7), 'Business start cannot be in the future')
  .refine((value) => value >= '1900-01', 'Business start must be a month like 2021-04');

/**
 * R12's form, as one draft saves it and a submission reads it: the client (an existing client account, or a new
 * one's details: no account is made), the business facts and the request. A draft holds the same required
 * fields as a submission, because the application's own columns (the facts as submitted) cannot be empty.
 */
export const staffApplicationSchema = z
  .object({
    id: id('Invalid application ID').nullish(),
    expectedVersion: z.number({ error: 'expectedVersion must be a whole number' }).int().positive().nullish(),
    clientUserId: id('Pick a client account').nullish(),
    legalName: required('Legal name', 200),
    dba: optional('DBA', 200),
    contactFirstName: required('Contact first name', 100),
    contactLastName: required('Contact last name', 100),
    email: z
      .string({ error: 'Please enter a valid email' })
      .trim()
      .toLowerCase()
      .max(254, 'Please enter a valid email')
      .pipe(z.email('Please enter a valid email')),
    phone: z
      .string({ error: 'Please enter a valid phone number' })
      .trim()
      .regex(/^(\+?[0-9 ().-]{7,32})?$/, 'Please enter a valid phone number')
      .nullish()
      .transform((value) => value || null),
    entityType: z.enum(ENTITY_TYPE_CODES, { error: `Entity type must be one of: ${ENTITY_TYPE_CODES.join(', ')}` }),
    ein: z
      .string({ error: 'EIN must look like 12-3456789' })
      .trim()
      .regex(/^(\d{2}-?\d{7})?$/, 'EIN must look like 12-3456789')
      .nullish()
      .transform((value) => value || null),
    naicsCode,
    industry: z.enum(INDUSTRY_CODES, { error: 'Pick an industry' }),
    state: z.enum(US_STATE_CODES, { error: 'State must be a two-letter US state code' }),
    startedMonth,
    monthlyRevenue: wholeNumber('Average monthly revenue', 0, 1_000_000_000, '$'),
    revenueSource: z.enum(REVENUE_SOURCES, { error: 'Revenue source must be self, bank_statements or tax_return' }),
    fico: wholeNumber('FICO', 300, 850),
    ficoSource: z.enum(FICO_SOURCES, { error: 'FICO source must be self, soft_pull or hard_pull' }),
    ficoAsOf: isoDate('FICO as-of date')
      .refine((value) => value <= new Date().toISOString().slice(0, 10), 'FICO as-of date cannot be in the future')
      .nullish()
      .transform((value) => value ?? null),
    openPositions: wholeNumber('Open positions', 0, 50).nullish().transform((value) => value ?? null),
    product: z.enum(PRODUCT_CODES, { error: 'Pick a product' }),
    requestedAmount: wholeNumber('Amount', MIN_STAFF_AMOUNT, MAX_STAFF_AMOUNT, '$'),
    useOfFunds: z.enum(USE_OF_FUNDS, { error: 'Pick a use of funds' }),
    useOfFundsNote: optional('Use of funds details', 500),
    renewalOfFundingId: id(FUNDING_NOT_FOUND).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.id && !input.expectedVersion) ctx.addIssue({ code: 'custom', path: ['expectedVersion'], message: 'expectedVersion is required to update a draft' });
    if (input.useOfFunds === 'other' && !input.useOfFundsNote) ctx.addIssue({ code: 'custom', path: ['useOfFundsNote'], message: 'Say what the funds are for' });
  });
export type StaffApplicationInput = z.input<typeof staffApplicationSchema>;
export type StaffApplication = z.output<typeof staffApplicationSchema>;

/** *Submit* of a saved draft: the version read, and the answers to the duplicate and cool-down warnings. */
export const submitStaffApplicationSchema = z.object({
  id: id('Invalid application ID'),
  expectedVersion: z.number({ error: 'expectedVersion must be a whole number' }).int().positive(),
  confirmDuplicate: z.boolean().nullish().transform((value) => value ?? false),
  cooldownReason: optional('Reason', 1_000),
});
export type SubmitStaffApplicationInput = z.input<typeof submitStaffApplicationSchema>;

/** The client picker's search: 2 to 100 characters. */
export const clientSearchSchema = z
  .string({ error: 'Type at least 2 characters to search' })
  .trim()
  .min(2, 'Type at least 2 characters to search')
  .max(100, 'Search for at most 100 characters');
