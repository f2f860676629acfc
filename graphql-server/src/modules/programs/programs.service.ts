import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { parsePublicId } from '../../shared/public-id.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput, truncateText } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { staleVersionError } from '../businesses/stale-version.js';
import { Lender } from '../lenders/lender.entity.js';
import { coverageHeatmap, FICO_BANDS, MONTHS_BANDS, type CoverageHeatmap } from '../matching/coverage.js';
import { describeCriteria } from '../matching/criteria-description.js';
import { matchApplicant, rankMatches } from '../matching/match-engine.js';
import type { ApplicantFacts, MatchResult } from '../matching/match-types.js';
import { parseProgramCriteria, type ProgramCriteria } from '../matching/program-criteria.js';
import { openSubmissionCount } from '../submissions/submission-counts.js';
import { Role, type User } from '../users/user.entity.js';
import { activeMatchPrograms } from './active-programs.js';
import { lenderTrackRecords } from '../matches/lender-track-records.js';
import { LenderProgram, LenderProgramVersion, type ProgramStatus } from './lender-program.entity.js';
import {
  ADD_LENDER_FIRST,
  INVALID_PROGRAM_ID,
  PRODUCT_FIXED,
  PROGRAM_NOT_FOUND,
  coverageHeatmapSchema,
  createProgramSchema,
  pauseProgramSchema,
  programListSchema,
  programName,
  programNameTaken,
  updateDraftSchema,
  whatIfSchema,
  type ProgramListInput,
  type ProgramListQuery,
} from './programs.schemas.js';

/** A row of R2's matrix / R4's list: the program, its lender and the criteria in force (or the draft, before the first publish). */
export interface ProgramRow {
  id: number;
  lenderId: number;
  lenderName: string;
  lenderStatus: string;
  name: string;
  product: string;
  status: ProgramStatus;
  currentVersion: number | null;
  /** The published version's criteria; the draft's for a program never published. */
  criteria: ProgramCriteria | null;
  hasDraft: boolean;
  pausedReason: string | null;
  version: number;
  updatedAt: Date;
  /** Who published the version in force, and when. */
  publishedBy: string | null;
  publishedAt: Date | null;
}

export interface ProgramPage {
  items: ProgramRow[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface ProgramDetail {
  program: LenderProgram;
  lender: Lender;
  /** Newest first. */
  versions: LenderProgramVersion[];
}

/** R3's live check of a criteria document: the plain-English text when valid, else the schema's messages by field. */
export interface CriteriaPreview {
  text: string | null;
  problems: { path: string; message: string }[];
}

/** One active program's dry-run result in R2's what-if tester. */
export interface WhatIfResult extends MatchResult {
  programName: string;
  lenderName: string;
}

interface ProgramRowRecord {
  id: number;
  lender_id: number;
  lender_name: string;
  lender_status: string;
  name: string;
  product: string;
  status: ProgramStatus;
  current_version: number | null;
  criteria: ProgramCriteria | null;
  draft_criteria: ProgramCriteria | null;
  paused_reason: string | null;
  version: number;
  updated_at: Date | string;
  published_by: string | null;
  published_at: Date | string | null;
  total_count: string | number;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** R2/R4's page query: programs with their lender and the version in force, filtered, cut to a page, counted by a window. */
export function programListQuery({ filter, page, pageSize }: ProgramListQuery): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.product) {
    where.push('p.product = ?');
    params.push(filter.product);
  }
  if (filter.status) {
    where.push('p.status = ?');
    params.push(filter.status);
  }
  if (filter.lenderId) {
    where.push('p.lender_id = ?');
    params.push(filter.lenderId);
  }
  if (filter.search) {
    const like = likePattern(filter.search);
    where.push('(p.name ilike ? or l.display_name ilike ? or l.legal_name ilike ?)');
    params.push(like, like, like);
  }
  params.push(pageSize, (page - 1) * pageSize);
  const sql = `select p.id, p.lender_id, l.display_name as lender_name, l.status as lender_status, p.name, p.product, p.status,
       p.current_version, v.criteria, p.draft_criteria, p.paused_reason, p.version, p.updated_at,
       v.created_by_name as published_by, v.published_at,
       count(*) over () as total_count
  from lender_program p
  join lender l on l.id = p.lender_id
  left join lender_program_version v on v.program_id = p.id and v.version = p.current_version
 ${where.length ? `where ${where.join(' and ')}` : ''}
 order by lower(l.display_name) asc, lower(p.name) asc, p.id asc
 limit ? offset ?`;
  return { sql, params };
}

/**
 * R2–R4 (BACKOFFICE §2, §3.5): lender programs with typed, versioned criteria. A draft is edited on the program;
 * *Publish* freezes it as version n+1. Admins only; every change audited `program.*` in its transaction.
 */
export class ProgramAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** R3 *Save draft* of a new program for a non-archived lender; audited program.created. */
  async create(input: { lenderId: unknown; name: string; criteria: unknown }, caller: Caller): Promise<LenderProgram> {
    const admin = requireRole(caller, [Role.admin]);
    const data = parseInput(createProgramSchema, input);
    const lenderId = parsePublicId(data.lenderId, 'Invalid lender ID');
    const lender = lenderId === null ? null : await this.em.findOne(Lender, { id: lenderId });
    if (!lender || lender.status === 'archived') throw new ValidationError(ADD_LENDER_FIRST, { lenderId: 'Choose a lender that is not archived' });
    const criteria = parseProgramCriteria(data.criteria);
    return this.createProgram(lender, data.name, criteria, admin, 'program.created');
  }

