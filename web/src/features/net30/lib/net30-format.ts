import { z } from 'zod';
import type {
  Net30AccountStatus,
  Net30FeeType,
  Net30InvoiceStatus,
  Net30PaymentMethod,
  Net30PaymentStatus,
} from '../../../generated/graphql';
import { formatCalendarDate } from '../../applications/lib/format';
import { formatCents, parseDollarsToCents } from '../../funding/lib/funding-format';

export { formatCalendarDate, formatCents, parseDollarsToCents };

/** The smallest online payment (server: MINIMUM_PAYMENT_CENTS) and the smallest sandbox order (MINIMUM_ORDER_CENTS). */
export const MINIMUM_PAYMENT_CENTS = 100;
export const MINIMUM_ORDER_CENTS = 1_000;
export const MINIMUM_ORDER = 'The minimum order is $10.00';
/** Per catalogue item (server: 1 to 100). */
export const MAX_QUANTITY = 100;

export const ACCOUNT_STATUS_LABELS: Record<Net30AccountStatus, string> = { active: 'Active', on_hold: 'On hold', closing: 'Closing', closed: 'Closed' };
export const INVOICE_STATUS_LABELS: Record<Net30InvoiceStatus, string> = { open: 'Open', overdue: 'Overdue', paid: 'Paid', void: 'Void' };
export const PAYMENT_METHOD_LABELS: Record<Net30PaymentMethod, string> = { online: 'Online', check: 'Check', ach: 'ACH', wire: 'Wire' };
export const PAYMENT_STATUS_LABELS: Record<Net30PaymentStatus, string> = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed', refunded: 'Refunded' };
export const FEE_TYPE_LABELS: Record<Net30FeeType, string> = { late: 'Late fee', returned_payment: 'Returned payment fee' };
export const BUREAU_LABELS: Record<string, string> = { dnb: 'Dun & Bradstreet', experian: 'Experian', equifax: 'Equifax' };
export const MANNER_LABELS: Record<string, string> = {
  prompt: 'Paid as agreed',
  slow_1_30: '1–30 days slow',
  slow_31_60: '31–60 days slow',
  slow_61_90: '61–90 days slow',
  slow_91_plus: '91+ days slow',
};
export const RECORD_STATUS_LABELS: Record<string, string> = { included: 'Included', accepted: 'Accepted', rejected: 'Rejected', corrected: 'Corrected' };
export const BATCH_STATUS_LABELS: Record<string, string> = {
  generated: 'Not sent yet',
  submitted: 'Submitted',
  accepted: 'Accepted',
  partially_rejected: 'Partly rejected',
  rejected: 'Rejected',
};
export const DISPUTE_REASONS = ['not_mine', 'paid_on_time', 'amount_wrong', 'other'] as const;
export const DISPUTE_REASON_LABELS: Record<(typeof DISPUTE_REASONS)[number], string> = {
  not_mine: 'This account is not mine',
  paid_on_time: 'I paid on time',
  amount_wrong: 'An amount is wrong',
  other: 'Something else',
};

export function label(labels: Record<string, string>, code: string): string {
  return labels[code] ?? code.replace(/_/g, ' ');
}

/** Colour of a status badge: red for overdue/on hold, green for paid/active, grey for void/closed. */
export function statusPalette(status: string): string {
  if (status === 'overdue' || status === 'on_hold' || status === 'failed' || status === 'rejected') return 'red';
  if (status === 'paid' || status === 'active' || status === 'succeeded' || status === 'accepted') return 'green';
  if (status === 'open' || status === 'pending' || status === 'closing') return 'blue';
  return 'gray';
}

