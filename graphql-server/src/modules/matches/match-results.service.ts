import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { Application, WorkflowStatus } from '../applications/application.entity.js';
import { Business } from '../businesses/business.entity.js';
import { clientMatchSummary, type ClientMatchSummary } from '../matching/client-summary.js';
import { evaluateProgram, rankMatches } from '../matching/match-engine.js';
import type { MatchOutcome, MatchResult } from '../matching/match-types.js';
import { activeMatchPrograms } from '../programs/active-programs.js';
import { Role } from '../users/user.entity.js';
import { applicantFacts } from './applicant-facts.js';
import { lenderTrackRecords } from './lender-track-records.js';
import { MatchResultRow, type StoredMatchReasons } from './match-result.entity.js';
import { matchSummaryRefreshSql } from './match-summary.js';
import { onTimeTradeMonthsByOwner } from './trade-history.js';

/** §4.2: matching re-runs for these (the open applications past submission). */
export const OPEN_MATCH_STATUSES: readonly WorkflowStatus[] = [
  WorkflowStatus.submitted,
  WorkflowStatus.in_review,
  WorkflowStatus.matched,
  WorkflowStatus.offered,
];
/** `status in (…)` of the open statuses, for raw SQL (its parameters: OPEN_MATCH_STATUSES). */
export const OPEN_STATUS_SQL = `status in (${OPEN_MATCH_STATUSES.map(() => '?').join(', ')})`;


/**
 * R13's "New match since v{n}": an application matched before whose program turns eligible at a new version (or a
 * newly published program) gets that version; later runs keep it while the program stays eligible at it.
 */
function newSinceVersion(
  result: MatchResult,
  before: { outcome: MatchOutcome; program_version: number; new_since_version: number | null } | undefined,
  matchedBefore: boolean,
): number | null {
  if (result.outcome !== 'eligible' || !matchedBefore) return null;
  if (before?.program_version === result.programVersion) return before.outcome === 'eligible' ? before.new_since_version : null;
  return before?.outcome === 'eligible' ? null : result.programVersion;
}

/** A near-miss's blocking criteria as `match_result.blocking_codes` stores them: the failed criteria, missing facts aside. */
export function blockingCodes(result: Pick<MatchResult, 'criteria'>): string[] {
  return result.criteria.filter((criterion) => !criterion.pass && !criterion.missing).map((criterion) => criterion.code);
}

/** A latest row as a run of matching reads it before replacing it. */
interface PreviousRow {
  id: number;
  application_id: number;
  program_id: number;
  outcome: MatchOutcome;
  program_version: number;
  new_since_version: number | null;
  computed_at: Date | string;
}

/** One application of `matchApplications`: the results written, and every program's latest outcome before the run. */
export interface ApplicationMatchRun {
  applicationId: number;
  results: MatchResult[];
  before: Map<number, MatchOutcome>;
}

/** The programs and track records one re-match run matches every application against (`batchContext`). */
export interface MatchBatchContext {
  trackRecords: Awaited<ReturnType<typeof lenderTrackRecords>>;
  programs: Awaited<ReturnType<typeof activeMatchPrograms>>;
}

/** A stored latest result as R13 shows it. */
export interface StoredMatch extends MatchResult {
  lenderName: string;
  programName: string;
  computedAt: Date;
  newSinceVersion: number | null;
}

/** Stores and reads matching results (BACKOFFICE §3.1 `match_result`, §4.2 item 3). */
export class MatchResultService {
  constructor(private readonly em: EntityManager) {}

  /** The latest stored result of one program for one application (null before matching ran for it). */
  latestResult(em: EntityManager, applicationId: number, programId: number): Promise<MatchResultRow | null> {
    return em.findOne(MatchResultRow, { applicationId, programId, latest: true });
  }

  /**
   * Runs matching for one application inside the caller's transaction `em` (submit, fact edits, the admin's re-run):
   * new rows for every active program, the previous latest rows un-flagged (`matchApplications`).
   */
  static async matchApplication(em: EntityManager, applicationId: number, now = new Date(), batch?: MatchBatchContext): Promise<MatchResult[]> {
    const [matched] = await MatchResultService.matchApplications(em, [applicationId], now, batch);
    if (!matched) throw new NotFoundError('Application not found');
    return rankMatches(matched.results);
  }

