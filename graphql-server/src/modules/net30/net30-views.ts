import type { EntityManager } from '@mikro-orm/postgresql';
import { monthOfDate, platformToday } from '../../shared/calendar.js';
import type { Net30Account } from './net30-account.entity.js';
import type { Net30Fee } from './net30-fee.entity.js';
import type { Net30Invoice } from './net30-invoice.entity.js';
import { agingBucket, daysPastDue, dollarWeightedDaysBeyondTerms, formatUsd as usd, invoiceBalance } from './net30-money.js';
import type { Net30Payment } from './net30-payment.entity.js';
import type { Net30Settings } from './net30-settings.entity.js';
import type {
  Net30AccountType,
  Net30FeeBoxType,
  Net30FeeType,
  Net30InvoiceType,
  Net30PaymentType,
  Net30TimelineEntryType,
} from './net30.types.js';

/** How the read side shapes accounts and invoices for GraphQL (no rules here: those live in the services). */

export const termsLabel = (netDays: number): string => `Net ${netDays}`;

const monthName = (iso: string): string =>
  new Date(`${monthOfDate(iso)}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDate = (iso: string): string => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** What an account's figures are computed from: its invoices (not void) of the last 12 months and those still open. */
export interface AccountFigures {
  balance: number;
  nextDueOn: string | null;
  nextDueCents: number | null;
  onTimeBps: number | null;
  dbtDays: number;
  lastPaymentOn: string | null;
}

/** The figures of each account, from one query over their invoices (and one over their last payments). */
export async function accountFigures(em: EntityManager, accountIds: readonly number[], today = platformToday()): Promise<Map<number, AccountFigures>> {
  const figures = new Map<number, AccountFigures>();
  if (accountIds.length === 0) return figures;
  const ids = accountIds.map(() => '?').join(', ');
  const rows = await em.execute<{ account_id: number; total: string; fees: string; paid: string; status: string; due_on: string; paid_on: string | null }[]>(
    `select account_id, total, fees, paid, status, to_char(due_on, 'YYYY-MM-DD') as due_on, to_char(paid_on, 'YYYY-MM-DD') as paid_on
       from net30_invoice
      where account_id in (${ids}) and status <> 'void' and (status in ('open', 'overdue') or due_on >= ?::date - 365)`,
    [...accountIds, today],
  );
  const payments = await em.execute<{ account_id: number; last_on: string }[]>(
    `select i.account_id, to_char(max(p.received_on), 'YYYY-MM-DD') as last_on
       from net30_payment p join net30_invoice i on i.id = p.invoice_id
      where i.account_id in (${ids}) and p.status = 'succeeded' group by i.account_id`,
    [...accountIds],
  );
  const lastPayment = new Map(payments.map((row) => [row.account_id, row.last_on]));
  for (const id of accountIds) {
    const invoices = rows.filter((row) => row.account_id === id).map((row) => ({
      total: Number(row.total),
      fees: Number(row.fees),
      paid: Number(row.paid),
      status: row.status,
      dueOn: row.due_on,
      paidOn: row.paid_on,
    }));
    const open = invoices.filter((invoice) => invoice.status === 'open' || invoice.status === 'overdue').sort((a, b) => a.dueOn.localeCompare(b.dueOn));
    const balance = open.reduce((sum, invoice) => sum + invoiceBalance(invoice), 0);
    const nextDueOn = open[0]?.dueOn ?? null;
    const nextDueCents = nextDueOn === null ? null : open.filter((invoice) => invoice.dueOn === nextDueOn).reduce((sum, invoice) => sum + invoiceBalance(invoice), 0);
    const due = invoices.filter((invoice) => invoice.dueOn < today || invoice.paidOn !== null);
    const onTime = due.filter((invoice) => invoice.paidOn !== null && invoice.paidOn <= invoice.dueOn).length;
    figures.set(id, {
      balance,
      nextDueOn,
      nextDueCents,
      onTimeBps: due.length === 0 ? null : Math.round((onTime * 10_000) / due.length),
      dbtDays: dollarWeightedDaysBeyondTerms(invoices.map((invoice) => ({ amount: invoice.total, dueOn: invoice.dueOn, paidOn: invoice.paidOn })), today),
      lastPaymentOn: lastPayment.get(id) ?? null,
    });
  }
  return figures;
}

export function accountView(account: Net30Account, figures: AccountFigures, ownerName: string | null): Net30AccountType {
  return {
    id: String(account.id),
    ownerUserId: account.ownerUserId === null ? null : String(account.ownerUserId),
    ownerName,
    businessName: account.businessName,
    source: account.source,
    status: account.status,
    holdReason: account.holdReason,
    creditLimitCents: account.creditLimit,
    balanceCents: figures.balance,
    availableCents: Math.max(0, account.creditLimit - figures.balance),
    netDays: account.netDays,
    terms: termsLabel(account.netDays),
    openedOn: account.openedOn,
    closedOn: account.closedOn,
    nextDueOn: figures.nextDueOn,
    nextDueCents: figures.nextDueCents,
    onTimeBps: figures.onTimeBps,
    dbtDays: figures.dbtDays,
    lastPaymentOn: figures.lastPaymentOn,
    version: account.version,
  };
}

export interface InvoiceExtras {
  businessName: string;
  ownerUserId?: number | null;
  netDays: number;
  payments: readonly Net30Payment[];
  fees: readonly Net30Fee[];
  reminders: readonly { kind: string; sentAt: Date }[];
  canPay: boolean;
}

const REMINDER_LABELS: Record<string, string> = {
  due_soon: 'Reminder sent: due in 5 days',
  due_today: 'Reminder sent: due today',
  past_due: 'Reminder sent: 3 days past due',
};

export function invoiceView(invoice: Net30Invoice, extras: InvoiceExtras, today = platformToday()): Net30InvoiceType {
  const balance = invoiceBalance(invoice);
  const pastDue = balance > 0 ? daysPastDue(invoice.dueOn, today) : 0;
  const payments: Net30PaymentType[] = extras.payments.map((payment) => ({
    id: String(payment.id),
    amountCents: payment.amount,
    method: payment.method,
    status: payment.status,
    receivedOn: payment.receivedOn,
    reference: payment.reference,
    failureMessage: payment.failureMessage,
    createdAt: payment.createdAt,
  }));
  const fees: Net30FeeType[] = extras.fees.map((fee) => ({
    id: String(fee.id),
    type: fee.type,
    amountCents: fee.amount,
    assessedOn: fee.assessedOn,
    waivedAt: fee.waivedAt,
    waiveReason: fee.waiveReason,
  }));
  const timeline: Net30TimelineEntryType[] = [
    { at: invoice.createdAt, label: `Issued on ${longDate(invoice.issuedOn)}, due ${longDate(invoice.dueOn)}` },
    ...extras.reminders.map((reminder) => ({ at: reminder.sentAt, label: REMINDER_LABELS[reminder.kind] ?? 'Reminder sent' })),
    ...extras.fees.map((fee) => ({ at: fee.createdAt, label: `${fee.type === 'late' ? 'Late fee' : 'Returned payment fee'} of ${usd(fee.amount)} added` })),
    ...extras.fees.filter((fee) => fee.waivedAt).map((fee) => ({ at: fee.waivedAt!, label: `${fee.type === 'late' ? 'Late fee' : 'Fee'} of ${usd(fee.amount)} waived: ${fee.waiveReason}` })),
    ...extras.payments
      .filter((payment) => payment.status === 'succeeded')
      .map((payment) => ({ at: payment.updatedAt, label: `Payment of ${usd(payment.amount)} received${payment.method === 'online' ? ' online' : ` by ${payment.method.toUpperCase()}`}` })),
    ...(invoice.voidedAt ? [{ at: invoice.voidedAt, label: `Voided: ${invoice.voidReason}` }] : []),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    id: String(invoice.id),
    number: invoice.number,
    accountId: String(invoice.accountId),
    ownerUserId: extras.ownerUserId == null ? null : String(extras.ownerUserId),
    businessName: extras.businessName,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    terms: termsLabel(extras.netDays),
    totalCents: invoice.total,
    paidCents: invoice.paid,
    feesCents: invoice.fees,
    balanceCents: balance,
    status: invoice.status,
    isTest: invoice.isTest,
    daysPastDue: pastDue,
    agingBucket: agingBucket(pastDue),
    paidOn: invoice.paidOn,
    voidReason: invoice.voidReason,
    version: invoice.version,
    lines: invoice.lines.map((line) => ({ description: line.description, quantity: line.quantity, unitPriceCents: line.unitPrice, amountCents: line.amount })),
    payments,
    fees,
    timeline,
    reportingNote: reportingNote(invoice, pastDue),
    canPay: extras.canPay && balance > 0 && (invoice.status === 'open' || invoice.status === 'overdue'),
  };
}

/**
 * R25's note on how the invoice reaches the bureaus: the spec's sentence while it can still be paid on time, and
 * what happened once it could not (TEST and void invoices are never reported).
 */
function reportingNote(invoice: Net30Invoice, daysPastDue: number): string | null {
  if (invoice.isTest || invoice.status === 'void') return null;
  const due = longDate(invoice.dueOn);
  const month = monthName(invoice.dueOn);
  if (invoice.status === 'paid' && invoice.paidOn !== null && invoice.paidOn > invoice.dueOn) return `Paid after ${due} → reported as paid late`;
  if (invoice.status === 'paid') return `Paid by ${due} → reported as on time in the ${month} report`;
  if (daysPastDue > 0) return `Not paid by ${due} → reported as past due until it is paid`;
  return `Paid by ${due} → reported as on time in the ${month} report`;
}

export function feeBoxView(settings: Net30Settings): Net30FeeBoxType {
  return {
    annualFeeCents: settings.annualFee,
    lateFeeTiers: settings.lateFeeTiers.map((tier) => ({ upToCents: tier.upToCents, feeCents: tier.feeCents })),
    graceDays: settings.graceDays,
    holdAfterDays: settings.holdAfterDays,
    statementDay: settings.statementDay,
    reportingDay: settings.reportingDay,
    bureaus: [...settings.bureaus],
    catalog: settings.catalog.map((item) => ({ ...item })),
    version: settings.version,
  };
}
