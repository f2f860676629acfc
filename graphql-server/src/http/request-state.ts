import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/index.js';
import type { ClientInfo } from '../modules/auth/auth.service.js';
import type { User } from '../modules/users/user.entity.js';
import { callerOf, type Caller } from '../shared/caller.js';
import type { Logger } from '../logging/logger.js';
import { createServices, type Services, type ServicesOptions } from '../services.js';
import { SessionCookie } from './session-cookie.js';

/** What every API request carries: its own services (one forked EntityManager), the caller and the session cookie. */
export interface RequestState {
  services: Services;
  user: User | null;
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
      const user = resolved?.user ?? null;
      if (session.token && !user) session.clear();
      req.state = new State(req, {
        services,
        user,
        caller: callerOf(user, { twoFactorSetupRequired: resolved?.twoFactorSetupRequired }),
        sessionId: resolved?.sessionId ?? null,
        client: { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null, deviceToken: session.deviceToken ?? null },
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
 * A request's state. Its logger is the request's (`req.log`), made on first use: on the prototype, so that the copy
 * Apollo makes of the state as each operation's context (`Object.assign` onto the same prototype) keeps it lazy.
 */
class State implements RequestState {
  services!: Services;
  user!: User | null;
  caller!: Caller;
  client!: ClientInfo;
  session!: SessionCookie;
  sessionId!: string | null;
  requestId!: string;
  private readonly request: Request;

  constructor(request: Request, fields: Omit<RequestState, 'log'>) {
    this.request = request;
    Object.assign(this, fields);
  }

  get log(): Logger {
    return this.request.log;
  }
}