  /** R3 *Save draft* of an existing program (version-checked); the product stays the program's. */
  async updateDraft(id: unknown, input: { name?: string | null; criteria: unknown; expectedVersion: number }, caller: Caller): Promise<LenderProgram> {
    const admin = requireRole(caller, [Role.admin]);
    const program = await this.findProgram(id);
    const data = parseInput(updateDraftSchema, input);
    const criteria = parseProgramCriteria(data.criteria);
    if (criteria.product !== program.product) throw new ValidationError(PRODUCT_FIXED, { 'criteria.product': PRODUCT_FIXED });
    if (program.status === 'archived') throw new ConflictError('An archived program cannot be edited');
    const name = data.name ?? program.name;
    return this.change(program, data.expectedVersion, { name, draftCriteria: criteria }, admin, 'program.draft_saved', `${admin.username} saved a draft of ${name}.`);
  }

  /** R3 *Publish*: the draft becomes immutable version n+1 and the program active (a paused one stays paused). */
  async publish(id: unknown, expectedVersion: number, caller: Caller): Promise<LenderProgram> {
    const admin = requireRole(caller, [Role.admin]);
    const program = await this.findProgram(id);
    if (program.status === 'archived') throw new ConflictError('An archived program cannot be published');
    if (!program.draftCriteria) throw new ConflictError('Nothing to publish: save a draft first');
    return this.publishCriteria(program, expectedVersion, program.draftCriteria, admin, 'program.published');
  }

  /** R4 *Restore version n*: publishes version n+1 equal to version n; the draft, if any, is kept. */
  async restoreVersion(id: unknown, versionNumber: number, expectedVersion: number, caller: Caller): Promise<LenderProgram> {
    const admin = requireRole(caller, [Role.admin]);
    const program = await this.findProgram(id);
    if (program.status === 'archived') throw new ConflictError('An archived program cannot be changed');
    const source = await this.em.findOne(LenderProgramVersion, { programId: program.id, version: versionNumber });
    if (!source) throw new NotFoundError(`Version ${versionNumber} not found`);
    return this.publishCriteria(program, expectedVersion, source.criteria, admin, 'program.published', versionNumber);
  }

  /** R2 *Pause* (reason ≥ 5 characters): new matching only; open submissions continue. */
  async pause(id: unknown, input: { reason: string; expectedVersion: number }, caller: Caller): Promise<LenderProgram> {
    const admin = requireRole(caller, [Role.admin]);
    const program = await this.findProgram(id);
    const { reason, expectedVersion } = parseInput(pauseProgramSchema, input);
    if (program.status !== 'active') throw new ConflictError('Only an active program can be paused');
    return this.change(program, expectedVersion, { status: 'paused', pausedReason: reason }, admin, 'program.paused', `${admin.username} paused ${program.name}: ${reason}`, reason);
  }

