import { z } from 'zod';
import { parseDollarsToCents } from '../../funding/lib/funding-format';

export { formatCents, formatCentsShort, parseDollarsToCents, platformToday } from '../../funding/lib/funding-format';

/** R19 Aging's five buckets in order, with the words on screen. */
export const BUCKET_LABELS = {
  current: 'Current',
  days1to30: '1–30',
  days31to60: '31–60',
  days61to90: '61–90',
  days91plus: '91+',
} as const;
export type Bucket = keyof typeof BUCKET_LABELS;
export const BUCKET_KEYS = Object.keys(BUCKET_LABELS) as Bucket[];

export const ACCOUNT_STATUS_LABELS: Record<string, string> = { active: 'Active', on_hold: 'On hold', closing: 'Closing', closed: 'Closed' };
export const INVOICE_STATUS_LABELS: Record<string, string> = { open: 'Open', overdue: 'Overdue', paid: 'Paid', void: 'Void' };
export const SOURCE_LABELS: Record<string, string> = { application: 'Application', netbuilder: 'NetBuilder' };
export const BUREAU_LABELS: Record<string, string> = { dnb: 'Dun & Bradstreet', experian: 'Experian', equifax: 'Equifax' };
export const BUREAUS = ['dnb', 'experian', 'equifax'] as const;
export const PAYMENT_METHOD_LABELS: Record<string, string> = { check: 'Check', ach: 'ACH', wire: 'Wire' };
export const BATCH_STATUS_LABELS: Record<string, string> = {
  generated: 'Generated',
  submitted: 'Submitted',
  accepted: 'Accepted',
  partially_rejected: 'Partially rejected',
  rejected: 'Rejected',
};
export const RECORD_STATUS_LABELS: Record<string, string> = { included: 'Included', accepted: 'Accepted', rejected: 'Rejected', corrected: 'Corrected' };
export const MANNER_LABELS: Record<string, string> = {
  prompt: 'Prompt',
  slow_1_30: 'Slow 1–30',
  slow_31_60: 'Slow 31–60',
  slow_61_90: 'Slow 61–90',
  slow_91_plus: 'Slow 91+',
};
export const DISPUTE_REASON_LABELS: Record<string, string> = {
  not_mine: 'Not mine',
  paid_on_time: 'Paid on time',
  amount_wrong: 'Amount wrong',
  other: 'Other',
};

/** Basis points as a percentage with one decimal: 9250 → "92.5%"; null (nothing was due) → "—". */
export function formatBps(bps: number | null | undefined): string {
  return bps == null ? '—' : `${(bps / 100).toFixed(1)}%`;
}

/** "2026-10" → "October 2026". */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, number! - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The month before `today` (YYYY-MM-DD) as YYYY-MM: R19 Generate's default (the last closed month). */
export function priorMonth(today: string): string {
  const [year, month] = today.split('-').map(Number);
  return month === 1 ? `${year! - 1}-12` : `${year}-${String(month! - 1).padStart(2, '0')}`;
}

/** Whole days from `today` to an ISO timestamp's platform day (negative when past). */
export function daysUntil(iso: string, now: Date = new Date()): number {
  return Math.floor((new Date(iso).getTime() - now.getTime()) / 86_400_000);
}

const dollars = (message: string) => z.string().refine((value) => parseDollarsToCents(value) !== null, message);
const reason = z.string().trim().min(1, 'Reason is required').max(1000, 'Reason must be at most 1000 characters');

/** R19 Change limit: $100–$50,000 and a reason (the server's rule and message). */
export const LIMIT_MESSAGE = 'Credit limit must be from $100 to $50,000';
export const changeLimitFormSchema = z.object({
  limit: z.string().refine((value) => {
    const cents = parseDollarsToCents(value);
    return cents !== null && cents >= 10_000 && cents <= 5_000_000;
  }, LIMIT_MESSAGE),
  reason,
});
export type ChangeLimitFormValues = z.infer<typeof changeLimitFormSchema>;

export const reasonFormSchema = z.object({ reason });
export type ReasonFormValues = z.infer<typeof reasonFormSchema>;

const QUANTITY_MESSAGE = 'Quantity must be a whole number from 1 to 10,000';
/** R19 Create invoice: an account and 1–20 lines of description, quantity and unit price. */
export const invoiceFormSchema = z.object({
  accountId: z.string().min(1, 'Choose an account'),
  lines: z
    .array(
      z.object({
        description: z.string().trim().min(1, 'Description is required').max(200, 'Description must be at most 200 characters'),
        quantity: z.string().regex(/^\d{1,5}$/, QUANTITY_MESSAGE).refine((value) => Number(value) >= 1 && Number(value) <= 10_000, QUANTITY_MESSAGE),
        unitPrice: dollars('Unit price must be more than $0.00 (dollars and cents, e.g. 49.99)'),
      }),
    )
    .min(1, 'Add at least one line')
    .max(20, 'An invoice has at most 20 lines'),
});
export type InvoiceFormValues = z.infer<typeof invoiceFormSchema>;

/** A line's amount in cents while it is typed (0 until both numbers read). */
export function lineCents(line: { quantity: string; unitPrice: string }): number {
  const quantity = /^\d{1,5}$/.test(line.quantity.trim()) ? Number(line.quantity) : 0;
  return quantity * (parseDollarsToCents(line.unitPrice) ?? 0);
}

