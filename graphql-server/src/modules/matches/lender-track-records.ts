import type { EntityManager } from '@mikro-orm/postgresql';
import type { LenderTrackRecord } from '../matching/match-types.js';
import { answeredWithOfferSql } from '../submissions/submission-counts.js';

/** §4.4: the offer rate counts the files shared with the lender in this many days. */
export const TRACK_RECORD_DAYS = 90;

/**
 * §4.4's `r` for every lender at once: of the files shared with it in the last 90 days, the share it answered with an
 * offer (an offer row, or a submission that reached offered, won or lost). The engine uses its default below 10 shares.
 */
export async function lenderTrackRecords(em: EntityManager, now = new Date()): Promise<Map<number, LenderTrackRecord>> {
  const rows = await em.execute<{ lender_id: number; shares: number; offered: number }[]>(
    `select s.lender_id, count(*)::int as shares,
            count(*) filter (where ${answeredWithOfferSql('s')})::int as offered
       from submission s
      where s.shared_at > ?::timestamptz - make_interval(days => ?)
      group by s.lender_id`,
    [now, TRACK_RECORD_DAYS],
  );
  return new Map(rows.map((row) => [Number(row.lender_id), { shares: row.shares, offerRate: row.shares === 0 ? 0 : row.offered / row.shares }]));
}
