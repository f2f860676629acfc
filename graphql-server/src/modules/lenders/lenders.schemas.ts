import { z } from 'zod';
import { PRODUCT_CODES, US_STATE_CODES } from '../../catalogue/index.js';
import { calendarDate } from '../../shared/validation.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../applications/application-admin.schemas.js';
import { COMMISSION_BASES, LENDER_STATUSES, MAX_LENDER_NOTES } from './lender.entity.js';

export const LENDER_NOT_FOUND = 'Lender not found';
export const LENDER_USER_NOT_FOUND = 'Lender user not found';
export const LENDER_NAME_TAKEN = 'A lender with this name already exists';
export const ACTIVATE_NEEDS_TERMS = 'Activate needs a signed agreement and the data-handling terms';
export const ACTIVATE_NEEDS_USER = 'Activate needs at least one invited user';
export const EMAIL_BELONGS_TO_ANOTHER_ACCOUNT = 'This e-mail belongs to another account';
export const LAST_ACTIVE_USER_WARNING = 'This lender will have no one to answer submissions';
export const INVITE_INVALID = 'This invitation link has expired or was already used';
/** Lender users choose a longer password than clients (R5's rule for staff accounts). */
export const LENDER_PASSWORD_MIN = 12;
/** An invited user signs in with their e-mail as username, which is at most 64 characters long. */
const INVITE_EMAIL_MAX = 64;
const MAX_INVITES = 10;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be ${min} to ${max} characters`)
    .max(max, `${label} must be ${min} to ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const email = z.string({ error: 'Please enter a valid email' }).trim().toLowerCase().max(254, 'Please enter a valid email').pipe(z.email('Please enter a valid email'));

export const inviteEmail = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .toLowerCase()
  .max(INVITE_EMAIL_MAX, `A lender user's e-mail must be at most ${INVITE_EMAIL_MAX} characters`)
  .pipe(z.email('Please enter a valid email'));

const website = z
  .string()
  .trim()
  .max(300, 'Website must be at most 300 characters')
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'Website must be an https:// address')
  .nullish()
  .transform((value) => (value ? value : null));

const phone = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\+[1-9]\d{6,14}$/.test(value), 'Phone must be in international format, e.g. +15125550100')
  .nullish()
  .transform((value) => (value ? value : null));

const isoDate = z
  .string()
  .trim()
  .pipe(calendarDate('Agreement signed date must be a date (YYYY-MM-DD)'))
  .nullish()
  .transform((value) => value ?? null);

/** The profile fields of R8's form (create) and R9's *Edit profile*. */
const profileShape = {
  legalName: text('Legal name', 2, 120),
  displayName: text('Display name', 1, 120),
  website,
  contactName: text('Contact name', 1, 120),
  contactEmail: email,
  contactPhone: phone,
  products: z.array(z.enum(PRODUCT_CODES, 'Choose products from the list')).min(1, 'Choose at least one product').transform((codes) => [...new Set(codes)]),
  statesLicensed: z
    .array(z.enum(US_STATE_CODES, 'States must be two-letter USPS codes'))
    .nullish()
    .transform((codes) => [...new Set(codes ?? [])]),
  slaHours: z.number().int('Response SLA must be 1 to 72 hours').min(1, 'Response SLA must be 1 to 72 hours').max(72, 'Response SLA must be 1 to 72 hours').nullish(),
  commissionBasis: z.enum(COMMISSION_BASES, 'Commission basis must be pct_funded or flat').nullish().transform((value) => value ?? null),
  commissionBps: z.number().int('Commission must be 0 to 1,000 basis points').min(0, 'Commission must be 0 to 1,000 basis points').max(1000, 'Commission must be 0 to 1,000 basis points').nullish().transform((value) => value ?? null),
  commissionFlatCents: z.number().int('Flat commission must be a whole number of cents').min(0, 'Flat commission must be a whole number of cents').max(100_000_000_00, 'Flat commission is too large').nullish().transform((value) => value ?? null),
  agreementSignedOn: isoDate,
  dataTermsAccepted: z.boolean().nullish().transform((value) => value ?? false),
  requires2fa: z.boolean().nullish().transform((value) => value ?? true),
  notes: optionalText('Notes', MAX_LENDER_NOTES),
};