/** Whole days from `from` to `to` (ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** R24 "days to/past due" of an invoice with a balance: "Due in 12 days", "Due today", "5 days past due"; "—" when settled. */
export function dueText(invoice: { status: string; dueOn: string; daysPastDue: number; balanceCents: number }, today: string): string {
  if (invoice.status === 'paid' || invoice.status === 'void' || invoice.balanceCents <= 0) return '—';
  if (invoice.daysPastDue > 0) return `${invoice.daysPastDue} ${invoice.daysPastDue === 1 ? 'day' : 'days'} past due`;
  const days = daysBetween(today, invoice.dueOn);
  if (days <= 0) return 'Due today';
  return `Due in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** On-time share in basis points as "96.5%"; "—" when nothing was due in the last 12 months. */
export function formatOnTime(bps: number | null | undefined): string {
  if (bps === null || bps === undefined) return '—';
  return `${(Math.floor(bps / 10) / 10).toFixed(1)}%`;
}

/** "2026-11" → "November 2026". */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, number! - 1, 1)));
}

/** A timestamp as "Nov 23, 2026, 10:15 AM" in the platform time zone. */
const timestampFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' });
export function formatTimestamp(at: string | Date): string {
  return timestampFormat.format(typeof at === 'string' ? new Date(at) : at);
}

/** R24 fee box: "$15.00 up to $99.99", "$29.00 up to $249.99", "$39.00 above". */
export function lateFeeTierText(tiers: readonly { upToCents?: number | null; feeCents: number }[]): string[] {
  return tiers.map((tier, index) => {
    const previous = index > 0 ? tiers[index - 1]!.upToCents : null;
    if (tier.upToCents === null || tier.upToCents === undefined) {
      return previous ? `${formatCents(tier.feeCents)} on invoices above ${formatCents(previous)}` : `${formatCents(tier.feeCents)} on any invoice`;
    }
    return `${formatCents(tier.feeCents)} on invoices up to ${formatCents(tier.upToCents)}`;
  });
}

/** R25 *Pay now*: the amount in dollars, at least $1.00 and at most the balance. */
export function payFormSchema(balanceCents: number) {
  return z.object({
    choice: z.enum(['full', 'partial']),
    amount: z.string(),
  }).superRefine((values, context) => {
    if (values.choice === 'full') return;
    const cents = parseDollarsToCents(values.amount);
    if (values.amount.trim() === '') context.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount' });
    else if (cents === null) context.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount in dollars and cents, e.g. 25.00' });
    else if (cents < MINIMUM_PAYMENT_CENTS) context.addIssue({ code: 'custom', path: ['amount'], message: 'Pay at least $1.00' });
    else if (cents > balanceCents) context.addIssue({ code: 'custom', path: ['amount'], message: `The payment is more than the balance of ${formatCents(balanceCents)}` });
  });
}
export type PayFormValues = z.infer<ReturnType<typeof payFormSchema>>;

/** The cents a valid pay form asks for. */
export function payAmountCents(values: PayFormValues, balanceCents: number): number {
  return values.choice === 'full' ? balanceCents : parseDollarsToCents(values.amount)!;
}

/** R19 *Record payment* (admin): amount, date (not in the future), check/ACH/wire, reference. */
export function recordPaymentSchema(balanceCents: number, today: string) {
  return z.object({
    amount: z.string().superRefine((amount, context) => {
      const cents = parseDollarsToCents(amount);
      if (cents === null) context.addIssue({ code: 'custom', message: 'Enter an amount in dollars and cents, e.g. 25.00' });
      else if (cents > balanceCents) context.addIssue({ code: 'custom', message: `The payment is more than the balance of ${formatCents(balanceCents)}` });
    }),
    receivedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date the money arrived').refine((date) => date <= today, 'The payment date cannot be in the future'),
    method: z.enum(['check', 'ach', 'wire']),
    reference: z.string().max(100, 'At most 100 characters'),
  });
}
export type RecordPaymentValues = z.infer<ReturnType<typeof recordPaymentSchema>>;

/** A reason for void or waive (server: 1 to 1,000 characters). */
export const reasonSchema = z.object({
  reason: z.string().trim().min(1, 'Give a reason').max(1000, 'At most 1,000 characters'),
});
export type ReasonValues = z.infer<typeof reasonSchema>;

export const disputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS),
  text: z.string().trim().min(1, 'Tell us what is wrong').max(2000, 'At most 2,000 characters'),
});
export type DisputeValues = z.infer<typeof disputeSchema>;

/** The browser's redirect to the hosted checkout, in one object so component tests can replace it. */
export const checkoutBrowser = {
  goTo(url: string): void {
    window.location.assign(url);
  },
};

/** A new idempotency key for one Pay now dialog. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
