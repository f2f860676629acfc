import type { NextFunction, Request, Response } from 'express';
import {
  asDatabaseDomainError,
  countThrottleRefusal,
  DomainError,
  errorCodeOf,
  HTTP_STATUS,
  RateLimitedError,
  reportOutage,
  ServiceUnavailableError,
  setRateLimitHeaders,
  TwoFactorRequiredError,
  ValidationError,
  type ErrorCode,
} from '../../graphql-server/src/index.js';

/** Every error answer of /api: `{ message, code, errors? }` (the code as GraphQL's `extensions.code`). */
export function sendError(res: Response, status: number, code: ErrorCode, message: string): void {
  res.status(status).json({ message, code });
}

/**
 * The one place where domain errors become HTTP answers: a status and `{ message, code, errors? }`. A database
 * outage counts as the domain's ServiceUnavailableError (503, logged bounded), a lost race for a row as a ConflictError (409).
 */
export function domainErrorHandler(thrown: unknown, req: Request, res: Response, next: NextFunction): void {
  const error = thrown instanceof DomainError ? thrown : asDatabaseDomainError(thrown);
  if (!error || res.headersSent) return next(thrown);
  if (error instanceof RateLimitedError || error instanceof ServiceUnavailableError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof ServiceUnavailableError) reportOutage(req.log, error);
  if (error instanceof RateLimitedError) countThrottleRefusal(req);
  // A refusal after counting (a wrong password, the 429 itself) still says where the caller stands.
  setRateLimitHeaders(res, req.state?.client.quotas);
  res.status(HTTP_STATUS[error.kind]).json({
    message: error.message,
    code: errorCodeOf(error),
    ...(error instanceof ValidationError ? { errors: error.fieldErrors } : {}),
    ...(error instanceof TwoFactorRequiredError ? { challenge: error.challenge } : {}),
  });
}