  async resume(id: unknown, expectedVersion: number, caller: Caller): Promise<LenderProgram> {
    const admin = requireRole(caller, [Role.admin]);
    const program = await this.findProgram(id);
    if (program.status !== 'paused') throw new ConflictError('Only a paused program can be resumed');
    return this.change(program, expectedVersion, { status: 'active', pausedReason: null }, admin, 'program.resumed', `${admin.username} resumed ${program.name}.`);
  }

  /** R4 *Archive*: only with no open submissions. */
  async archive(id: unknown, expectedVersion: number, caller: Caller): Promise<LenderProgram> {
    const admin = requireRole(caller, [Role.admin]);
    const program = await this.findProgram(id);
    if (program.status === 'archived') throw new ConflictError('This program is already archived');
    const open = await this.openSubmissionCount(program.id);
    if (open > 0) throw new ConflictError(`This program has ${open === 1 ? '1 open submission' : `${open} open submissions`}`);
    return this.change(program, expectedVersion, { status: 'archived', pausedReason: null }, admin, 'program.archived', `${admin.username} archived ${program.name}.`);
  }

  /** R2/R4 *Duplicate*: a new draft for the same lender with the draft's (else the published) criteria. */
  async duplicate(id: unknown, name: string | null | undefined, caller: Caller): Promise<LenderProgram> {
    const admin = requireRole(caller, [Role.admin]);
    const program = await this.findProgram(id);
    const lender = await this.em.findOneOrFail(Lender, { id: program.lenderId });
    if (lender.status === 'archived') throw new ConflictError('An archived lender cannot get new programs');
    const criteria = program.draftCriteria ?? (await this.currentCriteria(program));
    const copyName = parseInput(programName, name ?? truncateText(`Copy of ${program.name}`, 80));
    return this.createProgram(lender, copyName, criteria!, admin, 'program.created', program.name);
  }

