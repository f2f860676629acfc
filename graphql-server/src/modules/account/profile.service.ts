import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { requireAccountHolder, type Caller } from '../../shared/caller.js';
import { ConflictError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { EmailService } from '../email/email.service.js';
import { emailChangeEmail, emailSite, securityChangedEmail } from '../email/templates.js';
import { verifyPassword } from '../users/password.js';
import type { User } from '../users/user.entity.js';
import { consumeAccountToken, findAccountToken, issueAccountToken, voidAccountTokens } from './account-tokens.js';
import {
  CURRENT_PASSWORD_INCORRECT,
  EMAIL_LINK_INVALID,
  requestEmailChangeSchema,
  updateProfileSchema,
  type RequestEmailChangeInput,
  type UpdateProfileInput,
} from './account.schemas.js';

/** An e-mail change link works for 24 hours. */
const EMAIL_CHANGE_HOURS = 24;
export const EMAIL_BELONGS_TO_ANOTHER_ACCOUNT = 'This e-mail belongs to another account';
export const EMAIL_UNCHANGED = 'This is already your e-mail address';

/** R29 *Profile*: name and phone; the e-mail changes only through a link sent to the new address. */
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'payments' | 'contact'>,
    private readonly audit: AuditService,
  ) {}

  /** Name and phone; a field left out of the input keeps its value. */
  async updateProfile(caller: Caller, input: UpdateProfileInput): Promise<User> {
    const user = requireAccountHolder(caller);
    const parsed = parseInput(updateProfileSchema, input);
    const before = { firstName: user.firstName ?? null, lastName: user.lastName ?? null, phone: user.phone ?? null };
    // A field left out keeps its value; null or empty clears it.
    const given = (input ?? {}) as Record<string, unknown>;
    const data = {
      firstName: given.firstName === undefined ? before.firstName : parsed.firstName,
      lastName: given.lastName === undefined ? before.lastName : parsed.lastName,
      phone: given.phone === undefined ? before.phone : parsed.phone,
    };
    await this.em.transactional(async (em) => {
      await em.execute(`update users set first_name = ?, last_name = ?, phone = ?, version = version + 1, updated_at = now() where id = ?`, [data.firstName, data.lastName, data.phone, user.id], 'run');
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'user.profile_updated',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.username} updated their profile.`,
        before,
        after: data,
      });
    });
    Object.assign(user, data);
    return user;
  }

  /** Starts an e-mail change: the password again (re-authentication), then a 24-hour link to the NEW address. */
  async requestEmailChange(caller: Caller, input: RequestEmailChangeInput): Promise<boolean> {
    const user = requireAccountHolder(caller);
    const { newEmail, password } = parseInput(requestEmailChangeSchema, input);
    if (!(await verifyPassword(user.passwordHash, password))) throw new ValidationError(CURRENT_PASSWORD_INCORRECT, { password: CURRENT_PASSWORD_INCORRECT });
    if (newEmail === user.email.toLowerCase()) throw new ValidationError(EMAIL_UNCHANGED, { newEmail: EMAIL_UNCHANGED });
    const [taken] = await this.em.execute<{ id: number }[]>(`select id from users where lower(email) = ? and id <> ? limit 1`, [newEmail, user.id]);
    if (taken) throw new ConflictError(EMAIL_BELONGS_TO_ANOTHER_ACCOUNT);
    await this.em.transactional(async (em) => {
      // A new request voids the links sent before: only the newest address can be confirmed.
      await voidAccountTokens(em, user.id, 'email_change');
      const token = await issueAccountToken(em, user.id, 'email_change', EMAIL_CHANGE_HOURS * 3_600_000, { email: newEmail });
      await em.execute(`update users set pending_email = ?, version = version + 1 where id = ?`, [newEmail, user.id], 'run');
      await EmailService.enqueue(
        em,
        emailChangeEmail(emailSite(this.config), {
          to: newEmail,
          name: user.firstName,
          username: user.username,
          confirmPath: `/profile/confirm-email?token=${encodeURIComponent(token)}`,
          validHours: EMAIL_CHANGE_HOURS,
        }),
      );
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'security.email_change_requested',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.username} asked to change their e-mail address; a confirmation link went to the new address.`,
        before: { pendingEmail: user.pendingEmail ?? null },
        after: { pendingEmail: newEmail },
      });
    });
    user.pendingEmail = newEmail;
    return true;
  }

  /** Forgets e-mail changes whose link expired unconfirmed (the purge job runs this), so none shows as pending forever. */
  async purgeExpiredEmailChanges(): Promise<number> {
    const result = await this.em.execute<{ affectedRows: number }>(
      `update users u set pending_email = null
        where u.pending_email is not null
          and not exists (select 1 from account_token t where t.user_id = u.id and t.purpose = 'email_change' and t.used_at is null and t.expires_at > now())`,
      [],
      'run',
    );
    return result.affectedRows;
  }

  /**
   * Finishes an e-mail change from the link: signed in as the account that asked, once, within 24 hours. The old
   * address is told (security notice).
   */
  async confirmEmailChange(caller: Caller, token: unknown): Promise<User> {
    const user = requireAccountHolder(caller);
    const pending = await findAccountToken(this.em, token, 'email_change');
    const newEmail = typeof pending?.payload?.email === 'string' ? pending.payload.email : null;
    if (!pending || pending.user_id !== user.id || !newEmail) throw new ValidationError(EMAIL_LINK_INVALID, { token: EMAIL_LINK_INVALID });
    const oldEmail = user.email;
    await this.em.transactional(async (em) => {
      if (!(await consumeAccountToken(em, token, 'email_change'))) throw new ValidationError(EMAIL_LINK_INVALID, { token: EMAIL_LINK_INVALID });
      await em.execute(`update users set email = ?, pending_email = null, version = version + 1, updated_at = now() where id = ?`, [newEmail, user.id], 'run');
      await EmailService.enqueue(em, securityChangedEmail(emailSite(this.config), { to: oldEmail, name: user.firstName, change: 'email_changed', at: new Date() }));
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'security.email_changed',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.username} confirmed a new e-mail address.`,
        before: { email: oldEmail },
        after: { email: newEmail },
      });
    });
    user.email = newEmail;
    user.pendingEmail = null;
    return user;
  }
}
