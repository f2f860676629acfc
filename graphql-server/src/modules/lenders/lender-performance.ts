import type { EntityManager } from '@mikro-orm/postgresql';
import { parsePublicId } from '../../shared/public-id.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { answeredWithOfferSql } from '../submissions/submission-counts.js';
import { Role } from '../users/user.entity.js';
import { findLender } from './lender-lookup.js';
import { Lender } from './lender.entity.js';
import { LENDER_NOT_FOUND } from './lenders.schemas.js';

/** R6's scoreboard and R9's KPIs look back this far (90 days). */
export const PERFORMANCE_WINDOW_DAYS = 90;
/** R6: the scoreboard's top lenders by funded volume. */
export const SCOREBOARD_SIZE = 10;
/** R7 asks for one list page's lenders at a time (at most 100 rows a page). */
export const MAX_LENDERS_PER_REQUEST = 100;

/**
 * How a lender answers the files shared with it (R6 scoreboard, R7 columns, R9 Overview KPIs, R20 Performance, §6.2
 * lender response time), over the files shared in the window. Rates are 0–1, null when there is nothing to divide by.
 */
export interface LenderPerformance {
  lenderId: number;
  windowDays: number;
  /** Files shared with the lender in the window. */
  shares: number;
  /** Of those, answered (an offer, a decline or an info request — `respondedAt`). */
  responded: number;
  /** Median hours from share to first answer, over the answered ones. */
  medianFirstResponseHours: number | null;
  responseRate: number | null;
  /** Shares answered with an offer (an offer row, or a submission that reached offered, won or lost). */
  offered: number;
  offerRate: number | null;
  /** Shares the lender won (its offer accepted). */
  won: number;
  winRate: number | null;
  /** Its offers accepted by clients in the window, and of those funded: pull-through = funded / accepted. */
  accepted: number;
  funded: number;
  pullThrough: number | null;
  fundedVolumeCents: number;
  /** Accepted deals that fell through, by the reason given (§3.3). */
  fallThroughs: { reason: string; count: number }[];
}

const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

interface ShareRow {
  lender_id: number;
  shares: number;
  responded: number;
  median_hours: number | null;
  offered: number;
  won: number;
}
interface OfferRow {
  lender_id: number;
  accepted: number;
  funded: number;
  funded_cents: string | number;
}
interface FallThroughRow {
  lender_id: number;
  reason: string;
  count: number;
}

