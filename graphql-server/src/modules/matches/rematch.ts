import type { EntityManager } from '@mikro-orm/postgresql';
import { MatchResultService, OPEN_MATCH_STATUSES, OPEN_STATUS_SQL } from './match-results.service.js';

/**
 * Open applications (§4.2) whose stored results are out of date: an active program they could match (same product,
 * or any when the client is flexible) has a version in force they were not matched against (a publish or restore,
 * or a new program), or the application's or its business's facts changed since the last run (an application no
 * program can match has no rows and nothing to re-run). The programs module stays unaware of matching: this finds
 * what a publish left stale.
 */
export async function staleApplicationIds(em: EntityManager): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    `select a.id
       from applications a
       join businesses b on b.id = a.business_id
       left join lateral (select max(m.computed_at) as at from match_result m where m.application_id = a.id and m.latest) last_run on true
      where a.${OPEN_STATUS_SQL}
        and (a.updated_at > last_run.at
          or b.updated_at > last_run.at
          or exists (
            select 1
              from lender_program p
              join lender l on l.id = p.lender_id and l.status = 'active'
             where p.status = 'active' and p.current_version is not null
               and (p.product = a.product or a.product_flexible)
               and not exists (select 1 from match_result m
                                where m.application_id = a.id and m.program_id = p.id and m.latest and m.program_version = p.current_version)))
      order by a.id`,
    [...OPEN_MATCH_STATUSES],
  );
  return rows.map((row) => Number(row.id));
}

/** Re-matches each application in a transaction of its own (one failure does not undo the others). */
export async function rematchApplications(em: EntityManager, applicationIds: readonly number[]): Promise<number> {
  for (const applicationId of applicationIds) {
    await em.fork().transactional((tx) => MatchResultService.matchApplication(tx, applicationId));
  }
  return applicationIds.length;
}
