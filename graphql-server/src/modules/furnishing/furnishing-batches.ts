import type { EntityManager } from '@mikro-orm/postgresql';
import { planById, type PlanId } from '../../catalogue/plans.js';
import { addDays, monthBounds, monthOfDate } from '../../shared/calendar.js';
import { ConflictError } from '../../shared/errors.js';
import { truncateText } from '../../shared/validation.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { EMPTY_AGING } from '../net30/net30-money.js';
import type { Bureau } from '../net30/net30-settings.entity.js';
import { accountTradeline, type Tradeline } from '../net30/statements/ledger-as-of.js';
import { FurnishingBatch } from './furnishing-batch.entity.js';
import { MANNERS_OF_PAYMENT, type FurnishingSourceType } from './furnishing-record.entity.js';

export const BATCH_EXISTS = 'A batch for this bureau and month already exists; record its rejection before generating another';

/** The bureaus' names, as the plan catalogue lists the bureaus a NetBuilder plan reports to. */
export const BUREAU_NAMES: Record<Bureau, string> = { dnb: 'Dun & Bradstreet', experian: 'Experian', equifax: 'Equifax' };

/** What one record reports: the tradeline's owner, terms, limit, and D&B's trade variables on the month's last day. */
export interface RecordFacts extends Tradeline {
  sourceType: FurnishingSourceType;
  sourceId: number;
  ownerUserId: number | null;
  businessName: string;
  terms: string;
  creditLimit: number;
}

/** A Net30 account's record for the month ending `asOf` (real invoices only, invariant 10). */
async function accountFacts(em: EntityManager, accountId: number, asOf: string): Promise<RecordFacts | null> {
  const [account] = await em.execute<{ owner_user_id: number | null; business_name: string; net_days: number; credit_limit: string }[]>(
    `select owner_user_id, business_name, net_days, credit_limit::text from net30_account where id = ?`,
    [accountId],
  );
  if (!account) return null;
  return {
    sourceType: 'net30_account',
    sourceId: accountId,
    ownerUserId: account.owner_user_id,
    businessName: account.business_name,
    terms: `Net ${account.net_days}`,
    creditLimit: Number(account.credit_limit),
    ...(await accountTradeline(em, accountId, asOf)),
  };
}

/**
 * A NetBuilder subscription's record for the month ending `asOf`: the plan's net terms and credit limit (the
 * catalogue's whole dollars, in cents); a month paid (a report exists for it) is prompt and owes nothing; a
 * subscription the provider calls past due owes one month's price, 1–30 days late. High credit: the largest monthly
 * charge of the 12 months.
 */
async function subscriptionFacts(em: EntityManager, subscriptionId: number, asOf: string): Promise<RecordFacts | null> {
  const month = monthOfDate(asOf);
  const yearBefore = monthOfDate(addDays(asOf, -365));
  const [row] = await em.execute<
    { user_id: number; plan: PlanId; status: string; business_name: string; paid_month: boolean; high: number | null; last_payment_on: string | null }[]
  >(
    `select s.user_id, s.plan, s.status,
            coalesce((select b.legal_name from businesses b where b.owner_id = s.user_id order by b.id limit 1),
                     nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as business_name,
            exists (select 1 from netbuilder_reports r where r.user_id = s.user_id and r.report_month = ?) as paid_month,
            (select max(r.payment_amount_cents) from netbuilder_reports r where r.user_id = s.user_id and r.report_month > ? and r.report_month <= ?) as high,
            (select to_char(max(r.created_at), 'YYYY-MM-DD') from netbuilder_reports r where r.user_id = s.user_id and r.report_month <= ?) as last_payment_on
       from netbuilder_subscriptions s join users u on u.id = s.user_id
      where s.id = ?`,
    [month, yearBefore, month, month, subscriptionId],
  );
  if (!row) return null;
  const plan = planById(row.plan);
  const owes = !row.paid_month && row.status === 'past_due' ? plan.price * 100 : 0;
  const lastPayment = row.last_payment_on && row.last_payment_on <= asOf ? row.last_payment_on : null;
  const planLine: Tradeline = {
    asOf,
    mannerOfPayment: owes > 0 ? 'slow_1_30' : 'prompt',
    highCredit12m: Math.max(Number(row.high ?? 0), owes),
    nowOwes: owes,
    pastDue: owes,
    aging: { ...EMPTY_AGING, days1to30: owes },
    lastSaleOn: lastPayment,
    lastPaymentOn: lastPayment,
  };
  // The Net30 account the plan opened is the same tradeline: its invoices join the plan's payments in one record.
  const [account] = await em.execute<{ id: number; business_name: string }[]>(
    `select id, business_name from net30_account where subscription_id = ? and source = 'netbuilder' and opened_on <= ?::date`,
    [subscriptionId, asOf],
  );
  const line = account ? combineTradelines(planLine, await accountTradeline(em, Number(account.id), asOf)) : planLine;
  return {
    sourceType: 'netbuilder_subscription',
    sourceId: subscriptionId,
    ownerUserId: row.user_id,
    businessName: account?.business_name ?? row.business_name,
    terms: plan.netTerms,
    creditLimit: plan.creditLimit * 100,
    ...line,
  };
}

