import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logging/logger.js';

/** An incoming X-Request-Id is kept when it is a short token (a proxy's or a client's id), else replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Query parameters whose values are secrets (result links carry `?token=`). */
const SECRET_QUERY_PARAMS = /^(token|access_token|password|secret|key|api_key|code|session)$/i;

/** The URL as logged: path and query, with secret query values replaced. */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      return SECRET_QUERY_PARAMS.test(safeDecode(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Probes and scrapes that run every few seconds: logged at debug level when they succeed. */
const HEALTH_CHECKS = new Set(['/healthz', '/readyz', '/metrics']);

declare module 'http' {
  interface IncomingMessage {
    /** This request's id: the sane X-Request-Id it came with, else a new UUID; sent back as X-Request-Id. */
    id: string;
    /** The request's logger: every line it writes carries the request id (`reqId`). */
    log: Logger;
  }
}

/**
 * One access line per request, written when the answer is done, with the request id that every other line
 * of the request carries too (`req.log`) and that goes back to the client as X-Request-Id. Only the method,
 * URL (secrets redacted), address and user agent of a request are logged: never its headers, cookies or body.
 *
 * The line is the one pino-http wrote (`reqId`, `req`, `res`, `responseTime`, `msg`, in that order), built here at
 * a third of the cost (see docs/benchmarks.md): `req.log` is created only when something logs with it, and the
 * access line, whose every field is chosen above and holds no secret, skips the logger's redaction pass.
 */
export function accessLog(logger: Logger) {
  // The redaction paths guard objects logged elsewhere (headers, bodies); this line's fields are built here.
  const accessLines = logger.child({}, { redact: { paths: [] } });
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = Date.now();
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    let requestLogger: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (requestLogger ??= logger.child({ reqId: id })),
      set: (value: Logger) => {
        requestLogger = value;
      },
    });
    // 'close' follows 'finish' for every answer, and also ends a request whose client went away before it.
    res.once('close', () => writeAccessLine(accessLines, req, res, id, Date.now() - start));
    next();
  };
}

function writeAccessLine(logger: Logger, req: Request, res: Response, reqId: string, responseTime: number): void {
  const status = res.statusCode;
  const level = status >= 500 ? 'error' : HEALTH_CHECKS.has(req.path) && status < 400 ? 'debug' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  const url = loggedUrl(req.originalUrl ?? req.url);
  const line = {
    reqId,
    req: { method: req.method, url, remoteAddress: req.ip ?? req.socket?.remoteAddress, userAgent: req.headers['user-agent'] },
    res: { statusCode: status },
    responseTime,
  };
  // The error itself (with its stack) is logged once by whoever handled it: the access line stays one short line.
  logger[level](line, status >= 500 ? `${req.method} ${url} ${status}` : `${req.method} ${url} ${status} ${responseTime} ms`);
}
