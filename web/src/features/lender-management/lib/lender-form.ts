import { z } from 'zod';
import { PRODUCT_CODES, US_STATES } from '../../../lib/catalogue';
import type { CreateLenderInput, UpdateLenderInput } from '../../../generated/graphql';
import type { LenderDetailFieldsFragment } from '../api/lender-management.generated';

/** The server's sentences (lenders.schemas.ts), shown word for word. */
export const ACTIVATE_NEEDS_TERMS = 'Activate needs a signed agreement and the data-handling terms';
export const ACTIVATE_NEEDS_USER = 'Activate needs at least one invited user';
export const LAST_ACTIVE_USER_WARNING = 'This lender will have no one to answer submissions';
const MAX_INVITES = 10;
const INVITE_EMAIL_MAX = 64;
const STATE_CODES = new Set<string>(US_STATES.map((state) => state.code));

const required = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be ${min} to ${max} characters`)
    .max(max, `${label} must be ${min} to ${max} characters`);

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "TX, ok ny" → ['TX', 'OK', 'NY']. */
export function parseStates(text: string): string[] {
  return [...new Set(text.toUpperCase().split(/[\s,;]+/).filter(Boolean))];
}

/** One e-mail per line, or separated by commas. */
export function parseEmails(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[\s,;]+/).filter(Boolean))];
}

/**
 * R8's form (and R9's *Edit profile*, without the invitations) as the inputs hold it: text, with the server's rules
 * and messages. Numbers are typed as text so an empty box is "left out".
 */
export const lenderFormSchema = z
  .object({
    legalName: required('Legal name', 2, 120),
    displayName: required('Display name', 1, 120),
    website: z
      .string()
      .trim()
      .max(300, 'Website must be at most 300 characters')
      .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'Website must be an https:// address'),
    contactName: required('Contact name', 1, 120),
    contactEmail: z.string().trim().refine((value) => emailPattern.test(value) && value.length <= 254, 'Please enter a valid email'),
    contactPhone: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\+[1-9]\d{6,14}$/.test(value), 'Phone must be in international format, e.g. +15125550100'),
    products: z.array(z.string()).min(1, 'Choose at least one product'),
    statesLicensed: z.string().refine((text) => parseStates(text).every((code) => STATE_CODES.has(code)), 'States must be two-letter USPS codes'),
    slaHours: z.string().trim().refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 72), 'Response SLA must be 1 to 72 hours'),
    commissionBasis: z.enum(['', 'pct_funded', 'flat']),
    commissionBps: z.string().trim(),
    commissionFlatDollars: z.string().trim(),
    agreementSignedOn: z.string().trim(),
    dataTermsAccepted: z.boolean(),
    requires2fa: z.boolean(),
    notes: z.string().trim().max(2000, 'Notes must be at most 2,000 characters'),
    inviteEmails: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.commissionBasis === 'pct_funded') {
      const bps = values.commissionBps;
      if (!/^\d+$/.test(bps) || Number(bps) > 1000) ctx.addIssue({ code: 'custom', path: ['commissionBps'], message: 'Commission must be 0 to 1,000 basis points' });
    }
    if (values.commissionBasis === 'flat' && !/^\d+(\.\d{1,2})?$/.test(values.commissionFlatDollars)) {
      ctx.addIssue({ code: 'custom', path: ['commissionFlatDollars'], message: 'Flat commission must be an amount in dollars and cents, e.g. 500.00' });
    }
    const emails = parseEmails(values.inviteEmails);
    if (emails.length > MAX_INVITES) ctx.addIssue({ code: 'custom', path: ['inviteEmails'], message: `Invite at most ${MAX_INVITES} users` });
    else if (emails.some((email) => !emailPattern.test(email))) ctx.addIssue({ code: 'custom', path: ['inviteEmails'], message: 'Please enter a valid email' });
    else if (emails.some((email) => email.length > INVITE_EMAIL_MAX)) {
      ctx.addIssue({ code: 'custom', path: ['inviteEmails'], message: `A lender user's e-mail must be at most ${INVITE_EMAIL_MAX} characters` });
    }
  });
