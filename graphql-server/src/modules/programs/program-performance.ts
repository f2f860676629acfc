import type { EntityManager } from '@mikro-orm/postgresql';
import { parsePublicId } from '../../shared/public-id.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { criterionLabel } from '../matching/criterion-labels.js';
import { Role } from '../users/user.entity.js';
import { INVALID_PROGRAM_ID, PROGRAM_NOT_FOUND } from './programs.schemas.js';

/** Near-miss blocking criteria listed on R4 ("FICO 41 %, amount 22 %"). */
const TOP_BLOCKING = 5;
/** Recent matched applications listed on R4. */
const RECENT_MATCHES = 10;

export interface ProgramPerformance {
  /** Applications whose latest result for the program is eligible or near miss. */
  matched: number;
  shared: number;
  viewed: number;
  offers: number;
  won: number;
  fundedCents: number;
  /** Shares answered with an offer ÷ shares; null before any share. */
  offerRate: number | null;
  medianFirstResponseHours: number | null;
  blockingCriteria: { code: string; label: string; count: number; percent: number }[];
  recent: { applicationId: number; number: string | null; businessName: string; outcome: string; computedAt: Date }[];
}

/**
 * R4 "performance" of one program (BACKOFFICE R4): its funnel from the stored match results to funded dollars, the
 * criteria that block its near-misses most, and the applications it matched lately. Admins only; read-only SQL.
 */
export class ProgramPerformanceService {
  constructor(private readonly em: EntityManager) {}

  async forProgram(caller: Caller, programIdValue: unknown): Promise<ProgramPerformance> {
    requireRole(caller, [Role.admin]);
    const programId = parsePublicId(programIdValue, INVALID_PROGRAM_ID);
    const [program] = programId === null ? [] : await this.em.execute<{ id: number }[]>(`select id from lender_program where id = ?`, [programId]);
    if (!program) throw new NotFoundError(PROGRAM_NOT_FOUND);

    const [funnel] = await this.em.execute<
      { matched: number; near_misses: number; shared: number; viewed: number; offered: number; won: number; offers: number; funded: string; median_hours: number | null }[]
    >(
      `select
         (select count(*) from match_result where program_id = ? and latest and outcome in ('eligible', 'near_miss'))::int as matched,
         (select count(*) from match_result where program_id = ? and latest and outcome = 'near_miss')::int as near_misses,
         count(s.id) filter (where s.shared_at is not null)::int as shared,
         count(s.id) filter (where s.first_viewed_at is not null)::int as viewed,
         count(s.id) filter (where s.shared_at is not null and exists (select 1 from offer o where o.submission_id = s.id))::int as offered,
         count(s.id) filter (where s.status = 'won')::int as won,
         (select count(*) from offer o join submission x on x.id = o.submission_id where x.program_id = ?)::int as offers,
         (select coalesce(sum(f.funded_amount), 0) from funding f join offer o on o.id = f.offer_id join submission x on x.id = o.submission_id where x.program_id = ?)::text as funded,
         percentile_cont(0.5) within group (order by date_part('epoch', s.responded_at - s.shared_at) / 3600)
           filter (where s.responded_at is not null and s.shared_at is not null) as median_hours
       from submission s where s.program_id = ?`,
      [programId, programId, programId, programId, programId],
    );
    const blocking = await this.em.execute<{ code: string; count: number }[]>(
      `select criterion->>'code' as code, count(*)::int as count
         from match_result m cross join lateral jsonb_array_elements(m.reasons->'criteria') as criterion
        where m.program_id = ? and m.latest and m.outcome = 'near_miss'
          and (criterion->>'pass')::boolean = false and (criterion->>'missing')::boolean = false
        group by 1 order by count desc, code limit ?`,
      [programId, TOP_BLOCKING],
    );
    const recent = await this.em.execute<{ application_id: number; number: string | null; business_name: string; outcome: string; computed_at: Date }[]>(
      `select m.application_id, a.number, a.business_name, m.outcome, m.computed_at
         from match_result m join applications a on a.id = m.application_id
        where m.program_id = ? and m.latest and m.outcome in ('eligible', 'near_miss')
        order by m.computed_at desc, m.id desc limit ?`,
      [programId, RECENT_MATCHES],
    );
    const stats = funnel!;
    const nearMisses = stats.near_misses;
    return {
      matched: stats.matched,
      shared: stats.shared,
      viewed: stats.viewed,
      offers: stats.offers,
      won: stats.won,
      fundedCents: Number(stats.funded),
      offerRate: stats.shared === 0 ? null : stats.offered / stats.shared,
      medianFirstResponseHours: stats.median_hours === null ? null : Math.round(Number(stats.median_hours) * 10) / 10,
      blockingCriteria: blocking.map((row) => ({ code: row.code, label: criterionLabel(row.code), count: row.count, percent: nearMisses === 0 ? 0 : Math.round((row.count * 100) / nearMisses) })),
      recent: recent.map((row) => ({ applicationId: row.application_id, number: row.number, businessName: row.business_name, outcome: row.outcome, computedAt: new Date(row.computed_at) })),
    };
  }
}
