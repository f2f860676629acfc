import { wrap, type EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config/index.js';
import { requireAccountHolder, type Caller } from '../../shared/caller.js';
import { TwoFactorRequiredError, UnauthenticatedError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { EmailService } from '../email/email.service.js';
import { emailSite, welcomeEmail } from '../email/templates.js';
import { dummyPasswordHash, verifyPassword } from '../users/password.js';
import { User, type Role } from '../users/user.entity.js';
import { countRegistration } from '../users/registration-throttle.js';
import { loginSchema, registrationSchema, type LoginInput, type RegistrationInput } from '../users/user.schemas.js';
import { UserService, usernameKey } from '../users/user.service.js';
import { consumeAccountToken, findAccountToken, issueAccountToken } from '../account/account-tokens.js';
import { purgeOldSignInEvents, recordSignIn } from '../account/sign-in-events.js';
import { twoFactorSetupRequired } from '../account/two-factor-policy.js';
import type { Services } from '../module.js';
import { DeviceToken } from './device-token.entity.js';
import { ipPrefix } from './ip-prefix.js';
import { giveBackLoginAttempt, purgeStaleLoginAttempts, takeLoginAttempt, type AttemptLimit } from './login-attempts.js';
import { Session } from './session.entity.js';
import type { QuotaReport } from '../../shared/rate-limit.js';

/** One message for an unknown username and a wrong password alike. */
export const INVALID_CREDENTIALS = 'Invalid username or password';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  /** The device cookie the browser sent, if any (see DeviceToken). */
  deviceToken?: string | null;
  /** Where the request stands in the limits it counts in (sign-in, registration, the forms), for the edge's headers. */
  quotas?: QuotaReport;
}

export interface SignedIn {
  user: User;
  /** The raw session token for the cookie; only its hash is stored. */
  token: string;
  expiresAt: Date;
  /** A new device cookie for this browser; the one it sent, if any, is retired. Only its hash is stored. */
  device: { token: string; maxAgeMs: number };
}

/** How long a browser stays known after its last sign-in. */
const DEVICE_COOKIE_MS = 180 * 24 * 3_600_000;

/** Only write `lastSeenAt` every 5 minutes (R29 "updated at most every 5 minutes"), so reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

/** The challenge between the password and the code: 5 minutes, single use (issue 13 contract). */
const SIGN_IN_CHALLENGE_MS = 5 * 60_000;
export const SIGN_IN_CHALLENGE_EXPIRED = 'Your sign-in has expired. Sign in again';

/** A session's user, as every request sees it. */
export interface ResolvedSession {
  /**
   * The session's user as a managed entity, hydrated on first use (MikroORM's `em.map`: 10-20 % of a read's CPU, see
   * docs/benchmarks.md) and then the same object on every use. A read that needs only `account` never builds it.
   */
  readonly user: User;
  /** What a read needs of the session's user without the entity: the row's values, the same as the entity's. */
  account: SessionAccount;
  /** The session's public id (what the sessions list shows), to mark the current one. */
  sessionId: string;
  /** The user's role requires two-factor sign-in by policy and it is not on: account operations only. */
  twoFactorSetupRequired: boolean;
}

/**
 * The session user's fields that reads answer with (REST `/api/user`, GraphQL `me` and its `User` fields), read from
 * the session query's row: the same values the entity holds, without building it.
 */
export interface SessionAccount {
  readonly id: number;
  readonly username: string;
  readonly role: Role;
  readonly lenderId: number | null;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phone: string | null;
  readonly pendingEmail: string | null;
  readonly totpEnabledAt: Date | null;
}

export class AuthService {
  private readonly users: UserService;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'session' | 'loginThrottle' | 'registrationThrottle' | 'payments' | 'contact'>,
    private readonly audit: AuditService,
    /** The other modules' services (two-factor sign-in); absent in narrow unit setups. */
    private readonly services?: Services,
  ) {
    this.users = new UserService(em, audit);
  }

  async login(input: LoginInput, client: ClientInfo): Promise<SignedIn> {
    const { username, password } = parseInput(loginSchema, input);
    const user = await this.users.findByUsername(username);
    const limits = await this.attemptLimits(username, user, client);
    // Counted before the password is checked, so parallel guesses cannot all be evaluated.
    await takeLoginAttempt(this.em, this.config.loginThrottle.windowMinutes, limits, client.quotas);

    // Verify against a dummy hash for unknown users: same work, same time, same answer.
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    // An invited user (no password of their own yet) or a disabled one is refused like a wrong password.
    if (!user || !valid || user.status !== 'active') {
      if (user) await recordSignIn(this.em, user.id, false, client);
      throw new UnauthenticatedError(INVALID_CREDENTIALS);
    }
    await giveBackLoginAttempt(this.em, limits, client.quotas);
    if (user.totpEnabledAt) {
      // The password was right: the sign-in goes on with a code, against a single-use challenge (5 minutes).
      throw new TwoFactorRequiredError(await issueAccountToken(this.em, user.id, 'sign_in_challenge', SIGN_IN_CHALLENGE_MS));
    }
    return this.startSession(user, client);
  }

  /**
   * The second step of a two-factor sign-in: the challenge from `login` and a code from the app (or a recovery
   * code). A wrong code leaves the challenge usable (until it expires or the code lock applies); a right one uses it,
   * once: of two completions with one challenge, one signs in.
   */
  async completeTwoFactorSignIn(challenge: unknown, code: unknown, client: ClientInfo): Promise<SignedIn> {
    const pending = await findAccountToken(this.em, challenge, 'sign_in_challenge');
    const user = pending ? await this.users.findById(pending.user_id) : null;
    if (!pending || !user || user.status !== 'active' || !user.totpEnabledAt) throw new UnauthenticatedError(SIGN_IN_CHALLENGE_EXPIRED);
    try {
      await this.twoFactor().verifySignInCode(user, code);
    } catch (error) {
      await recordSignIn(this.em, user.id, false, client);
      throw error;
    }
    if (!(await consumeAccountToken(this.em, challenge, 'sign_in_challenge'))) throw new UnauthenticatedError(SIGN_IN_CHALLENGE_EXPIRED);
    return this.startSession(user, client);
  }

  private twoFactor() {
    if (!this.services) throw new Error('AuthService needs the services for two-factor sign-in');
    return this.services.twoFactor;
  }

  /** Self-registration, held to the registration limits (GraphQL and REST alike), then signed in. */
  async register(input: RegistrationInput, client: ClientInfo): Promise<SignedIn> {
    // Bad input is refused before it counts; a taken username counts (it is still an attempt to create one).
    const data = parseInput(registrationSchema, input);
    await countRegistration(this.em, this.config.registrationThrottle, client.ip, client.quotas);
    const user = await this.users.register(data, (em, created) =>
      EmailService.enqueue(em, welcomeEmail(emailSite(this.config), { to: created.email, userId: created.id, name: created.firstName, username: created.username })).then(() => {}));
    return this.startSession(user, client);
  }

  /**
   * OWASP device cookies: a browser holding a valid device cookie of this very user is held to a small limit of
   * its own, so guesses from anywhere else never lock the real user out. Every other attempt (no cookie, a forged
   * or expired one, or one of another user) counts against the account and the address.
   */
  private async attemptLimits(username: string, user: User | null, client: ClientInfo): Promise<AttemptLimit[]> {
    const { maxFailuresPerAccount, maxFailuresPerIp, maxFailuresPerDevice } = this.config.loginThrottle;
    // Looked up whether or not the user exists: the same work for both, like the password check.
    const device = await this.findDevice(client.deviceToken);
    if (user && device?.user.id === user.id) return [{ key: `device:${device.tokenHash}`, max: maxFailuresPerDevice }];
    return [
      { key: `account:${usernameKey(username)}`, max: maxFailuresPerAccount },
      { key: `ip:${client.ip ?? 'unknown'}`, max: maxFailuresPerIp },
    ];
  }

  private findDevice(token: string | null | undefined): Promise<DeviceToken | null> {
    if (!token || token.length > 128) return Promise.resolve(null);
    return this.em.findOne(DeviceToken, { tokenHash: hashToken(token), expiresAt: { $gt: new Date() } });
  }

  /** A new random session id every time someone signs in (no session fixation), and a new device cookie. */
  async startSession(user: User, client: ClientInfo): Promise<SignedIn> {
    const token = randomBytes(32).toString('base64url');
    const deviceToken = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.session.absoluteTimeoutHours * 3_600_000);
    // The browser replaces the cookie it sent, so that token can never come back: retire it.
    if (client.deviceToken && client.deviceToken.length <= 128) {
      await this.em.nativeDelete(DeviceToken, { tokenHash: hashToken(client.deviceToken) });
    }
    this.em.create(DeviceToken, { tokenHash: hashToken(deviceToken), user, createdAt: now, expiresAt: new Date(now.getTime() + DEVICE_COOKIE_MS) });
    this.em.create(Session, {
      tokenHash: hashToken(token),
      user,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: client.ip?.slice(0, 64) ?? null,
      ipPrefix: ipPrefix(client.ip),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    });
    await this.em.flush();
    await recordSignIn(this.em, user.id, true, client, now);
    user.lastLoginAt = now;
    return { user, token, expiresAt, device: { token: deviceToken, maxAgeMs: DEVICE_COOKIE_MS } };
  }

  /**
   * The signed-in user for a session token, or null when it is unknown, idle too long or past its absolute limit.
   * Every authenticated request runs this, so it is one hand-written indexed query hydrated with `em.map`
   * (the query builder cost more CPU than everything else on the request path).
   */
  async resolveSession(token: string | undefined): Promise<ResolvedSession | null> {
    if (!token || token.length > 128) return null;
    const tokenHash = hashToken(token);
    // The two-factor policy comes along: the lender's (a primary-key join) and, for an admin without two-factor only,
    // the platform setting (a one-row lookup PostgreSQL runs only then). No query of its own, and never stale.
    const [row] = await this.em.execute<SessionRow[]>(
      `select s.last_seen_at as session_last_seen_at, s.expires_at as session_expires_at, s.public_id as session_public_id,
              l.requires2fa as session_lender_requires_2fa,
              case when u.role = 'admin' and u.totp_enabled_at is null
                then (select p.require_admin_two_factor from platform_settings p where p.id = 1) end as session_admin_requires_2fa,
              u.*
         from sessions s join users u on u.id = s.user_id left join lender l on l.id = u.lender_id
        where s.token_hash = ?`,
      [tokenHash],
    );
    if (!row) return null;
    const {
      session_last_seen_at: lastSeenAt,
      session_expires_at: expiresAt,
      session_public_id: sessionId,
      session_lender_requires_2fa: lenderRequires,
      session_admin_requires_2fa: adminRequires,
      ...userRow
    } = row;
    const now = Date.now();
    const idleLimit = new Date(lastSeenAt).getTime() + this.config.session.idleTimeoutMinutes * 60_000;
    if (now >= new Date(expiresAt).getTime() || now >= idleLimit || userRow.status !== 'active') {
      await this.em.nativeDelete(Session, { tokenHash });
      return null;
    }
    if (now - new Date(lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
      await this.em.nativeUpdate(Session, { tokenHash }, { lastSeenAt: new Date(now) });
    }
    const em = this.em;
    const account: SessionAccount = Object.freeze({
      id: userRow.id as number,
      username: userRow.username as string,
      role: userRow.role as Role,
      lenderId: (userRow.lender_id as number | null) ?? null,
      email: userRow.email as string,
      firstName: (userRow.first_name as string | null) ?? null,
      lastName: (userRow.last_name as string | null) ?? null,
      phone: (userRow.phone as string | null) ?? null,
      pendingEmail: (userRow.pending_email as string | null) ?? null,
      totpEnabledAt: userRow.totp_enabled_at == null ? null : new Date(userRow.totp_enabled_at as Date | string),
    });
    let user: User | undefined;
    return {
      account,
      // If this request already holds the user, loaded (and perhaps changed) before the first use of the session's
      // user, that managed entity is the user: the session's older row never overwrites it. A mere reference (say, an
      // application's owner) is filled in from the row.
      get user(): User {
        if (user) return user;
        const held = em.getUnitOfWork().tryGetById(User, { id: account.id });
        user = held && wrap(held).isInitialized() ? held : em.map(User, userRow);
        return user;
      },
      sessionId,
      twoFactorSetupRequired: twoFactorSetupRequired(
        account,
        { lenderRequires, adminRequires },
      ),
    };
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.em.nativeDelete(Session, { tokenHash: hashToken(token) });
  }

  /**
   * Ends every session of the user except the one with `currentToken` ("sign out everywhere else"; a password
   * change does the same). Answers how many ended.
   */
  async endOtherSessions(caller: Caller, currentToken: string | undefined): Promise<number> {
    const user = requireAccountHolder(caller);
    const keep = currentToken ? { tokenHash: { $ne: hashToken(currentToken) } } : {};
    return this.em.transactional(async (em) => {
      const ended = await em.nativeDelete(Session, { user: user.id, ...keep });
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'session.signed_out_others',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.username} signed out of ${ended === 1 ? '1 other session' : `${ended} other sessions`}.`,
        after: { sessionsEnded: ended },
      });
      return ended;
    });
  }

  /** Removes sessions past their limits (the purge job runs this). */
  async purgeExpiredSessions(): Promise<number> {
    const idleCutoff = new Date(Date.now() - this.config.session.idleTimeoutMinutes * 60_000);
    return this.em.nativeDelete(Session, { $or: [{ expiresAt: { $lte: new Date() } }, { lastSeenAt: { $lte: idleCutoff } }] });
  }

  /** Removes expired device cookies and failed-login counters whose window and lock are over (the purge job runs this). */
  async purgeStaleSignInRecords(): Promise<{ deviceTokens: number; loginCounters: number; signInEvents: number; accountTokens: number }> {
    const deviceTokens = await this.em.nativeDelete(DeviceToken, { expiresAt: { $lte: new Date() } });
    const loginCounters = await purgeStaleLoginAttempts(this.em, this.config.loginThrottle.windowMinutes);
    const signInEvents = await purgeOldSignInEvents(this.em);
    // A used or expired one-use token has nothing left to do (a day's grace keeps them for investigation).
    const accountTokens = (
      await this.em.execute<{ affectedRows: number }>(`delete from account_token where expires_at < now() - interval '1 day'`, [], 'run')
    ).affectedRows;
    return { deviceTokens, loginCounters, signInEvents, accountTokens };
  }
}

type SessionRow = Record<string, unknown> & {
  session_last_seen_at: Date | string;
  session_expires_at: Date | string;
  session_public_id: string;
  session_lender_requires_2fa: boolean | null;
  session_admin_requires_2fa: boolean | null;
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