export type LenderFormValues = z.input<typeof lenderFormSchema>;
export type LenderFormField = keyof LenderFormValues;

/** Save & activate's own rule (R8), checked before asking the server: the field to mark and its sentence, or null. */
export function activationProblem(values: LenderFormValues): { field: LenderFormField; message: string } | null {
  if (!values.agreementSignedOn.trim() || !values.dataTermsAccepted) return { field: values.agreementSignedOn.trim() ? 'dataTermsAccepted' : 'agreementSignedOn', message: ACTIVATE_NEEDS_TERMS };
  if (parseEmails(values.inviteEmails).length === 0) return { field: 'inviteEmails', message: ACTIVATE_NEEDS_USER };
  return null;
}

export const EMPTY_LENDER_FORM: LenderFormValues = {
  legalName: '',
  displayName: '',
  website: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  products: [],
  statesLicensed: '',
  slaHours: '',
  commissionBasis: '',
  commissionBps: '',
  commissionFlatDollars: '',
  agreementSignedOn: '',
  dataTermsAccepted: false,
  requires2fa: true,
  notes: '',
  inviteEmails: '',
};

/** R9 *Edit profile* starts from the lender as saved. */
export function lenderFormValues(lender: LenderDetailFieldsFragment): LenderFormValues {
  return {
    legalName: lender.legalName,
    displayName: lender.displayName,
    website: lender.website ?? '',
    contactName: lender.contactName,
    contactEmail: lender.contactEmail,
    contactPhone: lender.contactPhone ?? '',
    products: lender.products.filter((code) => (PRODUCT_CODES as readonly string[]).includes(code)),
    statesLicensed: lender.statesLicensed.join(', '),
    slaHours: String(lender.slaHours),
    commissionBasis: lender.commissionBasis ?? '',
    commissionBps: lender.commissionBps === null || lender.commissionBps === undefined ? '' : String(lender.commissionBps),
    commissionFlatDollars: lender.commissionFlatCents === null || lender.commissionFlatCents === undefined ? '' : (lender.commissionFlatCents / 100).toFixed(2),
    agreementSignedOn: lender.agreementSignedOn ?? '',
    dataTermsAccepted: Boolean(lender.dataTermsAcceptedAt),
    requires2fa: lender.requires2fa,
    notes: lender.notes ?? '',
    inviteEmails: '',
  };
}

/** The profile part of the GraphQL input (create and update share it). */
function profileInput(values: LenderFormValues): Omit<UpdateLenderInput, 'expectedVersion'> {
  const basis = values.commissionBasis || null;
  return {
    legalName: values.legalName.trim(),
    displayName: values.displayName.trim(),
    website: values.website.trim() || null,
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim() || null,
    products: values.products,
    statesLicensed: parseStates(values.statesLicensed),
    slaHours: values.slaHours.trim() ? Number(values.slaHours) : null,
    commissionBasis: basis as CreateLenderInput['commissionBasis'],
    commissionBps: basis === 'pct_funded' ? Number(values.commissionBps) : null,
    commissionFlatCents: basis === 'flat' ? Math.round(Number(values.commissionFlatDollars) * 100) : null,
    agreementSignedOn: values.agreementSignedOn.trim() || null,
    dataTermsAccepted: values.dataTermsAccepted,
    requires2fa: values.requires2fa,
    notes: values.notes.trim() || null,
  };
}

export function createLenderInput(values: LenderFormValues, activate: boolean): CreateLenderInput {
  return { ...profileInput(values), inviteEmails: parseEmails(values.inviteEmails), activate };
}

export function updateLenderInput(values: LenderFormValues, expectedVersion: number): UpdateLenderInput {
  return { ...profileInput(values), expectedVersion };
}

/** The server's field names that differ from the form's. */
export function formFieldOf(serverField: string): LenderFormField | null {
  if (serverField === 'commissionFlatCents') return 'commissionFlatDollars';
  if (serverField.startsWith('inviteEmails')) return 'inviteEmails';
  return serverField in EMPTY_LENDER_FORM ? (serverField as LenderFormField) : null;
}
