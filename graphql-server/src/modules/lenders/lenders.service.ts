import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { staleVersionError } from '../businesses/stale-version.js';
import type { PlatformSettingsService } from '../platform-settings/platform-settings.service.js';
import { openSubmissionCount } from '../submissions/submission-counts.js';
import { OPEN_STATUSES } from '../submissions/submission.entity.js';
import { Role, User } from '../users/user.entity.js';
import { findLender, uniqueViolationAsValidation } from './lender-lookup.js';
import type { LenderUserService } from './lender-users.service.js';
import { Lender, type LenderStatus } from './lender.entity.js';
import {
  ACTIVATE_NEEDS_TERMS,
  ACTIVATE_NEEDS_USER,
  LENDER_NAME_TAKEN,
  LENDER_NOT_FOUND,
  createLenderSchema,
  lenderListSchema,
  pauseLenderSchema,
  updateLenderSchema,
  type CreateLenderInput,
  type LenderListInput,
  type LenderListQuery,
  type LenderSort,
  type UpdateLenderInput,
} from './lenders.schemas.js';

/** The profile fields audited on every change (commission included: admins read the trail). */
const AUDITED_FIELDS = [
  'legalName', 'displayName', 'website', 'contactName', 'contactEmail', 'contactPhone', 'products', 'statesLicensed', 'status', 'pausedReason',
  'slaHours', 'commissionBasis', 'commissionBps', 'commissionFlatCents', 'agreementSignedOn', 'dataTermsAcceptedAt', 'requires2fa', 'notes',
] as const;

/** A row of R7's lender list, read in one query a page. */
export interface LenderRow {
  id: number;
  legalName: string;
  displayName: string;
  status: LenderStatus;
  products: string[];
  statesLicensed: string[];
  contactEmail: string;
  slaHours: number;
  commissionBasis: string | null;
  commissionBps: number | null;
  commissionFlatCents: number | null;
  /** Users not disabled (invited or active). */
  userCount: number;
  activeUserCount: number;
  /** Programs in status active (R7's column). */
  activeProgramCount: number;
  /** Open submissions arrive with the marketplace's sharing (issue 11 item 4); 0 until then. */
  openSubmissionCount: number;
  /** For the row menu's version-checked pause, resume and archive. */
  version: number;
  createdAt: Date;
}

