import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditService, type AuditActor } from '../../audit/audit.service.js';
import { addDays, monthBounds, monthOfDate, previousMonth } from '../../../shared/calendar.js';
import { formatUsd } from '../net30-money.js';
import type { AgingBuckets } from '../net30-statement.entity.js';
import { agingAsOf, invoicesAsOf, sumBalances } from './ledger-as-of.js';

export interface StatementFigures {
  periodStart: string;
  periodEnd: string;
  opening: number;
  charges: number;
  payments: number;
  fees: number;
  closing: number;
  aging: AgingBuckets;
}

/**
 * The last month whose statement is due on `today`: the month before this one once the statement day has come,
 * else the month before that.
 */
export function lastClosableMonth(today: string, statementDay: number): string {
  const previous = previousMonth(monthOfDate(today));
  return Number(today.slice(8, 10)) >= statementDay ? previous : previousMonth(previous);
}

/**
 * One month of an account (the statement includes TEST invoices: it is the client's own ledger, and the sandbox
 * exists to show it): the balance owed the day before, invoices issued, succeeded payments received and fees
 * assessed (not waived) in the period, the balance owed at its end, and that balance by age.
 */
export async function statementFigures(em: EntityManager, accountId: number, periodStart: string, periodEnd: string): Promise<StatementFigures> {
  const before = await invoicesAsOf(em, accountId, addDays(periodStart, -1), { includeTest: true });
  const after = await invoicesAsOf(em, accountId, periodEnd, { includeTest: true });
  const [row] = await em.execute<{ charges: string; payments: string; fees: string }[]>(
    `select
       (select coalesce(sum(i.total), 0) from net30_invoice i where i.account_id = ? and i.status <> 'void' and i.issued_on between ?::date and ?::date)::text as charges,
       (select coalesce(sum(p.amount), 0) from net30_payment p join net30_invoice i on i.id = p.invoice_id
         where i.account_id = ? and i.status <> 'void' and p.status = 'succeeded' and p.received_on between ?::date and ?::date)::text as payments,
       (select coalesce(sum(f.amount), 0) from net30_fee f join net30_invoice i on i.id = f.invoice_id
         where i.account_id = ? and i.status <> 'void' and f.waived_at is null and f.assessed_on between ?::date and ?::date)::text as fees`,
    [accountId, periodStart, periodEnd, accountId, periodStart, periodEnd, accountId, periodStart, periodEnd],
  );
  return {
    periodStart,
    periodEnd,
    opening: sumBalances(before),
    charges: Number(row?.charges ?? 0),
    payments: Number(row?.payments ?? 0),
    fees: Number(row?.fees ?? 0),
    closing: sumBalances(after),
    aging: agingAsOf(after, periodEnd),
  };
}

/**
 * Month close of one account: every fully ended month since it opened (up to the month it closed) that has no
 * statement gets one. The database's unique (account, period end) makes a racing second insert add nothing; only
 * the insert that made the row audits it. Answers the statements made.
 */
export async function closeStatementsOfAccount(em: EntityManager, accountId: number, today: string, statementDay: number, actor: AuditActor): Promise<number> {
  const [account] = await em.execute<{ opened_on: string; closed_on: string | null; business_name: string }[]>(
    `select to_char(opened_on, 'YYYY-MM-DD') as opened_on, to_char(closed_on, 'YYYY-MM-DD') as closed_on, business_name from net30_account where id = ?`,
    [accountId],
  );
  if (!account) return 0;
  let lastMonth = lastClosableMonth(today, statementDay);
  if (account.closed_on && monthOfDate(account.closed_on) < lastMonth) lastMonth = monthOfDate(account.closed_on);
  const existing = new Set(
    (await em.execute<{ period_end: string }[]>(`select to_char(period_end, 'YYYY-MM-DD') as period_end from net30_statement where account_id = ?`, [accountId])).map(
      (row) => row.period_end,
    ),
  );
  let made = 0;
  for (let month = monthOfDate(account.opened_on); month <= lastMonth; month = monthOfDate(addDays(monthBounds(month).last, 1))) {
    const { first, last } = monthBounds(month);
    if (existing.has(last)) continue;
    const periodStart = account.opened_on > first ? account.opened_on : first;
    const inserted = await em.transactional(async (tx) => {
      const figures = await statementFigures(tx, accountId, periodStart, last);
      const [row] = await tx.execute<{ id: number }[]>(
        `insert into net30_statement (account_id, period_start, period_end, opening, charges, payments, fees, closing, aging)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb) on conflict (account_id, period_end) do nothing returning id`,
        [accountId, figures.periodStart, figures.periodEnd, figures.opening, figures.charges, figures.payments, figures.fees, figures.closing, JSON.stringify(figures.aging)],
      );
      if (!row) return false;
      await new AuditService(tx).record(tx, {
        actor,
        action: 'net30.statement.closed',
        entityType: 'net30_statement',
        entityId: row.id,
        summary: `Statement of ${account.business_name} for ${figures.periodStart} to ${figures.periodEnd}: closing balance ${formatUsd(figures.closing)}.`,
        after: { accountId, periodStart: figures.periodStart, periodEnd: figures.periodEnd, opening: figures.opening, closing: figures.closing },
      });
      return true;
    });
    if (inserted) made++;
  }
  return made;
}
