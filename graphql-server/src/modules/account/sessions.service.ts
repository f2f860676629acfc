import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { requireAccountHolder, type Caller } from '../../shared/caller.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { browserLabel } from './browser-label.js';
import { SIGN_IN_EVENTS_KEPT } from './sign-in-events.js';

export const SESSION_NOT_FOUND = 'Session not found';
export const USE_SIGN_OUT = 'Use Sign Out to end this session';

export interface AccountSession {
  id: string;
  browser: string;
  ipPrefix: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

export interface SignInEventView {
  at: Date;
  success: boolean;
  ipPrefix: string | null;
  browser: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** R29 *Sessions* and R5's sign-in history: the user's own, never a token or its hash. */
export class AccountSessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'session'>,
    private readonly audit: AuditService,
  ) {}

  /** The user's live sessions, most recently active first, the current one marked. */
  async mySessions(caller: Caller, currentSessionId: string | null): Promise<AccountSession[]> {
    const user = requireAccountHolder(caller);
    const rows = await this.em.execute<{ public_id: string; user_agent: string | null; ip_prefix: string | null; created_at: Date; last_seen_at: Date }[]>(
      `select public_id, user_agent, ip_prefix, created_at, last_seen_at from sessions
        where user_id = ? and expires_at > now() and last_seen_at > now() - make_interval(mins => ?)
        order by last_seen_at desc, created_at desc`,
      [user.id, this.config.session.idleTimeoutMinutes],
    );
    return rows.map((row) => ({
      id: row.public_id,
      browser: browserLabel(row.user_agent),
      ipPrefix: row.ip_prefix,
      createdAt: new Date(row.created_at),
      lastSeenAt: new Date(row.last_seen_at),
      current: row.public_id === currentSessionId,
    }));
  }

  /** Ends one of the user's other sessions; it gets 401 at its next request. The current one: use Sign Out. */
  async revokeSession(caller: Caller, id: unknown, currentSessionId: string | null): Promise<boolean> {
    const user = requireAccountHolder(caller);
    if (typeof id !== 'string' || !UUID.test(id)) throw new NotFoundError(SESSION_NOT_FOUND);
    const sessionId = id.toLowerCase();
    if (sessionId === currentSessionId) throw new ValidationError(USE_SIGN_OUT, { id: USE_SIGN_OUT });
    await this.em.transactional(async (em) => {
      const ended = await em.execute<{ user_agent: string | null; ip_prefix: string | null }[]>(
        `delete from sessions where public_id = ? and user_id = ? returning user_agent, ip_prefix`,
        [sessionId, user.id],
      );
      const session = ended[0];
      // Another user's session answers as a missing one.
      if (!session) throw new NotFoundError(SESSION_NOT_FOUND);
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'security.session_revoked',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.username} ended a session (${browserLabel(session.user_agent)}${session.ip_prefix ? `, ${session.ip_prefix}` : ''}).`,
        before: { session: sessionId },
        after: null,
      });
    });
    return true;
  }

  /** The user's last 20 sign-in attempts, newest first (R5 *My account*). */
  async recentSignIns(caller: Caller): Promise<SignInEventView[]> {
    const user = requireAccountHolder(caller);
    const rows = await this.em.execute<{ at: Date; success: boolean; ip_prefix: string | null; user_agent: string | null }[]>(
      `select at, success, ip_prefix, user_agent from sign_in_event where user_id = ? order by at desc, id desc limit ?`,
      [user.id, SIGN_IN_EVENTS_KEPT],
    );
    return rows.map((row) => ({ at: new Date(row.at), success: row.success, ipPrefix: row.ip_prefix, browser: browserLabel(row.user_agent) }));
  }
}
