import { addDays, daysBetween } from '../../shared/calendar.js';
import type { NetDays } from './net30-account.entity.js';
import type { Net30InvoiceLine } from './net30-invoice.entity.js';
import type { LateFeeTier } from './net30-settings.entity.js';
import type { AgingBuckets } from './net30-statement.entity.js';
import type { MannerOfPayment } from '../furnishing/furnishing-record.entity.js';

/*
 * Net30's money rules as plain functions (BACKOFFICE R19, §3.5, invariant 10; no I/O, unit-tested on their own).
 * Money is integer cents throughout.
 */

/** A line as entered: description, quantity and unit price in cents. */
export interface LineInput {
  description: string;
  quantity: number;
  unitPrice: number;
}

/** The lines with their amounts, and the invoice total. */
export function priceLines(lines: readonly LineInput[]): { lines: Net30InvoiceLine[]; total: number } {
  const priced = lines.map((line) => ({ ...line, amount: line.quantity * line.unitPrice }));
  return { lines: priced, total: priced.reduce((sum, line) => sum + line.amount, 0) };
}

/** Invariant 10: the due date is the issue date plus the account's net days. */
export const dueOnFor = (issuedOn: string, netDays: NetDays): string => addDays(issuedOn, netDays);

/** What is still owed on an invoice: total + fees − payments (a void invoice owes nothing). */
export function invoiceBalance(invoice: { total: number; fees: number; paid: number; status: string }): number {
  return invoice.status === 'void' ? 0 : invoice.total + invoice.fees - invoice.paid;
}

/** Days past the due date on `today` (0 when not yet due). */
export const daysPastDue = (dueOn: string, today: string): number => Math.max(0, daysBetween(dueOn, today));

/** The late fee for an invoice of `total` cents: the first tier whose upper bound it does not exceed. */
export function lateFeeFor(total: number, tiers: readonly LateFeeTier[]): number {
  const tier = tiers.find((candidate) => candidate.upToCents === null || total <= candidate.upToCents);
  return tier?.feeCents ?? 0;
}

/** A late fee is due once an invoice with a balance is at least `graceDays` past due. */
export const lateFeeDue = (dueOn: string, today: string, graceDays: number): boolean => daysPastDue(dueOn, today) >= Math.max(1, graceDays);

export const EMPTY_AGING: AgingBuckets = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, days91plus: 0 };

/** The aging bucket of a balance `days` past due (0: current). */
export function agingBucket(days: number): keyof AgingBuckets {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'days91plus';
}

/** Balances by age on `today`, from the open invoices' balances and due dates. */
export function agingOf(invoices: readonly { balance: number; dueOn: string }[], today: string): AgingBuckets {
  const aging = { ...EMPTY_AGING };
  for (const invoice of invoices) {
    if (invoice.balance > 0) aging[agingBucket(daysBetween(invoice.dueOn, today))] += invoice.balance;
  }
  return aging;
}

/** D&B's manner of payment from the most days beyond terms in the period (0: prompt). */
export function mannerOfPayment(maxDaysBeyondTerms: number): MannerOfPayment {
  if (maxDaysBeyondTerms <= 0) return 'prompt';
  if (maxDaysBeyondTerms <= 30) return 'slow_1_30';
  if (maxDaysBeyondTerms <= 60) return 'slow_31_60';
  if (maxDaysBeyondTerms <= 90) return 'slow_61_90';
  return 'slow_91_plus';
}

/**
 * Days beyond terms, dollar-weighted (Experian's DBT): each paid amount weighs its days late, each still-open past
 * due balance its days past due on `today`; rounded to a whole day. 0 when nothing was due.
 */
export function dollarWeightedDaysBeyondTerms(
  items: readonly { amount: number; dueOn: string; paidOn: string | null }[],
  today: string,
): number {
  let weighted = 0;
  let amount = 0;
  for (const item of items) {
    const until = item.paidOn ?? today;
    if (item.paidOn === null && daysBetween(item.dueOn, today) <= 0) continue;
    weighted += item.amount * Math.max(0, daysBetween(item.dueOn, until));
    amount += item.amount;
  }
  return amount === 0 ? 0 : Math.round(weighted / amount);
}

/** R19's suggested limit: 10 % of monthly revenue, capped at $10,000 and floored at $500 (cents, from annual dollars). */
export function suggestedLimit(annualRevenueDollars: number): number {
  const tenPercentOfMonthlyCents = Math.round((annualRevenueDollars * 100) / 12 / 10);
  return Math.min(1_000_000, Math.max(50_000, Math.round(tenPercentOfMonthlyCents / 100) * 100));
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** `$1,234.56`. */
export const formatUsd = (cents: number): string => usd.format(cents / 100);
