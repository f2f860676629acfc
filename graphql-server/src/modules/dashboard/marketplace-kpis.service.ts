import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { addDays, platformToday } from '../../shared/calendar.js';
import { lenderPerformance, PERFORMANCE_WINDOW_DAYS } from '../lenders/lender-performance.js';
import { Lender } from '../lenders/lender.entity.js';
import { criterionLabel } from '../matching/criterion-labels.js';
import { Role } from '../users/user.entity.js';
import { resolveDashboardRange, type DashboardRange, type DashboardRangeInput } from './dashboard.schemas.js';
import type { KpiCache } from './kpi-cache.js';

/** Months of the funded-volume chart (§6.2: "12 months"). */
export const FUNDED_VOLUME_MONTHS = 12;
/** Blocking criteria listed under match coverage. */
export const TOP_BLOCKING_CRITERIA = 5;

export interface FundedMonth {
  /** YYYY-MM */
  month: string;
  count: number;
  amountCents: number;
}

export interface MarketplaceKpis {
  range: DashboardRange;
  asOf: Date;
  /** §6.2 Funded volume: the deals funded on the range's days, the last 12 months by funded month, MTD vs prior MTD. */
  fundedVolume: {
    count: number;
    amountCents: number;
    byMonth: FundedMonth[];
    monthToDate: { count: number; amountCents: number };
    priorMonthToDate: { count: number; amountCents: number };
  };
  /** §6.2 Pull-through & fall-through, over the offers accepted in the range. */
  pullThrough: { accepted: number; funded: number; fellThrough: number; pullThroughPercent: number | null; fallThroughs: { reason: string; count: number }[] };
  /** §6.2 Offers per application: applications submitted in the range and shared with a lender, by offers received. */
  offersPerApplication: { bucket: string; count: number }[];
  /** §6.2 Match coverage: applications submitted in the range with ≥ 1 eligible program; near-misses' blocking criteria. */
  matchCoverage: { submitted: number; withEligible: number; coveragePercent: number | null; blockingCriteria: { code: string; label: string; count: number }[] };
  /** §6.2 Lender response time, over the last 90 days (the lenders' own scoreboard, R6). */
  lenderResponse: {
    windowDays: number;
    lenders: { lenderId: number; lenderName: string; slaHours: number; shares: number; medianFirstResponseHours: number | null; responseRate: number | null; offerRate: number | null; winRate: number | null }[];
  };
}

const percent = (part: number, whole: number): number | null => (whole === 0 ? null : (part / whole) * 100);

/** The 12 months (YYYY-MM) ending with `today`'s month. */
function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Month to date and the same days of the prior month (clamped to its length), as ISO date spans (both included). */
export function monthToDateSpans(today: string): { current: [string, string]; prior: [string, string] } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const priorStart = new Date(Date.UTC(year, month - 2, 1));
  const priorLength = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const priorFirst = priorStart.toISOString().slice(0, 10);
  return { current: [`${today.slice(0, 8)}01`, today], prior: [priorFirst, addDays(priorFirst, Math.min(day, priorLength) - 1)] };
}

/**
 * R1's lender and funding KPIs (BACKOFFICE §6.2): funded volume, pull-through and fall-through, offers per
 * application, match coverage, lender response time. Admins only; each figure one aggregate query.
 */
export class MarketplaceKpisService {
  /** `cache`: the KPIs' (kpi-cache.ts); without one they are computed on each request. */
  constructor(
    private readonly em: EntityManager,
    private readonly cache?: KpiCache,
  ) {}

  async kpis(rangeInput: DashboardRangeInput | null | undefined, caller: Caller, now = new Date()): Promise<MarketplaceKpis> {
    requireRole(caller, [Role.admin]);
    const range = resolveDashboardRange(rangeInput, now);
    if (!this.cache) return this.computeKpis(range, now);
    const key = `marketplace:${range.from}:${range.to}:${platformToday(now)}`;
    return this.cache.get(key, () => this.computeKpis(range, now), now.getTime());
  }