  /**
   * Runs matching for several applications inside the caller's transaction `em`, set-based: the applications are
   * locked first (in id order, so runs of the same applications queue behind each other and exactly one row per
   * program stays latest), their facts, trade history and latest rows read in one query each, and every new row
   * written by one insert after one update un-flags the rows they replace. Every program is matched again, unless
   * `onlyChanged` (a stale run): then an application whose facts did not change since its last run is matched only
   * against the programs whose version in force it was not matched against, and its other rows stay as they are.
   * Unknown ids are skipped. Returns, per application matched, the results written and the outcomes of every
   * program's latest row before.
   */
  static async matchApplications(
    em: EntityManager,
    applicationIds: readonly number[],
    now = new Date(),
    batch?: MatchBatchContext,
    options: { onlyChanged?: boolean } = {},
  ): Promise<ApplicationMatchRun[]> {
    const ids = [...new Set(applicationIds)].sort((a, b) => a - b);
    if (ids.length === 0) return [];
    const idList = JSON.stringify(ids);
    const locked = await em.execute<{ id: number }[]>(
      `select id from applications where id in (select jsonb_array_elements_text(?::jsonb)::int) order by id for update`,
      [idList],
    );
    if (locked.length === 0) return [];
    const lockedIds = locked.map((row) => Number(row.id));
    const applications = await em.find(Application, { id: { $in: lockedIds } }, { refresh: true });
    const businesses = new Map(
      (await em.find(Business, { id: { $in: [...new Set(applications.map((application) => application.business.id))] } }, { refresh: true })).map((business) => [business.id, business]),
    );
    const tradeMonths = await onTimeTradeMonthsByOwner(em, applications.map((application) => application.owner?.id).filter((id): id is number => id != null));
    const previousRows = await em.execute<PreviousRow[]>(
      `select id, application_id, program_id, outcome, program_version, new_since_version, computed_at
         from match_result where application_id in (select jsonb_array_elements_text(?::jsonb)::int) and latest`,
      [JSON.stringify(lockedIds)],
    );
    const previousByApplication = new Map<number, Map<number, PreviousRow>>();
    for (const row of previousRows) {
      const applicationId = Number(row.application_id);
      const rows = previousByApplication.get(applicationId) ?? new Map<number, PreviousRow>();
      rows.set(Number(row.program_id), row);
      previousByApplication.set(applicationId, rows);
    }
    const { trackRecords, programs } = batch ?? (await MatchResultService.batchContext(em, now));
    const replaced: number[] = [];
    const inserts: Record<string, unknown>[] = [];
    const runs: ApplicationMatchRun[] = [];
    for (const application of applications.sort((a, b) => a.id - b.id)) {
      const business = businesses.get(application.business.id)!;
      const previous = previousByApplication.get(application.id) ?? new Map<number, PreviousRow>();
      const lastRun = Math.max(0, ...[...previous.values()].map((row) => new Date(row.computed_at).getTime()));
      const factsChanged = previous.size === 0 || application.updatedAt.getTime() > lastRun || business.updatedAt.getTime() > lastRun;
      const ownerId = application.owner?.id;
      const facts = applicantFacts(application, business, now, ownerId == null ? null : (tradeMonths.get(ownerId) ?? 0));
      const matchAll = !options.onlyChanged || factsChanged;
      const toMatch = matchAll ? programs : programs.filter((program) => previous.get(program.programId)?.program_version !== program.version);
      const results: MatchResult[] = [];
      for (const program of toMatch) {
        const result = evaluateProgram(facts, program, trackRecords.get(program.lenderId));
        if (result) results.push(result);
      }
      if (matchAll) {
        for (const row of previous.values()) replaced.push(Number(row.id));
      } else {
        for (const program of toMatch) {
          const row = previous.get(program.programId);
          if (row) replaced.push(Number(row.id));
        }
      }
      for (const result of results) {
        const before = previous.get(result.programId);
        const reasons: StoredMatchReasons = {
          criteria: result.criteria,
          reasons: result.reasons,
          missingFacts: result.missingFacts,
          nearMiss: result.nearMiss,
          nearMissGap: result.nearMissGap,
        };
        inserts.push({
          application_id: application.id,
          program_id: result.programId,
          program_version: result.programVersion,
          lender_id: result.lenderId,
          outcome: result.outcome,
          fit_score: result.fitScore,
          different_product: result.differentProduct,
          reasons,
          previous_outcome: before?.outcome ?? null,
          previous_program_version: before?.program_version ?? null,
          new_since_version: newSinceVersion(result, before, previous.size > 0),
          blocking_codes: result.outcome === 'near_miss' ? blockingCodes(result) : null,
        });
      }
      runs.push({ applicationId: application.id, results, before: new Map([...previous].map(([programId, row]) => [programId, row.outcome])) });
    }
    if (replaced.length > 0) {
      await em.execute(`update match_result set latest = false where id in (select jsonb_array_elements_text(?::jsonb)::int)`, [JSON.stringify(replaced)], 'run');
    }
    if (inserts.length > 0) {
      await em.execute(
        `insert into match_result (application_id, program_id, program_version, lender_id, outcome, fit_score, different_product, reasons,
                                   computed_at, latest, previous_outcome, previous_program_version, new_since_version, blocking_codes)
         select r.application_id, r.program_id, r.program_version, r.lender_id, r.outcome, r.fit_score, r.different_product, r.reasons,
                ?::timestamptz, true, r.previous_outcome, r.previous_program_version, r.new_since_version, r.blocking_codes
           from jsonb_to_recordset(?::jsonb) as r(application_id int, program_id int, program_version int, lender_id int, outcome varchar,
                fit_score smallint, different_product boolean, reasons jsonb, previous_outcome varchar, previous_program_version int,
                new_since_version int, blocking_codes text[])`,
        [now, JSON.stringify(inserts)],
        'run',
      );
    }
    await em.execute(matchSummaryRefreshSql('?'), [JSON.stringify(lockedIds)], 'run');
    return runs;
  }

