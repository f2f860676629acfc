import { randomBytes } from 'node:crypto';
import { parsePublicId } from '../../shared/public-id.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { hashToken, type AuthService, type ClientInfo, type SignedIn } from '../auth/auth.service.js';
import { Session } from '../auth/session.entity.js';
import { EmailService } from '../email/email.service.js';
import { emailSite, lenderInviteEmail } from '../email/templates.js';
import { hashPassword } from '../users/password.js';
import { Role, User } from '../users/user.entity.js';
import { usernameKey } from '../users/user.service.js';
import { INVITE_VALID_HOURS, LenderInvite } from './lender-invite.entity.js';
import { findLender, uniqueViolationAsValidation } from './lender-lookup.js';
import type { Lender } from './lender.entity.js';
import {
  EMAIL_BELONGS_TO_ANOTHER_ACCOUNT,
  INVITE_INVALID,
  LAST_ACTIVE_USER_WARNING,
  LENDER_USER_NOT_FOUND,
  acceptInviteSchema,
  inviteEmail,
  type AcceptInviteInput,
} from './lenders.schemas.js';

/** No password works against this: an invited user has none of their own until they accept. */
const NO_PASSWORD_YET = '!invited';
const HOUR_MS = 3_600_000;
/** Where the invitation e-mail's link points (the web app's public set-password page). */
export const SET_PASSWORD_PATH = '/auth/set-password';

/**
 * A lender's users (R8, R9): invitations by a set-password link (72 hours, single use), resending them, disabling a
 * user, binding an existing lender account, and accepting an invitation. Admins only, except accepting.
 */
export class LenderUserService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly auth: AuthService,
    private readonly config: Pick<AppConfig, 'payments' | 'contact'>,
  ) {}

  /** R9 *Invite user*: a new lender user (status invited) and a set-password e-mail. */
  async inviteUser(lenderId: unknown, email: string, caller: Caller, now = new Date()): Promise<User> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await findLender(this.em, lenderId);
    if (lender.status === 'archived') throw new ConflictError('An archived lender cannot get new users');
    const address = parseInput(inviteEmail, email);
    await this.assertEmailsFree(this.em, [address]);
    try {
      return await this.em.transactional((em) => this.createInvitedUser(em, lender, address, admin, now));
    } catch (error) {
      throw uniqueViolationAsValidation(error);
    }
  }

  /**
   * Binds an existing lender-role account that has no lender yet (one created before lenders existed, like the demo
   * `lender`) to a lender as an active user; audited lender.user_assigned.
   */
  async assignExistingUser(lenderId: unknown, userId: number, caller: Caller): Promise<User> {
    const admin = requireRole(caller, [Role.admin]);
    const lender = await findLender(this.em, lenderId);
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
    const lender = await findLender(this.em, user.lenderId);
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
    const lender = await findLender(this.em, user.lenderId);
    return this.em.transactional(async (em) => {
      // Disabling runs one at a time per lender (the lender row is locked), so two admins disabling its last two
      // users at once cannot both see the other one still active.
      await em.execute('select id from lender where id = ? for update', [lender.id]);
      const [current] = await em.execute<{ status: string }[]>('select status from users where id = ?', [user.id]);
      if (current?.status === 'disabled') throw new ConflictError('This user is already disabled');
      const [{ others }] = (await em.execute<{ others: number }[]>(
        `select count(*)::int as others from users where lender_id = ? and status = 'active' and id <> ?`,
        [lender.id, user.id],
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
      const [claimed] = await em.execute<{ user_id: number }[]>(
        `update lender_invite set used_at = now() where token_hash = ? and used_at is null and expires_at > now() returning user_id`,
        [hashToken(token)],
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

  /** A new invited lender user and its invitation e-mail, in the caller's transaction (also used by R8's create). */
  async createInvitedUser(em: EntityManager, lender: Lender, email: string, admin: User, now: Date): Promise<User> {
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

  /** R8: an invite e-mail must not belong to any account yet. */
  async assertEmailsFree(em: EntityManager, emails: readonly string[]): Promise<void> {
    if (emails.length === 0) return;
    const taken = await em.execute<{ email: string }[]>(
      `select email from users where lower(email) in (${emails.map(() => '?').join(', ')}) or username_key in (${emails.map(() => '?').join(', ')}) limit 1`,
      [...emails, ...emails],
    );
    if (taken.length > 0) throw new ValidationError(EMAIL_BELONGS_TO_ANOTHER_ACCOUNT, { inviteEmails: EMAIL_BELONGS_TO_ANOTHER_ACCOUNT });
  }

  private async findLenderUser(em: EntityManager, id: unknown): Promise<User & { lenderId: number }> {
    const userId = parsePublicId(id, 'Invalid user ID');
    const user = userId === null ? null : await em.findOne(User, { id: userId, role: Role.lender, lenderId: { $ne: null } });
    if (!user) throw new NotFoundError(LENDER_USER_NOT_FOUND);
    return user as User & { lenderId: number };
  }
}