  private async computeKpis(range: DashboardRange, now: Date): Promise<MarketplaceKpis> {
    const { start, end } = range;
    const today = platformToday(now);
    const months = lastMonths(today, FUNDED_VOLUME_MONTHS);
    const spans = monthToDateSpans(today);

    // Independent aggregates: run side by side (each on a pooled connection), the range's cost is the slowest one's.
    const [[inRange], monthRows, [mtd], [pull], fallRows, offerRows, [coverage], blockingRows, lenders] = await Promise.all([
      this.em.execute<{ count: number; amount: string }[]>(
        `select count(*)::int as count, coalesce(sum(funded_amount), 0)::bigint as amount from funding where funded_on between ?::date and ?::date`,
        [range.from, range.to],
      ),
      this.em.execute<{ month: string; count: number; amount: string }[]>(
        `select to_char(funded_on, 'YYYY-MM') as month, count(*)::int as count, sum(funded_amount)::bigint as amount
           from funding where funded_on >= ?::date group by 1`,
        [`${months[0]}-01`],
      ),
      this.em.execute<{ count: number; amount: string; prior_count: number; prior_amount: string }[]>(
        `select count(*) filter (where funded_on between ?::date and ?::date)::int as count,
                coalesce(sum(funded_amount) filter (where funded_on between ?::date and ?::date), 0)::bigint as amount,
                count(*) filter (where funded_on between ?::date and ?::date)::int as prior_count,
                coalesce(sum(funded_amount) filter (where funded_on between ?::date and ?::date), 0)::bigint as prior_amount
           from funding where funded_on >= ?::date`,
        [...spans.current, ...spans.current, ...spans.prior, ...spans.prior, spans.prior[0]],
      ),
      this.em.execute<{ accepted: number; funded: number; fell: number }[]>(
        `select count(*)::int as accepted,
                count(*) filter (where status = 'funded')::int as funded,
                count(*) filter (where status = 'fell_through')::int as fell
           from offer where accepted_at >= ? and accepted_at < ?`,
        [start, end],
      ),
      this.em.execute<{ reason: string; count: number }[]>(
        `select coalesce(status_reason, 'No reason given') as reason, count(*)::int as count
           from offer where status = 'fell_through' and accepted_at >= ? and accepted_at < ?
          group by 1 order by count desc, reason`,
        [start, end],
      ),
      // Each shared application of the range with its offers counted by one join (a correlated count in the CASE
      // was evaluated twice per application: issue 14, 365 days at 100,000 applications).
      this.em.execute<{ bucket: string; count: number }[]>(
        `select case when offers >= 3 then '3+' else offers::text end as bucket, count(*)::int as count
           from (select a.id, count(o.id) as offers
                   from applications a
                   left join offer o on o.application_id = a.id and o.status <> 'superseded'
                  where a.submitted_at >= ? and a.submitted_at < ?
                    and exists (select 1 from submission s where s.application_id = a.id and s.shared_at is not null)
                  group by a.id) shared
          group by 1`,
        [start, end],
      ),
      // Match coverage from the summary matching keeps on each application (modules/matches/match-summary.ts): one
      // range scan of applications, not one probe into match_result per application (issue 14, 365 days).
      this.em.execute<{ submitted: number; eligible: number }[]>(
        `select count(*)::int as submitted, (count(*) filter (where match_eligible))::int as eligible
           from applications where submitted_at >= ? and submitted_at < ?`,
        [start, end],
      ),
      this.em.execute<{ code: string; count: number }[]>(
        `select code, count(*)::int as count
           from (select unnest(near_miss_codes) as code from applications
                  where submitted_at >= ? and submitted_at < ? and near_miss_codes <> '{}') near_misses
          group by 1 order by count desc, code limit ?`,
        [start, end, TOP_BLOCKING_CRITERIA],
      ),
      // The lenders, then their 90-day scoreboard (its own three queries), alongside the aggregates above.
      this.em
        .find(Lender, { status: { $ne: 'archived' } }, { orderBy: { displayName: 'asc' } })
        .then(async (found) => ({ list: found, performance: await lenderPerformance(this.em, found.map((lender) => lender.id), now) })),
    ]);
    const performance = lenders.performance;

    const byMonth = new Map(monthRows.map((row) => [row.month, row]));
    const offerBuckets = new Map(offerRows.map((row) => [row.bucket, row.count]));
    const accepted = pull?.accepted ?? 0;
    const funded = pull?.funded ?? 0;
    const submitted = coverage?.submitted ?? 0;
    const withEligible = coverage?.eligible ?? 0;
    return {
      range,
      asOf: now,
      fundedVolume: {
        count: inRange?.count ?? 0,
        amountCents: Number(inRange?.amount ?? 0),
        byMonth: months.map((month) => ({ month, count: byMonth.get(month)?.count ?? 0, amountCents: Number(byMonth.get(month)?.amount ?? 0) })),
        monthToDate: { count: mtd?.count ?? 0, amountCents: Number(mtd?.amount ?? 0) },
        priorMonthToDate: { count: mtd?.prior_count ?? 0, amountCents: Number(mtd?.prior_amount ?? 0) },
      },
      pullThrough: { accepted, funded, fellThrough: pull?.fell ?? 0, pullThroughPercent: percent(funded, accepted), fallThroughs: fallRows },
      offersPerApplication: ['0', '1', '2', '3+'].map((bucket) => ({ bucket, count: offerBuckets.get(bucket) ?? 0 })),
      matchCoverage: {
        submitted,
        withEligible,
        coveragePercent: percent(withEligible, submitted),
        blockingCriteria: blockingRows.map((row) => ({ ...row, label: criterionLabel(row.code) })),
      },
      lenderResponse: {
        windowDays: PERFORMANCE_WINDOW_DAYS,
        lenders: lenders.list
          .map((lender) => {
            const figures = performance.get(lender.id)!;
            return {
              lenderId: lender.id,
              lenderName: lender.displayName,
              slaHours: lender.slaHours,
              shares: figures.shares,
              medianFirstResponseHours: figures.medianFirstResponseHours,
              responseRate: figures.responseRate,
              offerRate: figures.offerRate,
              winRate: figures.winRate,
            };
          })
          .sort((a, b) => (a.medianFirstResponseHours ?? Infinity) - (b.medianFirstResponseHours ?? Infinity) || a.lenderName.localeCompare(b.lenderName)),
      },
    };
  }
}
