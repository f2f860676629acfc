import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { hashToken, type AuthService, type ClientInfo, type SignedIn } from '../auth/auth.service.js';
import { Session } from '../auth/session.entity.js';
import { staleVersionError } from '../businesses/stale-version.js';
import { EmailService } from '../email/email.service.js';
import { emailSite, lenderInviteEmail } from '../email/templates.js';
import { hashPassword } from '../users/password.js';
import { Role, User } from '../users/user.entity.js';
import { usernameKey } from '../users/user.service.js';
import { INVITE_VALID_HOURS, LenderInvite } from './lender-invite.entity.js';
import { Lender, type LenderStatus } from './lender.entity.js';
import {
  ACTIVATE_NEEDS_TERMS,
  ACTIVATE_NEEDS_USER,
  EMAIL_BELONGS_TO_ANOTHER_ACCOUNT,
  INVITE_INVALID,
  LAST_ACTIVE_USER_WARNING,
  LENDER_NAME_TAKEN,
  LENDER_NOT_FOUND,
  LENDER_USER_NOT_FOUND,
  acceptInviteSchema,
  createLenderSchema,
  inviteEmail,
  lenderListSchema,
  parseId,
  pauseLenderSchema,
  updateLenderSchema,
  type AcceptInviteInput,
  type CreateLenderInput,
  type LenderListInput,
  type LenderListQuery,
  type LenderSort,
  type UpdateLenderInput,
} from './lenders.schemas.js';

