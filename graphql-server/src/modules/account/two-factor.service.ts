import type { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import type { AppConfig } from '../../config/index.js';
import { requireAccountHolder, type Caller } from '../../shared/caller.js';
import { ConflictError, RateLimitedError, ValidationError } from '../../shared/errors.js';
import { retryLaterMessage } from '../../shared/rate-limit.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { giveBackLoginAttempt, takeLoginAttempt, type AttemptLimit } from '../auth/login-attempts.js';
import { EmailService } from '../email/email.service.js';
import { emailSite, securityChangedEmail, type SecurityChange } from '../email/templates.js';
import { verifyPassword } from '../users/password.js';
import { Role, type User } from '../users/user.entity.js';
import { twoFactorSetupRequired } from './two-factor-policy.js';
import { accountKeys, type AccountKeys } from './account-keys.js';
import { codeSchema, CURRENT_PASSWORD_INCORRECT, PASSWORD_REQUIRED } from './account.schemas.js';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.js';
import { matchTotpStep, newTotpSecret, otpauthUrl, systemClock, type Clock } from './totp.js';
import { z } from 'zod';

export const WRONG_CODE = "That code didn't work. Check your device's time and try again";
/** The lock's reason; its message adds the wait from the same seconds as Retry-After (retryLaterMessage). */
export const TOO_MANY_CODE_ATTEMPTS = 'Too many attempts.';
export const TWO_FACTOR_ALREADY_ON = 'Two-factor authentication is already on';
export const TWO_FACTOR_NOT_ON = 'Two-factor authentication is not on';
export const NO_ENROLMENT_STARTED = 'Start the set-up again: scan the new QR code, then enter its code';

/** 5 wrong codes lock two-factor sign-in for 15 minutes (BACKOFFICE R5). */
const CODE_FAILURES = 5;
const CODE_LOCK_MINUTES = 15;

export interface TwoFactorEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCodeSvg: string;
}

const passwordSchema = z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(1024, PASSWORD_REQUIRED);

/**
 * Two-factor sign-in with TOTP (issue 13 item 10, BACKOFFICE R5): enrolment (secret shown once as QR and key, then
 * confirmed with a code), recovery codes (ten, hashed, single use), disabling and regenerating with the password,
 * and the sign-in check. The secret is AES-256-GCM encrypted at rest; the last accepted time step is stored by a
 * compare-and-set so that no code is accepted twice, even by two requests at once.
 */