type CommissionFields = { commissionBasis: string | null; commissionBps: number | null; commissionFlatCents: number | null };

/** The commission is either basis points of the funded amount or a flat amount, with the matching basis. */
function commissionIsConsistent(data: CommissionFields, ctx: z.RefinementCtx): void {
  if (data.commissionBasis === 'pct_funded' && (data.commissionBps === null || data.commissionFlatCents !== null)) {
    ctx.addIssue({ code: 'custom', path: ['commissionBps'], message: 'A percentage commission needs basis points and no flat amount' });
  } else if (data.commissionBasis === 'flat' && (data.commissionFlatCents === null || data.commissionBps !== null)) {
    ctx.addIssue({ code: 'custom', path: ['commissionFlatCents'], message: 'A flat commission needs an amount and no basis points' });
  } else if (data.commissionBasis === null && (data.commissionBps !== null || data.commissionFlatCents !== null)) {
    ctx.addIssue({ code: 'custom', path: ['commissionBasis'], message: 'Choose the commission basis' });
  }
}

/** R8 *Save* / *Save & activate*: the profile and 0–10 users to invite (at least one to activate). */
export const createLenderSchema = z
  .object({
    ...profileShape,
    inviteEmails: z
      .array(inviteEmail)
      .max(MAX_INVITES, `Invite at most ${MAX_INVITES} users`)
      .nullish()
      .transform((emails) => [...new Set(emails ?? [])]),
    activate: z.boolean().nullish().transform((value) => value ?? false),
  })
  .superRefine(commissionIsConsistent);
export type CreateLenderInput = z.input<typeof createLenderSchema>;
export type CreateLenderData = z.output<typeof createLenderSchema>;

/** R9 *Edit profile* (version-checked). */
export const updateLenderSchema = z
  .object({ ...profileShape, expectedVersion: z.number().int().min(1, 'expectedVersion is required') })
  .superRefine(commissionIsConsistent);
export type UpdateLenderInput = z.input<typeof updateLenderSchema>;

export const pauseLenderSchema = z.object({
  reason: text('Reason', 5, 500),
  expectedVersion: z.number().int().min(1, 'expectedVersion is required'),
});

export const LENDER_SORTS = ['name_asc', 'name_desc', 'createdAt_desc', 'createdAt_asc', 'status_asc'] as const;
export type LenderSort = (typeof LENDER_SORTS)[number];
const pageSizeMessage = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** R7: filters status / product / state coverage, search name or e-mail, sort, page (25, at most 100). */
export const lenderListSchema = z.object({
  filter: z
    .object({
      search: z.string().trim().max(100, 'Search for at most 100 characters').nullish(),
      status: z.enum(LENDER_STATUSES, 'Unknown lender status').nullish(),
      product: z.enum(PRODUCT_CODES, 'Unknown product').nullish(),
      state: z.enum(US_STATE_CODES, 'state must be a two-letter USPS code').nullish(),
    })
    .nullish()
    .transform((filter) => filter ?? {}),
  sort: z.enum(LENDER_SORTS).nullish().transform((sort) => sort ?? 'name_asc'),
  page: z.number().int('page must be a whole number from 1').min(1, 'page must be a whole number from 1').nullish().transform((page) => page ?? 1),
  pageSize: z.number().int(pageSizeMessage).min(1, pageSizeMessage).max(MAX_PAGE_SIZE, pageSizeMessage).nullish().transform((size) => size ?? DEFAULT_PAGE_SIZE),
});
export type LenderListInput = z.input<typeof lenderListSchema>;
export type LenderListQuery = z.output<typeof lenderListSchema>;

/** Accepting an invitation: the token from the link and a password of at least 12 characters, typed twice. */
export const acceptInviteSchema = z
  .object({
    token: z.string({ error: INVITE_INVALID }).trim().min(1, INVITE_INVALID).max(128, INVITE_INVALID),
    password: z
      .string({ error: `Password must be at least ${LENDER_PASSWORD_MIN} characters` })
      .min(LENDER_PASSWORD_MIN, `Password must be at least ${LENDER_PASSWORD_MIN} characters`)
      .max(256, 'Password must be at most 256 characters'),
    confirmPassword: z.string({ error: 'Password confirmation is required' }).min(1, 'Password confirmation is required'),
  })
  .refine((data) => data.password === data.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;