/** One tradeline from two of the same relationship: amounts add up, the worst manner and the latest dates win. */
export function combineTradelines(a: Tradeline, b: Tradeline): Tradeline {
  const latest = (x: string | null, y: string | null) => (x === null ? y : y === null ? x : x > y ? x : y);
  return {
    asOf: a.asOf,
    mannerOfPayment: MANNERS_OF_PAYMENT[Math.max(MANNERS_OF_PAYMENT.indexOf(a.mannerOfPayment), MANNERS_OF_PAYMENT.indexOf(b.mannerOfPayment))]!,
    highCredit12m: Math.max(a.highCredit12m, b.highCredit12m),
    nowOwes: a.nowOwes + b.nowOwes,
    pastDue: a.pastDue + b.pastDue,
    aging: {
      current: a.aging.current + b.aging.current,
      days1to30: a.aging.days1to30 + b.aging.days1to30,
      days31to60: a.aging.days31to60 + b.aging.days31to60,
      days61to90: a.aging.days61to90 + b.aging.days61to90,
      days91plus: a.aging.days91plus + b.aging.days91plus,
    },
    lastSaleOn: latest(a.lastSaleOn, b.lastSaleOn),
    lastPaymentOn: latest(a.lastPaymentOn, b.lastPaymentOn),
  };
}

/** The facts of a source as of a day (a correction recomputes a reported record's month from today's ledger). */
export function factsOf(em: EntityManager, sourceType: FurnishingSourceType, sourceId: number, asOf: string): Promise<RecordFacts | null> {
  return sourceType === 'net30_account' ? accountFacts(em, sourceId, asOf) : subscriptionFacts(em, sourceId, asOf);
}

/**
 * The tradelines of a month for one bureau: every Net30 account open at some time in the month, and every
 * NetBuilder subscription active in it (a paid month, or active or past due and started by its end) whose plan
 * reports to this bureau.
 */
async function sourcesOf(em: EntityManager, bureau: Bureau, month: string): Promise<{ sourceType: FurnishingSourceType; sourceId: number }[]> {
  const { first, last } = monthBounds(month);
  const accounts = await em.execute<{ id: number }[]>(
    // An account a NetBuilder plan opened is that plan's tradeline: its subscription's record reports it (once).
    `select id from net30_account where opened_on <= ?::date and (closed_on is null or closed_on >= ?::date)
        and not (source = 'netbuilder' and subscription_id is not null) order by id`,
    [last, first],
  );
  const subscriptions = await em.execute<{ id: number; plan: PlanId }[]>(
    `select s.id, s.plan from netbuilder_subscriptions s
      where exists (select 1 from netbuilder_reports r where r.user_id = s.user_id and r.report_month = ?)
         or (s.status in ('active', 'trialing', 'past_due') and (s.created_at at time zone 'America/New_York')::date <= ?::date)
      order by s.id`,
    [month, last],
  );
  return [
    ...accounts.map((row) => ({ sourceType: 'net30_account' as const, sourceId: Number(row.id) })),
    ...subscriptions
      .filter((row) => planById(row.plan).bureaus.includes(BUREAU_NAMES[bureau]))
      .map((row) => ({ sourceType: 'netbuilder_subscription' as const, sourceId: Number(row.id) })),
  ];
}

