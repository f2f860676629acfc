import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { requireAccountHolder, type Caller } from '../../shared/caller.js';
import { ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { hashToken, type ClientInfo } from '../auth/auth.service.js';
import { countSubmission } from '../contact/form-throttle.js';
import { EmailService } from '../email/email.service.js';
import { emailSite, passwordResetEmail, securityChangedEmail } from '../email/templates.js';
import { hashPassword, verifyPassword } from '../users/password.js';
import { User } from '../users/user.entity.js';
import { consumeAccountToken, findAccountToken, issueAccountToken, voidAccountTokens } from './account-tokens.js';
import {
  CURRENT_PASSWORD_INCORRECT,
  newPasswordSchema,
  requestPasswordResetSchema,
  RESET_LINK_INVALID,
  type ChangePasswordInput,
  type RequestPasswordResetInput,
  type ResetPasswordInput,
} from './account.schemas.js';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** A reset link works once, for 30 minutes (issue 13 item 9). */
export const RESET_LINK_MINUTES = 30;

/** Password change (signed in) and reset by e-mail (signed out): R29 *Security*, issue 13 items 8 and 9. */
export class PasswordService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'payments' | 'contact' | 'formThrottle'>,
    private readonly audit: AuditService,
  ) {}

  /**
   * The current password, then the new one by the role's rules (length, confirmation, not on the breached list).
   * Other sessions end unless `signOutOtherSessions` is false; outstanding reset links are voided; the user is told.
   */
  async changePassword(caller: Caller, input: ChangePasswordInput, currentToken: string | undefined): Promise<boolean> {
    const user = requireAccountHolder(caller);
    const { currentPassword, signOutOtherSessions } = parseInput(
      z.object({
        currentPassword: z.string({ error: CURRENT_PASSWORD_INCORRECT }).max(1024, CURRENT_PASSWORD_INCORRECT),
        signOutOtherSessions: z.boolean().nullish().transform((value) => value ?? true),
      }),
      input,
    );
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new ValidationError(CURRENT_PASSWORD_INCORRECT, { currentPassword: CURRENT_PASSWORD_INCORRECT });
    }
    const { newPassword } = parseInput(newPasswordSchema(user.role), input);
    const passwordHash = await hashPassword(newPassword);
    const now = new Date();
    const ended = await this.em.transactional(async (em) => {
      await em.execute(`update users set password_hash = ?, password_changed_at = ?, version = version + 1, updated_at = now() where id = ?`, [passwordHash, now, user.id], 'run');
      let sessionsEnded = 0;
      if (signOutOtherSessions) {
        const result = await em.execute<{ affectedRows: number }>(
          `delete from sessions where user_id = ? and token_hash <> ?`,
          [user.id, currentToken ? hashToken(currentToken) : ''],
          'run',
        );
        sessionsEnded = result.affectedRows;
      }
      await voidAccountTokens(em, user.id, 'password_reset');
      await EmailService.enqueue(em, securityChangedEmail(emailSite(this.config), { to: user.email, name: user.firstName, change: 'password_changed', at: now }));
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'security.password_changed',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.username} changed their password${signOutOtherSessions ? ` and signed out ${sessionsEnded === 1 ? '1 other session' : `${sessionsEnded} other sessions`}` : ''}.`,
        after: { passwordChangedAt: now.toISOString(), otherSessionsEnded: sessionsEnded },
      });
      return sessionsEnded;
    });
    user.passwordHash = passwordHash;
    user.passwordChangedAt = now;
    void ended;
    return true;
  }

  /**
   * "Forgot password?": always answers true, whether or not an account has the address (the same work either way:
   * a token is made and hashed, one transaction). Throttled per address and per e-mail with the public forms'
   * counters (counted atomically, so parallel requests cannot pass the limit). Each active account with the address
   * gets a single-use link valid 30 minutes; a newer link voids the older ones. The request itself is not an audit
   * event (the outbox and the token row record it; the reset is audited): an anonymous request never waits on the
   * audit chain's lock, which also keeps the two answers' times close.
   */
  async requestPasswordReset(input: RequestPasswordResetInput, client: ClientInfo): Promise<boolean> {
    const { email } = parseInput(requestPasswordResetSchema, input);
    const { windowMinutes, maxPerIp, maxPerEmail } = this.config.formThrottle;
    await this.em.transactional(async (em) => {
      await countSubmission(
        em,
        { windowMinutes },
        [
          { key: `password-reset:ip:${client.ip ?? 'unknown'}`, max: maxPerIp },
          { key: `password-reset:email:${email}`, max: maxPerEmail },
        ],
        'Too many password reset requests.',
      );
      const users = await em.find(User, { email, status: 'active' });
      if (users.length === 0) {
        hashToken(randomBytes(32).toString('base64url')); // the same work as a real link
        return;
      }
      for (const user of users) {
        await voidAccountTokens(em, user.id, 'password_reset');
        const token = await issueAccountToken(em, user.id, 'password_reset', RESET_LINK_MINUTES * 60_000);
        await EmailService.enqueue(
          em,
          passwordResetEmail(emailSite(this.config), {
            to: user.email,
            name: user.firstName,
            username: user.username,
            resetPath: `/auth/reset-password?token=${encodeURIComponent(token)}`,
            validMinutes: RESET_LINK_MINUTES,
          }),
        );
      }
    });
    return true;
  }

  /**
   * Sets a new password from a reset link: once (a compare-and-set on the token, so of two resets with one link
   * one succeeds), within 30 minutes; ends every session of the account and tells the user.
   */
  async resetPassword(input: ResetPasswordInput): Promise<boolean> {
    const token = (input as { token?: unknown } | null)?.token;
    const pending = await findAccountToken(this.em, token, 'password_reset');
    const user = pending ? await this.em.findOne(User, { id: pending.user_id, status: 'active' }) : null;
    if (!pending || !user) throw new ValidationError(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
    const { newPassword } = parseInput(newPasswordSchema(user.role), input);
    const passwordHash = await hashPassword(newPassword);
    const now = new Date();
    await this.em.transactional(async (em) => {
      if (!(await consumeAccountToken(em, token, 'password_reset'))) throw new ValidationError(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
      await em.execute(`update users set password_hash = ?, password_changed_at = ?, version = version + 1, updated_at = now() where id = ?`, [passwordHash, now, user.id], 'run');
      const ended = await em.execute<{ affectedRows: number }>(`delete from sessions where user_id = ?`, [user.id], 'run');
      await voidAccountTokens(em, user.id, 'password_reset');
      await EmailService.enqueue(em, securityChangedEmail(emailSite(this.config), { to: user.email, name: user.firstName, change: 'password_reset', at: now }));
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'security.password_reset',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.username} set a new password from a reset link; every session was signed out.`,
        after: { passwordChangedAt: now.toISOString(), sessionsEnded: ended.affectedRows },
      });
    });
    return true;
  }
}
