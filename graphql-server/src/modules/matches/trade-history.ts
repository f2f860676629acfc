import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * §4.5: the applicant's on-time reported trade months, from records NetFund itself furnished (verified by
 * construction). Today that is the owner's NetBuilder history: each paid month is reported to the plan's bureaus
 * (`netbuilder_reports`, written from the provider's `invoice.paid`), counted once per month however many reports
 * it has. Net30 invoices and the submitted-batch condition join this count with the trade accounts (issue 12).
 * An application nobody has claimed has no history: null (the engine reads it as none).
 */
export async function onTimeTradeMonths(em: EntityManager, ownerUserId: number | null | undefined): Promise<number | null> {
  if (ownerUserId == null) return null;
  const [row] = await em.execute<{ months: number }[]>(
    `select count(distinct report_month)::int as months from netbuilder_reports where user_id = ? and payment_status = 'paid'`,
    [ownerUserId],
  );
  return row?.months ?? 0;
}

/** `onTimeTradeMonths` of several owners in one query (a re-match batch); an owner with no paid month gets none. */
export async function onTimeTradeMonthsByOwner(em: EntityManager, ownerUserIds: readonly number[]): Promise<Map<number, number>> {
  if (ownerUserIds.length === 0) return new Map();
  const rows = await em.execute<{ user_id: number; months: number }[]>(
    `select user_id, count(distinct report_month)::int as months from netbuilder_reports
      where user_id in (select jsonb_array_elements_text(?::jsonb)::int) and payment_status = 'paid' group by user_id`,
    [JSON.stringify([...new Set(ownerUserIds)])],
  );
  return new Map(rows.map((row) => [Number(row.user_id), row.months]));
}
