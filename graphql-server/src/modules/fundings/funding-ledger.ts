import type { PaymentFrequency } from '../offers/offer-math.js';
import type { EntryType, TransactionType } from './funding-transaction.entity.js';
import { addDays } from '../../shared/calendar.js';

/**
 * R14's numbers as plain functions of the funding and its ledger (no I/O; unit-tested on their own). MCA Suite's
 * semantics: a payment lowers the balance, a fee raises the payback, a discount lowers it, an adjustment credits the
 * balance without being a payment; a reversal undoes the row it reverses (its amount is that row's, negated).
 */

export interface LedgerRow {
  id: number;
  type: TransactionType;
  amount: number;
  occurredOn: string;
  reversesId: number | null;
}

export interface LedgerTotals {
  /** Expected payback with the fees and discounts so far. */
  paybackCents: number;
  /** Payments, net of their reversals. */
  paidCents: number;
  /** Adjustments credited to the balance, net of their reversals. */
  creditedCents: number;
  remainingCents: number;
  /** Share of the payback no longer owed, in basis points (0–10,000). */
  percentPaidBps: number;
}

interface Effect {
  payback: number;
  paid: number;
  credited: number;
}

const EFFECTS: Record<EntryType, (amount: number) => Effect> = {
  payment: (amount) => ({ payback: 0, paid: amount, credited: 0 }),
  fee: (amount) => ({ payback: amount, paid: 0, credited: 0 }),
  discount: (amount) => ({ payback: -amount, paid: 0, credited: 0 }),
  adjustment: (amount) => ({ payback: 0, paid: 0, credited: amount }),
};

/** The type whose effect a row has: its own, or for a reversal the reversed row's. */
function effectiveType(row: LedgerRow, byId: ReadonlyMap<number, LedgerRow>): EntryType {
  if (row.type !== 'reversal') return row.type;
  const reversed = row.reversesId === null ? undefined : byId.get(row.reversesId);
  if (!reversed || reversed.type === 'reversal') throw new Error(`Reversal ${row.id} does not reverse an entry of this ledger`);
  return reversed.type;
}

/** Each row with the balance right after it, in ledger order (date, then entry order). */
export function withBalances<Row extends LedgerRow>(expectedPaybackCents: number, rows: readonly Row[]): { row: Row; balanceAfterCents: number }[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  let balance = expectedPaybackCents;
  return sortLedger(rows).map((row) => {
    const effect = EFFECTS[effectiveType(row, byId)](row.amount);
    balance += effect.payback - effect.paid - effect.credited;
    return { row, balanceAfterCents: balance };
  });
}

export function sortLedger<Row extends LedgerRow>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => a.occurredOn.localeCompare(b.occurredOn) || a.id - b.id);
}

export function ledgerTotals(expectedPaybackCents: number, rows: readonly LedgerRow[]): LedgerTotals {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sum: Effect = { payback: expectedPaybackCents, paid: 0, credited: 0 };
  for (const row of rows) {
    const effect = EFFECTS[effectiveType(row, byId)](row.amount);
    sum.payback += effect.payback;
    sum.paid += effect.paid;
    sum.credited += effect.credited;
  }
  const remaining = sum.payback - sum.paid - sum.credited;
  const settled = sum.payback - remaining;
  const percentPaidBps = sum.payback <= 0 ? 10_000 : Math.min(10_000, Math.max(0, Math.floor((settled * 10_000) / sum.payback)));
  return { paybackCents: sum.payback, paidCents: sum.paid, creditedCents: sum.credited, remainingCents: remaining, percentPaidBps };
}

/** Cents a row takes off the balance towards the schedule (payments and adjustments, reversals negated). */
function settledBy(row: LedgerRow, byId: ReadonlyMap<number, LedgerRow>): number {
  const effect = EFFECTS[effectiveType(row, byId)](row.amount);
  return effect.paid + effect.credited;
}

// ---- The repayment schedule ---------------------------------------------------------------------------------

export interface ScheduleTerms {
  fundedOn: string;
  frequency: PaymentFrequency;
  paymentCount: number;
  paymentCents: number;
  /** The last payment absorbs the rounding (§5.2). */
  lastPaymentCents: number;
}