/** R19 Record payment (check, ACH, wire): date (not in the future), amount, reference. */
export const paymentFormSchema = z.object({
  method: z.enum(['check', 'ach', 'wire']),
  receivedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Received on must be a date (YYYY-MM-DD)'),
  amount: dollars('Amount must be more than $0.00 (dollars and cents, e.g. 515.87)'),
  reference: z.string().trim().max(100, 'Reference must be at most 100 characters'),
});
export type PaymentFormValues = z.infer<typeof paymentFormSchema>;

const whole = (message: string, min: number, max: number) =>
  z.string().regex(/^\d{1,4}$/, message).refine((value) => Number(value) >= min && Number(value) <= max, message);
const optionalDollars = z.string().refine((value) => value.trim() === '' || parseDollarsToCents(value) !== null, 'Enter dollars and cents, e.g. 99.00');

/** R19 Settings: the fee box as typed (dollars as text), with the server's rules and messages (net30.schemas.ts). */
export const settingsFormSchema = z
  .object({
    annualFee: z.string().refine((value) => {
      const text = value.replace(/[$,\s]/g, '');
      if (/^0*(\.0{1,2})?$/.test(text) && text !== '') return true;
      const cents = parseDollarsToCents(value);
      return cents !== null && cents <= 1_000_000;
    }, 'Annual fee must be from $0 to $10,000'),
    lateFeeTiers: z
      .array(z.object({ upTo: optionalDollars, fee: dollars('Late fee must be more than $0.00') }))
      .min(1, 'Add at least one late fee tier')
      .max(10, 'At most 10 late fee tiers'),
    graceDays: whole('Grace days must be from 0 to 60', 0, 60),
    holdAfterDays: whole('Hold after must be from 1 to 120 days', 1, 120),
    statementDay: whole('Statement day must be a day from 1 to 28', 1, 28),
    reportingDay: whole('Reporting day must be a day from 1 to 28', 1, 28),
    bureaus: z.array(z.enum(BUREAUS)),
    catalog: z
      .array(
        z.object({
          id: z.string().trim().regex(/^[a-z0-9-]{1,64}$/, 'Item ids use lowercase letters, digits and dashes'),
          name: z.string().trim().min(1, 'Item name is required').max(120, 'Item name must be at most 120 characters'),
          price: dollars('Price must be more than $0.00'),
        }),
      )
      .max(50, 'At most 50 catalogue items'),
  })
  .superRefine((values, context) => {
    const tiers = values.lateFeeTiers;
    tiers.forEach((tier, index) => {
      const last = index === tiers.length - 1;
      if (!last && tier.upTo.trim() === '') context.addIssue({ code: 'custom', path: ['lateFeeTiers', index, 'upTo'], message: 'Every tier but the last needs an upper bound' });
      const bound = parseDollarsToCents(tier.upTo);
      const previous = index > 0 ? parseDollarsToCents(tiers[index - 1]!.upTo) : null;
      if (!last && bound !== null && previous !== null && bound <= previous) context.addIssue({ code: 'custom', path: ['lateFeeTiers', index, 'upTo'], message: 'Tier bounds must increase' });
    });
    const ids = values.catalog.map((item) => item.id.trim());
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) context.addIssue({ code: 'custom', path: ['catalog', index, 'id'], message: 'Item ids must be unique' });
    });
  });
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

const dollarsText = (cents: number) => (cents / 100).toFixed(2);

export interface FeeBoxLike {
  annualFeeCents: number;
  lateFeeTiers: readonly { upToCents?: number | null; feeCents: number }[];
  graceDays: number;
  holdAfterDays: number;
  statementDay: number;
  reportingDay: number;
  bureaus: readonly string[];
  catalog: readonly { id: string; name: string; priceCents: number }[];
}

export function settingsFormValues(box: FeeBoxLike): SettingsFormValues {
  return {
    annualFee: dollarsText(box.annualFeeCents),
    lateFeeTiers: box.lateFeeTiers.map((tier) => ({ upTo: tier.upToCents == null ? '' : dollarsText(tier.upToCents), fee: dollarsText(tier.feeCents) })),
    graceDays: String(box.graceDays),
    holdAfterDays: String(box.holdAfterDays),
    statementDay: String(box.statementDay),
    reportingDay: String(box.reportingDay),
    bureaus: box.bureaus.filter((bureau): bureau is (typeof BUREAUS)[number] => (BUREAUS as readonly string[]).includes(bureau)),
    catalog: box.catalog.map((item) => ({ id: item.id, name: item.name, price: dollarsText(item.priceCents) })),
  };
}

/** The form's values as `Net30SettingsInput` (the last tier open-ended). */
export function settingsInput(values: SettingsFormValues, expectedVersion: number) {
  return {
    expectedVersion,
    annualFeeCents: parseDollarsToCents(values.annualFee) ?? 0,
    lateFeeTiers: values.lateFeeTiers.map((tier, index) => ({
      upToCents: index === values.lateFeeTiers.length - 1 ? null : parseDollarsToCents(tier.upTo),
      feeCents: parseDollarsToCents(tier.fee)!,
    })),
    graceDays: Number(values.graceDays),
    holdAfterDays: Number(values.holdAfterDays),
    statementDay: Number(values.statementDay),
    reportingDay: Number(values.reportingDay),
    bureaus: values.bureaus,
    catalog: values.catalog.map((item) => ({ id: item.id.trim(), name: item.name.trim(), priceCents: parseDollarsToCents(item.price)! })),
  };
}