/** No password works against this: an invited user has none of their own until they accept. */
const NO_PASSWORD_YET = '!invited';
const HOUR_MS = 3_600_000;
/** Where the invitation e-mail's link points (the web app's public set-password page). */
export const SET_PASSWORD_PATH = '/auth/set-password';

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
       l.commission_basis, l.commission_bps, l.commission_flat_cents, l.created_at,
       coalesce(u.user_count, 0)::int as user_count, coalesce(u.active_user_count, 0)::int as active_user_count,
       pr.active_program_count,
       count(*) over () as total_count
  from lender l
  left join lateral (
    select (count(*) filter (where status <> 'disabled'))::int as user_count, (count(*) filter (where status = 'active'))::int as active_user_count
      from users where lender_id = l.id) u on true
  left join lateral (select (count(*) filter (where status = 'active'))::int as active_program_count from lender_program where lender_id = l.id) pr on true
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
    private readonly auth: AuthService,
    private readonly config: Pick<AppConfig, 'payments' | 'contact'>,
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
    await this.assertEmailsFree(this.em, data.inviteEmails);
    const { inviteEmails, activate, dataTermsAccepted, slaHours, ...profile } = data;
    try {
      return await this.em.transactional(async (em) => {
        const lender = em.create(Lender, {
          ...profile,
          slaHours: slaHours ?? 8,
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
        for (const email of inviteEmails) await this.createInvitedUser(em, lender, email, admin, now);
        return lender;
      });
    } catch (error) {
      throw this.uniqueViolationAsValidation(error);
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
        openSubmissionCount: 0,
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
    const lender = await this.findLender(this.em, id);
    const users = await this.em.find(User, { lenderId: lender.id }, { orderBy: { id: 'asc' } });
    return { lender, users };
  }

  /** The signed-in lender user's own lender (the portal's banner and profile); never the commission. */
  async ownLender(caller: Caller): Promise<Lender> {
    requireRole(caller, [Role.lender]);
    if (caller.lenderId === null) throw new NotFoundError(LENDER_NOT_FOUND);
    return this.findLender(this.em, caller.lenderId);
  }

  /** R9 *Edit profile*, version-checked; the status moves only through activate/pause/resume/archive. */
  async update(id: unknown, input: UpdateLenderInput, caller: Caller, now = new Date()): Promise<Lender> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await this.findLender(this.em, id);
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
    const lender = await this.findLender(this.em, id);
    if (lender.status !== 'onboarding') throw new ConflictError('Only a lender in onboarding can be activated');
    if (!lender.agreementSignedOn || !lender.dataTermsAcceptedAt) throw new ConflictError(ACTIVATE_NEEDS_TERMS);
    const users = await this.em.count(User, { lenderId: lender.id, status: { $ne: 'disabled' } });
    if (users === 0) throw new ConflictError(ACTIVATE_NEEDS_USER);
    return this.change(lender, expectedVersion, { status: 'active' }, admin, 'lender.activated', `${admin.username} activated ${lender.legalName}.`);
  }

  /** R9 *Pause*: no new shares; open submissions continue; the lender sees the reason. */
  async pause(id: unknown, input: { reason: string; expectedVersion: number }, caller: Caller): Promise<Lender> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await this.findLender(this.em, id);
    const { reason, expectedVersion } = parseInput(pauseLenderSchema, input);
    if (lender.status !== 'active') throw new ConflictError('Only an active lender can be paused');
    return this.change(lender, expectedVersion, { status: 'paused', pausedReason: reason }, admin, 'lender.paused', `${admin.username} paused ${lender.legalName}: ${reason}`, reason);
  }

  async resume(id: unknown, expectedVersion: number, caller: Caller): Promise<Lender> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await this.findLender(this.em, id);
    if (lender.status !== 'paused') throw new ConflictError('Only a paused lender can be resumed');
    return this.change(lender, expectedVersion, { status: 'active', pausedReason: null }, admin, 'lender.resumed', `${admin.username} resumed ${lender.legalName}.`);
  }

  /** R9 *Archive*: only with no open submissions. */
  async archive(id: unknown, expectedVersion: number, caller: Caller): Promise<Lender> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await this.findLender(this.em, id);
    if (lender.status === 'archived') throw new ConflictError('This lender is already archived');
    const open = await this.openSubmissionCount(lender.id);
    if (open > 0) throw new ConflictError(`This lender has ${open === 1 ? '1 open submission' : `${open} open submissions`}`);
    return this.change(lender, expectedVersion, { status: 'archived', pausedReason: null }, admin, 'lender.archived', `${admin.username} archived ${lender.legalName}.`);
  }

  /** R9 *Invite user*: a new lender user (status invited) and a set-password e-mail. */
  async inviteUser(lenderId: unknown, email: string, caller: Caller, now = new Date()): Promise<User> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await this.findLender(this.em, lenderId);
    if (lender.status === 'archived') throw new ConflictError('An archived lender cannot get new users');
    const address = parseInput(inviteEmail, email);
    await this.assertEmailsFree(this.em, [address]);
    try {
      return await this.em.transactional((em) => this.createInvitedUser(em, lender, address, admin, now));
    } catch (error) {
      throw this.uniqueViolationAsValidation(error);
    }
  }

  /**
   * Binds an existing lender-role account that has no lender yet (one created before lenders existed, like the demo
   * `lender`) to a lender as an active user; audited lender.user_assigned.
   */
  async assignExistingUser(lenderId: unknown, userId: number, caller: Caller): Promise<User> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await this.findLender(this.em, lenderId);
    return this.em.transactional(async (em) => {
      const assigned = await em.nativeUpdate(User, { id: userId, role: Role.lender, lenderId: null }, { lenderId: lender.id, status: 'active' });
      if (assigned === 0) throw new ConflictError('Only a lender account without a lender can be assigned');
      const user = await em.findOneOrFail(User, { id: userId }, { refresh: true });
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'lender.user_assigned',
        entityType: 'lender',
        entityId: lender.id,
        summary: `${admin.username} made ${user.username} a user of ${lender.legalName}.`,
        after: { userId: user.id, email: user.email },
      });
      return user;
    });
  }

  /** R9 *Resend invite*: a new link; the earlier unused ones stop working. */
  async resendInvite(userId: unknown, caller: Caller, now = new Date()): Promise<User> {
    const admin = requireRole(caller, [Role.admin]);
    const user = await this.findLenderUser(this.em, userId);
    if (user.status !== 'invited') throw new ConflictError('Only a user who has not set a password yet can be sent an invitation');
    const lender = await this.findLender(this.em, user.lenderId);
    return this.em.transactional(async (em) => {
      await em.nativeDelete(LenderInvite, { user: user.id, usedAt: null });
      await this.sendInvite(em, lender, user, now);
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'lender.invite_resent',
        entityType: 'lender',
        entityId: lender.id,
        summary: `${admin.username} sent ${user.email} a new invitation to ${lender.legalName}.`,
      });
      return user;
    });
  }

  /**
   * R9 *Disable user*: the user can no longer sign in and their sessions end at once. Disabling the last active
   * user of an active lender needs `confirmNoOneLeft` (409 with the warning otherwise), so the screen can ask first.
   */
  async disableUser(userId: unknown, confirmNoOneLeft: boolean, caller: Caller): Promise<User> {
    const admin = requireRole(caller, [Role.admin]);
    const user = await this.findLenderUser(this.em, userId);
    if (user.status === 'disabled') throw new ConflictError('This user is already disabled');
    const lender = await this.findLender(this.em, user.lenderId);
    return this.em.transactional(async (em) => {
      // Disabling runs one at a time per lender (the lender row is locked), so two admins disabling its last two
      // users at once cannot both see the other one still active.
      const connection = em.getConnection();
      const context = em.getTransactionContext();
      await connection.execute('select id from lender where id = ? for update', [lender.id], 'all', context);
      const [current] = await connection.execute<{ status: string }[]>('select status from users where id = ?', [user.id], 'all', context);
      if (current?.status === 'disabled') throw new ConflictError('This user is already disabled');
      const [{ others }] = (await connection.execute<{ others: number }[]>(
        `select count(*)::int as others from users where lender_id = ? and status = 'active' and id <> ?`,
        [lender.id, user.id],
        'all',
        context,
      )) as [{ others: number }];
      if (lender.status === 'active' && current?.status === 'active' && others === 0 && !confirmNoOneLeft) {
        throw new ConflictError(LAST_ACTIVE_USER_WARNING, { requiresConfirmation: true });
      }
      const before = user.status;
      await em.nativeUpdate(User, { id: user.id }, { status: 'disabled' });
      await em.nativeDelete(Session, { user: user.id });
      await em.nativeDelete(LenderInvite, { user: user.id, usedAt: null });
      user.status = 'disabled';
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'lender.user_disabled',
        entityType: 'lender',
        entityId: lender.id,
        summary: `${admin.username} disabled ${user.email} at ${lender.legalName}.`,
        before: { userId: user.id, status: before },
        after: { userId: user.id, status: 'disabled' },
      });
      return user;
    });
  }

  /**
   * The set-password link: sets the password (≥ 12 characters), activates the user, uses the invitation up and
   * signs the user in. The invitation is claimed by one conditional UPDATE, so the same link opened twice at once
   * succeeds once. Unknown, expired and used links get one message.
   */
  async acceptInvite(input: AcceptInviteInput, client: ClientInfo): Promise<SignedIn> {
    const { token, password } = parseInput(acceptInviteSchema, input);
    const passwordHash = await hashPassword(password);
    const user = await this.em.transactional(async (em) => {
      const [claimed] = await em.getConnection().execute<{ user_id: number }[]>(
        `update lender_invite set used_at = now() where token_hash = ? and used_at is null and expires_at > now() returning user_id`,
        [hashToken(token)],
        'all',
        em.getTransactionContext(),
      );
      if (!claimed) throw new ValidationError(INVITE_INVALID, { token: INVITE_INVALID });
      const activated = await em.nativeUpdate(User, { id: claimed.user_id, status: 'invited' }, { status: 'active', passwordHash });
      if (activated === 0) throw new ValidationError(INVITE_INVALID, { token: INVITE_INVALID });
      const invited = await em.findOneOrFail(User, { id: claimed.user_id }, { refresh: true });
      await this.audit.record(em, {
        actor: userActor(invited),
        action: 'lender.invite_accepted',
        entityType: 'lender',
        entityId: invited.lenderId ?? 0,
        summary: `${invited.email} set a password and joined their lender.`,
        before: { userId: invited.id, status: 'invited' },
        after: { userId: invited.id, status: 'active' },
      });
      return invited;
    });
    return this.auth.startSession(user, client);
  }

  /** Open submissions block archiving (R9). Submissions arrive with issue 11 item 4: until then there are none. */
  private openSubmissionCount(lenderId: number): Promise<number> {
    void lenderId;
    return Promise.resolve(0);
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
      throw this.uniqueViolationAsValidation(error);
    }
  }

  private async createInvitedUser(em: EntityManager, lender: Lender, email: string, admin: User, now: Date): Promise<User> {
    const user = em.create(User, {
      username: email,
      usernameKey: usernameKey(email),
      email,
      role: Role.lender,
      passwordHash: NO_PASSWORD_YET,
      lenderId: lender.id,
      status: 'invited',
    });
    await em.flush();
    await this.sendInvite(em, lender, user, now);
    await this.audit.record(em, {
      actor: userActor(admin),
      action: 'lender.user_invited',
      entityType: 'lender',
      entityId: lender.id,
      summary: `${admin.username} invited ${email} to ${lender.legalName}.`,
      after: { userId: user.id, email },
    });
    return user;
  }

  private async sendInvite(em: EntityManager, lender: Lender, user: User, now: Date): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    em.create(LenderInvite, { user, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITE_VALID_HOURS * HOUR_MS), createdAt: now });
    await em.flush();
    await EmailService.enqueue(
      em,
      lenderInviteEmail(emailSite(this.config), {
        to: user.email,
        lenderName: lender.displayName,
        username: user.username,
        setPasswordPath: `${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`,
        validHours: INVITE_VALID_HOURS,
      }),
    );
  }

  private async assertNameFree(em: EntityManager, legalName: string, exceptId: number | null): Promise<void> {
    const [taken] = await em.getConnection().execute<{ id: number }[]>(
      'select id from lender where lower(legal_name) = lower(?) and id <> ? limit 1',
      [legalName, exceptId ?? 0],
    );
    if (taken) throw new ValidationError(LENDER_NAME_TAKEN, { legalName: LENDER_NAME_TAKEN });
  }

  private async assertEmailsFree(em: EntityManager, emails: readonly string[]): Promise<void> {
    if (emails.length === 0) return;
    const taken = await em.getConnection().execute<{ email: string }[]>(
      `select email from users where lower(email) in (${emails.map(() => '?').join(', ')}) or username_key in (${emails.map(() => '?').join(', ')}) limit 1`,
      [...emails, ...emails],
    );
    if (taken.length > 0) throw new ValidationError(EMAIL_BELONGS_TO_ANOTHER_ACCOUNT, { inviteEmails: EMAIL_BELONGS_TO_ANOTHER_ACCOUNT });
  }

  /** A race the checks above could not see: the same name or e-mail committed by someone else meanwhile. */
  private uniqueViolationAsValidation(error: unknown): unknown {
    if (!(error instanceof UniqueConstraintViolationException)) return error;
    if (error.message.includes('lender_legal_name_ci_unique')) return new ValidationError(LENDER_NAME_TAKEN, { legalName: LENDER_NAME_TAKEN });
    return new ValidationError(EMAIL_BELONGS_TO_ANOTHER_ACCOUNT, { inviteEmails: EMAIL_BELONGS_TO_ANOTHER_ACCOUNT });
  }

  private async findLender(em: EntityManager, id: unknown): Promise<Lender> {
    const lenderId = parseId(id, 'Invalid lender ID');
    const lender = lenderId === null ? null : await em.findOne(Lender, { id: lenderId });
    if (!lender) throw new NotFoundError(LENDER_NOT_FOUND);
    return lender;
  }

  private async findLenderUser(em: EntityManager, id: unknown): Promise<User & { lenderId: number }> {
    const userId = parseId(id, 'Invalid user ID');
    const user = userId === null ? null : await em.findOne(User, { id: userId, role: Role.lender, lenderId: { $ne: null } });
    if (!user) throw new NotFoundError(LENDER_USER_NOT_FOUND);
    return user as User & { lenderId: number };
  }
}