export interface LenderPage {
  items: LenderRow[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface LenderDetail {
  lender: Lender;
  users: User[];
  /** Each user's newest session start (R9's "last sign-in"), by user id; missing when they never signed in. */
  lastSignInAt: Map<number, Date>;
}

interface LenderRowRecord {
  id: number;
  legal_name: string;
  display_name: string;
  status: LenderStatus;
  products: string[];
  states_licensed: string[];
  contact_email: string;
  sla_hours: number;
  commission_basis: string | null;
  commission_bps: number | null;
  commission_flat_cents: string | number | null;
  user_count: number;
  active_user_count: number;
  active_program_count: number;
  open_submission_count: number;
  version: number;
  created_at: Date | string;
  total_count: string | number;
}

const ORDER_BY: Record<LenderSort, string> = {
  name_asc: 'lower(l.legal_name) asc, l.id asc',
  name_desc: 'lower(l.legal_name) desc, l.id desc',
  createdAt_desc: 'l.created_at desc, l.id desc',
  createdAt_asc: 'l.created_at asc, l.id asc',
  status_asc: 'l.status asc, lower(l.legal_name) asc, l.id asc',
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** R7's page query: lenders filtered, searched (name or any e-mail), sorted, cut to a page, counted by a window. */
export function lenderListQuery({ filter, sort, page, pageSize }: LenderListQuery): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.status) {
    where.push('l.status = ?');
    params.push(filter.status);
  }
  if (filter.product) {
    where.push('? = any(l.products)');
    params.push(filter.product);
  }
  if (filter.state) {
    // No states listed means the lender did not limit them: it covers every state.
    where.push('(cardinality(l.states_licensed) = 0 or ? = any(l.states_licensed))');
    params.push(filter.state);
  }
  if (filter.search) {
    const like = likePattern(filter.search);
    where.push(`(l.legal_name ilike ? or l.display_name ilike ? or l.contact_email ilike ?
      or exists (select 1 from users lu where lu.lender_id = l.id and lu.email ilike ?))`);
    params.push(like, like, like, like);
  }
  params.push(pageSize, (page - 1) * pageSize);
  const sql = `select l.id, l.legal_name, l.display_name, l.status, l.products, l.states_licensed, l.contact_email, l.sla_hours,
       l.commission_basis, l.commission_bps, l.commission_flat_cents, l.version, l.created_at,
       coalesce(u.user_count, 0)::int as user_count, coalesce(u.active_user_count, 0)::int as active_user_count,
       pr.active_program_count, coalesce(sb.open_submission_count, 0)::int as open_submission_count,
       count(*) over () as total_count
  from lender l
  left join lateral (
    select (count(*) filter (where status <> 'disabled'))::int as user_count, (count(*) filter (where status = 'active'))::int as active_user_count
      from users where lender_id = l.id) u on true
  left join lateral (select (count(*) filter (where status = 'active'))::int as active_program_count from lender_program where lender_id = l.id) pr on true
  left join lateral (select count(*)::int as open_submission_count from submission
    where lender_id = l.id and status in (${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})) sb on true
 ${where.length ? `where ${where.join(' and ')}` : ''}
 order by ${ORDER_BY[sort]}
 limit ? offset ?`;
  return { sql, params };
}

function auditedFields(lender: Lender): Record<string, unknown> {
  return Object.fromEntries(AUDITED_FIELDS.map((field) => [field, lender[field] instanceof Date ? (lender[field] as Date).toISOString() : lender[field]]));
}

/**
 * R6–R9 (BACKOFFICE §2, §3.5): partner lenders, their users and the users' set-password invitations. Admins only,
 * except a lender user reading their own lender's profile and anyone holding an invitation link accepting it.
 * Every change is audited in its own transaction.
 */
export class LenderAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly users: LenderUserService,
    /** R5 *Platform*: the SLA of a lender onboarded without one. */
    private readonly platformSettings: Pick<PlatformSettingsService, 'current'>,
  ) {}

  /** R8 *Save* (status onboarding) or *Save & activate* (agreement + data terms + ≥ 1 invited user). */
  async create(input: CreateLenderInput, caller: Caller, now = new Date()): Promise<Lender> {
    const admin = requireRole(caller, [Role.admin]);
    const data = parseInput(createLenderSchema, input);
    if (data.activate) {
      if (!data.agreementSignedOn || !data.dataTermsAccepted) throw new ValidationError(ACTIVATE_NEEDS_TERMS, { activate: ACTIVATE_NEEDS_TERMS });
      if (data.inviteEmails.length === 0) throw new ValidationError(ACTIVATE_NEEDS_USER, { inviteEmails: ACTIVATE_NEEDS_USER });
    }
    await this.assertNameFree(this.em, data.legalName, null);
    await this.users.assertEmailsFree(this.em, data.inviteEmails);
    const { inviteEmails, activate, dataTermsAccepted, slaHours, ...profile } = data;
    const defaultSlaHours = (await this.platformSettings.current()).defaultLenderSlaHours;
    try {
      return await this.em.transactional(async (em) => {
        const lender = em.create(Lender, {
          ...profile,
          slaHours: slaHours ?? defaultSlaHours,
          dataTermsAcceptedAt: dataTermsAccepted ? now : null,
          status: activate ? 'active' : 'onboarding',
          createdAt: now,
          updatedAt: now,
        });
        await em.flush();
        await this.audit.record(em, {
          actor: userActor(admin),
          action: 'lender.created',
          entityType: 'lender',
          entityId: lender.id,
          summary: `${admin.username} added the lender ${lender.legalName} (${lender.status}).`,
          before: null,
          after: auditedFields(lender),
        });
        for (const email of inviteEmails) await this.users.createInvitedUser(em, lender, email, admin, now);
        return lender;
      });
    } catch (error) {
      throw uniqueViolationAsValidation(error);
    }
  }

  /** R7: one page in one query (plus a count when a page past the end comes back empty). */
  async list(input: LenderListInput, caller: Caller): Promise<LenderPage> {
    requireRole(caller, [Role.admin]);
    const query = parseInput(lenderListSchema, input);
    const { sql, params } = lenderListQuery(query);
    const rows = await this.em.execute<LenderRowRecord[]>(sql, params);
    let totalCount = rows.length > 0 ? Number(rows[0]!.total_count) : 0;
    if (rows.length === 0 && query.page > 1) {
      const first = lenderListQuery({ ...query, page: 1, pageSize: 1 });
      const [row] = await this.em.execute<LenderRowRecord[]>(first.sql, first.params);
      totalCount = row ? Number(row.total_count) : 0;
    }
    return {
      items: rows.map((row) => ({
        id: Number(row.id),
        legalName: row.legal_name,
        displayName: row.display_name,
        status: row.status,
        products: row.products,
        statesLicensed: row.states_licensed,
        contactEmail: row.contact_email,
        slaHours: row.sla_hours,
        commissionBasis: row.commission_basis,
        commissionBps: row.commission_bps,
        commissionFlatCents: row.commission_flat_cents === null ? null : Number(row.commission_flat_cents),
        userCount: row.user_count,
        activeUserCount: row.active_user_count,
        activeProgramCount: row.active_program_count,
        openSubmissionCount: row.open_submission_count,
        version: row.version,
        createdAt: new Date(row.created_at),
      })),
      totalCount,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** R9: the lender and its users; "Lender not found" for an unknown id. */
  async get(id: unknown, caller: Caller): Promise<LenderDetail> {
    requireRole(caller, [Role.admin]);
    const lender = await findLender(this.em, id);
    const users = await this.em.find(User, { lenderId: lender.id }, { orderBy: { id: 'asc' } });
    const signIns = await this.em.execute<{ user_id: number; last_sign_in: Date }[]>(
      `select s.user_id, max(s.created_at) as last_sign_in from sessions s join users u on u.id = s.user_id where u.lender_id = ? group by s.user_id`,
      [lender.id],
    );
    return { lender, users, lastSignInAt: new Map(signIns.map((row) => [Number(row.user_id), new Date(row.last_sign_in)])) };
  }

  /** The signed-in lender user's own lender (the portal's banner and profile); never the commission. */
  async ownLender(caller: Caller): Promise<Lender> {
    requireRole(caller, [Role.lender]);
    if (caller.lenderId === null) throw new NotFoundError(LENDER_NOT_FOUND);
    return findLender(this.em, caller.lenderId);
  }

  /** R9 *Edit profile*, version-checked; the status moves only through activate/pause/resume/archive. */
  async update(id: unknown, input: UpdateLenderInput, caller: Caller, now = new Date()): Promise<Lender> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await findLender(this.em, id);
    const { expectedVersion, dataTermsAccepted, slaHours, ...profile } = parseInput(updateLenderSchema, input);
    if (lender.status === 'archived') throw new ConflictError('An archived lender cannot be edited');
    if (lender.status === 'active' && (!profile.agreementSignedOn || !dataTermsAccepted)) throw new ValidationError(ACTIVATE_NEEDS_TERMS, { agreementSignedOn: ACTIVATE_NEEDS_TERMS });
    await this.assertNameFree(this.em, profile.legalName, lender.id);
    const changes = {
      ...profile,
      slaHours: slaHours ?? lender.slaHours,
      dataTermsAcceptedAt: dataTermsAccepted ? (lender.dataTermsAcceptedAt ?? now) : null,
    };
    return this.change(lender, expectedVersion, changes, admin, 'lender.updated', `${admin.username} edited the profile of ${profile.legalName}.`);
  }

  /** §3.5 onboarding → active: a signed agreement, the data-handling terms and at least one invited or active user. */
  async activate(id: unknown, expectedVersion: number, caller: Caller): Promise<Lender> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await findLender(this.em, id);
    if (lender.status !== 'onboarding') throw new ConflictError('Only a lender in onboarding can be activated');
    if (!lender.agreementSignedOn || !lender.dataTermsAcceptedAt) throw new ConflictError(ACTIVATE_NEEDS_TERMS);
    const users = await this.em.count(User, { lenderId: lender.id, status: { $ne: 'disabled' } });
    if (users === 0) throw new ConflictError(ACTIVATE_NEEDS_USER);
    return this.change(lender, expectedVersion, { status: 'active' }, admin, 'lender.activated', `${admin.username} activated ${lender.legalName}.`);
  }

  /** R9 *Pause*: no new shares; open submissions continue; the lender sees the reason. */
  async pause(id: unknown, input: { reason: string; expectedVersion: number }, caller: Caller): Promise<Lender> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await findLender(this.em, id);
    const { reason, expectedVersion } = parseInput(pauseLenderSchema, input);
    if (lender.status !== 'active') throw new ConflictError('Only an active lender can be paused');
    return this.change(lender, expectedVersion, { status: 'paused', pausedReason: reason }, admin, 'lender.paused', `${admin.username} paused ${lender.legalName}: ${reason}`, reason);
  }

  async resume(id: unknown, expectedVersion: number, caller: Caller): Promise<Lender> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await findLender(this.em, id);
    if (lender.status !== 'paused') throw new ConflictError('Only a paused lender can be resumed');
    return this.change(lender, expectedVersion, { status: 'active', pausedReason: null }, admin, 'lender.resumed', `${admin.username} resumed ${lender.legalName}.`);
  }

  /** R9 *Archive*: only with no open submissions. */
  async archive(id: unknown, expectedVersion: number, caller: Caller): Promise<Lender> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await findLender(this.em, id);
    if (lender.status === 'archived') throw new ConflictError('This lender is already archived');
    const open = await this.openSubmissionCount(lender.id);
    if (open > 0) throw new ConflictError(`This lender has ${open === 1 ? '1 open submission' : `${open} open submissions`}`);
    return this.change(lender, expectedVersion, { status: 'archived', pausedReason: null }, admin, 'lender.archived', `${admin.username} archived ${lender.legalName}.`);
  }

  /** Open submissions (proposed or granting access) block archiving (R9). */
  private openSubmissionCount(lenderId: number): Promise<number> {
    return openSubmissionCount(this.em, { lenderId });
  }

  private async change(
    lender: Lender,
    expectedVersion: number,
    changes: Partial<Lender>,
    admin: User,
    action: string,
    summary: string,
    reason?: string,
  ): Promise<Lender> {
    if (lender.version !== expectedVersion) throw await staleVersionError(this.em, 'lender', lender.id);
    const before = auditedFields(lender);
    try {
      return await this.em.transactional(async (em) => {
        const updated = await em.nativeUpdate(Lender, { id: lender.id, version: expectedVersion }, { ...changes, version: expectedVersion + 1, updatedAt: new Date() });
        if (updated === 0) throw await staleVersionError(em, 'lender', lender.id);
        const fresh = await em.findOneOrFail(Lender, { id: lender.id }, { refresh: true });
        await this.audit.record(em, {
          actor: userActor(admin),
          action,
          entityType: 'lender',
          entityId: lender.id,
          summary,
          before,
          after: auditedFields(fresh),
          reason: reason ?? null,
        });
        return fresh;
      });
    } catch (error) {
      throw uniqueViolationAsValidation(error);
    }
  }

  private async assertNameFree(em: EntityManager, legalName: string, exceptId: number | null): Promise<void> {
    const [taken] = await em.execute<{ id: number }[]>(
      'select id from lender where lower(legal_name) = lower(?) and id <> ? limit 1',
      [legalName, exceptId ?? 0],
    );
    if (taken) throw new ValidationError(LENDER_NAME_TAKEN, { legalName: LENDER_NAME_TAKEN });
  }

}
