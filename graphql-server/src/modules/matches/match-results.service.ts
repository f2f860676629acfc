import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { Application, WorkflowStatus } from '../applications/application.entity.js';
import { Business } from '../businesses/business.entity.js';
import { clientMatchSummary, type ClientMatchSummary } from '../matching/client-summary.js';
import { evaluateProgram, rankMatches } from '../matching/match-engine.js';
import type { MatchResult } from '../matching/match-types.js';
import { activeMatchPrograms } from '../programs/active-programs.js';
import { Role } from '../users/user.entity.js';
import { applicantFacts } from './applicant-facts.js';
import { lenderTrackRecords } from './lender-track-records.js';
import { MatchResultRow } from './match-result.entity.js';
import { onTimeTradeMonths } from './trade-history.js';

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
  before: { outcome: MatchResultRow['outcome']; program_version: number; new_since_version: number | null } | undefined,
  matchedBefore: boolean,
): number | null {
  if (result.outcome !== 'eligible' || !matchedBefore) return null;
  if (before?.program_version === result.programVersion) return before.outcome === 'eligible' ? before.new_since_version : null;
  return before?.outcome === 'eligible' ? null : result.programVersion;
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
   * Runs matching for one application inside the caller's transaction `em` (submit, fact edits, jobs): new rows for
   * every active program, the previous latest rows un-flagged. The application row is locked first, so two runs of
   * one application queue behind each other and exactly one row per program stays latest.
   */
  static async matchApplication(em: EntityManager, applicationId: number, now = new Date(), batch?: MatchBatchContext): Promise<MatchResult[]> {
    const locked = await em.execute<{ id: number }[]>(`select id from applications where id = ? for update`, [applicationId]);
    if (locked.length === 0) throw new NotFoundError('Application not found');
    const application = await em.findOneOrFail(Application, applicationId, { refresh: true });
    const business = await em.findOneOrFail(Business, application.business.id, { refresh: true });
    const facts = applicantFacts(application, business, now, await onTimeTradeMonths(em, application.owner?.id));
    const results: MatchResult[] = [];
    const { trackRecords, programs } = batch ?? (await MatchResultService.batchContext(em, now));
    for (const program of programs) {
      const result = evaluateProgram(facts, program, trackRecords.get(program.lenderId));
      if (result) results.push(result);
    }
    const previous = await em.execute<{ program_id: number; outcome: MatchResultRow['outcome']; program_version: number; new_since_version: number | null }[]>(
      `update match_result set latest = false where application_id = ? and latest returning program_id, outcome, program_version, new_since_version`,
      [applicationId],
    );
    const previousByProgram = new Map(previous.map((row) => [Number(row.program_id), row]));
    for (const result of results) {
      const before = previousByProgram.get(result.programId);
      em.create(MatchResultRow, {
        applicationId,
        programId: result.programId,
        programVersion: result.programVersion,
        lenderId: result.lenderId,
        outcome: result.outcome,
        fitScore: result.fitScore,
        differentProduct: result.differentProduct,
        reasons: {
          criteria: result.criteria,
          reasons: result.reasons,
          missingFacts: result.missingFacts,
          nearMiss: result.nearMiss,
          nearMissGap: result.nearMissGap,
        },
        computedAt: now,
        latest: true,
        previousOutcome: before?.outcome ?? null,
        previousProgramVersion: before?.program_version ?? null,
        newSinceVersion: newSinceVersion(result, before, previous.length > 0),
      });
    }
    await em.flush();
    return rankMatches(results);
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
