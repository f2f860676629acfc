import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/index.js';
import type { ClientInfo, ResolvedSession, SessionAccount } from '../modules/auth/auth.service.js';
import { Role, type User } from '../modules/users/user.entity.js';
import { ANONYMOUS, type Caller } from '../shared/caller.js';
import { QuotaReport } from '../shared/rate-limit.js';
import type { Logger } from '../logging/logger.js';
import { createServices, type Services, type ServicesOptions } from '../services.js';
import { SessionCookie } from './session-cookie.js';

/** What every API request carries: its own services (one forked EntityManager), the caller and the session cookie. */
export interface RequestState {
  services: Services;
  /** The session's user, a managed entity: built on first use (`account` answers reads that need no entity). */
  readonly user: User | null;
  /** The session user's id, username, role and lender from the session query, without building the entity; null when signed out. */
  account: SessionAccount | null;
  /** Who is asking, as the services check it (built once from the session's user). */
  caller: Caller;
  client: ClientInfo;
  session: SessionCookie;
  /** The public id of this request's session (marks the current one in the sessions list); null when signed out. */
  sessionId: string | null;
  /** This request's id (X-Request-Id), for anything that records what the request did. */
  requestId: string;
  /** The request's logger: every line it writes carries the request id. */
  log: Logger;
}

declare module 'express-serve-static-core' {
  interface Request {
    state: RequestState;
  }
}

export function requestState(orm: MikroORM, config: AppConfig, servicesOptions: ServicesOptions = {}) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      // The request's logger is made on first use (`req.log` is lazy): most reads log nothing but their access line.
      const services = createServices(orm.em.fork(), config, () => req.log, req.id, servicesOptions);
      const session = new SessionCookie(req, res);
      const resolved = await services.auth.resolveSession(session.token);
      if (session.token && !resolved) session.clear();
      req.state = new State(req, resolved, {
        services,
        account: resolved?.account ?? null,
        caller: resolved ? sessionCaller(resolved) : ANONYMOUS,
        sessionId: resolved?.sessionId ?? null,
        client: { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null, deviceToken: session.deviceToken ?? null, quotas: new QuotaReport() },
        session,
        requestId: req.id,
      });
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The caller of a signed-in request: what `callerOf(user, …)` answers, with the user built on first use (`resolved.user`
 * is lazy and always the same object), so that a read that checks only the role never hydrates the entity.
 */
export function sessionCaller(resolved: Pick<ResolvedSession, 'user' | 'account' | 'twoFactorSetupRequired'>): Caller {
  if (resolved.twoFactorSetupRequired) {
    return Object.freeze({
      get user() {
        return resolved.user;
      },
      userId: resolved.account.id,
      role: null,
      lenderId: null,
      twoFactorSetupRequired: true,
    });
  }
  const { role, lenderId } = resolved.account;
  return Object.freeze({
    get user() {
      return resolved.user;
    },
    userId: resolved.account.id,
    role,
    lenderId: role === Role.lender ? lenderId : null,
  });
}

/**
 * A request's state. Its logger is the request's (`req.log`), made on first use, and so is its user (the session's
 * entity): both on the prototype, so that the copy Apollo makes of the state as each operation's context
 * (`Object.assign` onto the same prototype, with the private fields they read) keeps them lazy and the same objects.
 */
class State implements RequestState {
  services!: Services;
  account!: SessionAccount | null;
  caller!: Caller;
  client!: ClientInfo;
  session!: SessionCookie;
  sessionId!: string | null;
  requestId!: string;
  private readonly request: Request;
  private readonly resolved: ResolvedSession | null;

  constructor(request: Request, resolved: ResolvedSession | null, fields: Omit<RequestState, 'log' | 'user'>) {
    this.request = request;
    this.resolved = resolved;
    Object.assign(this, fields);
  }

  get user(): User | null {
    return this.resolved?.user ?? null;
  }

  get log(): Logger {
    return this.request.log;
  }
}