  /**
   * What every application of a re-match run is matched against: the active programs at their versions in force and
   * the lenders' track records (an aggregate over the last 90 days of shares: read once per run, not once per
   * application — issue 14, a re-match of thousands of open applications).
   */
  static async batchContext(em: EntityManager, now = new Date()): Promise<MatchBatchContext> {
    return { trackRecords: await lenderTrackRecords(em, now), programs: await activeMatchPrograms(em) };
  }

  /**
   * R13: the application's latest result per program, ranked as §4.4 (eligible by fit, near-misses by smallest gap,
   * then needs_data, then ineligible), with lender and program names. Admins only; an unknown application is
   * NOT_FOUND.
   */
  async applicationMatches(applicationId: number, caller: Caller): Promise<StoredMatch[]> {
    requireRole(caller, [Role.admin]);
    await this.findApplication(applicationId);
    const rows = await this.em.execute<{ id: number; lender_name: string; program_name: string; product: string }[]>(
      `select m.id, l.display_name as lender_name, p.name as program_name, p.product
         from match_result m
         join lender l on l.id = m.lender_id
         join lender_program p on p.id = m.program_id
        where m.application_id = ? and m.latest`,
      [applicationId],
    );
    const namesById = new Map(rows.map((row) => [Number(row.id), row]));
    const stored = await this.em.find(MatchResultRow, { id: { $in: [...namesById.keys()] } });
    const matches = stored.map((row): StoredMatch => {
      const names = namesById.get(row.id)!;
      return {
        programId: row.programId,
        lenderId: row.lenderId,
        programVersion: row.programVersion,
        product: names.product as MatchResult['product'],
        differentProduct: row.differentProduct,
        outcome: row.outcome,
        fitScore: row.fitScore ?? null,
        ...row.reasons,
        lenderName: names.lender_name,
        programName: names.program_name,
        computedAt: row.computedAt,
        newSinceVersion: row.newSinceVersion ?? null,
      };
    });
    return rankMatches(matches) as StoredMatch[];
  }

  /**
   * §4.6, R21/R22: what the client is told about their application's matches — counts and what is within reach,
   * never a lender's name or credit box. The owner (or an admin) only; anyone else gets "Application not found" as
   * for a missing one. Null before matching ran.
   */
  async clientSummary(applicationId: number, caller: Caller): Promise<ClientMatchSummary | null> {
    const user = requireRole(caller, [Role.client, Role.admin]);
    const application = await this.findApplication(applicationId);
    const ownsIt = application.owner?.id === user.id && application.status !== WorkflowStatus.draft;
    if (user.role !== Role.admin && !ownsIt) throw new NotFoundError('Application not found');
    const stored = await this.em.find(MatchResultRow, { applicationId, latest: true });
    if (stored.length === 0) return null;
    return clientMatchSummary(stored.map((row) => ({ outcome: row.outcome, ...row.reasons }) as MatchResult));
  }

  /** The admin's *Re-run matching* (R13). */
  async rematch(applicationId: number, caller: Caller): Promise<void> {
    requireRole(caller, [Role.admin]);
    await this.findApplication(applicationId);
    await this.em.transactional((em) => MatchResultService.matchApplication(em, applicationId));
  }

  private async findApplication(applicationId: number): Promise<Application> {
    const application = Number.isSafeInteger(applicationId) ? await this.em.findOne(Application, applicationId) : null;
    if (!application) throw new NotFoundError('Application not found');
    return application;
  }
}
