import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, daysBetween, monthBounds, monthOfDate } from '../../../shared/calendar.js';
import { agingOf, mannerOfPayment } from '../net30-money.js';
import type { AgingBuckets } from '../net30-statement.entity.js';
import type { MannerOfPayment } from '../../furnishing/furnishing-record.entity.js';

/*
 * An account's ledger as it stood at the end of a past day, rebuilt from its invoices, fees and payments (void
 * invoices, waived fees and payments that did not succeed count nowhere): what statements and furnishing records
 * report. The same rule everywhere, so a statement's closing is the next one's opening and the identity
 * closing = opening + charges + fees − payments holds.
 */

/** One invoice at the end of `asOf`. */
export interface InvoiceAsOf {
  id: number;
  issuedOn: string;
  dueOn: string;
  total: number;
  isTest: boolean;
  /** Fees assessed on or before the day (not waived). */
  fees: number;
  /** Succeeded payments received on or before the day. */
  paid: number;
  /** The day it was paid in full, if on or before `asOf`. */
  paidOn: string | null;
  balance: number;
}

/** The account's invoices issued on or before `asOf`, as they stood at its end. */
export async function invoicesAsOf(em: EntityManager, accountId: number, asOf: string, options: { includeTest: boolean }): Promise<InvoiceAsOf[]> {
  const rows = await em.execute<
    { id: number; issued_on: string; due_on: string; total: string; is_test: boolean; fees: string; paid: string; paid_on: string | null }[]
  >(
    `select i.id, to_char(i.issued_on, 'YYYY-MM-DD') as issued_on, to_char(i.due_on, 'YYYY-MM-DD') as due_on, i.total::text, i.is_test,
            coalesce((select sum(f.amount) from net30_fee f where f.invoice_id = i.id and f.waived_at is null and f.assessed_on <= ?::date), 0)::text as fees,
            coalesce((select sum(p.amount) from net30_payment p where p.invoice_id = i.id and p.status = 'succeeded' and p.received_on <= ?::date), 0)::text as paid,
            case when i.paid_on <= ?::date then to_char(i.paid_on, 'YYYY-MM-DD') end as paid_on
       from net30_invoice i
      where i.account_id = ? and i.status <> 'void' and i.issued_on <= ?::date${options.includeTest ? '' : ' and not i.is_test'}
      order by i.issued_on, i.id`,
    [asOf, asOf, asOf, accountId, asOf],
  );
  return rows.map((row) => {
    const total = Number(row.total);
    const fees = Number(row.fees);
    const paid = Number(row.paid);
    return { id: Number(row.id), issuedOn: row.issued_on, dueOn: row.due_on, total, isTest: row.is_test, fees, paid, paidOn: row.paid_on, balance: Math.max(0, total + fees - paid) };
  });
}

export const sumBalances = (invoices: readonly InvoiceAsOf[]): number => invoices.reduce((sum, invoice) => sum + invoice.balance, 0);

/** Balances by age at the end of `asOf`. */
export const agingAsOf = (invoices: readonly InvoiceAsOf[], asOf: string): AgingBuckets => agingOf(invoices, asOf);

/** What is past due at the end of `asOf`: the balances of invoices whose due date is before it. */
export const pastDueAsOf = (invoices: readonly InvoiceAsOf[], asOf: string): number =>
  invoices.filter((invoice) => daysBetween(invoice.dueOn, asOf) > 0).reduce((sum, invoice) => sum + invoice.balance, 0);

/** D&B's seven trade variables (and the aging buckets) of a Net30 account on the last day of a month. */
export interface Tradeline {
  asOf: string;
  mannerOfPayment: MannerOfPayment;
  highCredit12m: number;
  nowOwes: number;
  pastDue: number;
  aging: AgingBuckets;
  lastSaleOn: string | null;
  lastPaymentOn: string | null;
}

/**
 * The tradeline of an account at the end of `asOf`, from its real invoices only (invariant 10: TEST invoices are
 * never furnished).
 *
 * - manner of payment: the most days beyond terms in the 12 months up to `asOf` — an invoice paid in that window
 *   counts its days late at payment, one still open its days past due at `asOf`.
 * - high credit (12 months): the most owed at one time, approximated as the larger of the largest month-end balance
 *   of the 12 month ends up to `asOf` and the largest single invoice (total) issued in those 12 months — an invoice
 *   was owed whole on its issue day even if paid before the month ended.
 */
export async function accountTradeline(em: EntityManager, accountId: number, asOf: string): Promise<Tradeline> {
  const windowStart = addDays(asOf, -365);
  const invoices = await invoicesAsOf(em, accountId, asOf, { includeTest: false });
  let worst = 0;
  for (const invoice of invoices) {
    if (invoice.paidOn !== null) {
      if (invoice.paidOn > windowStart) worst = Math.max(worst, daysBetween(invoice.dueOn, invoice.paidOn));
    } else if (invoice.balance > 0) {
      worst = Math.max(worst, daysBetween(invoice.dueOn, asOf));
    }
  }
  let highCredit = Math.max(0, ...invoices.filter((invoice) => invoice.issuedOn > windowStart).map((invoice) => invoice.total));
  let month = monthOfDate(asOf);
  for (let index = 0; index < 12; index++) {
    const { last } = monthBounds(month);
    const end = last < asOf ? last : asOf;
    const balances = index === 0 ? invoices : await invoicesAsOf(em, accountId, end, { includeTest: false });
    highCredit = Math.max(highCredit, sumBalances(balances));
    month = monthOfDate(addDays(`${month}-01`, -1));
  }
  const [last] = await em.execute<{ last_sale_on: string | null; last_payment_on: string | null }[]>(
    `select (select to_char(max(i.issued_on), 'YYYY-MM-DD') from net30_invoice i where i.account_id = ? and not i.is_test and i.status <> 'void' and i.issued_on <= ?::date) as last_sale_on,
            (select to_char(max(p.received_on), 'YYYY-MM-DD') from net30_payment p join net30_invoice i on i.id = p.invoice_id
              where i.account_id = ? and not i.is_test and p.status = 'succeeded' and p.received_on <= ?::date) as last_payment_on`,
    [accountId, asOf, accountId, asOf],
  );
  return {
    asOf,
    mannerOfPayment: mannerOfPayment(worst),
    highCredit12m: highCredit,
    nowOwes: sumBalances(invoices),
    pastDue: pastDueAsOf(invoices, asOf),
    aging: agingAsOf(invoices, asOf),
    lastSaleOn: last?.last_sale_on ?? null,
    lastPaymentOn: last?.last_payment_on ?? null,
  };
}