  /** R2's matrix and R4's list: one page in one query (plus a count past the end). */
  async list(input: ProgramListInput, caller: Caller): Promise<ProgramPage> {
    requireRole(caller, [Role.admin]);
    const query = parseInput(programListSchema, input);
    const { sql, params } = programListQuery(query);
    const rows = await this.em.execute<ProgramRowRecord[]>(sql, params);
    let totalCount = rows.length > 0 ? Number(rows[0]!.total_count) : 0;
    if (rows.length === 0 && query.page > 1) {
      const first = programListQuery({ ...query, page: 1, pageSize: 1 });
      const [row] = await this.em.execute<ProgramRowRecord[]>(first.sql, first.params);
      totalCount = row ? Number(row.total_count) : 0;
    }
    return {
      items: rows.map((row) => ({
        id: Number(row.id),
        lenderId: Number(row.lender_id),
        lenderName: row.lender_name,
        lenderStatus: row.lender_status,
        name: row.name,
        product: row.product,
        status: row.status,
        currentVersion: row.current_version,
        criteria: row.criteria ?? row.draft_criteria,
        hasDraft: row.draft_criteria !== null,
        pausedReason: row.paused_reason,
        version: row.version,
        updatedAt: new Date(row.updated_at),
        publishedBy: row.published_by,
        publishedAt: row.published_at === null ? null : new Date(row.published_at),
      })),
      totalCount,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** R4 detail: the program, its lender and its version history (newest first); "Program not found" otherwise. */
  async get(id: unknown, caller: Caller): Promise<ProgramDetail> {
    requireRole(caller, [Role.admin]);
    const program = await this.findProgram(id);
    const lender = await this.em.findOneOrFail(Lender, { id: program.lenderId });
    const versions = await this.em.find(LenderProgramVersion, { programId: program.id }, { orderBy: { version: 'desc' } });
    return { program, lender, versions };
  }

  /** R3's preview: never throws for bad criteria, so the form can show every message while the admin types. */
  criteriaPreview(criteria: unknown, caller: Caller): CriteriaPreview {
    requireRole(caller, [Role.admin]);
    try {
      return { text: describeCriteria(parseProgramCriteria(criteria)), problems: [] };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const problems = Object.entries(error.fieldErrors).map(([path, message]) => ({ path, message }));
      return { text: null, problems: problems.length ? problems : [{ path: '', message: error.message }] };
    }
  }

  /** R2's heatmap over the active programs' versions in force. */
  async coverage(input: { product: unknown; amountCents: unknown }, caller: Caller): Promise<CoverageHeatmap & { ficoBands: string[]; monthsBands: string[] }> {
    requireRole(caller, [Role.admin]);
    const { product, amountCents } = parseInput(coverageHeatmapSchema, input);
    const programs = await activeMatchPrograms(this.em);
    return {
      ...coverageHeatmap(programs, { product, requestedCents: amountCents }),
      ficoBands: FICO_BANDS.map((band) => band.label),
      monthsBands: MONTHS_BANDS.map((band) => band.label),
    };
  }

  /**
   * R2's what-if tester: the engine's dry run of made-up facts against every active program (other products too,
   * flagged), ranked as §4.4 with the lenders' track records, as real matching ranks. Nothing is written.
   */
  async whatIf(input: unknown, caller: Caller): Promise<WhatIfResult[]> {
    requireRole(caller, [Role.admin]);
    const whatIf = parseInput(whatIfSchema, input);
    const facts: ApplicantFacts = {
      requestedCents: whatIf.amountCents,
      product: whatIf.product,
      productFlexible: true,
      state: whatIf.state,
      ...(whatIf.fico != null && { fico: { value: whatIf.fico, source: whatIf.ficoVerified ? 'soft_pull' : 'self' } }),
      ...(whatIf.monthsInBusiness != null && { monthsInBusiness: whatIf.monthsInBusiness }),
      ...(whatIf.monthlyRevenueCents != null && {
        monthlyRevenue: { cents: whatIf.monthlyRevenueCents, source: whatIf.revenueVerified ? 'bank_statements' : 'self' },
      }),
      ...(whatIf.openPositions != null && { openPositions: whatIf.openPositions }),
      ...(whatIf.naicsCode != null && { naicsCode: whatIf.naicsCode }),
      ...(whatIf.entityType != null && { entityType: whatIf.entityType }),
      ...(whatIf.onTimeTradeMonths != null && { onTimeTradeMonths: whatIf.onTimeTradeMonths }),
    };
    const programs = await activeMatchPrograms(this.em);
    const byId = new Map(programs.map((program) => [program.programId, program]));
    return rankMatches(matchApplicant(facts, programs, await lenderTrackRecords(this.em))).map((result) => ({
      ...result,
      programName: byId.get(result.programId)!.name,
      lenderName: byId.get(result.programId)!.lenderName,
    }));
  }

  /** Open submissions (proposed or granting access) block archiving (R4). */
  private openSubmissionCount(programId: number): Promise<number> {
    return openSubmissionCount(this.em, { programId });
  }

  private async currentCriteria(program: LenderProgram): Promise<ProgramCriteria | null> {
    if (program.currentVersion === null) return null;
    const current = await this.em.findOneOrFail(LenderProgramVersion, { programId: program.id, version: program.currentVersion });
    return current.criteria;
  }

  private async createProgram(lender: Lender, name: string, criteria: ProgramCriteria, admin: User, action: string, copiedFrom?: string): Promise<LenderProgram> {
    await this.assertNameFree(lender.id, name, null);
    try {
      return await this.em.transactional(async (em) => {
        const program = em.create(LenderProgram, { lenderId: lender.id, name, product: criteria.product, draftCriteria: criteria });
        await em.flush();
        await this.audit.record(em, {
          actor: userActor(admin),
          action,
          entityType: 'program',
          entityId: program.id,
          summary: copiedFrom
            ? `${admin.username} duplicated ${copiedFrom} as ${name} for ${lender.displayName}.`
            : `${admin.username} added the program ${name} for ${lender.displayName}.`,
          before: null,
          after: { lenderId: lender.id, name, product: criteria.product, status: 'draft', criteria },
        });
        return program;
      });
    } catch (error) {
      throw this.nameTakenOr(error, name);
    }
  }

  private async publishCriteria(
    program: LenderProgram,
    expectedVersion: number,
    criteria: ProgramCriteria,
    admin: User,
    action: string,
    restoredFrom?: number,
  ): Promise<LenderProgram> {
    if (program.version !== expectedVersion) throw await staleVersionError(this.em, 'program', program.id);
    return this.em.transactional(async (em) => {
      const next = (program.currentVersion ?? 0) + 1;
      const status = program.status === 'draft' ? 'active' : program.status;
      const updated = await em.nativeUpdate(
        LenderProgram,
        { id: program.id, version: expectedVersion },
        { currentVersion: next, status, draftCriteria: restoredFrom === undefined ? null : program.draftCriteria, version: expectedVersion + 1, updatedAt: new Date() },
      );
      if (updated === 0) throw await staleVersionError(em, 'program', program.id);
      em.create(LenderProgramVersion, { programId: program.id, version: next, criteria, createdById: admin.id, createdByName: admin.username, publishedAt: new Date() });
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(admin),
        action,
        entityType: 'program',
        entityId: program.id,
        summary:
          restoredFrom === undefined
            ? `${admin.username} published version ${next} of ${program.name}.`
            : `${admin.username} restored version ${restoredFrom} of ${program.name} as version ${next}.`,
        before: { status: program.status, currentVersion: program.currentVersion },
        after: { status, currentVersion: next, criteria },
      });
      return em.findOneOrFail(LenderProgram, { id: program.id }, { refresh: true });
    });
  }