export class TwoFactorService {
  private readonly keys: AccountKeys;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'accountSecurity' | 'payments' | 'contact'>,
    private readonly audit: AuditService,
    private readonly clock: Clock = systemClock,
  ) {
    this.keys = accountKeys(config);
  }

  /** A new secret to scan; replaces any enrolment not yet confirmed. Refused while two-factor sign-in is on. */
  async startEnrolment(caller: Caller): Promise<TwoFactorEnrolment> {
    const user = requireAccountHolder(caller);
    const secret = newTotpSecret();
    const sealed = this.keys.totpBox.seal(Buffer.from(secret), boxContext(user.id, 'pending'));
    const updated = await this.em.execute<{ id: number }[]>(
      `update users set totp_pending_secret_enc = ? where id = ? and totp_enabled_at is null returning id`,
      [sealed, user.id],
    );
    if (updated.length === 0) throw new ConflictError(TWO_FACTOR_ALREADY_ON);
    const url = otpauthUrl(secret, user.email || user.username);
    const qrCodeSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return { secret, otpauthUrl: url, qrCodeSvg };
  }

  /** Confirms the enrolment with a code from the app; answers the ten recovery codes (shown this once). */
  async confirmEnrolment(caller: Caller, codeInput: unknown): Promise<string[]> {
    const user = requireAccountHolder(caller);
    const code = parseInput(z.object({ code: codeSchema }), { code: codeInput }).code;
    const [row] = await this.em.execute<{ pending: Buffer | null; enabled: Date | null }[]>(
      `select totp_pending_secret_enc as pending, totp_enabled_at as enabled from users where id = ?`,
      [user.id],
    );
    if (row?.enabled) throw new ConflictError(TWO_FACTOR_ALREADY_ON);
    if (!row?.pending) throw new ConflictError(NO_ENROLMENT_STARTED);
    const secret = this.keys.totpBox.open(row.pending, boxContext(user.id, 'pending')).toString();
    const step = matchTotpStep(secret, code, this.clock(), null);
    if (step === null) throw new ValidationError(WRONG_CODE, { code: WRONG_CODE });
    const codes = newRecoveryCodes();
    const enabledAt = new Date(this.clock());
    await this.em.transactional(async (em) => {
      // Compare-and-set on the pending secret: of two confirmations at once (or one racing a new start), one wins.
      const enabled = await em.execute<{ id: number }[]>(
        `update users set totp_secret_enc = ?, totp_pending_secret_enc = null, totp_enabled_at = ?, totp_last_step = ?, version = version + 1
          where id = ? and totp_enabled_at is null and totp_pending_secret_enc = ? returning id`,
        [this.keys.totpBox.seal(Buffer.from(secret), boxContext(user.id, 'active')), enabledAt, step, user.id, row.pending],
      );
      if (enabled.length === 0) throw new ConflictError(TWO_FACTOR_ALREADY_ON);
      await this.replaceRecoveryCodes(em, user.id, codes);
      await this.notify(em, user, 'two_factor_enabled');
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'security.two_factor_enabled',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.username} turned on two-factor sign-in.`,
        before: { twoFactorEnabled: false },
        after: { twoFactorEnabled: true, backupCodesIssued: codes.length },
      });
    });
    user.totpEnabledAt = enabledAt;
    user.totpPendingSecretEnc = null;
    return codes;
  }

  /** New recovery codes (the old ones stop working), after the password (re-authentication, BACKOFFICE §0). */
  async regenerateRecoveryCodes(caller: Caller, password: unknown): Promise<string[]> {
    const user = requireAccountHolder(caller);
    await this.reauthenticate(user, password);
    const codes = newRecoveryCodes();
    await this.em.transactional(async (em) => {
      const [row] = await em.execute<{ enabled: Date | null }[]>(`select totp_enabled_at as enabled from users where id = ? for update`, [user.id]);
      if (!row?.enabled) throw new ConflictError(TWO_FACTOR_NOT_ON);
      await this.replaceRecoveryCodes(em, user.id, codes);
      await this.notify(em, user, 'recovery_codes_regenerated');
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'security.recovery_codes_regenerated',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.username} made new two-factor recovery codes; the old ones no longer work.`,
        after: { backupCodesIssued: codes.length },
      });
    });
    return codes;
  }

  /** Turns two-factor sign-in off, after the password; the secret and recovery codes are deleted. */
  async disable(caller: Caller, password: unknown): Promise<boolean> {
    const user = requireAccountHolder(caller);
    await this.reauthenticate(user, password);
    await this.em.transactional(async (em) => {
      const disabled = await em.execute<{ id: number }[]>(
        `update users set totp_secret_enc = null, totp_pending_secret_enc = null, totp_enabled_at = null, totp_last_step = null, version = version + 1
          where id = ? and totp_enabled_at is not null returning id`,
        [user.id],
      );
      if (disabled.length === 0) throw new ConflictError(TWO_FACTOR_NOT_ON);
      await em.execute(`delete from recovery_code where user_id = ?`, [user.id], 'run');
      await this.notify(em, user, 'two_factor_disabled');
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'security.two_factor_disabled',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.username} turned off two-factor sign-in.`,
        before: { twoFactorEnabled: true },
        after: { twoFactorEnabled: false },
      });
    });
    user.totpEnabledAt = null;
    return true;
  }

  /**
   * The second sign-in step: a code from the app or an unused recovery code. Each attempt is counted before it is
   * checked (the sign-in counters' atomic statement, so parallel guesses cannot pass the limit); 5 failures lock
   * it for 15 minutes; a success gives its attempt back. A TOTP step is accepted once: compare-and-set on
   * `totp_last_step`. A recovery code is used once: compare-and-set on `used_at`.
   */
  async verifySignInCode(user: User, codeInput: unknown): Promise<'totp' | 'recovery_code'> {
    const code = parseInput(z.object({ code: codeSchema }), { code: codeInput }).code;
    const limits: AttemptLimit[] = [{ key: `two-factor:user:${user.id}`, max: CODE_FAILURES }];
    try {
      await takeLoginAttempt(this.em, CODE_LOCK_MINUTES, limits);
    } catch (error) {
      if (error instanceof RateLimitedError) throw new RateLimitedError(retryLaterMessage(TOO_MANY_CODE_ATTEMPTS, error.retryAfterSeconds), error.retryAfterSeconds);
      throw error;
    }
    const method = await this.checkCode(user.id, code);
    if (!method) throw new ValidationError(WRONG_CODE, { code: WRONG_CODE });
    await giveBackLoginAttempt(this.em, limits);
    return method;
  }

  private async checkCode(userId: number, code: string): Promise<'totp' | 'recovery_code' | null> {
    const recovery = normalizeRecoveryCode(code);
    if (recovery) {
      const used = await this.em.execute<{ id: string }[]>(
        `update recovery_code set used_at = now() where user_id = ? and code_hash = ? and used_at is null returning id`,
        [userId, hashRecoveryCode(recovery, this.keys.recoveryCodeKey)],
      );
      return used.length > 0 ? 'recovery_code' : null;
    }
    const [row] = await this.em.execute<{ secret: Buffer | null; last_step: string | number | null }[]>(
      `select totp_secret_enc as secret, totp_last_step as last_step from users where id = ? and totp_enabled_at is not null`,
      [userId],
    );
    if (!row?.secret) return null;
    const secret = this.keys.totpBox.open(row.secret, boxContext(userId, 'active')).toString();
    const lastStep = row.last_step === null ? null : Number(row.last_step);
    const step = matchTotpStep(secret, code, this.clock(), lastStep);
    if (step === null) return null;
    // Compare-and-set: the step is stored only if no request stored it (or a later one) first.
    const accepted = await this.em.execute<{ id: number }[]>(
      `update users set totp_last_step = ? where id = ? and (totp_last_step is null or totp_last_step < ?) returning id`,
      [step, userId, step],
    );
    return accepted.length > 0 ? 'totp' : null;
  }

  /**
   * Whether `user` must set up two-factor sign-in before anything else (two-factor-policy.ts), for a user other than
   * the request's own (whose answer comes with the session): one small query for a lender or an admin without it.
   */
  async setupRequired(user: User): Promise<boolean> {
    if (user.totpEnabledAt || user.role === Role.client) return false;
    const [row] = await this.em.execute<{ lender_requires: boolean | null; admin_requires: boolean | null }[]>(
      `select (select requires2fa from lender where id = ?) as lender_requires,
              (select require_admin_two_factor from platform_settings where id = 1) as admin_requires`,
      [user.lenderId ?? 0],
    );
    return twoFactorSetupRequired(user, { lenderRequires: row?.lender_requires ?? null, adminRequires: row?.admin_requires ?? null });
  }

  /** How many unused recovery codes the user has left. */
  async recoveryCodesLeft(userId: number): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(`select count(*)::int as n from recovery_code where user_id = ? and used_at is null`, [userId]);
    return row?.n ?? 0;
  }

  private async reauthenticate(user: User, password: unknown): Promise<void> {
    const given = parseInput(z.object({ password: passwordSchema }), { password }).password;
    if (!(await verifyPassword(user.passwordHash, given))) throw new ValidationError(CURRENT_PASSWORD_INCORRECT, { password: CURRENT_PASSWORD_INCORRECT });
  }

  private async replaceRecoveryCodes(em: EntityManager, userId: number, codes: string[]): Promise<void> {
    await em.execute(`delete from recovery_code where user_id = ?`, [userId], 'run');
    const hashes = codes.map((code) => hashRecoveryCode(normalizeRecoveryCode(code)!, this.keys.recoveryCodeKey));
    await em.execute(`insert into recovery_code (user_id, code_hash) values ${hashes.map(() => '(?, ?)').join(', ')}`, hashes.flatMap((hash) => [userId, hash]), 'run');
  }

  private async notify(em: EntityManager, user: User, change: SecurityChange): Promise<void> {
    await EmailService.enqueue(em, securityChangedEmail(emailSite(this.config), { to: user.email, name: user.firstName, change, at: new Date(this.clock()) }));
  }
}

/** Associated data of a sealed secret: the user and which slot, so a value moved elsewhere does not decrypt. */
function boxContext(userId: number, slot: 'pending' | 'active'): string {
  return `users:${userId}:totp:${slot}`;
}
