import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailService } from '../email/email.service.js';
import { programFitsEmail, type EmailSite } from '../email/templates.js';
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

/**
 * How many applications one transaction of a re-match run matches and writes (one insert, one update each): a stale
 * run writes about one row per application, a full run ~65. The job shares the server's thread with requests, so
 * under load each of a batch's ~10 round trips waits its turn behind them: fewer, larger batches finish sooner
 * (issue 14: 3,169 applications took 54 s in batches of 100 while the list was under load at 100,000).
 */
export const REMATCH_BATCH_SIZE = { onlyChanged: 500, full: 100 } as const;

export interface RematchOptions {
  /**
   * A stale run (after a publish, a restore, a new program or a fact edit): an application whose facts are unchanged
   * since its last run gets new rows only for the programs whose version in force it was not matched against — a
   * publish of one program rewrites that program's row, not every program's. Without it (the nightly run, which
   * also picks up trade history) every program is matched again.
   */
  onlyChanged?: boolean;
  batchSize?: number;
}

/**
 * Re-matches the applications in transactions of `batchSize` applications, all against the programs and track
 * records read at the start of the run: each transaction locks its applications, reads their facts and latest rows
 * in a few set-based queries, then writes every new row in one insert. A batch that fails is retried one application
 * per transaction, so one application's failure does not undo or stop the others (the run then fails with every
 * error, for the queue's log and retry). With `site`, the owner of an application on which a program turned eligible
 * since its last run is told (§4.5) — once per set of programs and versions; the first run on submit tells nobody.
 */
export async function rematchApplications(em: EntityManager, applicationIds: readonly number[], site?: EmailSite, options: RematchOptions = {}): Promise<number> {
  if (applicationIds.length === 0) return 0;
  // The programs and the lenders' track records are read once for the run (a publish during it leaves its
  // applications stale again, for the next run).
  const batch = await MatchResultService.batchContext(em.fork());
  const size = Math.max(1, options.batchSize ?? (options.onlyChanged ? REMATCH_BATCH_SIZE.onlyChanged : REMATCH_BATCH_SIZE.full));
  const failures: unknown[] = [];
  const run = (ids: readonly number[]) =>
    em.fork().transactional(async (tx) => {
      // A background re-match is derived data: should the server crash right after, the next run redoes it. So its
      // commits do not wait for the disk.
      await tx.execute('set local synchronous_commit = off');
      const outcomes = await MatchResultService.matchApplications(tx, ids, new Date(), batch, { onlyChanged: options.onlyChanged ?? false });
      if (!site) return;
      for (const { applicationId, results, before } of outcomes) {
        if (before.size === 0) continue;
        const newlyEligible = results.filter((result) => result.outcome === 'eligible' && before.get(result.programId) !== 'eligible');
        if (newlyEligible.length > 0) await tellOwner(tx, site, applicationId, newlyEligible);
      }
    });
  for (let start = 0; start < applicationIds.length; start += size) {
    const ids = applicationIds.slice(start, start + size);
    try {
      await run(ids);
    } catch (error) {
      if (ids.length === 1) {
        failures.push(error);
        continue;
      }
      // Find the one(s) that fail: the rest of the batch is still re-matched.
      for (const id of ids) {
        try {
          await run([id]);
        } catch (single) {
          failures.push(single);
        }
      }
    }
  }
  // The others are done; the run still fails, so the queue logs (and retries) what could not be re-matched.
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of ${applicationIds.length} applications could not be re-matched`);
  return applicationIds.length;
}

async function tellOwner(em: EntityManager, site: EmailSite, applicationId: number, programs: readonly { programId: number; programVersion: number }[]): Promise<void> {
  const [owner] = await em.execute<{ email: string; first_name: string | null; number: string | null }[]>(
    `select u.email, u.first_name, a.number from applications a join users u on u.id = a.owner_id where a.id = ?`,
    [applicationId],
  );
  if (!owner) return;
  const matchKey = programFitsKey(programs);
  await EmailService.enqueue(
    em,
    programFitsEmail(site, { to: owner.email, name: owner.first_name, application: { id: applicationId, number: owner.number }, programCount: programs.length, matchKey }),
  );
}

/** Above this length the set of programs is named by its hash: the e-mail's dedupe key is at most 200 characters. */
const PLAIN_KEY_MAX = 120;

/**
 * The set of programs and versions an owner is told about, as the e-mail's dedupe key names it: "12v1,14v2" — or,
 * for a set too long for the key (a publish can make dozens of programs fit at once), its SHA-256. Found at 10,000
 * applications: the plain key overflowed the column and failed the whole re-match run, every minute.
 */
export function programFitsKey(programs: readonly { programId: number; programVersion: number }[]): string {
  const plain = programs.map((program) => `${program.programId}v${program.programVersion}`).sort().join(',');
  return plain.length <= PLAIN_KEY_MAX ? plain : `sha256:${createHash('sha256').update(plain).digest('hex')}`;
}