export interface ScheduledPayment {
  dueOn: string;
  cumulativeCents: number;
}

const toUtc = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date): string => date.toISOString().slice(0, 10);

function addMonths(iso: string, months: number): string {
  const date = toUtc(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toIso(target);
}

const isWeekend = (iso: string): boolean => [0, 6].includes(toUtc(iso).getUTCDay());

/**
 * When each payment falls due and what the schedule expects paid by then: daily payments on business days
 * (Mon–Fri, no holiday calendar) from the first business day after funding; weekly and biweekly every 7 / 14 days
 * after the funded date; monthly on the same day of each following month (the month's last day when shorter).
 */
export function paymentSchedule(terms: ScheduleTerms): ScheduledPayment[] {
  const schedule: ScheduledPayment[] = [];
  let cumulative = 0;
  let day = terms.fundedOn;
  for (let index = 1; index <= terms.paymentCount; index += 1) {
    let dueOn: string;
    if (terms.frequency === 'daily') {
      do day = addDays(day, 1);
      while (isWeekend(day));
      dueOn = day;
    } else if (terms.frequency === 'monthly') {
      dueOn = addMonths(terms.fundedOn, index);
    } else {
      dueOn = addDays(terms.fundedOn, index * (terms.frequency === 'weekly' ? 7 : 14));
    }
    cumulative += index === terms.paymentCount ? terms.lastPaymentCents : terms.paymentCents;
    schedule.push({ dueOn, cumulativeCents: cumulative });
  }
  return schedule;
}

export interface SeriesPoint {
  date: string;
  scheduledCents: number;
  /** Null after today: the future has no actuals. */
  actualCents: number | null;
}

/** R14's chart: scheduled cumulative vs actual cumulative, at every due date and every ledger date. */
export function cumulativeSeries(terms: ScheduleTerms, rows: readonly LedgerRow[], today: string): SeriesPoint[] {
  const schedule = paymentSchedule(terms);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const dates = [...new Set([terms.fundedOn, ...schedule.map((due) => due.dueOn), ...rows.map((row) => row.occurredOn)])].sort();
  let scheduleIndex = 0;
  let scheduled = 0;
  let actual = 0;
  const sorted = sortLedger(rows);
  let rowIndex = 0;
  return dates.map((date) => {
    while (scheduleIndex < schedule.length && schedule[scheduleIndex]!.dueOn <= date) scheduled = schedule[scheduleIndex++]!.cumulativeCents;
    while (rowIndex < sorted.length && sorted[rowIndex]!.occurredOn <= date) actual += settledBy(sorted[rowIndex++]!, byId);
    return { date, scheduledCents: scheduled, actualCents: date <= today ? actual : null };
  });
}

/** How far back the renewal badge looks for a missed payment (R14). */
export const RENEWAL_LOOKBACK_DAYS = 30;
/** The renewal badge's threshold: half the payback no longer owed (R14). */
export const RENEWAL_PERCENT_PAID_BPS = 5_000;

/**
 * A payment is **missed** when, on a scheduled due date within the last 30 days (today included), the cumulative
 * amount settled by then (payments and adjustments on or before that date, net of reversals) is below what the
 * schedule expected by then. Catching up later does not unmiss it until that due date leaves the 30-day window.
 */
export function missedDueDates(terms: ScheduleTerms, rows: readonly LedgerRow[], today: string): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const windowStart = addDays(today, -RENEWAL_LOOKBACK_DAYS);
  return paymentSchedule(terms)
    .filter((due) => due.dueOn >= windowStart && due.dueOn <= today)
    .filter((due) => rows.filter((row) => row.occurredOn <= due.dueOn).reduce((sum, row) => sum + settledBy(row, byId), 0) < due.cumulativeCents)
    .map((due) => due.dueOn);
}

/** R14 renewal badge: an active deal ≥ 50 % paid with no missed payment in the last 30 days. */
export function isRenewalCandidate(status: string, totals: LedgerTotals, missed: readonly string[]): boolean {
  return status === 'active' && totals.percentPaidBps >= RENEWAL_PERCENT_PAID_BPS && missed.length === 0;
}