  private async change(
    program: LenderProgram,
    expectedVersion: number,
    changes: Partial<Pick<LenderProgram, 'name' | 'draftCriteria' | 'status' | 'pausedReason'>>,
    admin: User,
    action: string,
    summary: string,
    reason?: string,
  ): Promise<LenderProgram> {
    if (program.version !== expectedVersion) throw await staleVersionError(this.em, 'program', program.id);
    if (changes.name !== undefined && changes.name !== program.name) await this.assertNameFree(program.lenderId, changes.name, program.id);
    const before = { name: program.name, status: program.status, pausedReason: program.pausedReason, draftCriteria: program.draftCriteria };
    try {
      return await this.em.transactional(async (em) => {
        const updated = await em.nativeUpdate(LenderProgram, { id: program.id, version: expectedVersion }, { ...changes, version: expectedVersion + 1, updatedAt: new Date() });
        if (updated === 0) throw await staleVersionError(em, 'program', program.id);
        const fresh = await em.findOneOrFail(LenderProgram, { id: program.id }, { refresh: true });
        await this.audit.record(em, {
          actor: userActor(admin),
          action,
          entityType: 'program',
          entityId: program.id,
          summary,
          before,
          after: { name: fresh.name, status: fresh.status, pausedReason: fresh.pausedReason, draftCriteria: fresh.draftCriteria },
          reason: reason ?? null,
        });
        return fresh;
      });
    } catch (error) {
      throw this.nameTakenOr(error, changes.name ?? program.name);
    }
  }

  private async assertNameFree(lenderId: number, name: string, exceptId: number | null): Promise<void> {
    const [taken] = await this.em.execute<{ id: number }[]>('select id from lender_program where lender_id = ? and lower(name) = lower(?) and id <> ? limit 1', [lenderId, name, exceptId ?? 0]);
    if (taken) throw new ValidationError(programNameTaken(name), { name: programNameTaken(name) });
  }

  private nameTakenOr(error: unknown, name: string): unknown {
    if (error instanceof UniqueConstraintViolationException && error.message.includes('lender_program_lender_name_unique')) {
      return new ValidationError(programNameTaken(name), { name: programNameTaken(name) });
    }
    return error;
  }

  private async findProgram(id: unknown): Promise<LenderProgram> {
    const programId = parsePublicId(id, INVALID_PROGRAM_ID);
    const program = programId === null ? null : await this.em.findOne(LenderProgram, { id: programId });
    if (!program) throw new NotFoundError(PROGRAM_NOT_FOUND);
    return program;
  }
}