/** The figures of `lenderIds` (every lender when omitted) in the window ending `now`, in three grouped queries. */
export async function lenderPerformance(em: EntityManager, lenderIds?: readonly number[], now = new Date()): Promise<Map<number, LenderPerformance>> {
  const since = new Date(now.getTime() - PERFORMANCE_WINDOW_DAYS * 86_400_000);
  // One placeholder per id: the driver's bindings expand arrays into lists.
  const only = lenderIds ? `and lender_id in (${lenderIds.map(() => '?').join(', ') || 'null'})` : '';
  const params = (...first: unknown[]) => (lenderIds ? [...first, ...lenderIds] : first);
  const [shares, offers, fallThroughs] = await Promise.all([
    em.execute<ShareRow[]>(
      `select s.lender_id, count(*)::int as shares,
              count(s.responded_at)::int as responded,
              percentile_cont(0.5) within group (order by date_part('epoch', s.responded_at - s.shared_at) / 3600)
                filter (where s.responded_at is not null) as median_hours,
              count(*) filter (where ${answeredWithOfferSql('s')})::int as offered,
              count(*) filter (where s.status = 'won')::int as won
         from submission s
        where s.shared_at > ? ${only.replace('lender_id', 's.lender_id')}
        group by s.lender_id`,
      params(since),
    ),
    em.execute<OfferRow[]>(
      `select o.lender_id,
              count(*)::int as accepted,
              count(f.id)::int as funded,
              coalesce(sum(f.funded_amount), 0) as funded_cents
         from offer o left join funding f on f.offer_id = o.id
        where o.accepted_at > ? ${only.replace('lender_id', 'o.lender_id')}
        group by o.lender_id`,
      params(since),
    ),
    em.execute<FallThroughRow[]>(
      `select lender_id, coalesce(status_reason, 'No reason given') as reason, count(*)::int as count
         from offer
        where status = 'fell_through' and accepted_at > ? ${only}
        group by lender_id, reason
        order by count desc, reason`,
      params(since),
    ),
  ]);
  const ids = lenderIds ?? [...new Set([...shares, ...offers].map((row) => Number(row.lender_id)))];
  const result = new Map<number, LenderPerformance>();
  for (const lenderId of ids) {
    const share = shares.find((row) => Number(row.lender_id) === lenderId);
    const offer = offers.find((row) => Number(row.lender_id) === lenderId);
    const counts = { shares: share?.shares ?? 0, responded: share?.responded ?? 0, offered: share?.offered ?? 0, won: share?.won ?? 0 };
    const accepted = offer?.accepted ?? 0;
    const funded = offer?.funded ?? 0;
    result.set(lenderId, {
      lenderId,
      windowDays: PERFORMANCE_WINDOW_DAYS,
      ...counts,
      medianFirstResponseHours: share?.median_hours == null ? null : Math.round(Number(share.median_hours) * 10) / 10,
      responseRate: ratio(counts.responded, counts.shares),
      offerRate: ratio(counts.offered, counts.shares),
      winRate: ratio(counts.won, counts.offered),
      accepted,
      funded,
      pullThrough: ratio(funded, accepted),
      fundedVolumeCents: Number(offer?.funded_cents ?? 0),
      fallThroughs: fallThroughs.filter((row) => Number(row.lender_id) === lenderId).map((row) => ({ reason: row.reason, count: row.count })),
    });
  }
  return result;
}

/** R9 Overview (admins, any lender) and R20 Performance (a lender user, its own lender only). */
export class LenderPerformanceService {
  constructor(private readonly em: EntityManager) {}

  async forLender(lenderIdValue: unknown, caller: Caller): Promise<LenderPerformance> {
    const user = requireRole(caller, [Role.admin, Role.lender]);
    const lender = await findLender(this.em, lenderIdValue);
    if (user.role === Role.lender && caller.lenderId !== lender.id) throw new NotFoundError(LENDER_NOT_FOUND);
    return (await lenderPerformance(this.em, [lender.id])).get(lender.id)!;
  }

  /** R7 columns: the figures of the listed lenders, in the order asked (admins); unknown ids answer zeros. */
  async forLenders(caller: Caller, lenderIdValues: readonly unknown[]): Promise<LenderPerformance[]> {
    requireRole(caller, [Role.admin]);
    if (lenderIdValues.length > MAX_LENDERS_PER_REQUEST) throw new ValidationError(`Ask for at most ${MAX_LENDERS_PER_REQUEST} lenders at a time`);
    const ids = lenderIdValues.map((value) => parsePublicId(value, 'Invalid lender ID'));
    if (ids.some((id) => id === null)) throw new ValidationError('Invalid lender ID');
    const figures = await lenderPerformance(this.em, [...new Set(ids as number[])]);
    return (ids as number[]).map((id) => figures.get(id)!);
  }

  /** R6 scoreboard: the figures of every lender not archived, top `limit` by funded volume in the window (admins). */
  async scoreboard(caller: Caller, limit = SCOREBOARD_SIZE): Promise<LenderPerformance[]> {
    requireRole(caller, [Role.admin]);
    const lenders = await this.em.find(Lender, { status: { $ne: 'archived' } }, { fields: ['id', 'displayName'], orderBy: { displayName: 'asc' } });
    const figures = await lenderPerformance(this.em, lenders.map((lender) => lender.id));
    const order = new Map(lenders.map((lender, index) => [lender.id, index]));
    return [...figures.values()]
      .sort((a, b) => b.fundedVolumeCents - a.fundedVolumeCents || b.shares - a.shares || order.get(a.lenderId)! - order.get(b.lenderId)!)
      .slice(0, limit);
  }

}
