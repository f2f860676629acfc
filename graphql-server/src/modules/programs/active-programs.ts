import type { EntityManager } from '@mikro-orm/postgresql';
import type { MatchProgram } from '../matching/match-types.js';
import type { ProgramCriteria } from '../matching/program-criteria.js';

/** A program matching runs against, with its lender's display name for the screens that list results. */
export interface ActiveProgram extends MatchProgram {
  lenderName: string;
}

/**
 * Active programs of active lenders, each at its version in force: what matching, the coverage heatmap and the
 * what-if tester run against (one query, so they cannot disagree on which programs count).
 */
export async function activeMatchPrograms(em: EntityManager): Promise<ActiveProgram[]> {
  const rows = await em.execute<{ id: number; lender_id: number; name: string; lender_name: string; version: number; criteria: ProgramCriteria }[]>(
    `select p.id, p.lender_id, p.name, l.display_name as lender_name, v.version, v.criteria
       from lender_program p
       join lender l on l.id = p.lender_id and l.status = 'active'
       join lender_program_version v on v.program_id = p.id and v.version = p.current_version
      where p.status = 'active'
      order by p.id`,
  );
  return rows.map((row) => ({
    programId: Number(row.id),
    lenderId: Number(row.lender_id),
    name: row.name,
    lenderName: row.lender_name,
    version: row.version,
    criteria: row.criteria,
  }));
}