async function insertRecord(em: EntityManager, batchId: number, facts: RecordFacts, correctsRecordId: number | null): Promise<boolean> {
  const inserted = await em.execute<{ id: number }[]>(
    `insert into furnishing_record (batch_id, source_type, source_id, owner_user_id, business_name, as_of, terms, credit_limit, high_credit_12m,
       now_owes, past_due, aging, last_sale_on, last_payment_on, manner_of_payment, corrects_record_id)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?) on conflict do nothing returning id`,
    [
      batchId, facts.sourceType, facts.sourceId, facts.ownerUserId, truncateText(facts.businessName, 200), facts.asOf, facts.terms, facts.creditLimit,
      facts.highCredit12m, facts.nowOwes, facts.pastDue, JSON.stringify(facts.aging), facts.lastSaleOn, facts.lastPaymentOn, facts.mannerOfPayment,
      correctsRecordId,
    ],
  );
  return inserted.length > 0;
}

/**
 * Generates the batch of `bureau` for `month` (YYYY-MM, a closed month: the caller checks) with its records and
 * the corrections waiting for this bureau (records whose dispute was resolved "correct" and that no record corrects
 * yet: recomputed for their month from the ledger as it is now), in one transaction, audited. A live batch for the
 * same bureau and month (not rejected) → ConflictError, also when two generations race (the partial unique index).
 */
export async function generateBatchOf(em: EntityManager, bureau: Bureau, month: string, actor: AuditActor): Promise<FurnishingBatch> {
  return em.transactional(async (tx) => {
    const [created] = await tx.execute<{ id: number }[]>(
      `insert into furnishing_batch (bureau, period_month, generated_by_id) values (?, ?, ?)
       on conflict (bureau, period_month) where status <> 'rejected' do nothing returning id`,
      [bureau, month, actor.userId],
    );
    if (!created) throw new ConflictError(BATCH_EXISTS);
    const batchId = Number(created.id);
    const asOf = monthBounds(month).last;
    let count = 0;
    for (const source of await sourcesOf(tx, bureau, month)) {
      const facts = await factsOf(tx, source.sourceType, source.sourceId, asOf);
      if (facts && (await insertRecord(tx, batchId, facts, null))) count++;
    }
    const corrections = await tx.execute<{ id: number; source_type: FurnishingSourceType; source_id: number; as_of: string }[]>(
      `select distinct r.id, r.source_type, r.source_id, to_char(r.as_of, 'YYYY-MM-DD') as as_of
         from furnishing_dispute d
         join furnishing_record r on r.id = d.record_id
         join furnishing_batch b on b.id = r.batch_id
        where d.status = 'corrected' and b.bureau = ? and r.batch_id <> ?
          and not exists (select 1 from furnishing_record c where c.corrects_record_id = r.id)
        order by r.id`,
      [bureau, batchId],
    );
    let corrected = 0;
    for (const record of corrections) {
      const facts = await factsOf(tx, record.source_type, Number(record.source_id), record.as_of);
      if (facts && (await insertRecord(tx, batchId, facts, Number(record.id)))) corrected++;
    }
    await tx.execute(`update furnishing_batch set record_count = ? where id = ?`, [count + corrected, batchId]);
    await new AuditService(tx).record(tx, {
      actor,
      action: 'furnishing.batch.generated',
      entityType: 'furnishing_batch',
      entityId: batchId,
      summary: `Batch for ${BUREAU_NAMES[bureau]}, ${month}: ${count} records${corrected > 0 ? ` and ${corrected} corrections` : ''}, not sent.`,
      after: { bureau, periodMonth: month, recordCount: count + corrected, status: 'generated' },
    });
    return tx.findOneOrFail(FurnishingBatch, { id: batchId }, { refresh: true });
  });
}
