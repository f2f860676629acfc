import { z } from 'zod';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdShort = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** Integer cents as en-US dollars (BACKOFFICE §0): 6500000 → "$65,000.00"; negative as "−$0.01". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Axis labels: 6500000 → "$65K". */
export function formatCentsShort(cents: number): string {
  return usdShort.format(cents / 100);
}

/** Basis points of a whole as a percentage with one decimal, rounded down (never "100.0%" before it is): 5034 → "50.3%". */
export function formatShareBps(bps: number): string {
  return `${(Math.floor(bps / 10) / 10).toFixed(1)}%`;
}

export const TRANSACTION_TYPE_LABELS: Record<string, string> = {
  payment: 'Payment',
  fee: 'Fee',
  discount: 'Discount',
  adjustment: 'Adjustment',
  reversal: 'Reversal',
};

export const SOURCE_LABELS: Record<string, string> = { manual: 'NetFund', lender: 'Lender', import: 'Import' };

export const FUNDING_STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  paid_off: 'Paid off',
  delinquent: 'Delinquent',
  defaulted: 'Defaulted',
  written_off: 'Written off',
  renewed: 'Renewed',
};

export const COMMISSION_STATUS_LABELS: Record<string, string> = { pending: 'Pending', received: 'Received', clawed_back: 'Clawed back' };

/** What each entry type does to the deal (MCA Suite semantics), shown under the type picker. */
export const TRANSACTION_TYPE_HINTS: Record<string, string> = {
  payment: 'A payment lowers the balance.',
  fee: 'A fee raises the payback.',
  discount: 'A discount lowers the payback.',
  adjustment: 'An adjustment credits the balance without being a payment.',
};

/** "1,234.56" / "$250" → cents, or null when it is not an amount above $0.00 with at most two decimals. */
export function parseDollarsToCents(text: string): number | null {
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text.replace(/[$,\s]/g, ''));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

/** R14 *Add transaction*, with the server's rules and messages (fundings.schemas.ts). */
export const transactionFormSchema = z.object({
  type: z.enum(['payment', 'fee', 'discount', 'adjustment']),
  amount: z.string().refine((value) => parseDollarsToCents(value) !== null, 'Amount must be more than $0.00 (dollars and cents, e.g. 515.87)'),
  occurredOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date'),
  note: z.string().max(1000, 'The note must be at most 1000 characters'),
  externalRef: z.string().max(100, 'The reference must be at most 100 characters'),
  recordOverpayment: z.boolean(),
});
export type TransactionFormValues = z.infer<typeof transactionFormSchema>;

/** The statuses that need a note (R14 *Change status*). */
export const STATUSES_NEEDING_NOTE = ['delinquent', 'defaulted', 'written_off'];

const platformDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'America/New_York' });
/** Today on the platform's calendar (BACKOFFICE §0, America/New_York): the server checks dates against this day. */
export const platformToday = (now: Date = new Date()): string => platformDay.format(now);
