import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
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

const HEALTH_CHECKS = new Set(['/healthz', '/readyz']);

/**
 * One access line per request, written when the answer is sent, with the request id that every other line
 * of the request carries too (`req.log`) and that goes back to the client as X-Request-Id. Only the method,
 * URL (secrets redacted), address and user agent of a request are logged: never its headers, cookies or body.
 */
export function accessLog(logger: Logger) {
  return pinoHttp<Request, Response>({
    logger,
    quietReqLogger: true,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: Request) => ({
        method: req.method,
        url: loggedUrl(req.originalUrl ?? req.url),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
        userAgent: req.headers?.['user-agent'],
      }),
      res: (res: Response) => ({ statusCode: res.statusCode }),
    },
    wrapSerializers: false,
    // Probes would fill the log: their successes show only at LOG_LEVEL=debug.
    customLogLevel: (req, res) => (res.statusCode >= 500 ? 'error' : HEALTH_CHECKS.has(req.path) && res.statusCode < 400 ? 'debug' : 'info'),
    customSuccessMessage: (req, res, responseTime) => `${req.method} ${loggedUrl(req.originalUrl)} ${res.statusCode} ${responseTime} ms`,
    customErrorMessage: (req, res) => `${req.method} ${loggedUrl(req.originalUrl)} ${res.statusCode}`,
    // The error itself (with its stack) is logged once by whoever handled it: the access line stays one short line.
    customErrorObject: (_req, _res, _error, value: { res: unknown; responseTime: number }) => ({ res: value.res, responseTime: value.responseTime }),
  });
}
