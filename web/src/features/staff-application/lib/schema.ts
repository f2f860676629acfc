import { z } from 'zod';
import type { StaffApplicationInput, UseOfFunds } from '../../../generated/graphql';
import { ENTITY_TYPES, INDUSTRY_CODES, PRODUCT_CODES, US_STATE_CODES } from '../../../lib/catalogue';

/** R12's revenue and FICO sources and uses of funds, with the words the form shows (server: staff-application.schemas.ts); the legal forms are the catalogue's. */
export const REVENUE_SOURCES = [
  { code: 'self', label: 'Client said' },
  { code: 'bank_statements', label: 'Bank statements' },
  { code: 'tax_return', label: 'Tax return' },
] as const;

export const FICO_SOURCES = [
  { code: 'self', label: 'Client said' },
  { code: 'soft_pull', label: 'Soft pull' },
  { code: 'hard_pull', label: 'Hard pull' },
] as const;

export const USES_OF_FUNDS: readonly { code: UseOfFunds; label: string }[] = [
  { code: 'working_capital', label: 'Working capital' },
  { code: 'inventory', label: 'Inventory' },
  { code: 'equipment', label: 'Equipment' },
  { code: 'payroll', label: 'Payroll' },
  { code: 'expansion', label: 'Expansion' },
  { code: 'refinance', label: 'Refinance' },
  { code: 'real_estate', label: 'Real estate' },
  { code: 'other', label: 'Other' },
];

const codes = <T extends { code: string }>(entries: readonly T[]) => entries.map((entry) => entry.code) as [T['code'], ...T['code'][]];

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
/** A whole number typed into a text field (commas and a leading $ allowed), within a range, with the server's message. */
const wholeNumber = (label: string, min: number, max: number, unit = '') => {
  const range = `${label} must be a whole number from ${unit}${min.toLocaleString('en-US')} to ${unit}${max.toLocaleString('en-US')}`;
  return z.string().trim().refine((text) => {
    const value = parseWhole(text);
    return value !== null && value >= min && value <= max;
  }, range);
};
const pick = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.string().refine((value): value is T => (values as readonly string[]).includes(value), message);

/** "$12,500" → 12500; null for anything but a whole number. */
export function parseWhole(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  return /^\d{1,12}$/.test(cleaned) ? Number(cleaned) : null;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);
const today = () => new Date().toISOString().slice(0, 10);

/** The form as typed (every field text, as inputs give it), checked with the server's rules and messages. */
export const staffApplicationFormSchema = z
  .object({
    clientMode: z.enum(['new', 'existing']),
    clientUserId: z.string(),
    legalName: required('Legal name', 200),
    dba: optional('DBA', 200),
    contactFirstName: required('Contact first name', 100),
    contactLastName: required('Contact last name', 100),
    email: z.string().trim().min(1, 'Please enter a valid email').pipe(z.email('Please enter a valid email')),
    phone: z.string().trim().regex(/^(\+?[0-9 ().-]{7,32})?$/, 'Please enter a valid phone number'),
    entityType: pick(codes(ENTITY_TYPES), 'Pick an entity type'),
    ein: z.string().trim().regex(/^(\d{2}-?\d{7})?$/, 'EIN must look like 12-3456789'),
    naicsCode: z.string().trim().regex(/^\d{2,6}$/, 'NAICS code must be 2 to 6 digits'),
    industry: pick(INDUSTRY_CODES, 'Pick an industry'),
    state: pick(US_STATE_CODES, 'Pick a state'),
    startedMonth: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Business start must be a month like 2021-04')
      .refine((value) => value <= thisMonth(), 'Business start cannot be in the future'),
    monthlyRevenue: wholeNumber('Average monthly revenue', 0, 1_000_000_000, '$'),
    revenueSource: pick(codes(REVENUE_SOURCES), 'Pick where the revenue figure comes from'),
    fico: wholeNumber('FICO', 300, 850),
    ficoSource: pick(codes(FICO_SOURCES), 'Pick where the score comes from'),
    ficoAsOf: z.string().refine((value) => value === '' || value <= today(), 'FICO as-of date cannot be in the future'),
    openPositions: z.string().trim().refine((text) => text === '' || ((parseWhole(text) ?? 99) <= 50), 'Open positions must be a whole number from 0 to 50'),
    product: pick(PRODUCT_CODES, 'Pick a product'),
    requestedAmount: wholeNumber('Amount', 1_000, 10_000_000, '$'),
    useOfFunds: pick(codes(USES_OF_FUNDS), 'Pick a use of funds'),
    useOfFundsNote: optional('Use of funds details', 500),
  })
  .superRefine((values, ctx) => {
    if (values.clientMode === 'existing' && !values.clientUserId) ctx.addIssue({ code: 'custom', path: ['clientUserId'], message: 'Pick a client account' });
    if (values.useOfFunds === 'other' && !values.useOfFundsNote) ctx.addIssue({ code: 'custom', path: ['useOfFundsNote'], message: 'Say what the funds are for' });
  });

export type StaffApplicationFormValues = z.input<typeof staffApplicationFormSchema>;
export type StaffApplicationField = keyof StaffApplicationFormValues;

export const EMPTY_FORM: StaffApplicationFormValues = {
  clientMode: 'new',
  clientUserId: '',
  legalName: '',
  dba: '',
  contactFirstName: '',
  contactLastName: '',
  email: '',
  phone: '',
  entityType: '',
  ein: '',
  naicsCode: '',
  industry: '',
  state: '',
  startedMonth: '',
  monthlyRevenue: '',
  revenueSource: 'self',
  fico: '',
  ficoSource: 'self',
  ficoAsOf: '',
  openPositions: '',
  product: '',
  requestedAmount: '',
  useOfFunds: '',
  useOfFundsNote: '',
};

const orNull = (text: string) => text.trim() || null;

/** The checked form as `saveApplicationDraft` takes it (the draft's id and version added by the caller). */
export function toDraftInput(values: StaffApplicationFormValues): Omit<StaffApplicationInput, 'id' | 'expectedVersion'> {
  return {
    clientUserId: values.clientMode === 'existing' ? values.clientUserId : null,
    legalName: values.legalName.trim(),
    dba: orNull(values.dba),
    contactFirstName: values.contactFirstName.trim(),
    contactLastName: values.contactLastName.trim(),
    email: values.email.trim(),
    phone: orNull(values.phone),
    entityType: values.entityType,
    ein: orNull(values.ein),
    naicsCode: values.naicsCode.trim(),
    industry: values.industry,
    state: values.state,
    startedMonth: values.startedMonth,
    monthlyRevenue: parseWhole(values.monthlyRevenue)!,
    revenueSource: values.revenueSource,
    fico: parseWhole(values.fico)!,
    ficoSource: values.ficoSource,
    ficoAsOf: orNull(values.ficoAsOf),
    openPositions: values.openPositions.trim() === '' ? null : parseWhole(values.openPositions),
    product: values.product,
    requestedAmount: parseWhole(values.requestedAmount)!,
    useOfFunds: values.useOfFunds as UseOfFunds,
    useOfFundsNote: orNull(values.useOfFundsNote),
  };
}

/** How many whole months a business started in `month` (2021-04) has been trading. */
export function monthsInBusiness(month: string, now = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  return Math.max(0, (now.getUTCFullYear() - Number(match[1])) * 12 + (now.getUTCMonth() + 1 - Number(match[2])));
}
